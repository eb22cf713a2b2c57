// A config item's tabs (reference §4.3, §4.9): its changes (C6) paged by 50 and one change with
// its diff (C7), its insights (C13) paged by 50, related configs (C8), checks (C17) and playbook
// runs (P9) paged by 50. The side-panel lists page by 50 and load more near the bottom (spec 2 §2).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../http/api-error.ts';
import { request } from '../http/client.ts';
import { postgrest, validRows, type PostgrestQuery } from '../http/postgrest.ts';
import { rowQuery, rowsQuery } from '../http/postgrest-queries.ts';
import {
  changeDetailSchema,
  configChangeSchema,
  configCheckSchema,
  configInsightSchema,
  configPlaybookRunSchema,
  relatedConfigSchema,
  type RelatedConfig,
  type RelatedConfigsParams,
  type TabPage,
} from './catalog-tabs.types.ts';

export const TAB_PAGE_SIZE = 50;
/** Related configs are followed this many hops (spec 2 §9). */
export const RELATED_MAX_DEPTH = 10;

export const catalogTabKeys = {
  all: ['catalog-tabs'] as const,
  changes: (configId: string) => ['catalog-tabs', 'changes', { configId }] as const,
  change: (id: string) => ['catalog-tabs', 'change', { id }] as const,
  insights: (configId: string, status?: string) =>
    ['catalog-tabs', 'insights', { configId, status }] as const,
  related: (params: RelatedConfigsParams) => ['catalog-tabs', 'related', params] as const,
  checks: (configId: string) => ['catalog-tabs', 'checks', { configId }] as const,
  playbookRuns: (configId: string) => ['catalog-tabs', 'playbook-runs', { configId }] as const,
};

/** The next page index, or undefined once every row (by the total, else a short page) is loaded. */
export function nextPageIndex<T>(
  pages: readonly TabPage<T>[],
  pageSize: number = TAB_PAGE_SIZE,
): number | undefined {
  const last = pages[pages.length - 1];
  if (!last) return 0;
  const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
  if (last.total !== null) return loaded < last.total ? pages.length : undefined;
  return last.rows.length < pageSize ? undefined : pages.length;
}

/** An infinite query over `build()`'s rows, one page of 50 per step. */
function pagedQuery<T>(
  orgId: string,
  queryKey: readonly unknown[],
  build: () => PostgrestQuery<T>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<TabPage<T>> =>
      build().page(pageParam, TAB_PAGE_SIZE).fetch(orgId, signal),
    getNextPageParam: (_last, pages) => nextPageIndex(pages),
  });
}

export function configChangesQuery(orgId: string, configId: string) {
  return pagedQuery(orgId, catalogTabKeys.changes(configId), () =>
    postgrest('config_changes', configChangeSchema)
      .select(
        'id,config_id,change_type,summary,severity,source,created_by,external_created_by,created_at,first_observed,count',
      )
      .eq('config_id', configId)
      .order('created_at', { ascending: false }),
  );
}

export function changeDetailQuery(orgId: string, id: string) {
  const query = postgrest('config_changes', changeDetailSchema)
    .select(
      'id,config_id,change_type,summary,severity,source,created_at,created_by,external_created_by,diff,details,patches,config:configs(id,name,type,config_class)',
    )
    .eq('id', id);
  return rowQuery(orgId, catalogTabKeys.change(id), query);
}

/** The item's insights, of one status when given (the tab's default, open), else all. */
export function configInsightsQuery(orgId: string, configId: string, status?: string) {
  return pagedQuery(orgId, catalogTabKeys.insights(configId, status), () => {
    const query = postgrest('config_analysis', configInsightSchema)
      .select(
        'id,analyzer,analysis_type,message,summary,severity,status,source,analysis,first_observed,last_observed',
      )
      .eq('config_id', configId);
    return (status ? query.eq('status', status) : query).order('first_observed', {
      ascending: false,
    });
  });
}

/** C8's query string: the function's arguments. */
export function relatedConfigsSearch(params: RelatedConfigsParams): URLSearchParams {
  return new URLSearchParams({
    config_id: params.configId,
    include_deleted_configs: String(params.includeDeleted),
    max_depth: String(RELATED_MAX_DEPTH),
    type_filter: params.typeFilter,
    incoming_relation: params.relation,
    outgoing_relation: params.relation,
  });
}

export const RELATED_CONFIGS_URL = '/api/db/rpc/related_configs_recursive';

export function relatedConfigsQuery(orgId: string, params: RelatedConfigsParams) {
  return queryOptions({
    queryKey: catalogTabKeys.related(params),
    queryFn: async ({ signal }): Promise<RelatedConfig[]> => {
      // RPC arguments are plain parameters, not filters, so this goes past the PostgREST builder.
      const body = await request<unknown>(orgId, RELATED_CONFIGS_URL, {
        query: relatedConfigsSearch(params),
        signal,
      });
      if (!Array.isArray(body)) {
        throw new ApiError({
          status: 200,
          url: RELATED_CONFIGS_URL,
          message: 'The server answered related configs with something that is not a list.',
        });
      }
      // The answer includes the item itself: the graph draws its edges, the table leaves it out.
      return validRows('related_configs_recursive', body, relatedConfigSchema);
    },
  });
}

export function configChecksQuery(orgId: string, configId: string) {
  const query = postgrest('check_summary_for_config', configCheckSchema)
    .eq('config_id', configId)
    .order('name');
  return rowsQuery(orgId, catalogTabKeys.checks(configId), query);
}

export function configPlaybookRunsQuery(orgId: string, configId: string) {
  return pagedQuery(orgId, catalogTabKeys.playbookRuns(configId), () =>
    postgrest('playbook_runs', configPlaybookRunSchema)
      .select(
        'id,status,created_at,start_time,end_time,scheduled_time,error,playbooks(id,name,title,icon)',
      )
      .eq('config_id', configId)
      .is('parent_id', null)
      .order('created_at', { ascending: false }),
  );
}
