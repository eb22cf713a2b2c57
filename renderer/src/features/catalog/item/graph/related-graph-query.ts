// C8 for the graph: the same call as the table's, but the answer keeps the root config (the
// table drops it), whose `related_ids` are the root's own edges.
import { queryOptions } from '@tanstack/react-query';
import {
  RELATED_CONFIGS_URL,
  catalogTabKeys,
  relatedConfigsSearch,
} from '../../../../api/services/catalog-tabs.ts';
import {
  relatedConfigSchema,
  type RelatedConfig,
  type RelatedConfigsParams,
} from '../../../../api/services/catalog-tabs.types.ts';
import { ApiError } from '../../../../api/http/api-error.ts';
import { request } from '../../../../api/http/client.ts';
import { validRows } from '../../../../api/http/postgrest.ts';

export function relatedGraphQuery(orgId: string, params: RelatedConfigsParams) {
  return queryOptions({
    queryKey: [...catalogTabKeys.related(params), 'with-root'] as const,
    queryFn: async ({ signal }): Promise<RelatedConfig[]> => {
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
      return validRows('related_configs_recursive', body, relatedConfigSchema);
    },
  });
}
