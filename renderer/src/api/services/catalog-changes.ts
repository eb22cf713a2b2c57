// The global catalog lists (reference §4.3): every change through `POST /catalog/changes` (C3),
// every insight (C12) or, with a component filter, that component's insights filtered and paged
// here with their configs loaded by id (spec 2 §7), and the lists behind their filters (C14, C15).
// One change in full (C7) is catalog-tabs.ts's changeDetailQuery.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http/client.ts';
import { parseWire } from '../http/parse-wire.ts';
import { parseRows, postgrest } from '../http/postgrest.ts';
import { rowsQuery, sortedTexts, textsQuery } from '../http/postgrest-queries.ts';
import { componentSubtree, readBySlices } from './component-subtree.ts';
import {
  catalogChangeRowSchema,
  catalogChangesResponseSchema,
  catalogInsightSchema,
  changeTypeRowSchema,
  componentInsightSchema,
  componentNameSchema,
  configNameSchema,
  insightFilterOptionsSchema,
  tagRowSchema,
  type CatalogChangesPage,
  type CatalogChangesRequest,
  type CatalogInsight,
  type CatalogInsightsPage,
  type CatalogInsightsParams,
  type ComponentInsight,
} from './catalog-changes.types.ts';

export const CATALOG_CHANGES_URL = '/api/catalog/changes';
export const INSIGHT_FILTER_OPTIONS_URL = '/api/db/rpc/config_analysis_filter_options';
/** Filter lists change slowly (spec 2 §9: label lists 60 s). */
const LISTS_STALE_MS = 60_000;
/** Configs loaded by id per request, so the `in.(…)` list keeps the URL short. */
const IDS_PER_REQUEST = 100;

// The changes and insights pages themselves are read through the list kit (its own query keys).
export const catalogChangesKeys = {
  all: ['catalog-changes'] as const,
  changeTypes: () => ['catalog-changes', 'change-types', {}] as const,
  tags: () => ['catalog-changes', 'tags', {}] as const,
  insightOptions: () => ['catalog-changes', 'insight-options', {}] as const,
  components: () => ['catalog-changes', 'components', {}] as const,
};

/** One page of the changes search (C3): the filters, page and sort travel in the body. */
export async function fetchCatalogChanges(
  orgId: string,
  body: CatalogChangesRequest,
  signal: AbortSignal,
): Promise<CatalogChangesPage> {
  const answer = parseWire(
    catalogChangesResponseSchema,
    await request<unknown>(orgId, CATALOG_CHANGES_URL, { method: 'POST', body, signal }),
    CATALOG_CHANGES_URL,
  );
  const { rows, skipped } = parseRows(
    'catalog_changes',
    answer.changes ?? [],
    catalogChangeRowSchema,
  );
  return { rows, total: answer.total ?? 0, skipped };
}

const listsStale = { staleTime: LISTS_STALE_MS };

export function changeTypesQuery(orgId: string) {
  const query = postgrest('change_types', changeTypeRowSchema).neq('change_type', '');
  const key = catalogChangesKeys.changeTypes();
  return textsQuery(orgId, key, query, (r) => r.change_type, listsStale);
}

/** Config tags as `key=value`, for the Tags filter. */
export function configTagPairsQuery(orgId: string) {
  const query = postgrest('config_tags', tagRowSchema);
  const pair = (r: { key: string; value?: string | null }) => `${r.key}=${r.value ?? ''}`;
  return textsQuery(orgId, catalogChangesKeys.tags(), query, pair, listsStale);
}

export function insightFilterOptionsQuery(orgId: string) {
  return queryOptions({
    queryKey: catalogChangesKeys.insightOptions(),
    queryFn: async ({ signal }) => {
      const answer = parseWire(
        insightFilterOptionsSchema,
        await request<unknown>(orgId, INSIGHT_FILTER_OPTIONS_URL, { signal }),
        INSIGHT_FILTER_OPTIONS_URL,
      );
      return {
        types: sortedTexts(answer.types ?? []),
        analyzers: sortedTexts(answer.analyzers ?? []),
      };
    },
    ...listsStale,
  });
}

/** Components by name, for the Component filter. */
export function componentNamesQuery(orgId: string) {
  const query = postgrest('component_names_all', componentNameSchema)
    .select('id,name,type,icon')
    .order('name');
  return rowsQuery(orgId, catalogChangesKeys.components(), query, listsStale);
}

const INSIGHT_SELECT =
  'id,config_id,analyzer,analysis_type,message,summary,severity,status,source,' +
  'first_observed,last_observed,config_name,config_type,config_class';

async function allInsights(
  orgId: string,
  params: CatalogInsightsParams,
  signal: AbortSignal,
): Promise<CatalogInsightsPage> {
  const query = postgrest('config_analysis_items', catalogInsightSchema).select(INSIGHT_SELECT);
  if (params.type) query.eq('analysis_type', params.type);
  if (params.severity) query.eq('severity', params.severity.toLowerCase());
  if (params.analyzer) query.eq('analyzer', params.analyzer);
  if (params.status) query.eq('status', params.status);
  if (params.configType) query.eq('config_type', params.configType);
  const page = await query
    .order(params.sortBy, { ascending: !params.sortDesc, nulls: 'last' })
    .order('id', { ascending: true })
    .page(params.pageIndex, params.pageSize)
    .fetch(orgId, signal);
  return { rows: page.rows, total: page.total ?? page.rows.length, skipped: page.skipped };
}

/** Configs by id, in slices that keep each URL short. */
async function configsById(orgId: string, ids: readonly string[], signal: AbortSignal) {
  const found = new Map<
    string,
    { name?: string | null; type?: string | null; cls?: string | null }
  >();
  for (let at = 0; at < ids.length; at += IDS_PER_REQUEST) {
    const page = await postgrest('configs', configNameSchema)
      .select('id,name,config_class,type')
      .in('id', ids.slice(at, at + IDS_PER_REQUEST))
      .fetch(orgId, signal);
    for (const c of page.rows) found.set(c.id, { name: c.name, type: c.type, cls: c.config_class });
  }
  return found;
}

const compare = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').localeCompare(b ?? '');

/**
 * A component's insights narrowed by the filters (severity compared lowercased), sorted and cut
 * to one page. Pure, so the local path is tested without a server.
 */
export function pageComponentInsights(
  rows: readonly CatalogInsight[],
  params: CatalogInsightsParams,
): Omit<CatalogInsightsPage, 'skipped'> {
  const severity = params.severity?.toLowerCase();
  const kept = rows.filter(
    (r) =>
      (!params.type || r.analysis_type === params.type) &&
      (!severity || (r.severity ?? '').toLowerCase() === severity) &&
      (!params.analyzer || r.analyzer === params.analyzer) &&
      (!params.status || r.status === params.status) &&
      (!params.configType || r.config_type === params.configType),
  );
  const sign = params.sortDesc ? -1 : 1;
  const sorted = [...kept].sort(
    (a, b) => sign * compare(a[params.sortBy], b[params.sortBy]) || compare(a.id, b.id),
  );
  const from = params.pageIndex * params.pageSize;
  return { rows: sorted.slice(from, from + params.pageSize), total: kept.length };
}

const asInsight = (r: ComponentInsight): CatalogInsight => ({
  id: r.analysis_id,
  config_id: r.config_id,
  analyzer: r.analyzer,
  analysis_type: r.analysis_type,
  message: r.message,
  severity: r.severity,
  status: r.status,
  first_observed: r.first_observed,
  last_observed: r.last_observed,
});

async function componentInsights(
  orgId: string,
  component: string,
  params: CatalogInsightsParams,
  signal: AbortSignal,
): Promise<CatalogInsightsPage> {
  let skipped = 0;
  const found = await readBySlices(
    await componentSubtree(orgId, component, signal),
    async (ids) => {
      const page = await postgrest('analysis_by_component', componentInsightSchema)
        .select(
          'analysis_id,config_id,analyzer,analysis_type,message,severity,status,first_observed,last_observed',
        )
        .in('component_id', ids)
        .fetch(orgId, signal);
      skipped += page.skipped;
      return page.rows;
    },
  );
  // The same insight reaches the subtree once per link; keep one.
  const unique = new Map(found.map((r) => [r.analysis_id, asInsight(r)]));
  let rows = [...unique.values()];
  // The config's name and type are needed up front when they filter or sort; else only the page's.
  const needAll = !!params.configType || params.sortBy === 'config_name';
  const attach = async (list: CatalogInsight[]) => {
    const ids = [...new Set(list.flatMap((r) => (r.config_id ? [r.config_id] : [])))];
    const configs = await configsById(orgId, ids, signal);
    return list.map((r) => {
      const c = r.config_id ? configs.get(r.config_id) : undefined;
      return c ? { ...r, config_name: c.name, config_type: c.type, config_class: c.cls } : r;
    });
  };
  if (needAll) rows = await attach(rows);
  const result = { ...pageComponentInsights(rows, params), skipped };
  return needAll ? result : { ...result, rows: await attach(result.rows) };
}

/** One page of the insights (C12), or of a component's insights paged here (spec 2 §7). */
export function fetchCatalogInsights(
  orgId: string,
  params: CatalogInsightsParams,
  signal: AbortSignal,
): Promise<CatalogInsightsPage> {
  return params.component
    ? componentInsights(orgId, params.component, params, signal)
    : allInsights(orgId, params, signal);
}
