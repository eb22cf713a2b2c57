// The Logs screen's state lives in the query string (spec 2 §2): `topologyId` (the component),
// `logsSelector` (its log selector; the screen fills in the first one when missing), `query` (the
// search text) and `start` (the time range). This module reads and writes them and turns them into
// the search the backend is asked (api/services/logs.ts).
//
// The range is kept in the backend's own terms so a link reads plainly: a past relative range as
// its duration (`start=1h`, `start=7d`, `start=6mo`); any other range as its two ends, date math
// or RFC 3339 (`start=now-1d/d&end=now-1d/d` is the quick range 'Yesterday'). The default is the
// last hour: logs are read for what just happened, and an hour keeps the first answer small on a
// busy component (a wider range is one click away) — the health dashboard opens on an hour too.
import type { LogsSearch } from '../../api/services/logs.types.ts';
import { parseDateInput } from '../../lib/time/date-math.ts';
import {
  FUTURE_PRESETS,
  QUICK_RANGES,
  timeRangeLabel,
  timeRangeOptionToRange,
  type TimeRange,
} from '../../lib/time/time-range.ts';

/** The search box writes the URL after this much quiet (spec 2 §9). */
export const LOGS_SEARCH_DEBOUNCE_MS = 500;
export const DEFAULT_LOGS_START = '1h';
export const DEFAULT_LOGS_RANGE: TimeRange = {
  type: 'relative',
  display: '1 hour',
  range: 'now-1h',
};

export interface LogsParams {
  topologyId: string | undefined;
  logsSelector: string | undefined;
  query: string;
  /** As the URL holds it; `DEFAULT_LOGS_START` when absent. */
  start: string;
  end: string | undefined;
}

export function readLogsParams(params: URLSearchParams): LogsParams {
  return {
    topologyId: params.get('topologyId')?.trim() || undefined,
    logsSelector: params.get('logsSelector') || undefined,
    query: params.get('query') ?? '',
    start: params.get('start')?.trim() || DEFAULT_LOGS_START,
    end: params.get('end')?.trim() || undefined,
  };
}

export type LogsParamsPatch = Partial<Omit<LogsParams, 'start' | 'end'>> & {
  /** A new range; undefined (the picker's Clear) goes back to the default. */
  range?: TimeRange | undefined;
};

/**
 * A copy of `params` with `patch` applied. Empty values and the default range leave the URL;
 * choosing another component drops the selector (the screen then picks that component's first).
 */
export function patchLogsParams(params: URLSearchParams, patch: LogsParamsPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  };
  if ('topologyId' in patch) {
    if (patch.topologyId !== params.get('topologyId') && !('logsSelector' in patch))
      next.delete('logsSelector');
    set('topologyId', patch.topologyId);
  }
  if ('logsSelector' in patch) set('logsSelector', patch.logsSelector);
  if ('query' in patch) set('query', patch.query?.trim() ? patch.query : undefined);
  if ('range' in patch) {
    const { start, end } = rangeToParams(patch.range ?? DEFAULT_LOGS_RANGE);
    set('start', start === DEFAULT_LOGS_START && end === undefined ? undefined : start);
    set('end', end);
  }
  return next;
}

const PAST_RELATIVE = /^now-(\d+)(m|h|d|w|M|y)$/;

/** The URL form of a range (see the module comment). */
export function rangeToParams(range: TimeRange): { start: string; end: string | undefined } {
  if (range.type === 'relative') {
    const past = PAST_RELATIVE.exec(range.range);
    if (past) return { start: `${past[1]}${past[2] === 'M' ? 'mo' : past[2]}`, end: undefined };
    return { start: 'now', end: range.range };
  }
  return { start: range.from, end: range.to };
}

const readable = (text: string, now: Date) => parseDateInput(text, now) !== undefined;

/** The range the URL describes; anything unreadable is the default range. */
export function rangeFromParams(
  params: Pick<LogsParams, 'start' | 'end'>,
  now: Date = new Date(),
): TimeRange {
  const { start, end } = params;
  if (end === undefined) {
    const relative = timeRangeOptionToRange(start);
    if (relative) return relative;
    if (start !== 'now' && readable(start, now)) return absolute(start, 'now');
    return DEFAULT_LOGS_RANGE;
  }
  const quick = QUICK_RANGES.find((q) => q.from === start && q.to === end);
  if (quick) return quick;
  const future = start === 'now' ? FUTURE_PRESETS.find((p) => p.range === end) : undefined;
  if (future) return { type: 'relative', display: future.display, range: future.range };
  if (readable(start, now) && readable(end, now)) return absolute(start, end);
  return DEFAULT_LOGS_RANGE;
}

function absolute(from: string, to: string): TimeRange {
  const range: TimeRange = { type: 'absolute', display: '', from, to };
  return { ...range, display: timeRangeLabel(range) };
}

/**
 * What to ask the backend, keyed by the URL's canonical form (an unreadable range asks for the
 * default); null until a component and a selector are known.
 */
export function logsSearchFor(
  params: LogsParams,
  selector: string | undefined,
  now: Date = new Date(),
): LogsSearch | null {
  if (!params.topologyId || !selector) return null;
  const { start, end } = rangeToParams(rangeFromParams(params, now));
  const search: LogsSearch = { id: params.topologyId, name: selector, start };
  const query = params.query.trim();
  if (query) search.query = query;
  if (end !== undefined) search.end = end;
  return search;
}
