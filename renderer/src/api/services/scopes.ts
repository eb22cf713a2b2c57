// Scopes as /settings/scopes reads and writes them (spec 5-access §2.2, §7): every scope not
// deleted, with its author; a new one is written with source 'UI' and its author, a change with
// its `updated_at`, and a delete sets `deleted_at` (PATCH), as the web console does.
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';
import { personOrId } from './wire-parts.ts';

export const scopeSchema = z.object({
  id: z.string(),
  name: z.string(),
  namespace: z.string().nullish(),
  description: z.string().nullish(),
  targets: z.unknown(),
  source: z.string().nullish(),
  created_by: personOrId,
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type ScopeRow = z.infer<typeof scopeSchema>;

export const SCOPES_KEY = ['scopes'] as const;
export const UI_SOURCE = 'UI';

/** What a save writes besides the source and author. */
export interface ScopeInput {
  name: string;
  namespace: string | null;
  description: string | null;
  targets: readonly object[];
}

/** Every scope not deleted, oldest first (the list sorts them itself). */
export async function fetchScopes(orgId: string, signal?: AbortSignal): Promise<ScopeRow[]> {
  const page = await postgrest('scopes', scopeSchema)
    .select('*,created_by(id,name,avatar,email)')
    .is('deleted_at', null)
    .order('created_at')
    .fetch(orgId, signal);
  return page.rows;
}

/** Creates a scope (source UI, by `createdBy`) or changes one (its `updated_at` now). */
export async function saveScope(
  orgId: string,
  id: string | null,
  input: ScopeInput,
  createdBy: string | undefined,
): Promise<void> {
  if (id) {
    await postgrest('scopes')
      .eq('id', id)
      .update(orgId, { ...input, updated_at: new Date().toISOString() });
    return;
  }
  const author = createdBy ? { created_by: createdBy } : {};
  await postgrest('scopes').insert(orgId, { ...input, source: UI_SOURCE, ...author });
}

/** Deletes a scope: `deleted_at` set to now (PATCH), the row kept. */
export async function deleteScope(orgId: string, id: string): Promise<void> {
  await postgrest('scopes').eq('id', id).softDelete(orgId);
}

export function invalidateScopes(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: SCOPES_KEY });
}
