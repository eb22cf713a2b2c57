// Series over time: lines, areas or points in a plot that stretches to its box, value ticks up
// the side and time ticks along the bottom as HTML placed by fraction (so text keeps its size).
import { niceTicks, shortNumber, timeAxis } from './chart-scale.ts';
import { ChartPlot } from './ChartPlot.tsx';
import './chart.css';

export interface TimeSeries {
  name: string;
  colour: string;
  /** Sorted by time (ms). */
  points: readonly { t: number; v: number }[];
}

const W = 1000;
const H = 400;

function seriesShape(
  s: TimeSeries,
  style: string,
  x: (t: number) => number,
  y: (v: number) => number,
) {
  const line = s.points.map((p, i) => `${i ? 'L' : 'M'}${x(p.t)},${y(p.v)}`).join(' ');
  if (style === 'points')
    return s.points.map((p) => (
      <line
        key={p.t}
        x1={x(p.t)}
        x2={x(p.t)}
        y1={y(p.v)}
        y2={y(p.v)}
        stroke={s.colour}
        strokeWidth={6}
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    ));
  const first = s.points[0];
  const last = s.points[s.points.length - 1];
  return (
    <>
      {style === 'area' && first && last && (
        <path
          d={`${line} L${x(last.t)},${H} L${x(first.t)},${H} Z`}
          fill={s.colour}
          fillOpacity={0.2}
        />
      )}
      <path
        d={line}
        fill="none"
        stroke={s.colour}
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </>
  );
}

export function TimeChart(props: {
  series: readonly TimeSeries[];
  style?: 'lines' | 'area' | 'points';
  label: string;
}) {
  const all = props.series.flatMap((s) => s.points);
  const t0 = Math.min(...all.map((p) => p.t));
  const t1 = Math.max(...all.map((p) => p.t));
  const { from, to, ticks } = niceTicks(
    Math.min(...all.map((p) => p.v)),
    Math.max(...all.map((p) => p.v)),
  );
  const x = (t: number) => (t1 > t0 ? ((t - t0) / (t1 - t0)) * W : W / 2);
  const y = (v: number) => H - ((v - from) / (to - from)) * H;
  const yTicks = ticks.map((v) => ({ at: (v - from) / (to - from), label: shortNumber(v) }));
  const xTicks = timeAxis(t0, t1);
  return (
    <ChartPlot
      className="mc-chart mc-time-chart"
      width={W}
      height={H}
      label={props.label}
      xTicks={xTicks}
      yTicks={yTicks}
    >
      {props.series.map((s) => (
        <g key={s.name}>{seriesShape(s, props.style ?? 'lines', x, y)}</g>
      ))}
    </ChartPlot>
  );
}
