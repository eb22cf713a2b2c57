// The catalog inventory (/catalog, spec 2 §2): the section tabs, the filters in the query string,
// and either the grouped summary (no config type and no search) or the server-paged configs
// table. Cached answers show under the offline banner; a failure with nothing to show is inline.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  configLabelsQuery,
  configListQuery,
  configStatusesQuery,
  configSummaryQuery,
  configTagKeysQuery,
  configTypesQuery,
} from '../../../api/services/catalog.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import {
  BUILT_IN_GROUP_BY,
  DEFAULT_SUMMARY_GROUP_BY,
  groupRowPatch,
  patchCatalogParams,
  readCatalogParams,
  showsSummary,
  summaryGroupBy,
  toListParams,
  toSummaryRequest,
  type CatalogParams,
  type CatalogPatch,
} from '../list/catalog-params.ts';
import { useHideDeletedCatalog } from '../list/catalog-preferences.ts';
import { CatalogTabs } from '../../../components/catalog-tabs/CatalogTabs.tsx';
import { CatalogToolbar } from '../list/CatalogToolbar.tsx';
import { sideParam } from '../compare/compare-model.ts';
import { ConfigTable } from '../list/ConfigTable.tsx';
import { SummaryTable } from '../list/SummaryTable.tsx';
import '../list/catalog-list.css';

const NONE: readonly string[] = [];

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

function SummaryView(props: {
  params: CatalogParams;
  hideDeleted: boolean;
  update: (patch: CatalogPatch) => void;
}) {
  const orgId = useOrgId();
  const { params, update } = props;
  const groupBy = summaryGroupBy(params);
  const summary = useQuery(configSummaryQuery(orgId, toSummaryRequest(params, props.hideDeleted)));
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
          onOpen={(row) => update(groupRowPatch(row, groupBy, params.labels))}
        />
      )}
    </>
  );
}

function ListView(props: {
  params: CatalogParams;
  hideDeleted: boolean;
  update: (patch: CatalogPatch) => void;
}) {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const { params, update } = props;
  const list = useQuery({
    ...configListQuery(orgId, toListParams(params, props.hideDeleted)),
    // The previous page stays while the next one loads, instead of a skeleton.
    placeholderData: keepPreviousData,
  });
  usePaintedMark('catalog-list:painted', list.isSuccess && !list.isPlaceholderData);
  // Rows picked for 'Compare' (ids, in the order picked; a third replaces the older one).
  const [picked, setPicked] = useState<readonly string[]>(NONE);
  const toggle = (row: { id: string }) =>
    setPicked((prev) =>
      prev.includes(row.id) ? prev.filter((id) => id !== row.id) : [...prev, row.id].slice(-2),
    );
  const [left, right] = picked;
  return (
    <>
      <div className="mc-catalog-list-bar">
        <Button
          icon="comparison"
          variant="minimal"
          text={picked.length === 2 ? 'Compare selected' : 'Compare (select two)'}
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
        <AsOf dataUpdatedAt={list.dataUpdatedAt} />
      </div>
      {list.isError && !list.data ? (
        <QueryError error={list.error} what="the catalog" />
      ) : (
        <ConfigTable
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          loading={list.isPending}
          groupBy={params.groupBy ?? NONE}
          sortBy={params.sortBy}
          sortOrder={params.sortOrder}
          pageIndex={params.pageIndex}
          pageSize={params.pageSize}
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

export function CatalogPage() {
  const orgId = useOrgId();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCatalogParams(searchParams);
  const [hideDeleted, setHideDeleted] = useHideDeletedCatalog();
  const update = (patch: CatalogPatch) =>
    setSearchParams((prev) => patchCatalogParams(prev, patch));

  const types = useQuery(configTypesQuery(orgId));
  const statuses = useQuery(configStatusesQuery(orgId));
  const tagKeys = useQuery(configTagKeysQuery(orgId));
  const labels = useQuery(configLabelsQuery(orgId));

  const summary = showsSummary(params);
  const groupBy = summary ? summaryGroupBy(params) : (params.groupBy ?? NONE);
  const groupByOptions = [...BUILT_IN_GROUP_BY, ...(tagKeys.data ?? NONE)];
  const changeGroupBy = (next: string[]) =>
    // The summary's default grouping stays out of the URL.
    update({ groupBy: summary && sameList(next, DEFAULT_SUMMARY_GROUP_BY) ? undefined : next });

  const view = { params, hideDeleted, update };
  return (
    <div className="mc-catalog-page">
      <CatalogTabs current="catalog" configType={params.configType} />
      <CatalogToolbar
        configType={params.configType}
        configTypes={types.data ?? NONE}
        groupBy={groupBy}
        groupByOptions={groupByOptions}
        onGroupByChange={changeGroupBy}
        labels={params.labels}
        labelChoices={labels.data ?? NONE}
        status={params.status}
        statuses={statuses.data ?? NONE}
        health={params.health}
        search={params.search}
        hideDeleted={hideDeleted}
        onHideDeletedChange={setHideDeleted}
        onChange={update}
      />
      {summary ? <SummaryView {...view} /> : <ListView {...view} />}
    </div>
  );
}
