// Time bounds of a log search as apm-hub reads them: an age relative to now (`15m`, `1h30m`, `7d`,
// `2w`; `now-1h` and `now` are accepted too) or an RFC 3339 timestamp.

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
  y: 365 * 86_400_000,
};

/** `1h30m` → 5,400,000; null when the text is not a duration. */
export function parseDuration(text: string): number | null {
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h|d|w|y)/gy;
  let total = 0;
  let end = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    total += Number(m[1]) * (UNIT_MS[m[2] ?? ''] ?? 0);
    end = re.lastIndex;
  }
  return end > 0 && end === text.length ? total : null;
}

/** Epoch ms for a bound; undefined when absent or empty, NaN when unreadable. */
export function parseTimeBound(value: unknown, now: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return undefined;
  if (text === 'now') return now;
  const age = parseDuration(text.startsWith('now-') ? text.slice(4) : text);
  if (age !== null) return now - age;
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : Number.NaN;
}
