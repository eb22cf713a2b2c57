// The dashboard's controls above its checks: the search and the time range (FilterBar), 'Group By', 'Tab By', the
// pivot (table layout only), the table/card switch, the auto-refresh rate and the reload button.
// Their values live in the URL through the list codec (health-filters.ts).
import type { ReactNode } from 'react';
import { Button, HTMLSelect } from '@blueprintjs/core';
import { useIsFetching, type QueryKey } from '@tanstack/react-query';
import { healthKeys } from '../../../api/services/health.ts';
import {
  AutoRefreshSelector,
  type useAutoRefresh,
} from '../../../components/auto-refresh/AutoRefreshSelector.tsx';
import { FilterBar } from '../../../components/filter-bar/FilterBar.tsx';
import { ChoiceButtons, type ButtonChoice } from '../../../components/filter-bar/ChoiceButtons.tsx';
import { FilterField } from '../../../components/filter-bar/FilterField.tsx';
import type { ListState, ListStatePatch } from '../../../lib/url-state/filter-codec.ts';
import type { FilterOption } from '../../../components/resource-list/resource-definition.ts';
import { groupByChoices, tabByChoices } from '../check-grouping.ts';
import { PIVOT_CELL_TYPES, PIVOT_NONE } from '../check-pivot.ts';
import {
  CHECK_FILTERS,
  TIME_RANGE_FILTER,
  passThroughPatch,
  pivotPatch,
  readHealthView,
} from '../health-filters.ts';

/** The FilterBar draws the search and the range; Hide Passing and the labels are the sidebar's
 * (spec 1 §2). */
const BAR_FILTERS = [...CHECK_FILTERS.filter((f) => f.kind === 'search'), TIME_RANGE_FILTER];

const LAYOUTS: readonly ButtonChoice<string>[] = [
  { value: 'table', icon: 'th', label: 'Table layout', iconOnly: true },
  { value: 'card', icon: 'grid-view', label: 'Card layout', iconOnly: true },
];

/**
 * Watches its query's fetching state itself: the dashboard reading `isFetching` re-rendered all of
 * it (10,000 checks' sidebar, tabs and table) on every fetch start and end — on a cold start from
 * the offline cache, right after the first paint, when the first refetch failed.
 */
function ReloadButton({ queryKey, onReload }: { queryKey: QueryKey; onReload: () => void }) {
  const reloading = useIsFetching({ queryKey, exact: true }) > 0;
  return (
    <Button icon="refresh" aria-label="Reload checks" loading={reloading} onClick={onReload} />
  );
}

/** A view choice, labelled as the filter bar labels its filters. */
function ChoiceSelect(props: {
  label: string;
  value: string;
  choices: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={props.label}>
      <HTMLSelect
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        options={props.choices}
      />
    </FilterField>
  );
}

export function HealthViewControls(props: {
  state: ListState;
  update: (patch: ListStatePatch) => void;
  /** Every label key of the checks: Group By, Tab By and Pivot By offer them. */
  keys: readonly string[];
  refresh: ReturnType<typeof useAutoRefresh>;
  rangeMinutes: number | undefined;
  onReload: () => void;
  /** Beside the reload: the Bulk Run button, for who may use it. */
  extra?: ReactNode;
}) {
  const { state, update, keys, refresh } = props;
  const view = readHealthView(state);
  // A view change keeps the page the user is on; only what narrows the checks starts over.
  const setView = (param: string, value: string) =>
    update({ filters: { [param]: value }, pageIndex: state.pageIndex });
  const pivoting = view.layout === 'table';
  return (
    <div className="mc-health-controls">
      <FilterBar
        label="Health check filters"
        listKey="health/checks"
        filters={BAR_FILTERS}
        values={{ ...state.filters, timeRange: view.timeRange }}
        onChange={(param, value) => update({ filters: { [param]: value } })}
      />
      <div className="mc-health-toolbar">
        <ChoiceSelect
          label="Group By"
          value={view.groupBy}
          choices={groupByChoices(keys)}
          onChange={(groupBy) => setView('groupBy', groupBy)}
        />
        <ChoiceSelect
          label="Tab By"
          value={view.tabBy}
          choices={tabByChoices(keys)}
          onChange={(tabBy) =>
            update({ ...passThroughPatch(state, { tab: undefined }), filters: { tabBy } })
          }
        />
        {pivoting && keys.length > 0 && (
          <ChoiceSelect
            label="Pivot By"
            value={view.pivotLabel}
            choices={[
              { value: PIVOT_NONE, label: 'No Pivot' },
              ...keys.map((key) => ({ value: key, label: key })),
            ]}
            onChange={(key) => update(pivotPatch(state, key))}
          />
        )}
        {pivoting && view.pivotLabel !== PIVOT_NONE && (
          <HTMLSelect
            aria-label="Pivot cell"
            value={view.pivotCellType}
            onChange={(e) => setView('pivotCellType', e.currentTarget.value)}
            options={PIVOT_CELL_TYPES}
          />
        )}
        <ChoiceButtons
          label="Layout"
          value={view.layout}
          choices={LAYOUTS}
          onChange={(layout) => setView('layout', layout)}
        />
        <AutoRefreshSelector
          value={refresh.option}
          onChange={refresh.setOption}
          rangeMinutes={props.rangeMinutes}
        />
        <ReloadButton queryKey={healthKeys.summary()} onReload={props.onReload} />
        {props.extra}
      </div>
    </div>
  );
}
