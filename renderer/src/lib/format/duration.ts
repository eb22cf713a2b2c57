// Duration formatting (spec 1 §9): under 1 s in ms, under 1 min in s, under 1 h in m, else h.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

function trim(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)));
}

/** "250ms", "1.25s", "2.5m", "3h"; an empty string for missing or invalid input. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '';
  if (ms < SECOND) return `${Math.round(ms)}ms`;
  if (ms < MINUTE) return `${trim(ms / SECOND, 2)}s`;
  if (ms < HOUR) return `${trim(ms / MINUTE, 1)}m`;
  return `${trim(ms / HOUR, 1)}h`;
}

const DAY = 24 * HOUR;
const UNITS: readonly [number, string][] = [
  [DAY, 'd'],
  [HOUR, 'h'],
  [MINUTE, 'm'],
  [SECOND, 's'],
];

/**
 * The two largest whole units of a span: '2d 4h', '3h 5m', '12m', '45s' ('2d' rather than
 * '2d 0h'). With `smallest` 'm' seconds are left out (an incident's age counts them, a silence's
 * length does not).
 */
export function compactDuration(ms: number, smallest: 'm' | 's' = 's'): string {
  let rest = Math.max(0, ms);
  const parts = UNITS.slice(0, smallest === 'm' ? 3 : 4).map(([size, unit]) => {
    const count = Math.floor(rest / size);
    rest -= count * size;
    return `${count}${unit}`;
  });
  const first = parts.findIndex((part) => !part.startsWith('0'));
  if (first === -1) return `0${smallest}`;
  return parts
    .slice(first, first + 2)
    .filter((part) => !part.startsWith('0'))
    .join(' ');
}

const RATE_UNITS: Record<string, number> = {
  s: SECOND,
  m: MINUTE,
  h: HOUR,
  d: DAY,
  w: 7 * DAY,
};

/** Parses an auto-refresh rate such as "15s" or "2m" (units s, m, h, d, w) into milliseconds. */
export function parseRate(text: string): number | undefined {
  const match = /^(\d+)(s|m|h|d|w)$/.exec(text.trim());
  if (!match || match[1] === undefined || match[2] === undefined) return undefined;
  const unit = RATE_UNITS[match[2]];
  return unit === undefined ? undefined : Number(match[1]) * unit;
}

const NS_PER_MS = 1_000_000;
/** Go's duration units (a notification rule's repeat interval and wait, say). */
const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, ...RATE_UNITS };

/** '1h30m', '90s', '1d' → nanoseconds; a bare number is taken as nanoseconds; else undefined. */
export function parseDurationNs(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h|d|w)/gy;
  let ms = 0;
  let consumed = 0;
  for (let m = re.exec(trimmed); m; m = re.exec(trimmed)) {
    ms += Number(m[1]) * (UNIT_MS[m[2] ?? ''] ?? 0);
    consumed = re.lastIndex;
  }
  return consumed === trimmed.length && consumed > 0 ? Math.round(ms * NS_PER_MS) : undefined;
}

/**
 * Nanoseconds for reading (a view's duration column or panel): '250ms', '1.25s', then the two
 * largest units, '12m 5s', '600d'. A value that must be read back is written formatDurationNs.
 */
export function humanDurationNs(ns: number): string {
  const ms = ns / NS_PER_MS;
  return ms < MINUTE ? formatDuration(ms) : compactDuration(ms);
}

/** Nanoseconds as the largest units that divide it: '1d', '1h30m', '45s' (Go's form, exact). */
export function formatDurationNs(ns: number): string {
  let ms = Math.round(ns / NS_PER_MS);
  if (ms === 0) return '0s';
  let out = '';
  for (const unit of ['d', 'h', 'm', 's', 'ms']) {
    const size = UNIT_MS[unit] ?? 1;
    const n = Math.floor(ms / size);
    if (n > 0) {
      out += `${n}${unit}`;
      ms -= n * size;
    }
  }
  return out;
}

export const DURATION_FILTER_ERROR = 'duration is allowed only in milli seconds & seconds';

/**
 * History duration filter (spec 1 §5): "500ms" → 500, "5s" → 5000; anything else is an error with
 * the spec's message. Returns milliseconds.
 */
export function parseDurationFilter(text: string): { ms: number } | { error: string } {
  const match = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(text.trim());
  if (!match || match[1] === undefined) return { error: DURATION_FILTER_ERROR };
  const value = Number(match[1]);
  return { ms: match[2] === 's' ? value * 1000 : value };
}
