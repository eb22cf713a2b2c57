// The global changes list (/catalog/changes, spec 2 §2): the section tabs, a breadcrumb, the
// filters and their chips in the query string, one server page of `POST /catalog/changes`
// (200 rows by default, newest first), and the change details dialog on a row click. Cached
// answers stay under the offline banner; a failure with nothing to show is inline.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  catalogChangesQuery,
  changeTypesQuery,
  configTagPairsQuery,
} from '../../../api/services/catalog-changes.ts';
import { configTypesQuery } from '../../../api/services/catalog.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { CatalogListBreadcrumb } from '../changes/CatalogListBreadcrumb.tsx';
import { ChangesTable } from '../changes/ChangesTable.tsx';
import { ChangesToolbar } from '../changes/ChangesToolbar.tsx';
import {
  patchChangesParams,
  readChangesParams,
  toChangesRequest,
  type ChangesPatch,
} from '../changes/changes-params.ts';
import { useHideDeletedChanges } from '../changes/changes-preferences.ts';
import { ChangeDetailsDialog } from '../item/tabs/ChangeDetailsDialog.tsx';
import { CatalogTabs } from '../../../components/catalog-tabs/CatalogTabs.tsx';
import '../list/catalog-list.css';
import '../item/tabs/catalog-tabs.css';
import '../changes/changes.css';

const NONE: readonly string[] = [];

export function CatalogChangesPage() {
  const orgId = useOrgId();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readChangesParams(searchParams);
  const [hideDeleted, setHideDeleted] = useHideDeletedChanges();
  const [openId, setOpenId] = useState<string | null>(null);
  const update = (patch: ChangesPatch) =>
    setSearchParams((prev) => patchChangesParams(prev, patch));

  // The page size belongs in the URL from the first visit (spec 2 §9).
  const hasPageSize = searchParams.has('pageSize');
  useEffect(() => {
    if (!hasPageSize) setSearchParams((prev) => patchChangesParams(prev, {}), { replace: true });
  }, [hasPageSize, setSearchParams]);

  // The page's own data is asked for first: a backend that answers one query at a time (the
  // Sandbox) then serves it before the filters' option lists.
  const changes = useQuery({
    ...catalogChangesQuery(orgId, toChangesRequest(params, hideDeleted)),
    // The previous page stays while the next one loads, instead of a skeleton.
    placeholderData: keepPreviousData,
  });
  const types = useQuery(configTypesQuery(orgId));
  const changeTypes = useQuery(changeTypesQuery(orgId));
  const tags = useQuery(configTagPairsQuery(orgId));
  usePaintedMark('catalog-changes:painted', changes.isSuccess && !changes.isPlaceholderData);

  return (
    <div className="mc-catalog-page mc-catalog-list-page">
      <CatalogListBreadcrumb
        section="Changes"
        sectionHref={paths.catalogChanges()}
        configType={params.configType}
      />
      <CatalogTabs current="changes" configType={params.configType} />
      <ChangesToolbar
        params={params}
        configTypes={types.data ?? NONE}
        changeTypes={changeTypes.data ?? NONE}
        tags={tags.data ?? NONE}
        hideDeleted={hideDeleted}
        onHideDeletedChange={setHideDeleted}
        onChange={update}
      />
      <AsOf dataUpdatedAt={changes.dataUpdatedAt} />
      {changes.isError && !changes.data ? (
        <QueryError error={changes.error} what="changes" />
      ) : (
        <ChangesTable
          rows={changes.data?.rows ?? []}
          total={changes.data?.total ?? 0}
          skipped={changes.data?.skipped ?? 0}
          loading={changes.isPending}
          params={params}
          onChange={update}
          onOpen={(row) => setOpenId(row.id)}
        />
      )}
      <ChangeDetailsDialog changeId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
