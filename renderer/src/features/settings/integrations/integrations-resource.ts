// Rows of the Integrations list (spec 3 §2.3; reference §4.7 S1): the integrations_with_status
// view, which joins catalog scrapers, topologies and log backends with their latest job, newest
// first, deleted rows hidden. The view names its creator in flat columns rather than an embed.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../../../api/http/postgrest.ts';
import type { ResourceSource } from '../../../api/resource/resource-queries.ts';
import { opt, ref, timestamps } from '../../../api/services/wire-parts.ts';
import { paths } from '../../../lib/routing/paths.ts';

export const integrationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  integration_type: z.string(),
  // `namespace` is not a column of the view (upstream's or the Sandbox's): the namespace lives
  // on the table behind each row, read by integrationNamespacesQuery. Used first when a backend
  // adds it.
  ...opt.strings('namespace', 'description', 'source', 'agent_id', 'deleted_at'),
  agent: ref('name').nullish(),
  ...opt.strings('created_by', 'creator_name', 'creator_avatar'),
  ...timestamps,
  ...opt.strings('job_status', 'job_name', 'job_time_start', 'job_last_failed'),
  job_details: z.unknown().optional(),
});

export type IntegrationRow = z.infer<typeof integrationRowSchema>;

/** The list's query-key scope; writes to any integration table refresh it. */
export const INTEGRATIONS_KEY = 'integrations';

export const integrationsSource: ResourceSource<IntegrationRow> = {
  key: INTEGRATIONS_KEY,
  table: 'integrations_with_status',
  select: '*',
  schema: integrationRowSchema,
  defaultOrder: { column: 'created_at', ascending: false },
  softDelete: true,
};

/** Where a row leads: its editor (a kind the console does not know says 'Unknown type' there). */
export function integrationHref(row: Pick<IntegrationRow, 'integration_type' | 'id'>): string {
  return paths.settings.integration(row.integration_type, row.id);
}

/** The creator as the shared Created By column shows people. */
export function integrationCreator(
  row: Pick<IntegrationRow, 'created_by' | 'creator_name' | 'creator_avatar'>,
): { id: string; name: string | null; avatar: string | null } | null {
  if (!row.created_by) return null;
  return { id: row.created_by, name: row.creator_name ?? null, avatar: row.creator_avatar ?? null };
}

/** The tables behind the view that keep a namespace, by integration type (log backends have none). */
export const NAMESPACE_TABLES = { scrapers: 'config_scrapers', topologies: 'topologies' } as const;

const namespaceRowSchema = z.object({ id: z.string(), namespace: z.string().nullish() });
type NamespaceRow = z.infer<typeof namespaceRowSchema>;

/** Namespaces by `{integration_type}:{id}`, from each table's rows. */
export function namespaceIndex(
  byType: Partial<Record<keyof typeof NAMESPACE_TABLES, readonly NamespaceRow[]>>,
): ReadonlyMap<string, string> {
  const index = new Map<string, string>();
  for (const [type, rows] of Object.entries(byType))
    for (const row of rows ?? []) if (row.namespace) index.set(`${type}:${row.id}`, row.namespace);
  return index;
}

/** The namespace a row shows: its own column when the backend sends one, else its table's. */
export function integrationNamespace(
  row: Pick<IntegrationRow, 'id' | 'integration_type' | 'namespace'>,
  index: ReadonlyMap<string, string> | undefined,
): string {
  return row.namespace || index?.get(`${row.integration_type}:${row.id}`) || '';
}

/** One read per table (not per row) of the namespaces the Namespace column shows. */
export function integrationNamespacesQuery(orgId: string) {
  return queryOptions({
    // Under the list's key, so the writes that refresh the list refresh this too.
    queryKey: [INTEGRATIONS_KEY, 'namespaces'],
    queryFn: async ({ signal }) => {
      const read = (table: string) =>
        postgrest(table, namespaceRowSchema)
          .select('id,namespace')
          .is('deleted_at', null)
          .fetch(orgId, signal)
          .then((page) => page.rows);
      const [scrapers, topologies] = await Promise.all([
        read(NAMESPACE_TABLES.scrapers),
        read(NAMESPACE_TABLES.topologies),
      ]);
      return namespaceIndex({ scrapers, topologies });
    },
    staleTime: 60_000,
  });
}
