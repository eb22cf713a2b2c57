// Whether the signed-in user may change an incident, and if not, why: shown on every disabled
// control (spec 2 §6: commanders and responders write, viewers read — they see the controls,
// disabled; offline nothing is written); and the user's id, recorded as created_by on what they
// write.
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../api/services/auth.ts';
import { useOfflineGuard } from '../../session/offline/hooks.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { useCan } from '../../lib/permissions/PermissionsProvider.tsx';

export interface WriteAccess {
  allowed: boolean;
  /** Why writes are disabled; null when they are allowed. */
  reason: string | null;
}

/** Write access to incidents for the signed-in user: permission first, then connectivity. */
export function useIncidentWriteAccess(): WriteAccess {
  const canWrite = useCan('write', 'incident');
  const { offline, reason } = useOfflineGuard();
  if (!canWrite)
    return { allowed: false, reason: 'You do not have permission to change incidents.' };
  if (offline) return { allowed: false, reason };
  return { allowed: true, reason: null };
}

/** A GuardedButton's disabled state for an incident write (also while `busy`), with the reason. */
export const writeGuard = (write: WriteAccess, busy = false) => ({
  disabled: !write.allowed || busy,
  disabledReason: write.reason ?? undefined,
});

/** The signed-in person's id; null while it loads. */
export function useCurrentUserId(): string | null {
  const me = useQuery(whoamiQuery(useOrgId()));
  return me.data?.user.id ?? null;
}
