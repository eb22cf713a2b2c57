// New incidents of an organisation, for the notification centre: read through the gateway as the
// page's own calls are (`/api/db/incidents`, reference I6 without the nested select), polled with
// the health watch's checks (same interval, same `healthWatch:pollNow`). Like the checks, the
// first poll after a sign-in is a baseline: incidents already there notify nothing; later, each
// incident id not seen before notifies once.
import {
  GATEWAY_REQUEST_HEADER,
  GATEWAY_REQUEST_VALUE,
} from '../../preload/contract/gateway-error.ts';
import type { HealthNotification } from '../../preload/contract/health-watch.ts';
import { SEVERITIES, type Severity } from '../../preload/contract/notification-rules.ts';
import type { Gateway } from '../gateway/types.ts';

const BASE = 'http://notification-centre.invalid';
/** Incidents created within this window are compared; older ones can no longer be new. */
const LOOKBACK_MS = 24 * 60 * 60_000;
const MAX_INCIDENTS = 500;

export interface IncidentRow {
  id: string;
  title: string;
  severity: Severity | null;
  incidentId: string | null;
}

export type IncidentNotification = Omit<HealthNotification, 'checkId' | 'canSilence'> & {
  severity: Severity | null;
};

const asSeverity = (value: unknown): Severity | null =>
  typeof value === 'string' && (SEVERITIES as readonly string[]).includes(value.toLowerCase())
    ? (value.toLowerCase() as Severity)
    : null;

/** The org's incidents created in the last day, newest first; null when they cannot be read. */
export async function fetchRecentIncidents(
  gateway: Gateway,
  orgId: string,
  now: number,
): Promise<IncidentRow[] | null> {
  const query = new URLSearchParams({
    select: 'id,incident_id,title,severity,created_at',
    created_at: `gte.${new Date(now - LOOKBACK_MS).toISOString()}`,
    order: 'created_at.desc',
    limit: String(MAX_INCIDENTS),
  });
  const request = new Request(
    `${BASE}/org/${encodeURIComponent(orgId)}/api/db/incidents?${query.toString()}`,
    { headers: { [GATEWAY_REQUEST_HEADER]: GATEWAY_REQUEST_VALUE, accept: 'application/json' } },
  );
  const response = await gateway(orgId, request);
  if (!response.ok) return null;
  const rows: unknown = await response.json().catch(() => null);
  if (!Array.isArray(rows)) return null;
  return (rows as Record<string, unknown>[])
    .filter((row) => typeof row?.id === 'string')
    .map((row) => ({
      id: row.id as string,
      title: typeof row.title === 'string' && row.title !== '' ? row.title : (row.id as string),
      severity: asSeverity(row.severity),
      incidentId: typeof row.incident_id === 'string' ? row.incident_id : null,
    }));
}

/**
 * Remembers the incidents seen per organisation and turns the unseen ones into notifications.
 * `poll` returns what is new (nothing on the baseline); `reset` forgets an organisation.
 */
export function createIncidentWatch() {
  const seen = new Map<string, Set<string>>();
  return {
    poll(org: { id: string; name: string }, rows: readonly IncidentRow[]): IncidentNotification[] {
      const before = seen.get(org.id);
      seen.set(org.id, new Set([...(before ?? []), ...rows.map((row) => row.id)].slice(-5000)));
      if (!before) return [];
      return rows
        .filter((row) => !before.has(row.id))
        .map((row) => ({
          id: `${org.id}:incident:${row.id}`,
          orgId: org.id,
          title: `${row.incidentId ? `${row.incidentId} ` : ''}${row.title}`.slice(0, 300),
          body: `New ${row.severity ?? 'unknown severity'} incident in ${org.name}`.slice(0, 1000),
          route: `/incidents/${encodeURIComponent(row.id)}`,
          severity: row.severity,
        }));
    },
    reset(orgId: string) {
      seen.delete(orgId);
    },
  };
}
