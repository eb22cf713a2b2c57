// Wire shapes of a playbook run and its actions (reference §4.9 P9–P12): the run row with its
// embeds (playbook, creator, resource, approvals) and the actions of a run with their `result`
// (action-specific JSON; exec writes stdout, stderr and logs). Schemas are loose: unknown fields
// pass through and optional ones may be null.
import { z } from 'zod';

const optStr = z.string().nullish();

const personRefSchema = z.looseObject({
  id: z.string(),
  name: optStr,
  avatar: optStr,
  email: optStr,
});
export type PersonRef = z.infer<typeof personRefSchema>;

const resourceRefSchema = z.looseObject({
  id: z.string(),
  name: optStr,
  icon: optStr,
  type: optStr,
  config_class: optStr,
});
export type RunResourceRef = z.infer<typeof resourceRefSchema>;

export const runPlaybookRefSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  title: optStr,
  icon: optStr,
  spec: z.record(z.string(), z.unknown()).nullish(),
});

export const approvalSchema = z.looseObject({
  id: optStr,
  created_at: optStr,
  person_id: z.union([personRefSchema, z.string()]).nullish(),
  team_id: z.union([z.looseObject({ id: z.string(), name: optStr }), z.string()]).nullish(),
});

export const playbookRunSchema = z.looseObject({
  id: z.string(),
  playbook_id: z.string(),
  parent_id: optStr,
  status: z.string(),
  parameters: z.record(z.string(), z.unknown()).nullish(),
  created_at: optStr,
  start_time: optStr,
  end_time: optStr,
  scheduled_time: optStr,
  error: optStr,
  check_id: optStr,
  config_id: optStr,
  component_id: optStr,
  /** The creator embedded (P9/P10), or only its id when not embedded. */
  created_by: z.union([personRefSchema, z.string()]).nullish(),
  playbooks: runPlaybookRefSchema.nullish(),
  component: resourceRefSchema.nullish(),
  config: resourceRefSchema.nullish(),
  check: resourceRefSchema.nullish(),
  playbook_approvals: approvalSchema.array().nullish(),
});
export type PlaybookRun = z.infer<typeof playbookRunSchema>;

export const runActionSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  playbook_run_id: optStr,
  status: z.string(),
  scheduled_time: optStr,
  start_time: optStr,
  end_time: optStr,
  result: z.unknown().optional(),
  error: optStr,
  agent: z.looseObject({ id: z.string(), name: optStr }).nullish(),
});
export type RunAction = z.infer<typeof runActionSchema>;

/** A run (P10) with the runs it spawned. */
export interface RunDetail {
  run: PlaybookRun;
  children: PlaybookRun[];
}

/** A playbook definition row (P1/P4). */
export const playbookSpecSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  namespace: optStr,
  title: optStr,
  icon: optStr,
  description: optStr,
  category: optStr,
  source: optStr,
  spec: z.record(z.string(), z.unknown()).nullish(),
  created_at: optStr,
  updated_at: optStr,
  created_by: z.union([personRefSchema, z.string()]).nullish(),
});
export type PlaybookSpec = z.infer<typeof playbookSpecSchema>;

/** What the playbook form writes (P5). */
export interface PlaybookWrite {
  name: string;
  namespace?: string;
  title: string;
  icon?: string | null;
  description?: string | null;
  category?: string | null;
  source?: string;
  spec: Record<string, unknown>;
}
