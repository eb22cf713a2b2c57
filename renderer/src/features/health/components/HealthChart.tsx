// Health Overview chart: one bar per status (or aggregated bucket), green for passing, red for
// failing, height by latency, across the chosen range; a latency scale up the side and a time
// axis along the bottom. Bars are plain SVG scaled to the width; the labels are HTML, placed by
// fraction, so they keep their size.
import { ChartPlot } from '../../../components/chart/ChartPlot.tsx';
import type { StatusPoint } from './chart-points.ts';
import { healthChart } from './chart-points.ts';

const WIDTH = 1000;
const HEIGHT = 140;

export function HealthChart({
  points,
  loading,
  domain,
}: {
  points: readonly StatusPoint[];
  loading: boolean;
  /** The chosen range's ends (ms), so the time axis spans it. */
  domain?: { from: number; to: number };
}) {
  const { bars, xTicks, yTicks } = healthChart(points, WIDTH, HEIGHT, domain);
  const failing = bars.filter((b) => !b.healthy).length;
  return (
    <figure className="mc-health-chart">
      <figcaption>Health Overview</figcaption>
      {bars.length === 0 ? (
        <div className="mc-health-chart-empty">{loading ? 'Loading…' : 'No data available'}</div>
      ) : (
        <ChartPlot
          className="mc-health-chart-grid"
          width={WIDTH}
          height={HEIGHT}
          label={`Health Overview: ${bars.length - failing} passing, ${failing} failing`}
          xTicks={xTicks}
          yTicks={yTicks}
          axisLabels={{ x: 'Time axis', y: 'Latency scale' }}
        >
          {bars.map((b, i) => (
            <rect
              key={i}
              x={b.x}
              y={HEIGHT - b.height}
              width={b.width}
              height={b.height}
              className={b.healthy ? 'mc-bar-pass' : 'mc-bar-fail'}
            >
              <title>{b.title}</title>
            </rect>
          ))}
        </ChartPlot>
      )}
    </figure>
  );
}
