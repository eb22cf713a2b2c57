// The dashboard's controls above its checks, one FilterBar: the search, the time range, 'Group By',
// 'Tab By', the pivot (table layout only), then the table/card switch, the auto-refresh rate and the
// reload button. Their values live in the URL through the list codec (health-filters.ts).
import type { ReactNode } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { healthKeys } from '../../../api/services/health.ts';
import {
  AutoRefreshSelector,
  type useAutoRefresh,
} from '../../../components/auto-refresh/AutoRefreshSelector.tsx';
import { RefreshButton } from '../../../components/action/RefreshButton.tsx';
import { FilterBar } from '../../../components/filter-bar/FilterBar.tsx';
import { ChoiceButtons, type ButtonChoice } from '../../../components/filter-bar/ChoiceButtons.tsx';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import { timeRangeOptionMinutes } from '../../../lib/time/time-range.ts';
import type {
  FilterOption,
  ResourceFilter,
} from '../../../components/resource-list/resource-definition.ts';
import { groupByChoices, tabByChoices } from '../check-grouping.ts';
import { PIVOT_CELL_TYPES, PIVOT_NONE } from '../check-pivot.ts';
import {
  CHECK_FILTERS,
  HEALTH_LIST,
  TIME_RANGE_FILTER,
  passThroughPatch,
  pivotPatch,
  readHealthView,
  type HealthView,
} from '../health-filters.ts';

/** The FilterBar draws the search and the range; Hide Passing and the labels are the sidebar's
 * (spec 1 §2). */
const BAR_FILTERS = [...CHECK_FILTERS.filter((f) => f.kind === 'search'), TIME_RANGE_FILTER];

const LAYOUTS: readonly ButtonChoice<string>[] = [
  { value: 'table', icon: 'th', label: 'Table layout', iconOnly: true },
  { value: 'card', icon: 'grid-view', label: 'Card layout', iconOnly: true },
];

/** The view choices, as the bar's selects: Group By, Tab By and, on the table, the pivot (by one of
 * the checks' label keys) and what its cells show. */
function viewFilters(keys: readonly string[], view: HealthView): ResourceFilter[] {
  const pivoting = view.layout === 'table';
  const pivotBy: FilterOption[] = [
    { value: PIVOT_NONE, label: 'No Pivot' },
    ...keys.map((key) => ({ value: key, label: key })),
  ];
  return [
    { param: 'groupBy', label: 'Group By', required: true, options: groupByChoices(keys) },
    { param: 'tabBy', label: 'Tab By', required: true, options: tabByChoices(keys) },
    ...(pivoting && keys.length > 0
      ? [{ param: 'pivotLabel', label: 'Pivot By', required: true, options: pivotBy }]
      : []),
    ...(pivoting && view.pivotLabel !== PIVOT_NONE
      ? [{ param: 'pivotCellType', label: 'Pivot cell', required: true, options: PIVOT_CELL_TYPES }]
      : []),
  ];
}

/** The params whose change keeps the page: how the checks are shown, not which. */
const VIEW_PARAMS = new Set(['groupBy', 'layout', 'pivotCellType']);

/**
 * Reloads the summary and watches its fetching state itself: the dashboard reading `isFetching`
 * re-rendered all of it (10,000 checks' sidebar, tabs and table) on every fetch start and end — on
 * a cold start from the offline cache, right after the first paint, when the first refetch failed.
 */
function ReloadButton() {
  const client = useQueryClient();
  const queryKey = healthKeys.summary();
  return (
    <RefreshButton
      label="Reload checks"
      loading={useIsFetching({ queryKey, exact: true }) > 0}
      onClick={() => void client.refetchQueries({ queryKey, exact: true })}
    />
  );
}

export function HealthViewControls(props: {
  /** Every label key of the checks: Group By, Tab By and Pivot By offer them. */
  keys: readonly string[];
  refresh: ReturnType<typeof useAutoRefresh>;
  /** Beside the reload: the Bulk Run button, for who may use it. */
  extra?: ReactNode;
}) {
  const { keys, refresh } = props;
  const { params: state, update } = useResourceListParams(HEALTH_LIST);
  const view = readHealthView(state);
  const onChange = (param: string, value: string | undefined) => {
    // Tab By starts on its 'All' tab; a pivot is a label key; a view change keeps the page the
    // user is on; only what narrows the checks starts over.
    if (param === 'tabBy')
      update({ ...passThroughPatch(state, { tab: undefined }), filters: { tabBy: value } });
    else if (param === 'pivotLabel') update(pivotPatch(state, value ?? PIVOT_NONE));
    else if (VIEW_PARAMS.has(param))
      update({ filters: { [param]: value }, pageIndex: state.pageIndex });
    else update({ filters: { [param]: value } });
  };
  return (
    <div className="mc-health-controls">
      <FilterBar
        label="Health check filters"
        listKey="health/checks"
        filters={[...BAR_FILTERS, ...viewFilters(keys, view)]}
        values={{
          ...state.filters,
          timeRange: view.timeRange,
          groupBy: view.groupBy,
          tabBy: view.tabBy,
          pivotLabel: view.pivotLabel,
          pivotCellType: view.pivotCellType,
        }}
        onChange={onChange}
      >
        <ChoiceButtons
          label="Layout"
          value={view.layout}
          choices={LAYOUTS}
          onChange={(layout) => onChange('layout', layout)}
        />
        <AutoRefreshSelector
          value={refresh.option}
          onChange={refresh.setOption}
          rangeMinutes={timeRangeOptionMinutes(view.timeRange)}
        />
        <ReloadButton />
        {props.extra}
      </FilterBar>
    </div>
  );
}
