// Wire shapes of a playbook run and its actions (reference §4.9 P9–P12): the run row with its
// embeds (playbook, creator, resource, approvals) and the actions of a run with their `result`
// (action-specific JSON; exec writes stdout, stderr and logs). Schemas are loose: unknown fields
// pass through and optional ones may be null.
import { z } from 'zod';
import { opt, personOrId, ref, timestamps } from './wire-parts.ts';

/** When a run (or an action) was created, scheduled, started and ended. */
export const RUN_TIMES = opt.strings('created_at', 'scheduled_time', 'start_time', 'end_time');

const resourceRefSchema = ref('name', 'icon', 'type', 'config_class');

export const runPlaybookRefSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  ...opt.strings('title', 'icon'),
  spec: opt.jsonMap,
});

export const approvalSchema = z.looseObject({
  ...opt.strings('id', 'created_at'),
  person_id: personOrId,
  team_id: z.union([ref('name'), z.string()]).nullish(),
});

export const playbookRunSchema = z.looseObject({
  id: z.string(),
  playbook_id: z.string(),
  status: z.string(),
  parameters: opt.jsonMap,
  ...RUN_TIMES,
  ...opt.strings('parent_id', 'error', 'check_id', 'config_id', 'component_id'),
  /** The creator embedded (P9/P10), or only its id when not embedded. */
  created_by: personOrId,
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
  status: z.string(),
  ...opt.strings('playbook_run_id', 'scheduled_time', 'start_time', 'end_time', 'error'),
  result: z.unknown().optional(),
  agent: ref('name').nullish(),
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
  ...opt.strings('namespace', 'title', 'icon', 'description', 'category', 'source'),
  spec: opt.jsonMap,
  ...timestamps,
  created_by: personOrId,
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
