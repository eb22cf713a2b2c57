// `POST /api/resources/search` (reference §4.12): resource selectors per kind → compact rows.
// Only the catalog (`configs`) is asked for today: the `configs` playbook parameter searches it.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../http/client.ts';
import { parseWireRows } from '../http/parse-wire.ts';

const foundSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  type: z.string().nullish(),
  namespace: z.string().nullish(),
  health: z.string().nullish(),
});
export type FoundResource = z.infer<typeof foundSchema>;

export const resourcesKeys = {
  search: (configs: readonly object[]) => ['resources', 'search', { configs }] as const,
};

const URL = '/api/resources/search';

export function configSearchQuery(orgId: string, configs: readonly object[], enabled: boolean) {
  return queryOptions({
    queryKey: resourcesKeys.search(configs),
    queryFn: async ({ signal }): Promise<FoundResource[]> => {
      const body = await request<{ configs?: unknown }>(orgId, URL, {
        method: 'POST',
        body: { configs },
        signal,
      });
      return parseWireRows(foundSchema, body?.configs ?? [], URL);
    },
    enabled,
    staleTime: 30_000,
  });
}
