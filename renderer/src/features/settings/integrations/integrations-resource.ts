// Rows of the Integrations list (spec 3 §2.3; reference §4.7 S1): the integrations_with_status
// view, which joins catalog scrapers, topologies and log backends with their latest job, newest
// first, deleted rows hidden. The view names its creator in flat columns rather than an embed.
import { z } from 'zod';
import type { ResourceSource } from '../../../api/resource/resource-queries.ts';
import { paths } from '../../../lib/routing/paths.ts';

export const integrationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  // Not a column of the view today; shown when a backend adds it.
  namespace: z.string().nullish(),
  description: z.string().nullish(),
  integration_type: z.string(),
  source: z.string().nullish(),
  agent_id: z.string().nullish(),
  agent: z.object({ id: z.string(), name: z.string().nullish() }).nullish(),
  created_by: z.string().nullish(),
  creator_name: z.string().nullish(),
  creator_avatar: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
  job_status: z.string().nullish(),
  job_name: z.string().nullish(),
  job_details: z.unknown().optional(),
  job_time_start: z.string().nullish(),
  job_last_failed: z.string().nullish(),
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
