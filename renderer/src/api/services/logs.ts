// Logs (reference §4.5): the search of one component's log selector (L3, `POST /api/logs`). The
// component picker (L1) and the component's selectors (L2) come from topology.ts.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http/client.ts';
import { parseWire } from '../http/parse-wire.ts';
import { isDateMath, resolveDateMath } from '../../lib/time/date-math.ts';
import { parseTimestamp } from '../../lib/format/timestamp.ts';
import { isRecord } from '../../lib/data/is-record.ts';
import {
  logsResponseSchema,
  type LogLine,
  type LogsRequestBody,
  type LogsResult,
  type LogsSearch,
} from './logs.types.ts';

export const LOGS_URL = '/api/logs';
/**
 * The most lines one search asks for. The results table is built (and benchmarked,
 * tests/bench/logs.bench.ts) to scroll this many; beyond it the screen says how many matched and
 * asks for a narrower search.
 */
export const LOGS_LIMIT = 100_000;
/** How long a search no longer on screen is kept (in memory and in the offline cache). */
export const LOGS_GC_TIME_MS = 10 * 60_000;

export const logsKeys = {
  all: ['logs'] as const,
  searches: () => ['logs', 'search'] as const,
  search: (search: LogsSearch) => ['logs', 'search', search] as const,
};

// Durations the backend takes as they are (apm-hub: `15m`, `1h`, `7d`).
const WIRE_DURATION = /^\d+[smhd]$/;
// The short options of the time-range URLs that are not wire durations: weeks, months, years.
const LONG_OPTION = /^(\d+)(w|mo|y)$/;

/**
 * One end of a range as the backend reads it: a duration stays a duration; weeks, months and
 * years, date math (`now-1d/d`) and timestamps become RFC 3339 against `now` (`roundUp` for the
 * far end, so `now-1d/d` ends at the end of yesterday). Undefined for text that is none of these
 * (the backend then applies its default).
 */
export function wireTime(text: string | undefined, now: Date, roundUp = false): string | undefined {
  const value = text?.trim();
  if (!value || value === 'now') return undefined;
  if (WIRE_DURATION.test(value)) return value;
  const option = LONG_OPTION.exec(value);
  if (option) {
    const unit = option[2] === 'mo' ? 'M' : option[2];
    return resolveDateMath(`now-${option[1]}${unit}`, now)?.toISOString();
  }
  if (isDateMath(value)) return resolveDateMath(value, now, roundUp)?.toISOString();
  return parseTimestamp(value)?.toISOString();
}

/** The body of `POST /api/logs` for `search`, with its time range resolved against `now`. */
export function logsRequestBody(
  search: LogsSearch,
  now: Date,
  limit: number = LOGS_LIMIT,
): LogsRequestBody {
  const body: LogsRequestBody = { id: search.id, name: search.name };
  const query = search.query?.trim();
  if (query) body.query = query;
  const start = wireTime(search.start, now);
  if (start) body.start = start;
  const end = wireTime(search.end, now, true);
  if (end) body.end = end;
  body.limit = limit;
  return body;
}

const OPTIONAL_STRINGS = ['id', 'timestamp', 'message', 'firstObserved', 'lastObserved'] as const;

function isStringRecord(value: unknown): value is Record<string, string> {
  if (!isRecord(value)) return false;
  for (const key in value) if (typeof value[key] !== 'string') return false;
  return true;
}

/** True when `raw` already is a LogLine (kept as it is: no copy of 100,000 lines). */
function isWellFormed(raw: Record<string, unknown>): raw is LogLine {
  for (const key of OPTIONAL_STRINGS) {
    const v = raw[key];
    if (v !== undefined && v !== null && typeof v !== 'string') return false;
  }
  const count = raw.count;
  if (count !== undefined && count !== null && typeof count !== 'number') return false;
  const labels = raw.labels;
  return labels === undefined || labels === null || isStringRecord(labels);
}

const asText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/**
 * A wire line as a LogLine: a well-formed one as it is; otherwise each field taken when it can be
 * read as text (numbers and booleans as their text, objects as JSON) and dropped when it cannot.
 * A bare string is a message. Null and other non-lines are skipped.
 */
export function normaliseLogLine(raw: unknown): LogLine | null {
  if (typeof raw === 'string') return { message: raw };
  if (!isRecord(raw)) return null;
  if (isWellFormed(raw)) return raw;
  const line: LogLine = {};
  for (const key of OPTIONAL_STRINGS) {
    const text = asText(raw[key]);
    if (text !== undefined) line[key] = text;
  }
  const count = Number(raw.count);
  if (raw.count !== undefined && raw.count !== null && Number.isFinite(count)) line.count = count;
  if (isRecord(raw.labels)) {
    const labels: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw.labels)) {
      const text = asText(value);
      if (text !== undefined) labels[key] = text;
    }
    line.labels = labels;
  }
  return line;
}

/** The answer of L3 as the screen keeps it; an envelope of the wrong shape is an ApiError. */
export function readLogsResponse(body: unknown, url: string): LogsResult {
  const parsed = parseWire(logsResponseSchema, body, url);
  const lines: LogLine[] = [];
  for (const raw of parsed?.results ?? []) {
    const line = normaliseLogLine(raw);
    if (line) lines.push(line);
  }
  return { lines, total: parsed?.total ?? null, nextPage: parsed?.nextPage || null };
}

export async function fetchLogs(
  orgId: string,
  search: LogsSearch,
  signal?: AbortSignal,
): Promise<LogsResult> {
  const body = await request<unknown>(orgId, LOGS_URL, {
    method: 'POST',
    body: logsRequestBody(search, new Date()),
    signal,
  });
  return readLogsResponse(body, LOGS_URL);
}

/** One search; a new search aborts the one still running (the query's signal). */
export function logsQuery(orgId: string, search: LogsSearch) {
  return queryOptions({
    queryKey: logsKeys.search(search),
    queryFn: ({ signal }) => fetchLogs(orgId, search, signal),
    // A search is asked again on demand (Refresh), not every 30 s: each answer replaces the table.
    staleTime: 5 * 60_000,
    // An answer can be 100,000 lines (~25 MB of JSON) and every search is its own entry: one that
    // is no longer on screen leaves memory, and so the offline cache, after 10 minutes instead of
    // the cache's max age, so the cache (read whole at every start) does not fill with old searches.
    gcTime: LOGS_GC_TIME_MS,
    // Comparing 100,000 new lines with the old ones to keep unchanged objects costs more than it
    // saves: a new answer redraws the table anyway.
    structuralSharing: false,
    // The screen shows every failure inline (the backend's message, forbidden, offline).
    meta: { silentErrors: true },
  });
}
