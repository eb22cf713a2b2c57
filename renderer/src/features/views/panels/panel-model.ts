// What the panels show, as data (spec 4-views §2.5): each type's rows read into numbers, labels,
// slices, series and days, and the configs' units, precision, bounds and thresholds applied.
import type { PanelResult } from '../../../api/services/views.types.ts';
import { knownIntent } from '../../../lib/vocabulary/heuristic.ts';

export type PanelRow = Readonly<Record<string, unknown>>;
export type Config = Readonly<Record<string, unknown>>;

/** The type-specific config (`panel.gauge`, `panel.piechart`…), or an empty one. */
export const configOf = (panel: PanelResult, type = panel.type): Config => {
  const c = (panel as Record<string, unknown>)[type];
  return c && typeof c === 'object' ? (c as Config) : {};
};

/** A field's value as text: '' for none, JSON for objects. */
export function asText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v) ?? '';
}

export const toNumber = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** A number with the config's precision (default: as is, at most 2 decimals) and unit. */
export function formatValue(value: number | undefined, cfg: Config = {}): string {
  if (value === undefined) return '-';
  const precision = toNumber(cfg.precision);
  const text = value.toLocaleString(undefined, {
    minimumFractionDigits: precision ?? 0,
    maximumFractionDigits: precision ?? 2,
  });
  const unit = typeof cfg.unit === 'string' ? cfg.unit : '';
  return unit === '%' ? `${text}%` : unit ? `${text} ${unit}` : text;
}

/** The first field that is neither `value` nor one of `skip`, as text ('' when none). */
export function labelField(row: PanelRow, skip: readonly string[] = []): string {
  const key = Object.keys(row).find((k) => k !== 'value' && !skip.includes(k));
  return key === undefined ? '' : asText(row[key]);
}

/** Where `value` sits between min and max, 0–100; undefined without a usable max. */
export function percentOf(value: number | undefined, min: unknown, max: unknown) {
  const lo = toNumber(min) ?? 0;
  const hi = toNumber(max);
  if (value === undefined || hi === undefined || hi <= lo) return undefined;
  return Math.min(100, Math.max(0, ((value - lo) / (hi - lo)) * 100));
}

/** The colour of the highest threshold at or below the percent, else undefined. */
export function thresholdColour(percent: number | undefined, thresholds: unknown) {
  if (percent === undefined || !Array.isArray(thresholds)) return undefined;
  const ordered = (thresholds as { percent?: unknown; color?: unknown }[])
    .filter((t) => toNumber(t.percent) !== undefined && typeof t.color === 'string')
    .sort((a, b) => toNumber(a.percent)! - toNumber(b.percent)!);
  const hit = ordered.filter((t) => toNumber(t.percent)! <= percent).pop();
  return hit ? String(hit.color) : undefined;
}

/** A bar gauge row's text: `format` percentage (of the range) or multiplier (`x{ratio}`). */
export function barText(value: number | undefined, percent: number | undefined, cfg: Config) {
  if (cfg.format === 'percentage' && percent !== undefined) return `${Math.round(percent)}%`;
  const max = toNumber(cfg.max);
  if (cfg.format === 'multiplier' && value !== undefined && max)
    return `x${Number((value / max).toFixed(2))}`;
  return formatValue(value, cfg);
}

export interface Slice {
  label: string;
  count: number;
  /** Where the slice starts and ends around the circle, 0–1. */
  from: number;
  to: number;
}

/** Up to 6 slices: the 5 largest and `others` (the rest summed); labels empty → 'Unknown'. */
export function pieSlices(rows: readonly PanelRow[]): Slice[] {
  const all = rows
    .map((row) => ({
      label: labelField(row, ['count']) || 'Unknown',
      count: toNumber(row.count) ?? 0,
    }))
    .sort((a, b) => b.count - a.count);
  const top =
    all.length <= 6
      ? all
      : [
          ...all.slice(0, 5),
          { label: 'others', count: all.slice(5).reduce((sum, s) => sum + s.count, 0) },
        ];
  const total = top.reduce((sum, s) => sum + s.count, 0) || 1;
  let at = 0;
  return top.map((s) => ({ ...s, from: at, to: (at += s.count / total) }));
}

const TIME_KEYS = ['timestamp', 'time', 'date', 'ts'];

/** The series of a timeseries panel, one per combination of the other fields, or why there are none. */
export type Built =
  { error: string } | { series: { name: string; points: { t: number; v: number }[] }[] };

export function buildSeries(rows: readonly PanelRow[], cfg: Config): Built {
  if (rows.length === 0) return { error: 'No data available for timeseries chart.' };
  const first = rows[0]!;
  const timeKey =
    (typeof cfg.timeKey === 'string' && cfg.timeKey) || TIME_KEYS.find((k) => k in first) || '';
  const valueKey =
    (typeof cfg.valueKey === 'string' && cfg.valueKey) ||
    Object.keys(first).find((k) => k !== timeKey && typeof first[k] === 'number') ||
    ['value', 'count'].find((k) => k in first) ||
    '';
  const series = new Map<string, { t: number; v: number }[]>();
  for (const row of rows) {
    const t = Date.parse(asText(row[timeKey]));
    const v = toNumber(row[valueKey]);
    if (!Number.isFinite(t) || v === undefined) continue;
    const name =
      Object.keys(row)
        .filter((k) => k !== timeKey && k !== valueKey)
        .map((k) => `${k}=${asText(row[k])}`)
        .join(', ') || 'default';
    series.set(name, [...(series.get(name) ?? []), { t, v }]);
  }
  if (series.size === 0) return { error: 'No numeric data available for timeseries chart.' };
  return {
    series: [...series].map(([name, points]) => ({
      name,
      points: points.sort((a, b) => a.t - b.t),
    })),
  };
}

/**
 * The status a series stands for when its one label is a status word (`result=failed`): such a
 * series takes its status colour, as a pass/fail chart should, instead of the next categorical one.
 */
export function seriesStatus(name: string): 'success' | 'warning' | 'danger' | undefined {
  const parts = name.split(', ');
  if (parts.length !== 1) return undefined;
  const intent = knownIntent(parts[0]!.slice(parts[0]!.indexOf('=') + 1));
  return intent === 'success' || intent === 'warning' || intent === 'danger' ? intent : undefined;
}

export interface Day {
  date: string;
  successful: number;
  failed: number;
}

/** Heatmap days keyed `YYYY-MM-DD`: `successful`/`failed`, else `count` as successful. */
export function heatmapDays(rows: readonly PanelRow[]): Map<string, Day> {
  const days = new Map<string, Day>();
  for (const row of rows) {
    const raw = row.date ?? row.day ?? row.timestamp;
    if (raw === null || raw === undefined) continue;
    const date = asText(raw).slice(0, 10);
    const hasSplit = 'successful' in row || 'failed' in row;
    const day = days.get(date) ?? { date, successful: 0, failed: 0 };
    day.successful += (hasSplit ? toNumber(row.successful) : toNumber(row.count)) ?? 0;
    day.failed += (hasSplit ? toNumber(row.failed) : 0) ?? 0;
    days.set(date, day);
  }
  return days;
}

/** Panels with the bar gauges of one `bargauge.group` merged into one named after the group, at
 * the place of the group's first panel; each row keeps its panel's config. */
export function mergeGroups(panels: readonly PanelResult[]): PanelResult[] {
  const out: PanelResult[] = [];
  const groups = new Map<string, PanelResult>();
  for (const panel of panels) {
    const group = panel.type === 'bargauge' ? configOf(panel).group : undefined;
    const cfg = configOf(panel);
    const rows = (panel.rows ?? []).map((row) => ({ ...row, __config: cfg }));
    if (typeof group !== 'string' || !group) {
      out.push(panel.type === 'bargauge' ? { ...panel, rows } : panel);
      continue;
    }
    const merged = groups.get(group);
    if (merged) merged.rows = [...(merged.rows ?? []), ...rows];
    else {
      const first: PanelResult = { name: group, type: 'bargauge', rows, bargauge: cfg };
      groups.set(group, first);
      out.push(first);
    }
  }
  return out;
}
