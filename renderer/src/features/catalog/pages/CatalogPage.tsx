// The catalog inventory (/catalog, spec 2 §2): the section tabs, the filters as data in the query
// string (list/catalog-filters.tsx, drawn by the kit's FilterBar, with Group By and the 'Hide
// Deleted Catalog' preference beside it), and either the grouped summary (no config type and no
// search) or the server-paged configs table. Both views share one toolbar, so typing a search
// that switches them keeps the focus. Cached answers show under the offline banner; a failure
// with nothing to show is inline.
import { useState, type ReactNode } from 'react';
import { Button, Switch } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  configListQuery,
  configSummaryQuery,
  configTagKeysQuery,
} from '../../../api/services/catalog.ts';
import type { ListState, ListStatePatch } from '../../../lib/url-state/filter-codec.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { FilterBar } from '../../../components/filter-bar/FilterBar.tsx';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import {
  BUILT_IN_GROUP_BY,
  groupByPatch,
  groupRowPatch,
  showsSummary,
  toListParams,
  toSummaryRequest,
  viewGroupBy,
} from '../list/catalog-query.ts';
import { CATALOG_FILTERS, CATALOG_LIST } from '../list/catalog-filters.tsx';
import { useHideDeletedCatalog } from '../list/catalog-preferences.ts';
import { CatalogTabs } from '../../../components/catalog-tabs/CatalogTabs.tsx';
import { GroupByMenu } from '../list/GroupByMenu.tsx';
import { sideParam } from '../compare/compare-model.ts';
import { ConfigTable } from '../list/ConfigTable.tsx';
import { SummaryTable } from '../list/SummaryTable.tsx';
import '../list/catalog-list.css';

const NONE: readonly string[] = [];

interface ViewProps {
  state: ListState;
  hideDeleted: boolean;
  update: (patch: ListStatePatch) => void;
}

function SummaryView({ state, hideDeleted, update }: ViewProps) {
  const orgId = useOrgId();
  const groupBy = viewGroupBy(state.filters);
  const summary = useQuery(configSummaryQuery(orgId, toSummaryRequest(state.filters, hideDeleted)));
  usePaintedMark('catalog-summary:painted', summary.isSuccess);
  return (
    <>
      <AsOf dataUpdatedAt={summary.dataUpdatedAt} />
      {summary.isError && !summary.data ? (
        <QueryError error={summary.error} what="the catalog" />
      ) : (
        <SummaryTable
          // A new grouping starts with every group open.
          key={groupBy.join(',')}
          rows={summary.data ?? []}
          groupBy={groupBy}
          loading={summary.isPending}
          onOpen={(row) => update(groupRowPatch(row, groupBy, state.filters))}
        />
      )}
    </>
  );
}

/** 'Compare': the rows picked (ids, in the order picked; a third replaces the older one). */
function CompareButton(props: { picked: readonly string[] }) {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const [left, right] = props.picked;
  return (
    <Button
      icon="comparison"
      variant="minimal"
      text={left && right ? 'Compare selected' : 'Compare (select two)'}
      title="Select two configs to compare them side by side"
      disabled={!left || !right}
      onClick={() =>
        left &&
        right &&
        void navigate(
          paths.catalogCompare({
            left: sideParam({ orgId, id: left }),
            right: sideParam({ orgId, id: right }),
          }),
        )
      }
    />
  );
}

function ListView({ state, hideDeleted, update }: ViewProps) {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const list = useQuery({
    ...configListQuery(orgId, toListParams(state, hideDeleted)),
    // The previous page stays while the next one loads, instead of a skeleton.
    placeholderData: keepPreviousData,
  });
  usePaintedMark('catalog-list:painted', list.isSuccess && !list.isPlaceholderData);
  const [picked, setPicked] = useState<readonly string[]>(NONE);
  const toggle = (row: { id: string }) =>
    setPicked((prev) =>
      prev.includes(row.id) ? prev.filter((id) => id !== row.id) : [...prev, row.id].slice(-2),
    );
  return (
    <>
      <div className="mc-catalog-list-bar">
        <CompareButton picked={picked} />
        <AsOf dataUpdatedAt={list.dataUpdatedAt} />
      </div>
      {list.isError && !list.data ? (
        <QueryError error={list.error} what="the catalog" />
      ) : (
        <ConfigTable
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          loading={list.isPending}
          groupBy={viewGroupBy(state.filters)}
          sortBy={state.sortBy}
          sortOrder={state.sortOrder}
          pageIndex={state.pageIndex}
          pageSize={state.pageSize}
          onSortChange={(sortBy, sortOrder) => update({ sortBy, sortOrder })}
          onPageChange={(pageIndex, pageSize) => update({ pageIndex, pageSize })}
          onOpen={(row) => void navigate(paths.catalogItem(row.id))}
          selected={new Set(picked)}
          onToggle={toggle}
        />
      )}
    </>
  );
}

/** A control of the page's own, labelled as the bar labels its filters. */
function Field(props: { label: string; children: ReactNode }) {
  return (
    <div className="mcd-filter-field">
      <span className="mcd-filter-label">{props.label}</span>
      {props.children}
    </div>
  );
}

export function CatalogPage() {
  const orgId = useOrgId();
  const { params: state, update } = useResourceListParams(CATALOG_LIST);
  const [hideDeleted, setHideDeleted] = useHideDeletedCatalog();
  const tagKeys = useQuery(configTagKeysQuery(orgId));
  const { filters } = state;
  const view = { state, hideDeleted, update };
  return (
    <div className="mc-catalog-page">
      <CatalogTabs current="catalog" configType={filters.configType} />
      <FilterBar
        label="Catalog filters"
        listKey="catalog/configs"
        filters={CATALOG_FILTERS}
        values={filters}
        onChange={(param, value) => update({ filters: { [param]: value } })}
      >
        <Field label="Group By">
          <GroupByMenu
            value={viewGroupBy(filters)}
            options={[...BUILT_IN_GROUP_BY, ...(tagKeys.data ?? NONE)]}
            onChange={(next) => update(groupByPatch(filters, next))}
          />
        </Field>
        <Switch
          className="mc-catalog-switch"
          label="Hide Deleted Catalog"
          checked={hideDeleted}
          onChange={(e) => setHideDeleted(e.currentTarget.checked)}
        />
      </FilterBar>
      {showsSummary(filters) ? <SummaryView {...view} /> : <ListView {...view} />}
    </div>
  );
}
