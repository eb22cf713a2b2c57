// The panels that are a list of their rows (spec 4-views §2.5): number, duration, text, table,
// properties, gauge and bar gauge. Each takes the panel and draws one entry per row.
import type { ReactNode } from 'react';
import type { PanelResult } from '../../../api/services/views.types.ts';
import { Gauge } from '../../../components/chart/Gauge.tsx';
import { cssColour, intentColour } from '../../../components/chart/chart-colours.ts';
import { humanDurationNs } from '../../../lib/format/duration.ts';
import {
  asText,
  barText,
  configOf,
  formatValue,
  labelField,
  percentOf,
  thresholdColour,
  toNumber,
  type Config,
  type PanelRow,
} from './panel-model.ts';

const text = asText;
const label = (row: PanelRow, panel: PanelResult) => text(row.label) || panel.name;

function Big(props: { value: string; label: string }) {
  return (
    <div className="mc-panel-big">
      <span className="mc-panel-big-value">{props.value}</span>
      <span className="mc-panel-big-label">{props.label}</span>
    </div>
  );
}

function rowsOf(
  panel: PanelResult,
  draw: (row: PanelRow, i: number) => ReactNode,
  cls = 'mc-panel-rows',
) {
  return <div className={cls}>{(panel.rows ?? []).map(draw)}</div>;
}

function colourAt(percent: number | undefined, cfg: Config) {
  if (percent === undefined) return intentColour('none');
  return cssColour(thresholdColour(percent, cfg.thresholds)) ?? intentColour('primary');
}

export const numberPanel = (panel: PanelResult) =>
  rowsOf(panel, (row, i) => (
    <Big
      key={i}
      value={formatValue(toNumber(row.value ?? row.count), configOf(panel))}
      label={label(row, panel)}
    />
  ));

export const durationPanel = (panel: PanelResult) =>
  rowsOf(panel, (row, i) => {
    const ns = toNumber(row.value);
    return (
      <Big key={i} value={ns === undefined ? '-' : humanDurationNs(ns)} label={label(row, panel)} />
    );
  });

export const textPanel = (panel: PanelResult) =>
  rowsOf(
    panel,
    (row, i) => (
      <p key={i} className="mc-panel-text">
        {text(row.value)}
      </p>
    ),
    'mc-panel-scroll',
  );

export const tablePanel = (panel: PanelResult) =>
  rowsOf(
    panel,
    (row, i) => <li key={i}>{Object.values(row).map(text).join(' · ')}</li>,
    'mc-panel-scroll mc-panel-lines',
  );

export const propertiesPanel = (panel: PanelResult) => (
  <dl className="mc-panel-scroll mc-panel-properties">
    {(panel.rows ?? []).map((row, i) => (
      <div key={i}>
        <dt>{labelField(row)}</dt>
        <dd>{text(row.value)}</dd>
      </div>
    ))}
  </dl>
);

export const gaugePanel = (panel: PanelResult) => {
  const cfg = configOf(panel);
  return rowsOf(
    panel,
    (row, i) => {
      const value = toNumber(row.value);
      const percent = percentOf(value, cfg.min, cfg.max);
      return (
        <Gauge
          key={i}
          percent={percent}
          colour={colourAt(percent, cfg)}
          text={formatValue(value, cfg)}
          label={label(row, panel)}
        />
      );
    },
    'mc-panel-rows mc-panel-gauges',
  );
};

export const bargaugePanel = (panel: PanelResult) =>
  rowsOf(
    panel,
    (row, i) => {
      const cfg = { ...configOf(panel), ...(row.__config as Config | undefined) };
      const bounds = { min: row.min ?? cfg.min ?? 0, max: row.max ?? cfg.max ?? 100 };
      const value = toNumber(row.value);
      const percent = percentOf(value, bounds.min, bounds.max);
      const name = text(row.name) || labelField(row, ['name', '__config', 'min', 'max']);
      return (
        <div
          key={i}
          className="mc-panel-bar"
          role="meter"
          aria-label={name}
          aria-valuenow={value}
          aria-valuemin={toNumber(bounds.min)}
          aria-valuemax={toNumber(bounds.max)}
        >
          <span className="mc-panel-bar-name" title={name}>
            {name}
          </span>
          <span className="mc-panel-bar-track">
            <span style={{ width: `${percent ?? 0}%`, background: colourAt(percent, cfg) }} />
          </span>
          <span className="mc-panel-bar-value">
            {barText(value, percent, { ...cfg, ...bounds })}
          </span>
        </div>
      );
    },
    'mc-chart mc-panel-bars',
  );
