// Relative time ("5 minutes ago"). Spec 1 §9: the time-ago display hides values outside 0 to 7 days,
// so `timeAgo` answers undefined for future times and anything older than a week.
import { parseTimestamp } from './timestamp.ts';

export const TIME_AGO_LIMIT_MS = 604_800_000;
export const HOUR_MS = 3_600_000;

const STEPS: readonly [limitMs: number, unitMs: number, unit: string][] = [
  [60_000, 1000, 'second'],
  [HOUR_MS, 60_000, 'minute'],
  [24 * HOUR_MS, HOUR_MS, 'hour'],
  [Infinity, 24 * HOUR_MS, 'day'],
];

/** "just now", "1 minute", "3 hours"… for a non-negative age in ms. */
export function describeAge(ageMs: number): string {
  if (ageMs < 5000) return 'just now';
  for (const [limit, unitMs, unit] of STEPS) {
    if (ageMs < limit) {
      const n = Math.floor(ageMs / unitMs);
      return `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
  }
  return '';
}

/** "5 minutes ago" within 0–7 days of `now`; undefined otherwise or for invalid timestamps. */
export function timeAgo(value: unknown, now: Date = new Date()): string | undefined {
  const date = parseTimestamp(value);
  if (!date) return undefined;
  const age = now.getTime() - date.getTime();
  if (age < 0 || age > TIME_AGO_LIMIT_MS) return undefined;
  const text = describeAge(age);
  return text === 'just now' ? text : `${text} ago`;
}

/** Health column rule (spec 1 §2): the age of the last run shows only when it is over 1 hour. */
export function showLastRunAge(value: unknown, now: Date = new Date()): boolean {
  const date = parseTimestamp(value);
  return date !== undefined && now.getTime() - date.getTime() > HOUR_MS;
}
