// The Logs screen's state as the URL holds it (spec 2 §2): `topologyId` (the component),
// `logsSelector` (its log selector; the screen fills in the first one when missing) and `query`
// (the search text) are list-kit filters (logs-filters.tsx); `start` and `end` (the time range)
// are the screen's own params. This module turns them into the search the backend is asked
// (api/services/logs.ts) and says how a change is written.
//
// The range is kept in the backend's own terms so a link reads plainly: a past relative range as
// its duration (`start=1h`, `start=7d`, `start=6mo`); any other range as its two ends, date math
// or RFC 3339 (`start=now-1d/d&end=now-1d/d` is the quick range 'Yesterday'). The kit's time-range
// filter writes other params, so the range stays outside it. The default is the last hour: logs
// are read for what just happened, and an hour keeps the first answer small on a busy component
// (a wider range is one click away) — the health dashboard opens on an hour too.
import type { LogsSearch } from '../../api/services/logs.types.ts';
import { parseDateInput } from '../../lib/time/date-math.ts';
import {
  FUTURE_PRESETS,
  QUICK_RANGES,
  timeRangeLabel,
  timeRangeOptionToRange,
  type TimeRange,
} from '../../lib/time/time-range.ts';
import type { ListState, ListStatePatch } from '../../lib/url-state/filter-codec.ts';

export const DEFAULT_LOGS_START = '1h';
export const DEFAULT_LOGS_RANGE: TimeRange = {
  type: 'relative',
  display: '1 hour',
  range: 'now-1h',
};
/** The URL params of the range (declared as the list's pass-through params). */
export const RANGE_PARAMS = ['start', 'end'] as const;

export interface LogsState {
  topologyId: string | undefined;
  logsSelector: string | undefined;
  query: string;
  /** As the URL holds it; `DEFAULT_LOGS_START` when absent. */
  start: string;
  end: string | undefined;
}

/** The screen's state from the list's decoded URL state. */
export function logsStateOf(state: Pick<ListState, 'filters' | 'passThrough'>): LogsState {
  const { filters, passThrough } = state;
  return {
    topologyId: filters.topologyId,
    logsSelector: filters.logsSelector,
    query: filters.query ?? '',
    start: passThrough.start?.trim() || DEFAULT_LOGS_START,
    end: passThrough.end?.trim() || undefined,
  };
}

/**
 * How a filter change is written: another component drops the selector (the screen then picks
 * that component's first), and the search text replaces the history entry as it is typed.
 */
export function filterChange(
  state: Pick<LogsState, 'topologyId'>,
  param: string,
  value: string | undefined,
): { patch: ListStatePatch; replace: boolean } {
  if (param === 'topologyId' && value !== state.topologyId)
    return { patch: { filters: { topologyId: value, logsSelector: undefined } }, replace: false };
  return { patch: { filters: { [param]: value } }, replace: param === 'query' };
}

/** How a new range is written; undefined (the picker's Clear) and the default leave the URL. */
export function rangeChange(range: TimeRange | undefined): ListStatePatch {
  const { start, end } = rangeToParams(range ?? DEFAULT_LOGS_RANGE);
  const passThrough: Record<string, string> = {};
  if (start !== DEFAULT_LOGS_START || end !== undefined) passThrough.start = start;
  if (end !== undefined) passThrough.end = end;
  return { passThrough };
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
  params: Pick<LogsState, 'start' | 'end'>,
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
  state: LogsState,
  selector: string | undefined,
  now: Date = new Date(),
): LogsSearch | null {
  if (!state.topologyId || !selector) return null;
  const { start, end } = rangeToParams(rangeFromParams(state, now));
  const search: LogsSearch = { id: state.topologyId, name: selector, start };
  const query = state.query.trim();
  if (query) search.query = query;
  if (end !== undefined) search.end = end;
  return search;
}
