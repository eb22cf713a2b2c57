// Wire shapes the fleet inbox reads from each organisation (reference §4.2 checks, §4.6
// incidents, §4.9 playbook runs, §4.8 the send log): only the columns a row of the inbox shows.
// Loose: unknown fields pass through, optional ones may be null.
import { z } from 'zod';

const optStr = z.string().nullish();

export const fleetCheckSchema = z.object({
  id: z.string(),
  name: optStr,
  type: optStr,
  icon: optStr,
  status: optStr,
  severity: optStr,
  canary_id: optStr,
  last_transition_time: optStr,
  updated_at: optStr,
});
export type FleetCheck = z.infer<typeof fleetCheckSchema>;

export const fleetIncidentSchema = z.object({
  id: z.string(),
  incident_id: optStr,
  title: optStr,
  severity: optStr,
  status: optStr,
  type: optStr,
  created_at: optStr,
});
export type FleetIncident = z.infer<typeof fleetIncidentSchema>;

export const fleetApprovalSchema = z.object({
  id: z.string(),
  status: z.string(),
  playbook_id: optStr,
  created_at: optStr,
  playbooks: z.object({ id: z.string(), name: optStr, title: optStr, icon: optStr }).nullish(),
});
export type FleetApproval = z.infer<typeof fleetApprovalSchema>;

export const fleetNotificationSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  status: optStr,
  source_event: optStr,
  resource_type: optStr,
  resource: z
    .object({ id: optStr, name: optStr, type: optStr, icon: optStr, health: optStr })
    .loose()
    .nullish(),
  error: optStr,
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
