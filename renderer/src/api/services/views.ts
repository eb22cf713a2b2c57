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
  viewSummarySchema,
  type ViewMetadata,
  type ViewResult,
  type ViewRow,
} from './views.types.ts';

/** How long the client keeps a view's answers before reading them again (spec §9). */
export const VIEW_STALE_MS = 5 * 60_000;
/** A force refresh asks for a result at most this old (spec §4.2); the server's minimum age wins. */
export const FORCE_REFRESH_HEADERS = { 'cache-control': 'max-age=1' } as const;

export type ViewVariables = Readonly<Record<string, string>>;

/** A view's generated table: `view_{namespace}_{name}`, `-` read as `_` (spec §3). */
export function viewTableName(namespace: string | null | undefined, name: string): string {
  return `view_${namespace ?? ''}_${name}`.replace(/-/g, '_');
}

/** A page of a view's table: the URL's page, sort and column filters, for one fingerprint. */
export interface ViewRowsParams {
  table: string;
  fingerprint: string;
  pageIndex: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  /** Multiselect columns: `a=1,b=-1` (tri-state: 1 included, -1 excluded), by column name. */
  filters: Readonly<Record<string, string>>;
  /** Which of the filtered columns hold labels (`key=value` chips filter inside the JSON). */
  labelColumns: readonly string[];
}

export const viewKeys = {
  all: ['views'] as const,
  dashboard: () => ['views', 'dashboard'] as const,
  metadata: (id: string) => ['views', 'metadata', { id }] as const,
  results: () => ['views', 'result'] as const,
  result: (id: string, variables: ViewVariables) => ['views', 'result', { id, variables }] as const,
  sectionResult: (ns: string, name: string, variables: ViewVariables) =>
    ['views', 'result', { ns, name, variables }] as const,
  rows: () => ['views', 'rows'] as const,
  rowsPage: (params: ViewRowsParams) => ['views', 'rows', params] as const,
  sidebar: () => ['views', 'sidebar'] as const,
  lookup: (namespace: string | undefined, name: string) =>
    ['views', 'lookup', { namespace, name }] as const,
  forConfig: (configId: string) => ['views', 'config', { configId }] as const,
  pluginVariables: (viewId: string, configId: string) =>
    ['views', 'plugin-variables', { viewId, configId }] as const,
};

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

const SIDEBAR_SELECT = 'id,name,namespace,title,icon,ordinal';

/** The views marked for the sidebar, in their order (spec §2.3). */
export function sidebarViewsQuery(orgId: string) {
  return queryOptions({
    queryKey: viewKeys.sidebar(),
    staleTime: VIEW_STALE_MS,
    queryFn: ({ signal }) =>
      postgrest('views_summary', viewSummarySchema)
        .select(SIDEBAR_SELECT)
        .eq('sidebar', true)
        .order('ordinal', { ascending: true })
        .order('title', { ascending: true })
        .list(orgId, signal),
  });
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
