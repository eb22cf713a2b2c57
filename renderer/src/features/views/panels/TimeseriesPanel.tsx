// A time series panel (spec 4-views §2.5): one series per combination of the non-time, non-value
// fields, drawn as lines, areas or points, with a legend unless `legend.enable` is false.
import type { PanelResult } from '../../../api/services/views.types.ts';
import { ChartLegend } from '../../../components/chart/ChartLegend.tsx';
import { TimeChart } from '../../../components/chart/TimeChart.tsx';
import { intentColour, seriesColour } from '../../../components/chart/chart-colours.ts';
import { buildSeries, configOf, seriesStatus } from './panel-model.ts';

const STYLES = ['lines', 'area', 'points'] as const;

export function TimeseriesPanel({ panel }: { panel: PanelResult }) {
  const cfg = configOf(panel);
  const built = buildSeries(panel.rows ?? [], cfg);
  if ('error' in built) return <p className="mc-panel-empty">{built.error}</p>;
  const series = built.series.map((s, i) => {
    const status = seriesStatus(s.name);
    return { ...s, colour: status ? intentColour(status) : seriesColour(i) };
  });
  const legend = (cfg.legend ?? {}) as { enable?: unknown; layout?: unknown };
  const vertical = legend.layout === 'vertical';
  return (
    <div className={`mc-panel-timeseries${vertical ? ' mc-panel-timeseries-side' : ''}`}>
      <TimeChart
        series={series}
        label={panel.name}
        style={STYLES.find((s) => s === cfg.style) ?? 'lines'}
      />
      {legend.enable !== false && (
        <ChartLegend items={series} layout={vertical ? 'vertical' : 'horizontal'} />
      )}
    </div>
  );
}
