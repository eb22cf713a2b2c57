// Whether the signed-in user may change an incident, and if not, why: shown on every disabled
// control (spec 2 §6: commanders and responders write, viewers read; offline nothing is written).
import { useOfflineGuard } from '../../session/offline/hooks.ts';
import { useCan } from '../../lib/permissions/PermissionsProvider.tsx';

export interface WriteAccess {
  allowed: boolean;
  /** Why writes are disabled; null when they are allowed. */
  reason: string | null;
}

export const NO_INCIDENT_WRITE_REASON = 'You do not have permission to change incidents.';

/** Write access to incidents for the signed-in user: permission first, then connectivity. */
export function useIncidentWriteAccess(): WriteAccess {
  const canWrite = useCan('write', 'incident');
  const { offline, reason } = useOfflineGuard();
  if (!canWrite) return { allowed: false, reason: NO_INCIDENT_WRITE_REASON };
  if (offline) return { allowed: false, reason };
  return { allowed: true, reason: null };
}
