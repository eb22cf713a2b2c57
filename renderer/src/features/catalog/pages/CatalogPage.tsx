// The catalog inventory (/catalog, spec 2 §2): the section tabs, the filters as data in the query
// string (list/catalog-filters.tsx, drawn by the kit's FilterBar, with Group By and the 'Hide
// Deleted Catalog' preference beside it), and either the grouped summary (no config type and no
// search) or the configs list (list/catalog-list.tsx, rendered by the kit's ResourceList, with a
// checkbox column to pick two configs to compare); both offer Export, as every list does. Both views share one toolbar, so typing a
// search that switches them keeps the focus. The options the bar loads (types, labels, statuses,
// tag keys) are read after the view's first answer: the Sandbox's database runs one query at a
// time, and those scans over a large inventory issued first held the list's request up.
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { configSummaryQuery, configTagKeysQuery } from '../../../api/services/catalog.ts';
import type { ConfigListRow } from '../../../api/services/catalog.types.ts';
import type { ListState, ListStatePatch } from '../../../lib/url-state/filter-codec.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { ExportButton } from '../../../components/export/ExportButton.tsx';
import { ListScreen } from '../../../components/resource-list/ListScreen.tsx';
import { FilterBar } from '../../../components/filter-bar/FilterBar.tsx';
import { FilterField } from '../../../components/filter-bar/FilterField.tsx';
import { exportFilters, ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import {
  BUILT_IN_GROUP_BY,
  groupByPatch,
  groupRowPatch,
  showsSummary,
  toSummaryRequest,
  viewGroupBy,
} from '../../../components/catalog-lists/catalog-query.ts';
import {
  CATALOG_FILTERS,
  CATALOG_LIST,
} from '../../../components/catalog-lists/catalog-filters.tsx';
import { catalogList } from '../../../components/catalog-lists/catalog-list.tsx';
import { HIDE_DELETED_CATALOG } from '../../../lib/preferences/switch-preferences.ts';
import { usePreferenceSwitch } from '../../../components/preference-switch/usePreferenceSwitch.tsx';
import { CatalogTabs } from '../../../components/catalog-tabs/CatalogTabs.tsx';
import { GroupByMenu } from '../list/GroupByMenu.tsx';
import { sideParam } from '../compare/compare-model.ts';
import { SummaryTable, summaryExportColumns } from '../list/SummaryTable.tsx';
import { heldRowsPages } from '../../../lib/export/exporter.ts';
import '../list/catalog-list.css';

const NONE: readonly string[] = [];
const SUMMARY_TITLE = 'Catalog summary';

interface ViewProps {
  state: ListState;
  hideDeleted: boolean;
  update: (patch: ListStatePatch) => void;
  /** The view's first answer came: the bar's options may load. */
  onFirstAnswer: () => void;
}

function SummaryView({ state, hideDeleted, update, onFirstAnswer }: ViewProps) {
  const orgId = useOrgId();
  const groupBy = viewGroupBy(state.filters);
  const summary = useQuery(configSummaryQuery(orgId, toSummaryRequest(state.filters, hideDeleted)));
  usePaintedMark('catalog-summary:painted', summary.isSuccess);
  const answered = !summary.isPending;
  useEffect(() => {
    if (answered) onFirstAnswer();
  }, [answered, onFirstAnswer]);
  return (
    <ListScreen
      title={SUMMARY_TITLE}
      canWrite={false}
      dataUpdatedAt={summary.dataUpdatedAt}
      error={summary.isError && !summary.data ? summary.error : null}
      tools={
        <ExportButton
          title={SUMMARY_TITLE}
          fetchPage={heldRowsPages(summary.data ?? [])}
          columns={summaryExportColumns(groupBy)}
          filters={exportFilters(CATALOG_FILTERS)}
          filterValues={state.filters}
        />
      }
    >
      <SummaryTable
        // A new grouping starts with every group open.
        key={groupBy.join(',')}
        rows={summary.data ?? []}
        groupBy={groupBy}
        loading={summary.isPending}
        onOpen={(row) => update(groupRowPatch(row, groupBy, state.filters))}
      />
    </ListScreen>
  );
}

/** 'Compare': the rows picked (ids, in the order picked; a third replaces the older one). */
function CompareButton(props: { picked: readonly string[] }) {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const [left, right] = props.picked.map((id) => sideParam({ orgId, id }));
  return (
    <Button
      icon="comparison"
      variant="minimal"
      text={left && right ? 'Compare selected' : 'Compare (select two)'}
      title="Select two configs to compare them side by side"
      disabled={!left || !right}
      onClick={() => left && right && void navigate(paths.catalogCompare({ left, right }))}
    />
  );
}

function ListView({ hideDeleted, onFirstAnswer }: ViewProps) {
  const [picked, setPicked] = useState<readonly string[]>(NONE);
  const toggle = (row: ConfigListRow) =>
    setPicked((prev) =>
      prev.includes(row.id) ? prev.filter((id) => id !== row.id) : [...prev, row.id].slice(-2),
    );
  return (
    <ResourceList
      definition={catalogList}
      scope={{ key: { hideDeleted } }}
      hideFilterBar
      onFirstAnswer={onFirstAnswer}
      selection={{ selected: new Set(picked), onToggle: toggle }}
      toolbar={<CompareButton picked={picked} />}
    />
  );
}

export function CatalogPage() {
  const orgId = useOrgId();
  const { params: state, update } = useResourceListParams(CATALOG_LIST);
  const [hideDeleted, hideDeletedSwitch] = usePreferenceSwitch(
    HIDE_DELETED_CATALOG,
    'mc-catalog-switch',
  );
  const [answered, setAnswered] = useState(false);
  const onFirstAnswer = useCallback(() => setAnswered(true), []);
  const tagKeys = useQuery({ ...configTagKeysQuery(orgId), enabled: answered });
  const { filters } = state;
  const view = { state, hideDeleted, update, onFirstAnswer };
  return (
    <div className="mc-catalog-page">
      <CatalogTabs current="catalog" configType={filters.configType} />
      <FilterBar
        label="Catalog filters"
        listKey="catalog/configs"
        filters={CATALOG_FILTERS}
        loadOptions={answered}
        values={filters}
        onChange={(param, value) => update({ filters: { [param]: value } })}
      >
        <FilterField label="Group By">
          <GroupByMenu
            value={viewGroupBy(filters)}
            options={[...BUILT_IN_GROUP_BY, ...(tagKeys.data ?? NONE)]}
            onChange={(next) => update(groupByPatch(filters, next))}
          />
        </FilterField>
        {hideDeletedSwitch}
      </FilterBar>
      {showsSummary(filters) ? <SummaryView {...view} /> : <ListView {...view} />}
    </div>
  );
}
