// One catalog item's own reads (reference §4.3, §4.9): the item with its summary counts
// (config_detail, C4), the parents by location (C16), the incidents it is evidence in (C21) and
// its latest playbook runs (P9), plus attaching it to an incident as config evidence.
// The tabs' reads (changes, insights, relationships, playbooks, checks) are in catalog-tabs.ts.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http/client.ts';
import { postgrest, validRows } from '../http/postgrest.ts';
import { rowQuery, rowsQuery } from '../http/postgrest-queries.ts';
import {
  configDetailSchema,
  configIncidentSchema,
  configParentSchema,
  configPlaybookRunSchema,
  type ConfigParent,
} from './catalog-item.types.ts';

/** The sidebar lists this many of the latest playbook runs. */
export const SIDEBAR_RUNS_LIMIT = 10;

export const catalogItemKeys = {
  all: ['catalog-item'] as const,
  detail: (id: string) => ['catalog-item', 'detail', { id }] as const,
  parents: (id: string) => ['catalog-item', 'parents', { id }] as const,
  incidents: (id: string) => ['catalog-item', 'incidents', { id }] as const,
  runs: (id: string) => ['catalog-item', 'playbook-runs', { id }] as const,
};

/** The item with its raw document and summary counts; null when there is no such item. */
export function configDetailQuery(orgId: string, id: string) {
  const query = postgrest('config_detail', configDetailSchema).select('*').eq('id', id);
  return rowQuery(orgId, catalogItemKeys.detail(id), query);
}

const PARENTS_URL = '/api/db/rpc/get_parents_by_location';

/** Ancestors from the top level (account, cluster) down to the item's parent. */
export function configParentsQuery(orgId: string, id: string) {
  return queryOptions({
    queryKey: catalogItemKeys.parents(id),
    queryFn: async ({ signal }): Promise<ConfigParent[]> => {
      const body = await request<unknown>(orgId, PARENTS_URL, { query: { config_id: id }, signal });
      return Array.isArray(body) ? validRows(PARENTS_URL, body, configParentSchema) : [];
    },
  });
}

export function configIncidentsQuery(orgId: string, id: string) {
  const query = postgrest('incidents_by_config', configIncidentSchema)
    .eq('config_id', id)
    .order('created_at', { ascending: false });
  return rowsQuery(orgId, catalogItemKeys.incidents(id), query);
}

export function configPlaybookRunsQuery(orgId: string, id: string) {
  const query = postgrest('playbook_runs', configPlaybookRunSchema)
    .select('id,status,created_at,start_time,end_time,playbooks(id,name,title,icon)')
    .eq('config_id', id)
    .is('parent_id', null)
    .order('created_at', { ascending: false })
    .limit(SIDEBAR_RUNS_LIMIT);
  return rowsQuery(orgId, catalogItemKeys.runs(id), query);
}
