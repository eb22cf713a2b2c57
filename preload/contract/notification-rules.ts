// An organisation's notification-centre rules (issue 36 item 2), stored with its other settings
// (Org.notificationRules): kinds on or off, the incident severity floor, quiet hours (local time,
// `HH:MM`, may cross midnight) and OS notifications on or off. Absent: DEFAULT_NOTIFICATION_RULES.
// Kinds added later (approval, playbookFailed, insight) are optional on input and read as on:
// rules stored before them (`{ check, incident }`) stay valid.
import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'check',
  'incident',
  'approval',
  'playbookFailed',
  'insight',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** Incident severities (the wire contract's, and the console's scale: renderer lib/vocabulary/severity.ts), lowest first. */
export const SEVERITIES = ['info', 'low', 'medium', 'high', 'blocker', 'critical'] as const;
export const SeveritySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof SeveritySchema>;

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time like 22:00');

export const NotificationRulesSchema = z
  .object({
    kinds: z
      .object({
        check: z.boolean(),
        incident: z.boolean(),
        approval: z.boolean().default(true),
        playbookFailed: z.boolean().default(true),
        insight: z.boolean().default(true),
      })
      .strict(),
    severityFloor: SeveritySchema,
    quietHours: z.object({ from: TimeSchema, to: TimeSchema }).strict().nullable(),
    osNotifications: z.boolean(),
  })
  .strict();
export type NotificationRules = z.infer<typeof NotificationRulesSchema>;

export const DEFAULT_NOTIFICATION_RULES: NotificationRules = {
  kinds: { check: true, incident: true, approval: true, playbookFailed: true, insight: true },
  severityFloor: 'high',
  quietHours: null,
  osNotifications: true,
};
