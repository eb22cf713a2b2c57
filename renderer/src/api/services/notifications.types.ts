// Wire shapes of the notification screens (reference §4.8, §5): a send of the send log (N5, N6), a
// silence with its resource embeds (N8), and a rule with its send statistics (N1, N2).
import { z } from 'zod';

const personSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  avatar: z.string().nullish(),
  email: z.string().nullish(),
});

const sendResourceSchema = z
  .object({
    id: z.string().nullish(),
    name: z.string().nullish(),
    type: z.string().nullish(),
    icon: z.string().nullish(),
    health: z.string().nullish(),
    status: z.string().nullish(),
    deleted_at: z.string().nullish(),
  })
  .loose();

export const sendHistoryRowSchema = z.object({
  id: z.string(),
  notification_id: z.string(),
  created_at: z.string(),
  first_observed: z.string().nullish(),
  count: z.number().nullish(),
  status: z.string().nullish(),
  source_event: z.string().nullish(),
  resource_id: z.string().nullish(),
  resource_kind: z.string().nullish(),
  resource_type: z.string().nullish(),
  resource: sendResourceSchema.nullish(),
  person_id: z.string().nullish(),
  error: z.string().nullish(),
  duration_millis: z.number().nullish(),
});
export type SendHistoryRow = z.infer<typeof sendHistoryRowSchema>;

/** N6: one send in full; the Go model names `not_before` in camel case. */
export const sendHistoryDetailSchema = sendHistoryRowSchema.extend({
  body: z.string().nullish(),
  body_markdown: z.string().nullish(),
  retries: z.number().nullish(),
  notBefore: z.string().nullish(),
  resource_health: z.string().nullish(),
  resource_status: z.string().nullish(),
  resource_health_description: z.string().nullish(),
  silenced_by: z.string().nullish(),
  payload: z.unknown().optional(),
  playbook_run: z
    .object({ id: z.string(), status: z.string().nullish(), playbook_name: z.string().nullish() })
    .nullish(),
});
export type SendHistoryDetail = z.infer<typeof sendHistoryDetailSchema>;

const namedSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  type: z.string().nullish(),
  icon: z.string().nullish(),
});

export const silenceRowSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  description: z.string().nullish(),
  filter: z.string().nullish(),
  selectors: z.unknown().optional(),
  from: z.string().nullish(),
  until: z.string().nullish(),
  recursive: z.boolean().nullish(),
  config_id: z.string().nullish(),
  check_id: z.string().nullish(),
  canary_id: z.string().nullish(),
  component_id: z.string().nullish(),
  source: z.string().nullish(),
  namespace: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
  checks: namedSchema.nullish(),
  catalog: namedSchema.nullish(),
  component: namedSchema.nullish(),
  canary: namedSchema.nullish(),
  createdBy: personSchema.nullish(),
});
export type SilenceRow = z.infer<typeof silenceRowSchema>;

export const customServiceSchema = z
  .object({
    name: z.string().nullish(),
    connection: z.string().nullish(),
    url: z.string().nullish(),
    properties: z.record(z.string(), z.unknown()).nullish(),
  })
  .loose();
export type CustomService = z.infer<typeof customServiceSchema>;

export const ruleRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  namespace: z.string().nullish(),
  title: z.string().nullish(),
  events: z.array(z.string()).nullish(),
  filter: z.string().nullish(),
  template: z.string().nullish(),
  properties: z.record(z.string(), z.unknown()).nullish(),
  person_id: z.string().nullish(),
  team_id: z.string().nullish(),
  custom_services: z.array(customServiceSchema).nullish(),
  repeat_interval: z.union([z.string(), z.number()]).nullish(),
  wait_for: z.number().nullish(),
  source: z.string().nullish(),
  error: z.string().nullish(),
  pending: z.number().nullish(),
  failed: z.number().nullish(),
  sent: z.number().nullish(),
  avg_duration_ms: z.union([z.number(), z.string()]).nullish(),
  most_common_error: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  person: personSchema.nullish(),
  team: namedSchema.nullish(),
  created_by: z.union([personSchema, z.string()]).nullish(),
});
export type RuleRow = z.infer<typeof ruleRowSchema>;

export const pickerRowSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  type: z.string().nullish(),
  namespace: z.string().nullish(),
  email: z.string().nullish(),
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
  config_id?: string;
  check_id?: string;
  canary_id?: string;
  component_id?: string;
}
