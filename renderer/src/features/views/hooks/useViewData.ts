// A view's data as its page shows it (spec 4-views §4.2): the metadata first (the dashboard's
// answer seeds it), then a run with the variables only while some `viewvar__` value differs from
// its default; the previous result stays on screen (under the loading overlay) while the next one
// comes. The force refresh re-reads both with `cache-control: max-age=1`, then the rows and the
// sections.
import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  fetchViewMetadata,
  runView,
  viewKeys,
  viewMetadataQuery,
  viewResultQuery,
} from '../../../api/services/views.ts';
import type { ViewMetadata, ViewResult } from '../../../api/services/views.types.ts';
import { showToast } from '../../../components/toaster/toaster.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import {
  changedVariables,
  mergedVariables,
  sectionResult,
  variableValues,
  withVariable,
} from '../view-params.ts';

export interface ViewData {
  metadata: ViewMetadata | undefined;
  /** What the page shows: the run's result while variables differ, else the metadata. */
  result: ViewResult | undefined;
  metadataQuery: ReturnType<typeof useQuery<ViewMetadata>>;
  /** A run with new variables is on its way (the old result is shown meanwhile). */
  switching: boolean;
  runError: unknown;
  /** The values the view and its sections run with. */
  values: Readonly<Record<string, string>>;
  /** The variables changed from their defaults, or null (sections use the parent's results). */
  changed: Readonly<Record<string, string>> | null;
  setVariable: (key: string, value: string) => void;
  refresh: () => Promise<void>;
  refreshing: boolean;
}

function useForceRefresh(orgId: string, id: string, changed: Record<string, string> | null) {
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      client.setQueryData(viewKeys.metadata(id), await fetchViewMetadata(orgId, id, true));
      if (changed)
        client.setQueryData(
          viewKeys.result(id, changed),
          await runView(orgId, { id }, changed, { force: true }),
        );
      await client.invalidateQueries({ queryKey: viewKeys.rows() });
      await client.invalidateQueries({ queryKey: viewKeys.results() });
    } catch (error) {
      void showToast(error instanceof Error ? error.message : 'Failed to refresh view', 'danger');
    } finally {
      setRefreshing(false);
    }
  }, [client, orgId, id, changed]);
  return { refresh, refreshing };
}

export function useViewData(id: string, seed?: ViewMetadata): ViewData {
  const orgId = useOrgId();
  const metadataQuery = useQuery({
    ...viewMetadataQuery(orgId, id),
    ...(seed ? { initialData: seed } : {}),
  });
  const metadata = metadataQuery.data;
  const [search, setSearch] = useSearchParams();
  const defaults = useMemo(() => {
    const sections = (metadata?.sections ?? []).map((s) =>
      s.viewRef ? sectionResult(metadata, s.viewRef) : undefined,
    );
    return mergedVariables([metadata, ...sections]);
  }, [metadata]);
  const values = useMemo(() => variableValues(defaults, search), [defaults, search]);
  const changed = useMemo(() => {
    const differing = changedVariables(defaults, values);
    return differing ? { ...differing } : null;
  }, [defaults, values]);
  const run = useQuery({
    ...viewResultQuery(orgId, id, changed ?? {}),
    enabled: changed !== null,
    placeholderData: keepPreviousData,
  });
  const result = changed ? (run.data ?? metadata) : metadata;
  const setVariable = useCallback(
    (key: string, value: string) =>
      setSearch((prev) => withVariable(prev, key, value), { replace: true }),
    [setSearch],
  );
  const { refresh, refreshing } = useForceRefresh(orgId, id, changed);
  return {
    metadata,
    result,
    metadataQuery,
    switching: changed !== null && (run.isPlaceholderData || (run.isFetching && !run.data)),
    runError: changed && run.isError && !run.data ? run.error : null,
    values,
    changed,
    setVariable,
    refresh,
    refreshing,
  };
}
