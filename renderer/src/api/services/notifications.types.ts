// Wire shapes of the notification screens (reference §4.8, §5): a send of the send log (N5, N6), a
// silence with its resource embeds (N8), and a rule with its send statistics (N1, N2).
import { z } from 'zod';
import { opt, personOrId, personRefSchema, ref, timestamps } from './wire-parts.ts';

const sendResourceSchema = z.looseObject(
  opt.strings('id', 'name', 'type', 'icon', 'health', 'status', 'deleted_at'),
);

export const sendHistoryRowSchema = z.object({
  id: z.string(),
  notification_id: z.string(),
  created_at: z.string(),
  ...opt.strings('first_observed', 'status', 'source_event', 'person_id', 'error'),
  ...opt.strings('resource_id', 'resource_kind', 'resource_type'),
  resource: sendResourceSchema.nullish(),
  ...opt.numbers('count', 'duration_millis'),
});
export type SendHistoryRow = z.infer<typeof sendHistoryRowSchema>;

/** N6: one send in full; the Go model names `not_before` in camel case. */
export const sendHistoryDetailSchema = sendHistoryRowSchema.extend({
  ...opt.strings('body', 'body_markdown', 'notBefore', 'silenced_by'),
  /** An inhibited send's: the send that inhibited it (spec 4-views §2.12). */
  parent_id: opt.str,
  ...opt.strings('resource_health', 'resource_status', 'resource_health_description'),
  retries: opt.num,
  payload: z.unknown().optional(),
  playbook_run: z.object({ id: z.string(), ...opt.strings('status', 'playbook_name') }).nullish(),
});
export type SendHistoryDetail = z.infer<typeof sendHistoryDetailSchema>;

/** A silenced or notified resource as the selects embed it: `(id,name,type,icon)`. */
const namedSchema = ref('name', 'type', 'icon').nullish();

export const silenceRowSchema = z.object({
  id: z.string(),
  ...opt.strings('name', 'description', 'filter', 'from', 'until', 'source', 'namespace'),
  selectors: z.unknown().optional(),
  recursive: opt.bool,
  ...opt.strings('config_id', 'check_id', 'canary_id', 'component_id'),
  ...timestamps,
  deleted_at: opt.str,
  checks: namedSchema,
  catalog: namedSchema,
  component: namedSchema,
  canary: namedSchema,
  createdBy: personRefSchema.nullish(),
});
export type SilenceRow = z.infer<typeof silenceRowSchema>;

export const customServiceSchema = z.looseObject({
  ...opt.strings('name', 'connection', 'url'),
  properties: opt.jsonMap,
});

export const ruleRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...opt.strings('namespace', 'title', 'filter', 'template', 'person_id', 'team_id', 'source'),
  events: z.array(z.string()).nullish(),
  properties: opt.jsonMap,
  custom_services: z.array(customServiceSchema).nullish(),
  /** Spec 4-views §2.12: `[{direction, from, to[], depth?, soft?}]`. */
  inhibitions: z.array(z.looseObject({})).nullish(),
  repeat_interval: z.union([z.string(), z.number()]).nullish(),
  ...opt.numbers('wait_for', 'pending', 'failed', 'sent'),
  avg_duration_ms: z.union([z.number(), z.string()]).nullish(),
  ...opt.strings('error', 'most_common_error'),
  ...timestamps,
  person: personRefSchema.nullish(),
  team: namedSchema,
  created_by: personOrId,
});
export type RuleRow = z.infer<typeof ruleRowSchema>;

export const pickerRowSchema = z.object({
  id: z.string(),
  ...opt.strings('name', 'type', 'namespace', 'email'),
});
export type NotificationPickerRow = z.infer<typeof pickerRowSchema>;

/** What a silence or a rule recipient is chosen from. */
export type NotificationPickerKind =
  'config' | 'component' | 'check' | 'canary' | 'person' | 'team' | 'connection';

/** N9's body. */
export interface SilenceInput {
  name: string;
  description?: string;
  from?: string;
  until?: string | null;
  recursive: boolean;
  /** A CEL expression over the notification, instead of a resource. */
  filter?: string;
  config_id?: string;
  check_id?: string;
  canary_id?: string;
  component_id?: string;
}
