// The reads of a view across organisations (issue 34 item 5): in each organisation, the view's id
// by namespace and name (views_summary), its metadata and the first page of its rows; each org is
// read on its own, so one that is stopped or refuses never holds back the others. An organisation
// that cannot be read shows what its offline cache kept of the view (a visit while it was the
// window's organisation), read once without restoring anything.
import { hashKey, queryOptions } from '@tanstack/react-query';
import {
  fetchViewMetadata,
  fetchViewRows,
  runView,
  viewKeys,
  viewTableName,
} from '../../../api/services/views.ts';
import { viewSummarySchema, type ViewMetadata } from '../../../api/services/views.types.ts';
import { postgrest } from '../../../api/http/postgrest.ts';
import { readKeptCache } from '../../../session/offline/kept-cache.ts';
import {
  keptQuery,
  persistedQueries,
  type PersistedQuery,
} from '../../../session/offline/persisted-queries.ts';
import { isRecord } from '../../../lib/data/is-record.ts';
import {
  changedVariables,
  defaultSort,
  defaultValue,
  type VariableValues,
} from '../view-params.ts';
import type { AcrossRead } from './across-model.ts';

/** Rows read per organisation: the merged table pages through these. */
export const ACROSS_ROWS = 200;
/** Every organisation is read again this often while the page is open. */
export const ACROSS_REFRESH_MS = 30_000;

export const acrossKeys = {
  read: (orgId: string, namespace: string, name: string, variables: VariableValues = {}) =>
    ['views-across', orgId, { namespace, name, variables }] as const,
  cached: (orgId: string, namespace: string, name: string) =>
    ['views-across', orgId, 'cached', { namespace, name }] as const,
  has: (orgId: string, namespace: string, name: string) =>
    ['views-across', orgId, 'has', { namespace, name }] as const,
};

async function lookupId(orgId: string, namespace: string, name: string, signal?: AbortSignal) {
  const [row] = await postgrest('views_summary', viewSummarySchema)
    .select('id')
    .eq('namespace', namespace)
    .eq('name', name)
    .limit(1)
    .list(orgId, signal);
  return row?.id ?? null;
}

async function readRows(orgId: string, view: ViewMetadata, signal?: AbortSignal) {
  if (!view.columns?.length) return { rows: [], total: 0 };
  return fetchViewRows(
    orgId,
    {
      table: viewTableName(view.namespace, view.name),
      fingerprint: view.requestFingerprint ?? '',
      pageIndex: 0,
      pageSize: ACROSS_ROWS,
      filters: {},
      labelColumns: [],
      ...defaultSort(view.table?.sort),
    },
    signal,
  );
}

/**
 * The values to run one organisation's copy with: the page's choices for the variables its copy
 * has, its own defaults for the rest; null while they are all its defaults (its metadata holds
 * that result).
 */
export function valuesFor(view: ViewMetadata, chosen: VariableValues): VariableValues | null {
  const variables = view.variables ?? [];
  const values: Record<string, string> = {};
  for (const variable of variables) {
    const value = chosen[variable.key] ?? defaultValue(variable);
    if (value !== undefined) values[variable.key] = value;
  }
  return changedVariables(variables, values);
}

/** One organisation's copy of the view, run with the page's variables; null when it has none. */
export function acrossReadQuery(
  orgId: string,
  namespace: string,
  name: string,
  enabled: boolean,
  chosen: VariableValues = {},
) {
  return queryOptions({
    queryKey: acrossKeys.read(orgId, namespace, name, chosen),
    enabled,
    retry: false,
    refetchInterval: ACROSS_REFRESH_MS,
    // Other variables keep this organisation's last answer on screen until their own arrives
    // (never another organisation's: an observer may follow another org when the list changes).
    placeholderData: (previous: AcrossRead | null | undefined, query) =>
      query?.queryKey[1] === orgId ? previous : undefined,
    meta: { silentErrors: true },
    queryFn: async ({ signal }): Promise<AcrossRead | null> => {
      const id = await lookupId(orgId, namespace, name, signal);
      if (!id) return null;
      const metadata = await fetchViewMetadata(orgId, id, false, signal);
      const values = valuesFor(metadata, chosen);
      const view = values
        ? { ...metadata, ...(await runView(orgId, { id }, values, { signal })), id }
        : metadata;
      const { rows, total } = await readRows(orgId, view, signal);
      return { id, view, rows, total };
    },
  });
}

/** Whether an organisation has the view (the view page's 'All organisations' entry). */
export function acrossHasQuery(orgId: string, namespace: string, name: string, enabled: boolean) {
  return queryOptions({
    queryKey: acrossKeys.has(orgId, namespace, name),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    meta: { silentErrors: true },
    queryFn: async ({ signal }) => (await lookupId(orgId, namespace, name, signal)) !== null,
  });
}

const keyOf = (q: PersistedQuery) => (Array.isArray(q.queryKey) ? (q.queryKey as unknown[]) : []);

/** The view as an organisation's cache kept it: its metadata and a page of its rows. */
export function cachedViewOf(
  payload: string,
  namespace: string,
  name: string,
  maxAgeMs: number,
  now = Date.now(),
): { read: AcrossRead; at: number } | null {
  const queries = persistedQueries(payload) ?? [];
  const isOurs = (q: PersistedQuery) => {
    const [root, kind] = keyOf(q);
    const data = q.state?.data;
    return (
      root === 'views' &&
      kind === 'metadata' &&
      isRecord(data) &&
      data.name === name &&
      (data.namespace ?? '') === namespace
    );
  };
  const meta = keptQuery(queries, isOurs, maxAgeMs, now);
  if (!meta) return null;
  const view = meta.data as ViewMetadata;
  const table = viewTableName(view.namespace, view.name);
  const fingerprint = view.requestFingerprint ?? '';
  const root = hashKey([...viewKeys.rows(), table, fingerprint]).slice(0, -1);
  const page = queries.find((q) => hashKey(keyOf(q)).startsWith(root) && isRecord(q.state?.data))
    ?.state?.data as { rows?: unknown; total?: unknown } | undefined;
  const rows = Array.isArray(page?.rows) ? (page.rows as AcrossRead['rows']) : [];
  const total = typeof page?.total === 'number' ? page.total : rows.length;
  return { read: { id: view.id, view, rows, total }, at: meta.at };
}

/** What the organisation's offline cache holds of the view, or null. */
export function cachedViewQuery(orgId: string, namespace: string, name: string, enabled: boolean) {
  return queryOptions({
    queryKey: acrossKeys.cached(orgId, namespace, name),
    enabled,
    staleTime: Infinity,
    retry: false,
    queryFn: () =>
      readKeptCache(orgId, (payload, maxAgeMs) => cachedViewOf(payload, namespace, name, maxAgeMs)),
  });
}
