// Tick labels along one axis of a plot: HTML placed by fraction, so the text keeps its size while
// the plot stretches. Named by `label`, they read as a list; without one they are hidden from
// screen readers (the plot's own label speaks for them).
import './chart.css';

/** A tick at `at` (0 to 1 along its axis: left to right, bottom to top). */
export interface ChartTick {
  at: number;
  label: string;
}

export function ChartTicks(props: {
  axis: 'x' | 'y';
  ticks: readonly ChartTick[];
  label?: string;
}) {
  const side = props.axis === 'x' ? 'left' : 'bottom';
  const named = props.label !== undefined;
  return (
    <div
      className={`mc-chart-ticks mc-chart-ticks-${props.axis}`}
      role={named ? 'list' : undefined}
      aria-label={props.label}
      aria-hidden={named ? undefined : true}
    >
      {props.ticks.map((tick) => (
        <span
          key={tick.at}
          role={named ? 'listitem' : undefined}
          style={{ [side]: `${tick.at * 100}%` }}
        >
          {tick.label}
        </span>
      ))}
    </div>
  );
}
