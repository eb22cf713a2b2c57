// The fleet inbox's read of one organisation (issue 21): its unhealthy checks, open incidents,
// playbook runs waiting for approval and the notifications sent in the last 24 h, in one read
// (features/fleet/fleet-feeds.ts; one organisation's failure is its own). A kind the user may not
// read (403) is left empty and named; any other failure fails the whole read, so the inbox sees
// network failures (offline).
import { ApiError } from '../http/api-error.ts';
import { postgrest, type PostgrestQuery } from '../http/postgrest.ts';
import {
  FLEET_KINDS,
  fleetApprovalSchema,
  fleetCheckSchema,
  fleetIncidentSchema,
  fleetNotificationSchema,
  type FleetKind,
  type FleetSlice,
} from './fleet.types.ts';

/** The most rows of one kind read from one organisation. */
export const FLEET_LIMITS: Record<FleetKind, number> = {
  check: 10_000,
  incident: 500,
  approval: 500,
  notification: 1000,
};
export const OPEN_INCIDENT_STATUSES = ['new', 'open', 'investigating', 'mitigated'] as const;
export const NOTIFICATION_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How often the inbox re-reads each organisation (an organisation gone is noticed within it). */
export const FLEET_REFRESH_MS = 5000;

export const fleetKeys = {
  all: ['fleet'] as const,
  slice: () => ['fleet', 'slice'] as const,
};

export async function fetchFleetSlice(
  orgId: string,
  signal?: AbortSignal,
  now: number = Date.now(),
): Promise<FleetSlice> {
  const forbidden: FleetKind[] = [];
  const full = new Set<FleetKind>();
  /** At most the kind's limit of rows; none when the user may not read them. */
  const read = async <T>(kind: FleetKind, query: PostgrestQuery<T>) => {
    try {
      const rows = await query.limit(FLEET_LIMITS[kind]).list(orgId, signal);
      if (rows.length >= FLEET_LIMITS[kind]) full.add(kind);
      return rows;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 403)) throw error;
      forbidden.push(kind);
      return [];
    }
  };
  const since = new Date(now - NOTIFICATION_WINDOW_MS).toISOString();
  const [checks, incidents, approvals, notifications] = await Promise.all([
    read(
      'check',
      postgrest('checks', fleetCheckSchema)
        .select('id,name,type,icon,status,severity,canary_id,last_transition_time,updated_at')
        .eq('status', 'unhealthy')
        .is('deleted_at', null)
        .order('last_transition_time', { ascending: false, nulls: 'last' }),
    ),
    read(
      'incident',
      postgrest('incidents', fleetIncidentSchema)
        .select('id,incident_id,title,severity,status,type,created_at')
        .in('status', OPEN_INCIDENT_STATUSES)
        .order('created_at', { ascending: false }),
    ),
    read(
      'approval',
      postgrest('playbook_runs', fleetApprovalSchema)
        .select('id,status,playbook_id,created_at,playbooks(id,name,title,icon)')
        .eq('status', 'pending_approval')
        .order('created_at', { ascending: false }),
    ),
    read(
      'notification',
      postgrest('notification_send_history_summary', fleetNotificationSchema)
        .select('id,created_at,status,source_event,resource_type,resource,error')
        .gte('created_at', since)
        .order('created_at', { ascending: false }),
    ),
  ]);
  const truncated = FLEET_KINDS.filter((kind) => full.has(kind));
  return { checks, incidents, approvals, notifications, forbidden, truncated };
}
