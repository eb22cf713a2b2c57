// The panels of a view (spec 4-views §2.5): a grid of auto-fit columns (≥ 280 px) and rows
// (≥ 250 px), one panel per result (bar gauges sharing `bargauge.group` merged into one), each
// under its title with the description as an info tooltip, drawn by its type's renderer.
import type { ReactNode } from 'react';
import { Icon, Tooltip } from '@blueprintjs/core';
import type { PanelResult } from '../../../api/services/views.types.ts';
import { HeatmapPanel } from './HeatmapPanel.tsx';
import { PieChartPanel } from './PieChartPanel.tsx';
import { TimeseriesPanel } from './TimeseriesPanel.tsx';
import { mergeGroups } from './panel-model.ts';
import * as simple from './simple-panels.tsx';
import './panels.css';

type Draw = (panel: PanelResult) => ReactNode;

/** The renderer of each panel type. */
export const PANEL_TYPES: Readonly<Record<string, Draw>> = {
  number: simple.numberPanel,
  duration: simple.durationPanel,
  gauge: simple.gaugePanel,
  bargauge: simple.bargaugePanel,
  piechart: (panel) => <PieChartPanel panel={panel} />,
  table: simple.tablePanel,
  text: simple.textPanel,
  properties: simple.propertiesPanel,
  timeseries: (panel) => <TimeseriesPanel panel={panel} />,
  heatmap: (panel) => <HeatmapPanel panel={panel} />,
};

/** Types whose renderer shows its own empty state; a number or duration with no rows shows
 * nothing (spec), the rest 'No data'. */
const OWN_EMPTY = new Set(['number', 'duration', 'timeseries', 'heatmap']);

function body(panel: PanelResult): ReactNode {
  const draw = PANEL_TYPES[panel.type];
  if (!draw) return <p className="mc-panel-empty">Unsupported panel type: {panel.type}</p>;
  if (!panel.rows?.length && !OWN_EMPTY.has(panel.type))
    return <p className="mc-panel-empty">No data</p>;
  return draw(panel);
}

export function Panel({ panel }: { panel: PanelResult }) {
  return (
    <section className={`mc-panel mc-panel-type-${panel.type}`} aria-label={panel.name}>
      <header>
        <h3 title={panel.name}>{panel.name}</h3>
        {panel.description && (
          <Tooltip content={panel.description} placement="top">
            <span className="mc-panel-info" role="img" aria-label={panel.description} tabIndex={0}>
              <Icon icon="info-sign" size={12} />
            </span>
          </Tooltip>
        )}
      </header>
      <div className="mc-panel-body">{body(panel)}</div>
    </section>
  );
}

export function PanelGrid({ panels }: { panels: readonly PanelResult[] }) {
  return (
    <div className="view-panels mc-panel-grid">
      {mergeGroups(panels).map((panel, i) => (
        <Panel key={`${panel.name}-${i}`} panel={panel} />
      ))}
    </div>
  );
}
