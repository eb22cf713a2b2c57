// Attaching evidence to an incident (spec 2 §7): the evidence goes on the incident's root
// hypothesis. Shared by 'Link to Incident' on a topology component, a catalog item and a check.
import { ApiError } from '../http/api-error.ts';
import { postgrest } from '../http/postgrest.ts';

/** What the evidence row carries besides its hypothesis and author. */
export interface EvidenceInput {
  type: 'topology' | 'config' | 'check';
  description: string;
  component_id?: string;
  config_id?: string;
  check_id?: string;
  evidence: Record<string, unknown>;
}

export async function attachEvidenceToIncident(
  orgId: string,
  incidentId: string,
  input: EvidenceInput,
  createdBy: string,
): Promise<void> {
  const root = await postgrest<{ id: string }>('hypotheses')
    .select('id')
    .eq('incident_id', incidentId)
    .eq('type', 'root')
    .maybeSingle(orgId);
  if (!root)
    throw new ApiError({
      status: 404,
      url: '/api/db/hypotheses',
      message: 'The incident has no root hypothesis to attach evidence to.',
    });
  await postgrest('evidences').insert(orgId, {
    ...input,
    hypothesis_id: root.id,
    created_by: createdBy,
  });
}
