// The dashboard toolbar: the search box (debounced 400 ms into `query`), 'Group By', 'Tab By', the
// table/card switch and the auto-refresh rate.
import { useEffect, useState } from 'react';
import { Button, ButtonGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useIsFetching, type QueryKey } from '@tanstack/react-query';
import { AutoRefreshSelector } from '../../../components/auto-refresh/AutoRefreshSelector.tsx';
import type { AutoRefreshOption } from '../../../components/auto-refresh/auto-refresh.ts';
import type { Choice } from '../check-grouping.ts';
import { PIVOT_CELL_TYPES, PIVOT_NONE, type PivotCellType } from '../check-pivot.ts';
import type { HealthLayout } from '../health-params.ts';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';

export const SEARCH_PLACEHOLDER = 'Search by name, description, or endpoint';
export const SEARCH_DEBOUNCE_MS = 400;

export interface HealthToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  groupBy: string;
  groupByChoices: readonly Choice[];
  onGroupByChange: (value: string) => void;
  tabBy: string;
  tabByChoices: readonly Choice[];
  onTabByChange: (value: string) => void;
  /** 'none' or a label key; offered in the table layout only. */
  pivotLabel: string;
  pivotLabelChoices: readonly string[];
  onPivotLabelChange: (labelKey: string) => void;
  pivotCellType: PivotCellType;
  onPivotCellTypeChange: (cellType: PivotCellType) => void;
  layout: HealthLayout;
  onLayoutChange: (layout: HealthLayout) => void;
  refresh: AutoRefreshOption;
  onRefreshChange: (option: AutoRefreshOption) => void;
  rangeMinutes: number | undefined;
  onReload: () => void;
  /** The query the reload button refetches; it spins while that query fetches. */
  reloadKey: QueryKey;
}

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

export function HealthToolbar(props: HealthToolbarProps) {
  const [text, setText] = useState(props.query);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const { query, onQueryChange } = props;
  useEffect(() => {
    if (debounced !== query) onQueryChange(debounced);
    // Only a settled edit of the box writes the URL; URL changes alone must not loop back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <div className="mc-health-toolbar">
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label="Search"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onValueChange={setText}
        className="mc-health-search"
      />
      <FormGroup inline label="Group By" labelFor="health-group-by">
        <HTMLSelect
          id="health-group-by"
          value={props.groupBy}
          onChange={(e) => props.onGroupByChange(e.currentTarget.value)}
          options={props.groupByChoices.map((c) => ({ value: c.value, label: c.label }))}
        />
      </FormGroup>
      <FormGroup inline label="Tab By" labelFor="health-tab-by">
        <HTMLSelect
          id="health-tab-by"
          value={props.tabBy}
          onChange={(e) => props.onTabByChange(e.currentTarget.value)}
          options={props.tabByChoices.map((c) => ({ value: c.value, label: c.label }))}
        />
      </FormGroup>
      {props.layout === 'table' && props.pivotLabelChoices.length > 0 && (
        <FormGroup inline label="Pivot By" labelFor="health-pivot-by">
          <HTMLSelect
            id="health-pivot-by"
            value={props.pivotLabel}
            onChange={(e) => props.onPivotLabelChange(e.currentTarget.value)}
            options={[
              { value: PIVOT_NONE, label: 'No Pivot' },
              ...props.pivotLabelChoices.map((key) => ({ value: key, label: key })),
            ]}
          />
        </FormGroup>
      )}
      {props.layout === 'table' && props.pivotLabel !== PIVOT_NONE && (
        <HTMLSelect
          aria-label="Pivot cell"
          value={props.pivotCellType}
          onChange={(e) => props.onPivotCellTypeChange(e.currentTarget.value as PivotCellType)}
          options={PIVOT_CELL_TYPES.map((c) => ({ value: c.value, label: c.label }))}
        />
      )}
      <ButtonGroup aria-label="Layout">
        <Button
          icon="th"
          aria-label="Table layout"
          active={props.layout === 'table'}
          onClick={() => props.onLayoutChange('table')}
        />
        <Button
          icon="grid-view"
          aria-label="Card layout"
          active={props.layout === 'card'}
          onClick={() => props.onLayoutChange('card')}
        />
      </ButtonGroup>
      <AutoRefreshSelector
        value={props.refresh}
        onChange={props.onRefreshChange}
        rangeMinutes={props.rangeMinutes}
      />
      <ReloadButton queryKey={props.reloadKey} onReload={props.onReload} />
    </div>
  );
}
