// Feature flags and other console properties (`GET /api/properties`, reference §6.3).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http/client.ts';

export interface WireProperty {
  name: string;
  value: string;
  source?: string;
  type?: string;
  description?: string;
}

export const propertiesKeys = {
  all: ['properties'] as const,
  list: () => ['properties', 'list', {}] as const,
};

export function propertiesQuery(orgId: string) {
  return queryOptions({
    queryKey: propertiesKeys.list(),
    queryFn: async ({ signal }) => {
      const body = await request<unknown>(orgId, '/api/properties', { signal });
      return Array.isArray(body) ? (body as WireProperty[]) : [];
    },
    staleTime: 5 * 60_000,
  });
}
