// One write for every MCP switch: the rule for (subject, `mcp:use` on `mcp` | `mcp:run` on a
// resource), with the signed-in person as its creator; read-only without write on `database` or
// offline, with the reason shown.
import { useQuery } from '@tanstack/react-query';
import type { Direct } from '../../../api/services/access-review.ts';
import { whoamiQuery } from '../../../api/services/auth.ts';
import { invalidateMcp, writeMcpRule, type McpTarget } from '../../../api/services/mcp.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { useOfflineGuard } from '../../../session/offline/hooks.ts';
import { useOrgId } from '../../../session/org-context.tsx';

export const NO_WRITE = 'You do not have permission to change MCP permissions.';

export interface McpSwitchChange {
  subject: string;
  subjectType: string;
  target: McpTarget | null;
  value: Direct;
}

export function useMcpWrite(success: string) {
  const orgId = useOrgId();
  const createdBy = useQuery(whoamiQuery(orgId)).data?.user.id ?? null;
  const mayWrite = useCan('write', 'database');
  const offline = useOfflineGuard();
  const mutation = useMutationWithToast({
    mutationFn: (change: McpSwitchChange) => writeMcpRule(orgId, { ...change, createdBy }),
    success,
    invalidate: invalidateMcp,
  });
  const readOnly = !mayWrite ? NO_WRITE : offline.reason;
  return { mutation, readOnly, busy: mutation.isPending };
}
