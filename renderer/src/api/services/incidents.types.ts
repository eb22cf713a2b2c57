// Wire shapes of the incidents family (reference §4.6 I1–I12, spec 2 §3): the list row of
// incident_summary, one incident with its hypotheses, evidence and comments (I2), its responders
// with team and person (I11) and its history (I12). Schemas are loose: unknown fields pass through
// and optional ones may be null.
import { z } from 'zod';
import { INCIDENT_TYPE_VALUES } from '../../lib/vocabulary/issue-type.ts';
import { HYPOTHESIS_STATUS, INCIDENT_STATUS } from '../../lib/vocabulary/incident-status.ts';
import { valuesOf } from '../../lib/vocabulary/vocabulary.ts';
import { opt, personOrId, personRefSchema, ref, timestamps } from './wire-parts.ts';

export { personRefSchema } from './wire-parts.ts';

/** Labelled in lib/vocabulary (`INCIDENT_STATUS`), as hypothesis statuses (`HYPOTHESIS_STATUS`). */
export const INCIDENT_STATUSES = valuesOf(INCIDENT_STATUS);
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const INCIDENT_SEVERITIES = ['low', 'medium', 'high', 'critical', 'blocker'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/** The incident types, labelled and iconed in lib/vocabulary (`INCIDENT_TYPE`). */
export const INCIDENT_TYPES = INCIDENT_TYPE_VALUES;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

export const HYPOTHESIS_STATUSES = valuesOf(HYPOTHESIS_STATUS);
export type HypothesisStatus = (typeof HYPOTHESIS_STATUSES)[number];

export const HYPOTHESIS_TYPES = ['root', 'factor', 'solution'] as const;
export type HypothesisType = (typeof HYPOTHESIS_TYPES)[number];

export const EVIDENCE_TYPES = [
  'log',
  'config',
  'topology',
  'check',
  'config_analysis',
  'config_change',
  'comment',
] as const;

/** I1: one row of the list. */
/** The columns of an incident that the list row and the incident itself share. */
const incidentColumns = {
  id: z.string(),
  title: z.string(),
  ...opt.strings('incident_id', 'severity', 'type', 'status'),
  ...timestamps,
  commander: personRefSchema.nullish(),
};

export const incidentSummarySchema = z.looseObject({
  ...incidentColumns,
  responders: z.array(personRefSchema).nullish(),
  commenters: z.array(personRefSchema).nullish(),
});
export type IncidentSummary = z.infer<typeof incidentSummarySchema>;

export const evidenceSchema = z.looseObject({
  id: z.string(),
  hypothesis_id: z.string(),
  type: z.string(),
  ...opt.strings('description', 'script', 'script_result'),
  definition_of_done: opt.bool,
  done: opt.bool,
  ...opt.strings('component_id', 'config_id', 'check_id', 'config_change_id', 'config_analysis_id'),
  /** {lines, selected_lines, comment, start, includeMessages, …} depending on the type. */
  evidence: opt.jsonMap,
  properties: opt.jsonMap,
  created_by: personOrId,
  ...timestamps,
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const commentSchema = z.looseObject({
  id: z.string(),
  comment: z.string(),
  ...opt.strings('incident_id', 'hypothesis_id', 'external_created_by', 'created_at'),
  responder_id: z.unknown().optional(),
  created_by: personOrId,
});
export type Comment = z.infer<typeof commentSchema>;

export const hypothesisSchema = z.looseObject({
  id: z.string(),
  incident_id: z.string(),
  type: z.string(),
  title: z.string(),
  ...opt.strings('parent_id', 'status'),
  created_by: personOrId,
  ...timestamps,
  evidences: z.array(evidenceSchema).nullish(),
  comments: z.array(commentSchema).nullish(),
});
export type Hypothesis = z.infer<typeof hypothesisSchema>;

/** I2: one incident with its hypotheses (flat; parent_id makes the tree). */
export const incidentDetailSchema = z.looseObject({
  ...incidentColumns,
  ...opt.strings('description', 'acknowledged', 'resolved', 'closed', 'commander_id'),
  created_by: personOrId,
  communicator_id: personOrId,
  hypotheses: z.array(hypothesisSchema).nullish(),
});
export type IncidentDetail = z.infer<typeof incidentDetailSchema>;

const teamRefSchema = ref('name', 'icon').extend({ spec: opt.jsonMap });

/** I11: a responder with its team or person embedded. */
export const responderSchema = z.looseObject({
  id: z.string(),
  incident_id: z.string(),
  type: z.string(),
  ...opt.strings('person_id', 'team_id', 'external_id'),
  properties: opt.jsonMap,
  ...opt.strings('acknowledged', 'resolved', 'closed', 'created_at', 'deleted_at'),
  created_by: personOrId,
  team: teamRefSchema.nullish(),
  person: personRefSchema.nullish(),
});
export type Responder = z.infer<typeof responderSchema>;

/** I12: one changelog entry with what it refers to. */
export const historySchema = z.looseObject({
  id: z.string(),
  incident_id: z.string(),
  ...opt.strings('type', 'description', 'created_at'),
  created_by: personOrId,
  evidence: opt.jsonMap,
  hypothesis: ref('title').nullish(),
  responder: opt.jsonMap,
  comment: ref('comment').nullish(),
});
export type IncidentHistory = z.infer<typeof historySchema>;
