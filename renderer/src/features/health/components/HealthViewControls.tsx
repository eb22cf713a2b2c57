// The dashboard's view controls beside its FilterBar: 'Group By', 'Tab By', the pivot (table
// layout only), the table/card switch, the auto-refresh rate and the reload button. Their values
// live in the URL through the list codec (health-filters.ts); this only draws and reports them.
import { Button, ButtonGroup, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useIsFetching, type QueryKey } from '@tanstack/react-query';
import { AutoRefreshSelector } from '../../../components/auto-refresh/AutoRefreshSelector.tsx';
import type { AutoRefreshOption } from '../../../components/auto-refresh/auto-refresh.ts';
import type { Choice } from '../check-grouping.ts';
import { PIVOT_CELL_TYPES, PIVOT_NONE, type PivotCellType } from '../check-pivot.ts';
import type { HealthLayout } from '../health-filters.ts';

export interface HealthViewControlsProps {
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

function ChoiceSelect(props: {
  id: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <FormGroup inline label={props.label} labelFor={props.id}>
      <HTMLSelect
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        options={props.choices.map((c) => ({ value: c.value, label: c.label }))}
      />
    </FormGroup>
  );
}

function PivotControls(props: HealthViewControlsProps) {
  if (props.layout !== 'table') return null;
  return (
    <>
      {props.pivotLabelChoices.length > 0 && (
        <ChoiceSelect
          id="health-pivot-by"
          label="Pivot By"
          value={props.pivotLabel}
          choices={[
            { value: PIVOT_NONE, label: 'No Pivot' },
            ...props.pivotLabelChoices.map((key) => ({ value: key, label: key })),
          ]}
          onChange={props.onPivotLabelChange}
        />
      )}
      {props.pivotLabel !== PIVOT_NONE && (
        <HTMLSelect
          aria-label="Pivot cell"
          value={props.pivotCellType}
          onChange={(e) => props.onPivotCellTypeChange(e.currentTarget.value as PivotCellType)}
          options={PIVOT_CELL_TYPES.map((c) => ({ value: c.value, label: c.label }))}
        />
      )}
    </>
  );
}

export function HealthViewControls(props: HealthViewControlsProps) {
  return (
    <div className="mc-health-toolbar">
      <ChoiceSelect
        id="health-group-by"
        label="Group By"
        value={props.groupBy}
        choices={props.groupByChoices}
        onChange={props.onGroupByChange}
      />
      <ChoiceSelect
        id="health-tab-by"
        label="Tab By"
        value={props.tabBy}
        choices={props.tabByChoices}
        onChange={props.onTabByChange}
      />
      <PivotControls {...props} />
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
