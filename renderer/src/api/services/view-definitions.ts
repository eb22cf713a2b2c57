// View definitions as /settings/views reads and writes them (spec 4-views §2.9, §7): the rows of
// `views` (not deleted, newest first), and their writes: create with source UI and its author,
// update with `updated_at`, and a hard delete (the backend then drops the view's results).
import type { QueryClient } from '@tanstack/react-query';
import { postgrest } from '../http/postgrest.ts';
import { invalidateResource, type ResourceSource } from '../resource/resource-queries.ts';
import { viewDefinitionSchema } from './views.types.ts';
import { personOrId } from './wire-parts.ts';

const definitionRowSchema = viewDefinitionSchema.extend({ created_by: personOrId });
export type ViewDefinitionRow = ReturnType<typeof definitionRowSchema.parse>;

export const viewDefinitionsSource: ResourceSource<ViewDefinitionRow> = {
  key: 'views/definitions',
  table: 'views',
  select: '*,created_by(id,name,avatar)',
  schema: definitionRowSchema,
  defaultOrder: { column: 'created_at', ascending: false },
  // Deleted rows stay hidden; a delete from here removes the row (softDelete false only for that).
  softDelete: false,
  where: (query) => query.is('deleted_at', null),
};

export interface ViewDefinitionInput {
  name: string;
  namespace: string | null;
  spec: Record<string, unknown>;
}

/** Creates a view (source UI, created by `createdBy`) or updates one (its `updated_at` now). */
export async function saveViewDefinition(
  orgId: string,
  id: string | null,
  input: ViewDefinitionInput,
  createdBy: string | undefined,
): Promise<void> {
  if (id)
    await postgrest('views')
      .eq('id', id)
      .update(orgId, { ...input, updated_at: new Date().toISOString() });
  else await postgrest('views').insert(orgId, { ...input, source: 'UI', created_by: createdBy });
}

export async function deleteViewDefinition(orgId: string, id: string): Promise<void> {
  await postgrest('views').eq('id', id).delete(orgId);
}

/** The settings list, and every view query (the sidebar, a view's page) that may show it. */
export async function invalidateViewDefinitions(client: QueryClient): Promise<void> {
  await Promise.all([
    invalidateResource(client, viewDefinitionsSource.key),
    client.invalidateQueries({ queryKey: ['views'] }),
  ]);
}
