// A plot's frame: the value ticks up the side, an SVG that stretches to its box with a grid line
// at each value tick, and the time ticks along the bottom. The time chart and the health
// overview draw their marks inside it, in the SVG's `width` × `height` units.
import type { ReactNode } from 'react';
import { ChartTicks, type ChartTick } from './ChartTicks.tsx';

export function ChartPlot(props: {
  className: string;
  width: number;
  height: number;
  /** The plot's accessible name (what its marks say). */
  label: string;
  xTicks: readonly ChartTick[];
  yTicks: readonly ChartTick[];
  /** Names of the tick lists, which then read as lists; without them they are hidden. */
  axisLabels?: { x: string; y: string };
  children: ReactNode;
}) {
  const { width, height } = props;
  return (
    <div className={props.className}>
      <ChartTicks axis="y" ticks={props.yTicks} label={props.axisLabels?.y} />
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={props.label}
      >
        {props.yTicks.map((tick) => (
          <line
            key={tick.at}
            x1={0}
            x2={width}
            y1={height - tick.at * height}
            y2={height - tick.at * height}
            className="mc-chart-grid"
          />
        ))}
        {props.children}
      </svg>
      <ChartTicks axis="x" ticks={props.xTicks} label={props.axisLabels?.x} />
    </div>
  );
}
