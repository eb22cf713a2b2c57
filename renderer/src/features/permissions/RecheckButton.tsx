// A rule's stored error in words, with 'Re-check' (spec 5-access §2.4): PATCH `{error: null}`, so
// the server checks the selector again; 'Re-evaluated successfully', or the error it still has.
import { Button, Icon } from '@blueprintjs/core';
import { invalidatePermissions, recheckPermission } from '../../api/services/permissions.ts';
import { useMutationWithToast } from '../../components/toaster/useMutationWithToast.ts';
import { useOfflineGuard } from '../../session/offline/hooks.ts';
import { useCan } from '../../lib/permissions/PermissionsProvider.tsx';
import { useOrgId } from '../../session/org-context.tsx';
import { permissionErrorText } from './permission-model.ts';

export function RecheckButton(props: { id: string; error: string }) {
  const orgId = useOrgId();
  const canWrite = useCan('write', 'rbac');
  const { reason } = useOfflineGuard();
  const recheck = useMutationWithToast({
    mutationFn: async () => {
      const error = await recheckPermission(orgId, props.id);
      if (error) throw new Error(permissionErrorText(error));
    },
    success: 'Re-evaluated successfully',
    invalidate: invalidatePermissions,
  });
  return (
    <span className="mcd-permission-error">
      <Icon icon="error" intent="danger" size={12} />
      <span title={props.error}>{permissionErrorText(props.error)}</span>
      {canWrite && (
        <Button
          size="small"
          variant="outlined"
          text="Re-check"
          loading={recheck.isPending}
          disabled={reason !== null}
          title={reason ?? undefined}
          onClick={(event) => {
            event.stopPropagation();
            recheck.mutate(undefined);
          }}
        />
      )}
    </span>
  );
}
