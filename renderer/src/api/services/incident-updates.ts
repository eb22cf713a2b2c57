// Writes on one incident (reference §4.6 I5, I9): its status, severity, type or commander, and
// marking evidence as part of the definition of done from the status dialog. Callers invalidate
// `incidentKeys.all` afterwards.
import { postgrest } from '../http/postgrest.ts';

/** The incident columns the detail page changes. */
export interface IncidentPatch {
  status?: string;
  severity?: string;
  type?: string;
  commander_id?: string | null;
}

export async function updateIncident(
  orgId: string,
  id: string,
  patch: IncidentPatch,
): Promise<void> {
  await postgrest('incidents')
    .eq('id', id)
    .update(orgId, { ...patch });
}

/**
 * Marks each evidence as part of the definition of done, one request each (as the console does);
 * failures are ignored (spec 2 §4: the status dialog ignores them silently). Answers how many
 * were marked.
 */
export async function markDefinitionOfDone(
  orgId: string,
  evidenceIds: readonly string[],
): Promise<number> {
  const results = await Promise.allSettled(
    evidenceIds.map((id) =>
      postgrest('evidences').eq('id', id).update(orgId, { definition_of_done: true }),
    ),
  );
  return results.filter((r) => r.status === 'fulfilled').length;
}
