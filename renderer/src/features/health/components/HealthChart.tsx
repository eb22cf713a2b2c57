// Health Overview chart: one bar per status (or aggregated bucket), green for passing, red for
// failing, height by latency, across the chosen range; a latency scale up the side and a time
// axis along the bottom. Bars are plain SVG scaled to the width; the labels are HTML, placed by
// fraction, so they keep their size.
import { ChartTicks } from '../../../components/chart/ChartTicks.tsx';
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
        <div className="mc-health-chart-grid">
          <ChartTicks ticks={yTicks} axis="y" label="Latency scale" />
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={`Health Overview: ${bars.length - failing} passing, ${failing} failing`}
          >
            {yTicks.map((tick) => (
              <line
                key={tick.at}
                x1={0}
                x2={WIDTH}
                y1={HEIGHT - tick.at * HEIGHT}
                y2={HEIGHT - tick.at * HEIGHT}
                className="mc-chart-grid"
              />
            ))}
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
          </svg>
          <ChartTicks ticks={xTicks} axis="x" label="Time axis" />
        </div>
      )}
    </figure>
  );
}
