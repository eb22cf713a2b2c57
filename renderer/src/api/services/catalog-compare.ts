// Reads of the catalog's compare (issue 21): a config item's body from any signed-in
// organisation, and a name search to pick the other side. Each organisation has its own
// QueryClient (session/org-context.tsx), so these run in the client of the org they read; the keys
// still carry the org id because one compare shows two organisations at once.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';
import { rowQuery } from '../http/postgrest-queries.ts';
import { configDetailSchema } from './catalog-item.types.ts';
import { configRefSchema } from './catalog-tabs.types.ts';
import { ref } from './wire-parts.ts';

export const SEARCH_LIMIT = 20;
/** The most `diff` changes read to rebuild a config at an earlier time (C6, newest first). */
export const HISTORY_LIMIT = 1000;

const historyChangeSchema = ref('change_type', 'summary').extend({
  created_at: z.string(),
  patches: z.unknown().optional(),
});
export type HistoryChangeRow = z.infer<typeof historyChangeSchema>;

const configPickSchema = configRefSchema;
export type ConfigPick = z.infer<typeof configPickSchema>;

export const catalogCompareKeys = {
  all: ['catalog-compare'] as const,
  body: (orgId: string, id: string) => ['catalog-compare', 'body', { orgId, id }] as const,
  search: (orgId: string, text: string) => ['catalog-compare', 'search', { orgId, text }] as const,
  history: (orgId: string, id: string, since: string | null, limit: number) =>
    ['catalog-compare', 'history', { orgId, id, since, limit }] as const,
};

/** One item with its raw document (config_detail); null when there is no such item. */
export function compareConfigQuery(orgId: string, id: string) {
  const query = postgrest('config_detail', configDetailSchema).select('*').eq('id', id);
  return rowQuery(orgId, catalogCompareKeys.body(orgId, id), query);
}

/** Up to SEARCH_LIMIT live items whose name contains `text` (all of them, by name, when empty). */
export function configPickQuery(orgId: string, text: string) {
  return queryOptions({
    queryKey: catalogCompareKeys.search(orgId, text),
    queryFn: async ({ signal }): Promise<ConfigPick[]> => {
      const query = postgrest('config_items', configPickSchema)
        .select('id,name,type,config_class')
        .is('deleted_at', null);
      const clean = text.trim().replace(/[*,()]/g, ' ');
      if (clean) query.ilike('name', `*${clean}*`);
      return query.order('name').limit(SEARCH_LIMIT).list(orgId, signal);
    },
    staleTime: 30_000,
  });
}

/**
 * A config's `diff` changes with their patches, newest first: those after `since` (to rebuild its
 * body at that time), or the latest ones when `since` is null (to pick a time from).
 */
export function configHistoryQuery(
  orgId: string,
  id: string,
  since: string | null,
  limit = HISTORY_LIMIT,
) {
  return queryOptions({
    queryKey: catalogCompareKeys.history(orgId, id, since, limit),
    queryFn: async ({ signal }): Promise<HistoryChangeRow[]> => {
      const query = postgrest('config_changes', historyChangeSchema)
        .select('id,change_type,summary,created_at,patches')
        .eq('config_id', id)
        .eq('change_type', 'diff');
      if (since) query.gt('created_at', since);
      return query.order('created_at', { ascending: false }).limit(limit).list(orgId, signal);
    },
  });
}
