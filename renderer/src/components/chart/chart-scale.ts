// Axis ticks a person reads at a glance: values on steps of 1, 2 or 5 × 10ⁿ, times in a format
// that fits the span (the year beyond a year).
import dayjs from 'dayjs';
import type { ChartTick } from './ChartTicks.tsx';

/** About `count` round ticks covering [min, max], and the scale's ends. */
export function niceTicks(min: number, max: number, count = 4) {
  const lo = Math.min(0, min);
  const span = max > lo ? max - lo : 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((s) => s * power >= raw) ?? 10) * power;
  const from = Math.floor(lo / step) * step;
  const to = Math.ceil((max > lo ? max : lo + 1) / step) * step;
  const ticks: number[] = [];
  for (let v = from; v <= to + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return { from, to, ticks };
}

/** A short number for an axis: 1.2k, 3.4M. */
export function shortNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${Number((value / 1e9).toFixed(1))}B`;
  if (abs >= 1e6) return `${Number((value / 1e6).toFixed(1))}M`;
  if (abs >= 1e3) return `${Number((value / 1e3).toFixed(1))}k`;
  return String(Number(value.toFixed(2)));
}

/** A time label's format that fits the span: the hour within a day … the month beyond a year. */
function timeFormat(spanMs: number): string {
  if (spanMs <= 86_400_000) return 'HH:mm';
  if (spanMs <= 7 * 86_400_000) return 'MMM D HH:mm';
  return spanMs <= 365 * 86_400_000 ? 'MMM D' : 'MMM YYYY';
}

/** `count` evenly spaced times across [from, to] as an axis places them (fractions of the span,
 * from 0 to 1), one tick in the middle when the span is empty. */
export function timeAxis(from: number, to: number, count = 5): ChartTick[] {
  const span = to - from;
  const format = timeFormat(span);
  if (span <= 0) return [{ at: 0.5, label: dayjs(from).format(format) }];
  return Array.from({ length: count }, (_, i) => ({
    at: i / (count - 1),
    label: dayjs(from + (span * i) / (count - 1)).format(format),
  }));
}
