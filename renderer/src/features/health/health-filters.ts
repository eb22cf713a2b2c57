// The dashboard's URL state as list-kit data (spec 1 §2 query parameters): the filters (search,
// Hide Passing, labels), the view controls (layout, Group By, Tab By, the pivot, sort direction)
// as select filters of the same codec, the time range (a select of the spec's short options, kept
// in the URL even at 1h, as links and the closed modal write it), and the free-text params (the
// open check, the tab, the pivot's label key) as pass-through params. Param names, defaults and meanings are
// the ones deep links, the tray, the fleet inbox and the e2e tests use.
import { PAGE_SIZE_OPTIONS } from '../../components/data-table/table-model.ts';
import type { ResourceFilter } from '../../components/resource-list/resource-definition.ts';
import {
  listParamsSpec,
  type ListDefinitionCodec,
} from '../../components/resource-list/useResourceListParams.ts';
import {
  ownedParams,
  type ListState,
  type ListStatePatch,
} from '../../lib/url-state/filter-codec.ts';
import {
  TIME_RANGE_OPTIONS,
  timeRangeLabel,
  timeRangeOptionToRange,
} from '../../lib/time/time-range.ts';
import { withoutEmpty } from '../../lib/data/without-empty.ts';
import { ALL_TAB } from './check-grouping.ts';
import { CHECK_HISTORY_LIST, HISTORY_PREFIX } from './components/CheckHistoryTab.tsx';
import { PIVOT_BY_LABEL, PIVOT_CELL_TYPES, PIVOT_NONE } from './check-pivot.ts';

export const DEFAULT_GROUP_BY = 'canary_name';
export const DEFAULT_TAB_BY = 'namespace';
export const DEFAULT_TIME_RANGE = '1h';
export const SEARCH_PLACEHOLDER = 'Search by name, description, or endpoint';

/** The filters the user narrows the checks with (FilterBar renders `query`, the sidebar the rest). */
export const CHECK_FILTERS: readonly ResourceFilter[] = [
  { param: 'query', kind: 'search', label: 'Search', placeholder: SEARCH_PLACEHOLDER },
  // On when unset (spec 1 §2); `hidePassing=false` turns it off.
  { param: 'hidePassing', kind: 'toggle', label: 'Hide Passing', defaultValue: 'true' },
  { param: 'labels', kind: 'labels', label: 'Labels' },
];

/**
 * The dashboard's range (spec 1 §2, §3 time-range options): it bounds the auto-refresh rates and
 * opens the check modal. No default here: `timeRange=1h` stays in the URL (readHealthView reads
 * none as 1h); `required` offers no 'All' and no chip.
 */
export const TIME_RANGE_FILTER = {
  param: 'timeRange',
  label: 'Time Range',
  required: true,
  /** 'Last 15 minutes' … 'Last 5 years'; the check modal's selector offers the same. */
  options: TIME_RANGE_OPTIONS.map((value) => ({
    value,
    label: timeRangeLabel(timeRangeOptionToRange(value)),
  })),
} satisfies ResourceFilter;

/** How the checks are shown; their options come from the data, so any value is read. */
const VIEW_FILTERS: readonly ResourceFilter[] = [
  {
    param: 'layout',
    label: 'Layout',
    defaultValue: 'table',
    options: [
      { value: 'table', label: 'Table' },
      { value: 'card', label: 'Card' },
    ],
  },
  { param: 'groupBy', label: 'Group By', defaultValue: DEFAULT_GROUP_BY },
  { param: 'tabBy', label: 'Tab By', defaultValue: DEFAULT_TAB_BY },
  { param: 'pivotBy', label: 'Pivot By', options: [{ value: PIVOT_BY_LABEL, label: 'Label' }] },
  {
    param: 'pivotCellType',
    label: 'Pivot cell',
    defaultValue: 'uptime',
    options: PIVOT_CELL_TYPES,
  },
  // The kit's sort param is `sortBy`; the dashboard's links say descending as `sortDesc=true`.
  { param: 'sortDesc', kind: 'toggle', label: 'Descending' },
];

/** The check modal's History list keeps its params beside the dashboard's (closing drops them). */
const HISTORY_PARAMS = ownedParams(listParamsSpec(CHECK_HISTORY_LIST), HISTORY_PREFIX);

/** The dashboard's codec (useResourceListParams): 50 checks a page by default, any size the
 * table's pager offers, or 10,000 (every check of a large estate in one virtualised page, as
 * `pageSize=10000` links and the P4 benchmark ask). */
export const HEALTH_LIST: ListDefinitionCodec = {
  filters: [...CHECK_FILTERS, TIME_RANGE_FILTER, ...VIEW_FILTERS],
  // Values that are free text ('all' would read as "off" in a select) or not the list's own.
  passThrough: ['checkId', 'tab', 'pivotLabel', ...HISTORY_PARAMS],
  pageSizes: [50, ...PAGE_SIZE_OPTIONS.filter((size) => size !== 50), 10_000],
};

/** The decoded list state as the dashboard reads it. */
export function readHealthView(state: ListState) {
  const { filters, passThrough } = state;
  const pivotLabel = passThrough.pivotLabel;
  return {
    query: filters.query ?? '',
    hidePassing: filters.hidePassing === 'true',
    /** The label filter's URL text ('' for none). */
    labels: filters.labels ?? '',
    layout: filters.layout === 'card' ? ('card' as const) : ('table' as const),
    groupBy: filters.groupBy ?? DEFAULT_GROUP_BY,
    tabBy: filters.tabBy ?? DEFAULT_TAB_BY,
    tab: passThrough.tab || ALL_TAB,
    /** The pivot's label key, or 'none' (a pivot needs `pivotBy=label` and a key). */
    pivotLabel: filters.pivotBy === PIVOT_BY_LABEL && pivotLabel ? pivotLabel : PIVOT_NONE,
    pivotCellType: filters.pivotCellType === 'latency' ? ('latency' as const) : ('uptime' as const),
    checkId: passThrough.checkId || undefined,
    timeRange: filters.timeRange ?? DEFAULT_TIME_RANGE,
  };
}

export type HealthView = ReturnType<typeof readHealthView>;

/** A patch setting some pass-through params (undefined removes one) and keeping the others. */
export function passThroughPatch(
  state: ListState,
  changes: Readonly<Record<string, string | undefined>>,
): ListStatePatch {
  return {
    passThrough: withoutEmpty({ ...state.passThrough, ...changes }) as Record<string, string>,
  };
}

/** Opens a check (or closes it: undefined) at a range, on the page the user is on. */
export function checkPatch(
  state: ListState,
  checkId: string | undefined,
  timeRange: string,
): ListStatePatch {
  // Closing the check drops its History tab's filters, page and sort too.
  const history = checkId ? [] : HISTORY_PARAMS.map((name) => [name, undefined] as const);
  return {
    ...passThroughPatch(state, { checkId, ...Object.fromEntries(history) }),
    filters: { timeRange },
    pageIndex: state.pageIndex,
  };
}

/** The pivot on a label key, or off for 'none'. */
export function pivotPatch(state: ListState, labelKey: string): ListStatePatch {
  const on = labelKey !== PIVOT_NONE;
  return {
    ...passThroughPatch(state, { pivotLabel: on ? labelKey : undefined }),
    filters: { pivotBy: on ? PIVOT_BY_LABEL : undefined },
  };
}

/**
 * A link's `sortDesc=true` as the kit's table reads a direction (`sortOrder=desc`), on the page the
 * link opened; null when there is nothing to rewrite.
 */
export function legacySortPatch(state: ListState): ListStatePatch | null {
  if (state.filters.sortDesc !== 'true') return null;
  return {
    sortBy: state.sortBy,
    sortOrder: state.sortBy ? 'desc' : undefined,
    filters: { sortDesc: undefined },
    pageIndex: state.pageIndex,
  };
}
