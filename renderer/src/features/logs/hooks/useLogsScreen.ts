// The Logs screen's composition: its URL state, the components that have logs (the picker), the
// chosen component with its log selectors, and the search. A component without a selector in the
// URL gets its first one written in (spec 2 §2), replacing the history entry so Back does not
// land on the URL without it.
import { useEffect, useMemo } from 'react';
import { useQuery, type Query } from '@tanstack/react-query';
import { logsQuery, type logsKeys } from '../../../api/services/logs.ts';
import type { LogsResult, LogsSearch } from '../../../api/services/logs.types.ts';
import { componentQuery, componentsWithLogsQuery } from '../../../api/services/topology.ts';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { LOGS_LIST } from '../logs-filters.tsx';
import { logsSearchFor, logsStateOf, rangeFromParams } from '../logs-request.ts';

const NO_SEARCH: LogsSearch = { id: '', name: '' };
const NO_SELECTORS: readonly string[] = [];

/**
 * While a new search of the same component and selector loads, the last answer stays on screen
 * (dimmed); another component or selector starts from the loading state instead of showing
 * lines that are not its own.
 */
type LogsQuery = Query<LogsResult, Error, LogsResult, ReturnType<typeof logsKeys.search>>;

function sameSource(search: LogsSearch | null) {
  return (previous: LogsResult | undefined, previousQuery: LogsQuery | undefined) => {
    const key = previousQuery?.queryKey[2];
    return key && search && key.id === search.id && key.name === search.name ? previous : undefined;
  };
}

export function useLogsScreen() {
  const orgId = useOrgId();
  const { params: list, update } = useResourceListParams(LOGS_LIST);
  const params = logsStateOf(list);
  const { topologyId, logsSelector, query, start, end } = params;

  const components = useQuery(componentsWithLogsQuery(orgId));
  const lookup = useQuery({
    ...componentQuery(orgId, topologyId ?? ''),
    enabled: topologyId !== undefined,
  });
  const component = topologyId ? (lookup.data?.component ?? null) : null;
  const logNames = component?.logs;
  const selectors = useMemo(
    () => (logNames ? logNames.map((log) => log.name) : NO_SELECTORS),
    [logNames],
  );
  const firstSelector = selectors[0];

  useEffect(() => {
    if (topologyId && !logsSelector && firstSelector)
      update({ filters: { logsSelector: firstSelector } }, { replace: true });
  }, [topologyId, logsSelector, firstSelector, update]);

  // The selector in the URL, or while it is being written in, the component's first.
  const selector = logsSelector ?? firstSelector;
  const range = useMemo(() => rangeFromParams({ start, end }), [start, end]);
  const search = useMemo(
    () => logsSearchFor({ topologyId, logsSelector, query, start, end }, selector),
    [topologyId, logsSelector, query, start, end, selector],
  );
  const logs = useQuery({
    ...logsQuery(orgId, search ?? NO_SEARCH),
    enabled: search !== null,
    placeholderData: sameSource(search),
  });

  // The name for the title as soon as the picker's list knows it, before the component loads.
  const listed = components.data?.find((c) => c.id === topologyId);
  const componentName = component?.name ?? listed?.name;

  return {
    params,
    /** The filters' URL values, as the filter bar shows them. */
    filterValues: list.filters,
    update,
    range,
    components,
    lookup,
    component,
    componentName,
    selectors,
    selector,
    search,
    logs,
  };
}

export type LogsScreen = ReturnType<typeof useLogsScreen>;
