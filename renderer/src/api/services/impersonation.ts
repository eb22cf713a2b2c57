// What scope impersonation reads (spec 5-access §2.3, §7): the scopes offered in 'Impersonate
// Scope' (`GET /api/db/scopes`, not deleted) and the property that offers it.
import { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';
import { rowsQuery } from '../http/postgrest-queries.ts';
import type { WireProperty } from './properties.ts';

const scopeOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  namespace: z.string().nullable().optional(),
  targets: z.unknown(),
});
export type ScopeOption = z.infer<typeof scopeOptionSchema>;

export const impersonationKeys = {
  scopes: () => ['scopes', 'impersonation-options', {}] as const,
};

export function impersonationScopesQuery(orgId: string) {
  const query = postgrest('scopes', scopeOptionSchema)
    .select('id,name,namespace,targets')
    .is('deleted_at', null)
    .order('name');
  return rowsQuery(orgId, impersonationKeys.scopes(), query);
}

/** Row-level security is on (property `rls.enable` = `true`): the user menu offers impersonation. */
export const rlsEnabled = (properties: readonly WireProperty[] | undefined): boolean =>
  properties
    ?.find((p) => p.name === 'rls.enable')
    ?.value.trim()
    .toLowerCase() === 'true';
