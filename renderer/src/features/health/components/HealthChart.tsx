// Health Overview chart: one bar per status (or aggregated bucket), green for passing, red for
// failing, height by latency. Plain SVG, scaled to the container width.
import type { StatusPoint } from './chart-points.ts';
import { chartBars } from './chart-points.ts';

const WIDTH = 1000;
const HEIGHT = 140;

export function HealthChart({
  points,
  loading,
}: {
  points: readonly StatusPoint[];
  loading: boolean;
}) {
  const bars = chartBars(points, WIDTH, HEIGHT);
  return (
    <figure className="mc-health-chart">
      <figcaption>Health Overview</figcaption>
      {bars.length === 0 ? (
        <div className="mc-health-chart-empty">{loading ? 'Loading…' : 'No data available'}</div>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Health Overview: ${bars.filter((b) => b.healthy).length} passing, ${bars.filter((b) => !b.healthy).length} failing`}
        >
          <line
            x1={0}
            y1={HEIGHT - 1}
            x2={WIDTH}
            y2={HEIGHT - 1}
            className="mc-health-chart-axis"
          />
          {bars.map((b, i) => (
            <rect
              key={i}
              x={b.x}
              y={HEIGHT - b.height - 1}
              width={b.width}
              height={b.height}
              className={b.healthy ? 'mc-bar-pass' : 'mc-bar-fail'}
            >
              <title>{b.title}</title>
            </rect>
          ))}
        </svg>
      )}
    </figure>
  );
}
