// Turns the graph's status series (H6) into bar geometry for the Health Overview chart: x by time
// across the series span, height by duration relative to the slowest point, colour by outcome.
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

/** Bars in a `width` × `height` box; points without a valid time are skipped. */
export function chartBars(points: readonly StatusPoint[], width: number, height: number): Bar[] {
  const valid = points
    .map((p) => ({ p, t: p.time ? Date.parse(p.time) : NaN }))
    .filter((v) => Number.isFinite(v.t))
    .sort((a, b) => a.t - b.t);
  if (valid.length === 0) return [];
  const first = valid[0]!.t;
  const last = valid[valid.length - 1]!.t;
  const span = Math.max(1, last - first);
  const barWidth = Math.max(2, Math.min(24, (width / valid.length) * 0.7));
  const maxDuration = Math.max(1, ...valid.map((v) => v.p.duration ?? 0));
  return valid.map(({ p, t }) => {
    const healthy =
      p.failed !== null && p.failed !== undefined ? p.failed === 0 : p.status !== false;
    const x = valid.length === 1 ? width / 2 : ((t - first) / span) * (width - barWidth);
    const h = Math.max(3, ((p.duration ?? 0) / maxDuration) * (height - 4));
    return {
      x,
      width: barWidth,
      height: h,
      healthy,
      title: `${new Date(t).toISOString()} ${healthy ? 'passed' : 'failed'} ${p.duration ?? 0}ms`,
    };
  });
}
