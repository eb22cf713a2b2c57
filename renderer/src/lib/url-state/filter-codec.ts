// The URL codec every list derives from its definition: page, size, sort and each filter by its
// kind, under an optional prefix (an embedded list keeps its own params beside the page's). Values
// equal to their defaults are left out, so a fresh list has a clean address and a link carries
// only what the user chose; unknown or malformed values read as their defaults, so a bad link
// never breaks a screen. A filter's state is its canonical URL text (absent: no filter).
import { decodeLabelFilter, encodeLabelFilter } from '../labels/label-filter.ts';
import { decodeTimeRange, encodeTimeRange, TIME_RANGE_PARAMS } from '../time/time-range-url.ts';
import type { TimeRange } from '../time/time-range.ts';

export type FilterKind =
  'select' | 'multiSelect' | 'triState' | 'labels' | 'search' | 'text' | 'timeRange' | 'toggle';

/** What the codec needs of a filter (the list kit's filter definition extends it). */
export interface FilterSpec {
  /** URL parameter (a timeRange filter occupies the time-range params; this names its state). */
  param: string;
  /** 'select' when not given. */
  kind?: FilterKind;
  /** The value while the URL has none; 'all' (a toggle: 'false') in the URL turns it off. */
  defaultValue?: string;
  /** Static options: select, multiSelect and triState values outside them read as the default
   * (matched in any case, so a link's 'High' reads as 'high'). Absent or empty: any value. */
  options?: readonly { value: string }[] | ((...args: never[]) => unknown);
  /** Always applies (a time range the list never reads without): clearing it returns to its
   * default instead of turning it off, and an 'all' in the URL reads as the default. */
  clearsToDefault?: boolean;
  /** A text filter's check: the message a value it refuses shows (and the URL reads as none). */
  validate?: (text: string) => string | undefined;
}

export interface ListCodecSpec {
  filters?: readonly FilterSpec[];
  /** The first is the default; 50/100/200 when not given. */
  pageSizes?: readonly number[];
  /** Params the list does not interpret but keeps in links it builds (e.g. `refererId`). */
  passThrough?: readonly string[];
  /** The page size is written even at its default (a list whose links always carry it). */
  pageSizeInUrl?: boolean;
  /** The sort while the URL has none (left out of the URL when chosen again). */
  defaultSort?: { sortBy: string; sortOrder: SortOrder };
}

export type SortOrder = 'asc' | 'desc';

export interface ListState {
  pageIndex: number;
  pageSize: number;
  sortBy: string | undefined;
  sortOrder: SortOrder | undefined;
  /** Active filter values by param; an absent filter does not narrow the list. */
  filters: Readonly<Record<string, string>>;
  /** Declared pass-through params present in the URL. */
  passThrough: Readonly<Record<string, string>>;
}

export const DEFAULT_PAGE_SIZES = [50, 100, 200] as const;
const OFF = 'all';
const PAGING = ['pageIndex', 'pageSize', 'sortBy', 'sortOrder'] as const;

const kindOf = (filter: FilterSpec): FilterKind => filter.kind ?? 'select';
const sizesOf = (spec: ListCodecSpec) => spec.pageSizes ?? DEFAULT_PAGE_SIZES;
const staticValues = (filter: FilterSpec) =>
  Array.isArray(filter.options) && filter.options.length > 0
    ? (filter.options as readonly { value: string }[]).map((o) => o.value)
    : null;

/** The known value spelled as the options spell it, or null when the options lack it. */
function known(filter: FilterSpec, value: string): string | null {
  const values = staticValues(filter);
  if (!values) return value;
  return values.find((v) => v.toLowerCase() === value.toLowerCase()) ?? null;
}

const splitList = (text: string) =>
  text
    .split(',')
    .filter((part) => part !== '')
    .flatMap((part) => {
      try {
        return [decodeURIComponent(part)];
      } catch {
        return [];
      }
    });

/** One list of values in the URL: each percent-encoded, so a ',' inside a value is safe. */
export function encodeValueList(values: readonly string[]): string {
  return [...new Set(values)].map(encodeURIComponent).join(',');
}
export const decodeValueList = (text: string | undefined): string[] => splitList(text ?? '');

/** The list with `value` added, or taken out when it is in; undefined once the list is empty. */
export function toggledValueList(text: string | undefined, value: string): string | undefined {
  const values = decodeValueList(text);
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return next.length > 0 ? encodeValueList(next) : undefined;
}

/** A time range as a filter value (the range's own URL params as one string). */
export function timeRangeValue(range: TimeRange): string {
  return encodeTimeRange(new URLSearchParams(), range).toString();
}
export function timeRangeOf(value: string | undefined): TimeRange | undefined {
  return value ? decodeTimeRange(new URLSearchParams(value)) : undefined;
}

/** The canonical form of a raw URL value for this filter, or null when it is not valid. */
export function normaliseFilterValue(filter: FilterSpec, raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  switch (kindOf(filter)) {
    case 'select':
      return known(filter, text);
    case 'search':
      return text;
    case 'text':
      return filter.validate?.(text) === undefined ? text : null;
    case 'toggle':
      return text === 'true' || text === 'false' ? text : null;
    case 'multiSelect': {
      const values = splitList(text).map((v) => known(filter, v));
      return values.includes(null) || values.length === 0
        ? null
        : encodeValueList(values as string[]);
    }
    case 'triState':
    case 'labels': {
      const states = Object.entries(decodeLabelFilter(text, () => undefined));
      const labels = kindOf(filter) === 'labels';
      const kept = states.flatMap(([value, state]) => {
        const name = labels ? (value.includes('=') ? value : null) : known(filter, value);
        return name === null ? [] : [[name, state] as const];
      });
      return kept.length === 0 ? null : encodeLabelFilter(Object.fromEntries(kept));
    }
    case 'timeRange': {
      const range = timeRangeOf(text);
      return range ? timeRangeValue(range) : null;
    }
  }
}

/** Filters whose value is a comma-separated list: a repeated param adds to it. */
const LISTED: readonly FilterKind[] = ['multiSelect', 'triState', 'labels'];

/**
 * The raw URL text of a filter (a time range: its params, as one string). A list filter written
 * as a repeated param (`?kind=check&kind=incident`, as a hand-made link may) reads all of them.
 */
function readRaw(filter: FilterSpec, params: URLSearchParams, prefix: string): string | null {
  if (LISTED.includes(kindOf(filter))) {
    const all = params.getAll(prefix + filter.param);
    return all.length === 0 ? null : all.join(',');
  }
  if (kindOf(filter) !== 'timeRange') return params.get(prefix + filter.param);
  const own = new URLSearchParams();
  for (const name of TIME_RANGE_PARAMS) {
    const value = params.get(prefix + name);
    if (value !== null) own.set(name, value);
  }
  const text = own.toString();
  return text === '' ? null : text;
}

/** Whether the URL explicitly turned a defaulted filter off. */
function isOff(filter: FilterSpec, raw: string): boolean {
  if (kindOf(filter) === 'toggle') return raw === 'false';
  if (kindOf(filter) === 'timeRange') return new URLSearchParams(raw).get('rangeType') === OFF;
  // A filter whose own options include 'all' (a relationship scope, say) reads it as a value.
  return raw === OFF && !staticValues(filter)?.includes(OFF);
}

export function decode(spec: ListCodecSpec, params: URLSearchParams, prefix = ''): ListState {
  const sizes = sizesOf(spec);
  const defaultSize = sizes[0] ?? 50;
  const index = Number(params.get(`${prefix}pageIndex`) ?? '0');
  const size = Number(params.get(`${prefix}pageSize`) ?? String(defaultSize));
  const order = params.get(`${prefix}sortOrder`);
  const filters: Record<string, string> = {};
  for (const filter of spec.filters ?? []) {
    const raw = readRaw(filter, params, prefix);
    const fallback = filter.defaultValue ?? null;
    const value =
      raw === null || raw.trim() === ''
        ? fallback
        : isOff(filter, raw.trim())
          ? filter.clearsToDefault
            ? fallback
            : null
          : (normaliseFilterValue(filter, raw) ?? fallback);
    if (value !== null && !(kindOf(filter) === 'toggle' && value === 'false'))
      filters[filter.param] = value;
  }
  const passThrough: Record<string, string> = {};
  for (const name of spec.passThrough ?? []) {
    const value = params.get(prefix + name);
    if (value !== null) passThrough[name] = value;
  }
  const sortBy = params.get(`${prefix}sortBy`) || undefined;
  const sortOrder = order === 'asc' || order === 'desc' ? order : undefined;
  return {
    pageIndex: Number.isInteger(index) && index >= 0 ? index : 0,
    pageSize: sizes.includes(size) ? size : defaultSize,
    ...(sortBy || !spec.defaultSort ? { sortBy, sortOrder } : spec.defaultSort),
    filters,
    passThrough,
  };
}

function encodeFilter(
  filter: FilterSpec,
  value: string | undefined,
  out: URLSearchParams,
  prefix: string,
) {
  const fallback = filter.defaultValue;
  const toggle = kindOf(filter) === 'toggle';
  const active =
    value === undefined || value === '' || (toggle && value === 'false') ? undefined : value;
  if (active === fallback) return;
  // Absent reads as the default again.
  if (active === undefined && filter.clearsToDefault) return;
  if (active === undefined) {
    // Off while a default would apply: say so, or the default comes back.
    if (fallback !== undefined && !(toggle && fallback === 'false'))
      out.set(
        prefix + (kindOf(filter) === 'timeRange' ? 'rangeType' : filter.param),
        toggle ? 'false' : OFF,
      );
    return;
  }
  if (kindOf(filter) !== 'timeRange') out.set(prefix + filter.param, active);
  else for (const [name, text] of new URLSearchParams(active)) out.set(prefix + name, text);
}

/** The URL params of a list state: only what differs from the defaults, under `prefix`. */
export function encode(
  spec: ListCodecSpec,
  state: Partial<ListState>,
  prefix = '',
): URLSearchParams {
  const out = new URLSearchParams();
  const sizes = sizesOf(spec);
  if (state.pageIndex) out.set(`${prefix}pageIndex`, String(state.pageIndex));
  if (state.pageSize !== undefined && (spec.pageSizeInUrl || state.pageSize !== sizes[0]))
    out.set(`${prefix}pageSize`, String(state.pageSize));
  const sort = spec.defaultSort;
  const isDefaultSort = sort && state.sortBy === sort.sortBy && state.sortOrder === sort.sortOrder;
  if (state.sortBy && !isDefaultSort) {
    out.set(`${prefix}sortBy`, state.sortBy);
    if (state.sortOrder) out.set(`${prefix}sortOrder`, state.sortOrder);
  }
  for (const filter of spec.filters ?? [])
    encodeFilter(filter, state.filters?.[filter.param], out, prefix);
  for (const [name, value] of Object.entries(state.passThrough ?? {}))
    if ((spec.passThrough ?? []).includes(name)) out.set(prefix + name, value);
  return out;
}

/** Every URL param the list owns (under `prefix`). */
export function ownedParams(spec: ListCodecSpec, prefix: string): string[] {
  const names: string[] = [...PAGING, ...(spec.passThrough ?? [])];
  for (const filter of spec.filters ?? [])
    names.push(...(kindOf(filter) === 'timeRange' ? TIME_RANGE_PARAMS : [filter.param]));
  return names.map((name) => prefix + name);
}

export type ListStatePatch = Partial<Omit<ListState, 'filters'>> & {
  filters?: Readonly<Record<string, string | undefined>>;
};

/** The state with the patch applied; a filter or sort change goes back to the first page. */
export function patchState(state: ListState, patch: ListStatePatch): ListState {
  const filters: Record<string, string> = { ...state.filters };
  for (const [name, value] of Object.entries(patch.filters ?? {})) {
    if (value === undefined || value.trim() === '') delete filters[name];
    else filters[name] = value.trim();
  }
  const resets = patch.filters !== undefined || 'sortBy' in patch || 'sortOrder' in patch;
  return {
    ...state,
    ...patch,
    pageIndex: patch.pageIndex ?? (resets ? 0 : state.pageIndex),
    filters,
  };
}

/** `current` with the list's params replaced by the patched state; other params stay. */
export function applyPatch(
  spec: ListCodecSpec,
  current: URLSearchParams,
  patch: ListStatePatch,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ownedParams(spec, prefix)) next.delete(name);
  const state = patchState(decode(spec, current, prefix), patch);
  for (const [name, value] of encode(spec, state, prefix)) next.set(name, value);
  return next;
}
