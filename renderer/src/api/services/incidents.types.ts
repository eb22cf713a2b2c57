// Wire shapes of the incidents family (reference §4.6 I1–I12, spec 2 §3): the list row of
// incident_summary, one incident with its hypotheses, evidence and comments (I2), its responders
// with team and person (I11) and its history (I12). Schemas are loose: unknown fields pass through
// and optional ones may be null.
import { z } from 'zod';
import { INCIDENT_TYPE_VALUES } from '../../lib/vocabulary/issue-type.ts';

const optStr = z.string().nullish();

export const personRefSchema = z.looseObject({
  id: z.string(),
  name: optStr,
  avatar: optStr,
  email: optStr,
});
export type PersonRef = z.infer<typeof personRefSchema>;

/** A column that is an embedded person when the select embeds it, else only the id. */
const personOrId = z.union([personRefSchema, z.string()]).nullish();

export const INCIDENT_STATUSES = [
  'new',
  'open',
  'investigating',
  'mitigated',
  'resolved',
  'closed',
] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const INCIDENT_SEVERITIES = ['low', 'medium', 'high', 'critical', 'blocker'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/** The incident types, labelled and iconed in lib/vocabulary (`INCIDENT_TYPE`). */
export const INCIDENT_TYPES = INCIDENT_TYPE_VALUES;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

export const HYPOTHESIS_STATUSES = [
  'proven',
  'likely',
  'possible',
  'unlikely',
  'improbable',
  'disproven',
] as const;
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
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

/** I1: one row of the list. */
export const incidentSummarySchema = z.looseObject({
  id: z.string(),
  incident_id: optStr,
  title: z.string(),
  severity: optStr,
  type: optStr,
  status: optStr,
  created_at: optStr,
  updated_at: optStr,
  commander: personRefSchema.nullish(),
  responders: z.array(personRefSchema).nullish(),
  commenters: z.array(personRefSchema).nullish(),
});
export type IncidentSummary = z.infer<typeof incidentSummarySchema>;

export const evidenceSchema = z.looseObject({
  id: z.string(),
  hypothesis_id: z.string(),
  type: z.string(),
  description: optStr,
  definition_of_done: z.boolean().nullish(),
  done: z.boolean().nullish(),
  script: optStr,
  script_result: optStr,
  component_id: optStr,
  config_id: optStr,
  check_id: optStr,
  config_change_id: optStr,
  config_analysis_id: optStr,
  /** {lines, selected_lines, comment, start, includeMessages, …} depending on the type. */
  evidence: z.record(z.string(), z.unknown()).nullish(),
  properties: z.record(z.string(), z.unknown()).nullish(),
  created_by: personOrId,
  created_at: optStr,
  updated_at: optStr,
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const commentSchema = z.looseObject({
  id: z.string(),
  comment: z.string(),
  incident_id: optStr,
  hypothesis_id: optStr,
  responder_id: z.unknown().optional(),
  external_created_by: optStr,
  created_by: personOrId,
  created_at: optStr,
});
export type Comment = z.infer<typeof commentSchema>;

export const hypothesisSchema = z.looseObject({
  id: z.string(),
  incident_id: z.string(),
  parent_id: optStr,
  type: z.string(),
  title: z.string(),
  status: optStr,
  created_by: personOrId,
  created_at: optStr,
  updated_at: optStr,
  evidences: z.array(evidenceSchema).nullish(),
  comments: z.array(commentSchema).nullish(),
});
export type Hypothesis = z.infer<typeof hypothesisSchema>;

/** I2: one incident with its hypotheses (flat; parent_id makes the tree). */
export const incidentDetailSchema = z.looseObject({
  id: z.string(),
  incident_id: optStr,
  title: z.string(),
  description: optStr,
  severity: optStr,
  type: optStr,
  status: optStr,
  created_at: optStr,
  updated_at: optStr,
  acknowledged: optStr,
  resolved: optStr,
  closed: optStr,
  created_by: personOrId,
  commander_id: optStr,
  communicator_id: personOrId,
  commander: personRefSchema.nullish(),
  hypotheses: z.array(hypothesisSchema).nullish(),
});
export type IncidentDetail = z.infer<typeof incidentDetailSchema>;

const teamRefSchema = z.looseObject({
  id: z.string(),
  name: optStr,
  icon: optStr,
  spec: z.record(z.string(), z.unknown()).nullish(),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

/** I11: a responder with its team or person embedded. */
export const responderSchema = z.looseObject({
  id: z.string(),
  incident_id: z.string(),
  type: z.string(),
  person_id: optStr,
  team_id: optStr,
  external_id: optStr,
  properties: z.record(z.string(), z.unknown()).nullish(),
  acknowledged: optStr,
  resolved: optStr,
  closed: optStr,
  created_by: personOrId,
  created_at: optStr,
  deleted_at: optStr,
  team: teamRefSchema.nullish(),
  person: personRefSchema.nullish(),
});
export type Responder = z.infer<typeof responderSchema>;

/** I12: one changelog entry with what it refers to. */
export const historySchema = z.looseObject({
  id: z.string(),
  incident_id: z.string(),
  type: optStr,
  description: optStr,
  created_at: optStr,
  created_by: personOrId,
  evidence: z.record(z.string(), z.unknown()).nullish(),
  hypothesis: z.looseObject({ id: z.string(), title: optStr }).nullish(),
  responder: z.record(z.string(), z.unknown()).nullish(),
  comment: z.looseObject({ id: z.string(), comment: optStr }).nullish(),
});
export type IncidentHistory = z.infer<typeof historySchema>;
