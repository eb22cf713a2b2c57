// Attaching evidence to an incident (spec 2 §7): the evidence goes on the incident's root
// hypothesis. Shared by 'Link to Incident' on a topology component, a catalog item and a check,
// which differ only in the evidence's type, the column naming what is attached, and its payload.
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

/** What 'Link to Incident' attaches: a health check, a catalog item or a topology component. */
export type EvidenceKind = 'Check' | 'Config' | 'Component';

const evidenceWire = {
  Check: { type: 'check', column: 'check_id' },
  Config: { type: 'config', column: 'config_id' },
  Component: { type: 'topology', column: 'component_id' },
} as const satisfies Record<EvidenceKind, { type: EvidenceInput['type']; column: string }>;

export interface EvidenceTarget {
  kind: EvidenceKind;
  id: string;
  description: string;
  /** The payload (a check's time range, a config's selected lines); empty when absent. */
  evidence?: Record<string, unknown>;
}

/** Attaches a check, config or component as evidence to the incident's root hypothesis. */
export async function attachEvidence(
  orgId: string,
  incidentId: string,
  target: EvidenceTarget,
  createdBy: string,
): Promise<void> {
  const { type, column } = evidenceWire[target.kind];
  await attachEvidenceToIncident(
    orgId,
    incidentId,
    { type, [column]: target.id, description: target.description, evidence: target.evidence ?? {} },
    createdBy,
  );
}
