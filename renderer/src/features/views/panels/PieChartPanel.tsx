// A pie chart panel (spec 4-views §2.5): at most 6 slices (the 5 largest and `others`), coloured
// by `piechart.colors` (label → colour) or the status vocabulary's intent for the label, values
// printed on the slices with `showLabels`, the legend on the right.
import type { PanelResult } from '../../../api/services/views.types.ts';
import { ChartLegend } from '../../../components/chart/ChartLegend.tsx';
import { cssColour, intentColour, seriesColour } from '../../../components/chart/chart-colours.ts';
import { knownIntent } from '../../../lib/vocabulary/heuristic.ts';
import { configOf, pieSlices } from './panel-model.ts';

const point = (share: number, r: number) => {
  const a = 2 * Math.PI * share - Math.PI / 2;
  return [50 + r * Math.cos(a), 50 + r * Math.sin(a)] as const;
};

function slicePath(from: number, to: number) {
  if (to - from >= 0.9999) return 'M 50 5 A 45 45 0 1 1 49.99 5 Z';
  const [x1, y1] = point(from, 45);
  const [x2, y2] = point(to, 45);
  return `M 50 50 L ${x1} ${y1} A 45 45 0 ${to - from > 0.5 ? 1 : 0} 1 ${x2} ${y2} Z`;
}

export function PieChartPanel({ panel }: { panel: PanelResult }) {
  const cfg = configOf(panel);
  const colours = (cfg.colors ?? {}) as Record<string, unknown>;
  const slices = pieSlices(panel.rows ?? []);
  if (!slices.some((s) => s.count > 0)) return <p className="mc-panel-empty">No data</p>;
  const drawn = slices.map((s, i) => {
    const intent = s.label === 'others' ? 'none' : knownIntent(s.label);
    const colour = cssColour(colours[s.label]) ?? (intent ? intentColour(intent) : seriesColour(i));
    return { ...s, colour };
  });
  return (
    <div className="mc-chart mc-panel-pie">
      <svg
        viewBox="0 0 100 100"
        role="img"
        aria-label={`${panel.name}: ${drawn.map((s) => `${s.label} ${s.count}`).join(', ')}`}
      >
        {drawn.map((s) => (
          <path
            key={s.label}
            d={slicePath(s.from, s.to)}
            fill={s.colour}
            stroke="var(--mc-panel-bg)"
            strokeWidth={0.8}
          >
            <title>{`${s.label}: ${s.count}`}</title>
          </path>
        ))}
        {cfg.showLabels === true &&
          drawn.map((s) => {
            const [x, y] = point((s.from + s.to) / 2, 30);
            return s.to - s.from < 0.04 ? null : (
              <text
                key={s.label}
                x={x}
                y={y}
                className="mc-panel-pie-label"
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {s.count}
              </text>
            );
          })}
      </svg>
      <ChartLegend
        layout="vertical"
        items={drawn.map((s) => ({ name: s.label, colour: s.colour, value: String(s.count) }))}
      />
    </div>
  );
}
