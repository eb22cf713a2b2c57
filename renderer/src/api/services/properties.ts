// Feature flags and other console properties: the effective list (`GET /api/properties`,
// reference §6.3) and the database rows behind it with their writes (reference §4.7 S9).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../http/client.ts';
import { postgrest } from '../http/postgrest.ts';
import { rowsQuery } from '../http/postgrest-queries.ts';
import { personOrId, timestamps } from './wire-parts.ts';

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
  rows: () => ['properties', 'rows'] as const,
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

const propertyRowSchema = z.object({
  name: z.string(),
  value: z.string(),
  created_by: personOrId,
  ...timestamps,
});
export type PropertyRow = z.infer<typeof propertyRowSchema>;

/** The database rows of the properties table (reference §4.7 S9), with who set each. */
export function propertyRowsQuery(orgId: string) {
  const query = postgrest('properties', propertyRowSchema)
    .select('*,created_by(id,name,avatar)')
    .is('deleted_at', null);
  return rowsQuery(orgId, propertiesKeys.rows(), query);
}

export async function saveProperty(
  orgId: string,
  property: { name: string; value: string },
  existing: boolean,
  createdBy: string | undefined,
): Promise<void> {
  if (existing)
    await postgrest('properties')
      .eq('name', property.name)
      .update(orgId, { value: property.value });
  else await postgrest('properties').insert(orgId, { ...property, created_by: createdBy });
}

export async function deleteProperty(orgId: string, name: string): Promise<void> {
  await postgrest('properties').eq('name', name).delete(orgId);
}

/** Properties drive feature flags console-wide: a change refreshes the effective list and rows. */
export function invalidateProperties(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: propertiesKeys.all });
}
