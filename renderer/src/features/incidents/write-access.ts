// Whether the signed-in user may change an incident, and if not, why (spec 1 §6, spec 2 §6:
// commanders and responders write, viewers read). As on every screen, write buttons are not drawn
// without the permission (GuardedButton's `resource`) and are disabled with the reason offline;
// the controls that show a value (selects, a title) stay, disabled with the reason. Also the
// user's id, recorded as created_by on what they write.
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../api/services/auth.ts';
import { useOfflineGuard } from '../../session/offline/hooks.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { useCan } from '../../lib/permissions/PermissionsProvider.tsx';

/** What a write button names as its `resource`. */
export const INCIDENT = 'incident' as const;

export interface WriteAccess {
  /** The role may change incidents; without it write actions are not shown. */
  permitted: boolean;
  allowed: boolean;
  /** Why writes are disabled; null when they are allowed. */
  reason: string | null;
}

/** Write access to incidents for the signed-in user: permission first, then connectivity. */
export function useIncidentWriteAccess(): WriteAccess {
  const permitted = useCan('write', INCIDENT);
  const { offline, reason } = useOfflineGuard();
  if (!permitted)
    return { permitted, allowed: false, reason: 'You do not have permission to change incidents.' };
  return offline
    ? { permitted, allowed: false, reason }
    : { permitted, allowed: true, reason: null };
}

/** The signed-in person's id; null while it loads. */
export function useCurrentUserId(): string | null {
  const me = useQuery(whoamiQuery(useOrgId()));
  return me.data?.user.id ?? null;
}
