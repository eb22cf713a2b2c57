// Views (spec 4-views §7): the dashboard and a view's metadata (each with its sections' results),
// a run with variables, the rows of a view's generated table (paged, sorted, filtered, per
// fingerprint), the sidebar's views, lookups by name, a config's view tabs and the variables of a
// view's display plugin. The client keeps each answer 5 minutes (§9).
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../http/api-error.ts';
import { request } from '../http/client.ts';
import { parseWire, parseWireRows } from '../http/parse-wire.ts';
import { postgrest, type PostgrestQuery } from '../http/postgrest.ts';
import {
  decodeLabelFilter,
  labelFilterByKey,
  splitLabelFilter,
} from '../../lib/labels/label-filter.ts';
import {
  viewMetadataSchema,
  viewResultSchema,
  viewRowSchema,
  type ViewMetadata,
  type ViewResult,
  type ViewRow,
} from './views.types.ts';
import {
  VIEW_STALE_MS,
  viewKeys,
  viewSummarySchema,
  type ViewRowsParams,
  type ViewVariables,
} from './views-sidebar.ts';

export {
  VIEW_STALE_MS,
  viewKeys,
  sidebarViewsQuery,
  type ViewRowsParams,
  type ViewVariables,
} from './views-sidebar.ts';

/** A force refresh asks for a result at most this old (spec §4.2); the server's minimum age wins. */
export const FORCE_REFRESH_HEADERS = { 'cache-control': 'max-age=1' } as const;

/** A view's generated table: `view_{namespace}_{name}`, `-` read as `_` (spec §3). */
export function viewTableName(namespace: string | null | undefined, name: string): string {
  return `view_${namespace ?? ''}_${name}`.replace(/-/g, '_');
}

const seg = encodeURIComponent;

async function getMetadata(orgId: string, url: string, force: boolean, signal?: AbortSignal) {
  const headers = force ? { ...FORCE_REFRESH_HEADERS } : {};
  const body = await request<unknown>(orgId, url, { signal, headers });
  return parseWire(viewMetadataSchema, body, url);
}

export const fetchDashboard = (orgId: string, force = false, signal?: AbortSignal) =>
  getMetadata(orgId, '/api/dashboard', force, signal);

export const fetchViewMetadata = (orgId: string, id: string, force = false, signal?: AbortSignal) =>
  getMetadata(orgId, `/api/view/metadata/${seg(id)}`, force, signal);

/** `GET /dashboard`; null when the organisation has no dashboard view (404). */
export function dashboardQuery(orgId: string) {
  return queryOptions({
    queryKey: viewKeys.dashboard(),
    staleTime: VIEW_STALE_MS,
    queryFn: async ({ signal }): Promise<ViewMetadata | null> => {
      try {
        return await fetchDashboard(orgId, false, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function viewMetadataQuery(orgId: string, id: string) {
  return queryOptions({
    queryKey: viewKeys.metadata(id),
    staleTime: VIEW_STALE_MS,
    queryFn: ({ signal }) => fetchViewMetadata(orgId, id, false, signal),
  });
}

/** `POST /view/{id}` or `/view/{ns}/{name}` with the variables (spec §4.2). */
export async function runView(
  orgId: string,
  ref: { id: string } | { namespace: string; name: string },
  variables: ViewVariables,
  options: { force?: boolean; signal?: AbortSignal } = {},
): Promise<ViewResult> {
  const url =
    'id' in ref ? `/api/view/${seg(ref.id)}` : `/api/view/${seg(ref.namespace)}/${seg(ref.name)}`;
  const body = await request<unknown>(orgId, url, {
    method: 'POST',
    body: { variables },
    headers: options.force ? { ...FORCE_REFRESH_HEADERS } : {},
    signal: options.signal,
  });
  return parseWire(viewResultSchema, body, url);
}

export function viewResultQuery(orgId: string, id: string, variables: ViewVariables) {
  return queryOptions({
    queryKey: viewKeys.result(id, variables),
    staleTime: VIEW_STALE_MS,
    queryFn: ({ signal }) => runView(orgId, { id }, variables, { signal }),
  });
}

/** A section's view run with the page's variables (when the parent's metadata lacks it). */
export function sectionResultQuery(
  orgId: string,
  ref: { namespace: string; name: string },
  variables: ViewVariables,
) {
  return queryOptions({
    queryKey: viewKeys.sectionResult(ref.namespace, ref.name, variables),
    staleTime: VIEW_STALE_MS,
    queryFn: ({ signal }) => runView(orgId, ref, variables, { signal }),
  });
}

/** Narrows a view table query by one multiselect column's include/exclude value. */
function filterColumn(
  query: PostgrestQuery<ViewRow>,
  column: string,
  value: string,
  labels: boolean,
) {
  const filter = decodeLabelFilter(value);
  if (labels) {
    for (const [key, { include, exclude }] of labelFilterByKey(filter)) {
      if (include.length > 0) query.in(`${column}->>${key}`, include);
      if (exclude.length > 0) query.notIn(`${column}->>${key}`, exclude);
    }
    return;
  }
  const { include, exclude } = splitLabelFilter(filter);
  if (include.length > 0) query.in(column, include);
  if (exclude.length > 0) query.notIn(column, exclude);
}

export async function fetchViewRows(orgId: string, params: ViewRowsParams, signal?: AbortSignal) {
  const query = postgrest(params.table, viewRowSchema)
    .select('*')
    .eq('request_fingerprint', params.fingerprint);
  for (const [column, value] of Object.entries(params.filters)) {
    if (value) filterColumn(query, column, value, params.labelColumns.includes(column));
  }
  if (params.sortBy) {
    const desc = params.sortOrder === 'desc';
    query.order(params.sortBy, desc ? { ascending: false, nulls: 'last' } : { ascending: true });
  }
  const page = await query.page(params.pageIndex, params.pageSize).count().fetch(orgId, signal);
  return { rows: page.rows, total: page.total ?? page.rows.length, skipped: page.skipped };
}

/** The id of the view called `name` (in `namespace` when given; else the first); null if none. */
export function viewLookupQuery(orgId: string, namespace: string | undefined, name: string) {
  return queryOptions({
    queryKey: viewKeys.lookup(namespace, name),
    staleTime: VIEW_STALE_MS,
    queryFn: async ({ signal }): Promise<string | null> => {
      const query = postgrest('views_summary', viewSummarySchema).select('id').eq('name', name);
      if (namespace !== undefined) query.eq('namespace', namespace);
      const [row] = await query.limit(1).list(orgId, signal);
      return row?.id ?? null;
    },
  });
}

/** The views shown as tabs of a config item (spec §2.10). */
export function configViewsQuery(orgId: string, configId: string) {
  const url = '/api/view/list';
  return queryOptions({
    queryKey: viewKeys.forConfig(configId),
    staleTime: VIEW_STALE_MS,
    queryFn: async ({ signal }) =>
      parseWireRows(
        viewSummarySchema,
        await request<unknown>(orgId, url, { query: { config_id: configId }, signal }),
        url,
      ),
  });
}

/** The variables a view's display plugin renders for one config item (spec §2.10). */
export function pluginVariablesQuery(orgId: string, viewId: string, configId: string) {
  const url = `/api/view/display-plugin-variables/${seg(viewId)}`;
  return queryOptions({
    queryKey: viewKeys.pluginVariables(viewId, configId),
    staleTime: VIEW_STALE_MS,
    queryFn: async ({ signal }): Promise<Record<string, string>> => {
      const body = await request<unknown>(orgId, url, { query: { config_id: configId }, signal });
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
      return Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]),
      );
    },
  });
}
