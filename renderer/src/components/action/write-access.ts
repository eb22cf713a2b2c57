// Whether the signed-in user may change a resource, and if not, why (spec 1 §6): permission
// first, then connectivity. Write buttons use GuardedButton's `resource`; the controls that show a
// value (a select, a title) stay, disabled with this reason. Also the user's id, recorded as
// created_by on what they write.
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../api/services/auth.ts';
import { useCan } from '../../lib/permissions/PermissionsProvider.tsx';
import type { Resource } from '../../lib/permissions/permissions.ts';
import { useOfflineGuard } from '../../session/offline/hooks.ts';
import { useOrgId } from '../../session/org-context.tsx';

export interface WriteAccess {
  /** The role may change the resource; without it write actions are not shown. */
  permitted: boolean;
  allowed: boolean;
  /** Why writes are disabled; null when they are allowed. */
  reason: string | null;
}

/** `noPermission` without the permission, else the offline reason while offline. */
export function writeAccess(
  permitted: boolean,
  offline: { offline: boolean; reason: string | null },
  noPermission: string,
): WriteAccess {
  if (!permitted) return { permitted, allowed: false, reason: noPermission };
  return { permitted, allowed: !offline.offline, reason: offline.offline ? offline.reason : null };
}

export function useWriteAccess(resource: Resource, noPermission: string): WriteAccess {
  return writeAccess(useCan('write', resource), useOfflineGuard(), noPermission);
}

/** The signed-in person's id; null while it loads. */
export function useCurrentUserId(): string | null {
  return useQuery(whoamiQuery(useOrgId())).data?.user.id ?? null;
}
