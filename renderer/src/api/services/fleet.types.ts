// Wire shapes the fleet inbox reads from each organisation (reference §4.2 checks, §4.6
// incidents, §4.9 playbook runs, §4.8 the send log): only the columns a row of the inbox shows.
// Loose: unknown fields pass through, optional ones may be null.
import { z } from 'zod';
import { opt } from './wire-parts.ts';

export const fleetCheckSchema = z.object({
  id: z.string(),
  ...opt.strings('name', 'type', 'icon', 'status', 'severity', 'canary_id'),
  ...opt.strings('last_transition_time', 'updated_at'),
});
export type FleetCheck = z.infer<typeof fleetCheckSchema>;

export const fleetIncidentSchema = z.object({
  id: z.string(),
  ...opt.strings('incident_id', 'title', 'severity', 'status', 'type', 'created_at'),
});
export type FleetIncident = z.infer<typeof fleetIncidentSchema>;

export const fleetApprovalSchema = z.object({
  id: z.string(),
  status: z.string(),
  ...opt.strings('playbook_id', 'created_at'),
  playbooks: z.object({ id: z.string(), ...opt.strings('name', 'title', 'icon') }).nullish(),
});
export type FleetApproval = z.infer<typeof fleetApprovalSchema>;

export const fleetNotificationSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  ...opt.strings('status', 'source_event', 'resource_type', 'error'),
  resource: z.looseObject(opt.strings('id', 'name', 'type', 'icon', 'health')).nullish(),
});
export type FleetNotification = z.infer<typeof fleetNotificationSchema>;

export const FLEET_KINDS = ['check', 'incident', 'approval', 'notification'] as const;
export type FleetKind = (typeof FLEET_KINDS)[number];

/** What one organisation answered; a kind the user may not read is listed in `forbidden`. */
export interface FleetSlice {
  checks: FleetCheck[];
  incidents: FleetIncident[];
  approvals: FleetApproval[];
  notifications: FleetNotification[];
  forbidden: FleetKind[];
  /** More rows than the inbox reads of one kind (the newest are shown). */
  truncated: FleetKind[];
}
