// Turns the graph's status series (H6) into the Health Overview chart: bar geometry (x by time
// across the chosen range, height by duration on a rounded latency scale, colour by outcome) and
// the axes' ticks (times along the bottom, latencies up the side).
import dayjs from 'dayjs';
import type { ChartTick } from '../../../components/chart/ChartTicks.tsx';
import { niceTicks, timeAxis } from '../../../components/chart/chart-scale.ts';
import { formatDuration } from '../../../lib/format/duration.ts';

export interface StatusPoint {
  time?: string | null;
  status?: boolean | null;
  duration?: number | null;
  passed?: number | null;
  failed?: number | null;
}

export interface Bar {
  x: number;
  width: number;
  height: number;
  healthy: boolean;
  title: string;
}

export interface Chart {
  bars: Bar[];
  /** Times along the bottom. */
  xTicks: ChartTick[];
  /** Latencies up the side, from 0 to the scale's top. */
  yTicks: ChartTick[];
}

const X_TICKS = 6;
const Y_TICKS = 4;

/**
 * The chart in a `width` × `height` box; points without a valid time are skipped. `domain` is the
 * chosen range (its ends in ms); without it the series' own span.
 */
export function healthChart(
  points: readonly StatusPoint[],
  width: number,
  height: number,
  domain?: { from: number; to: number },
): Chart {
  const valid = points
    .map((p) => ({ p, t: p.time ? Date.parse(p.time) : NaN }))
    .filter((v) => Number.isFinite(v.t))
    .sort((a, b) => a.t - b.t);
  if (valid.length === 0) return { bars: [], xTicks: [], yTicks: [] };
  const first = Math.min(domain?.from ?? Infinity, valid[0]!.t);
  const last = Math.max(domain?.to ?? -Infinity, valid[valid.length - 1]!.t);
  const span = Math.max(1, last - first);
  const barWidth = Math.max(2, Math.min(24, (width / valid.length) * 0.7));
  // The latency scale: round steps from 0 to the longest run (1, 2 or 5 × 10ⁿ).
  const scale = niceTicks(0, Math.max(1, ...valid.map((v) => v.p.duration ?? 0)), Y_TICKS);
  const top = scale.to;
  const single = valid.length === 1 && !domain;
  const bars = valid.map(({ p, t }) => {
    const healthy =
      p.failed !== null && p.failed !== undefined ? p.failed === 0 : p.status !== false;
    const x = single ? width / 2 : ((t - first) / span) * (width - barWidth);
    const h = Math.max(3, ((p.duration ?? 0) / top) * height);
    return {
      x,
      width: barWidth,
      height: Math.min(height, h),
      healthy,
      title: `${dayjs(t).format('YYYY-MM-DD HH:mm:ss')} ${healthy ? 'passed' : 'failed'} ${formatDuration(p.duration ?? 0)}`,
    };
  });
  const xTicks = timeAxis(first, last, X_TICKS);
  const yTicks = scale.ticks.map((ms) => ({ at: ms / top, label: formatDuration(ms) }));
  return { bars, xTicks, yTicks };
}
