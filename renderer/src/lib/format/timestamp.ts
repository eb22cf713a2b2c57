// Safe timestamp handling. Backend timestamps arrive as ISO strings with or without a zone, epoch
// numbers, or sentinels (epoch 0, year 9999 for "never"). Everything funnels through
// `parseTimestamp`, which answers a real Date or undefined, so no screen ever shows "NaN".
import dayjs from 'dayjs';

export const UNKNOWN_TIME = 'unknown time';

// Years at or beyond this are "never" sentinels (Go's zero-ish max, Postgres 'infinity' casts).
const SENTINEL_YEAR = 9999;

/** A usable Date, or undefined for empty, invalid, epoch-0 and year-9999 values. */
export function parseTimestamp(value: unknown): Date | undefined {
  let date: Date;
  if (value instanceof Date) {
    date = new Date(value.getTime());
  } else if (typeof value === 'number') {
    date = new Date(value);
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    if (/^-?\d+$/.test(text)) {
      date = new Date(Number(text));
    } else {
      // Zone-less timestamps from the database are UTC; without this they would shift by the
      // viewer's offset.
      const hasZone = /(Z|[+-]\d{2}(:?\d{2})?)$/i.test(text);
      const isDateTime = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(text);
      date = new Date(isDateTime && !hasZone ? `${text.replace(' ', 'T')}Z` : text);
    }
  } else {
    return undefined;
  }
  const ms = date.getTime();
  if (!Number.isFinite(ms) || ms === 0) return undefined;
  const year = date.getUTCFullYear();
  if (year >= SENTINEL_YEAR || year < 1) return undefined;
  return date;
}

/** Formats a timestamp in local time, or "unknown time". */
export function formatTimestamp(value: unknown, format = 'YYYY-MM-DD HH:mm:ss'): string {
  const date = parseTimestamp(value);
  return date ? dayjs(date).format(format) : UNKNOWN_TIME;
}
