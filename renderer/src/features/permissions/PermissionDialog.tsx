// The permission form (spec 5-access §2.4): 'Add Permission' (from the list, or pre-filled from a
// playbook's dialog) or 'Edit Permission' on a row; 'Create' / 'Save'; Delete of a rule written in
// the console (asked first). A Kubernetes CRD rule is shown read-only with the reason.
import { Callout } from '@blueprintjs/core';
import {
  createPermission,
  deletePermission,
  invalidatePermissions,
  updatePermission,
  type PermissionRow,
} from '../../api/services/permissions.ts';
import { FormDialog } from '../../components/form-kit/FormDialog.tsx';
import { useMutationWithToast } from '../../components/toaster/useMutationWithToast.ts';
import { useFormState } from '../../lib/form/useFormState.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { permissionCascade, permissionFields, validatePermission } from './permission-fields.tsx';
import {
  embeddedItem,
  isDeletable,
  isEditable,
  permissionBody,
  permissionErrorText,
  permissionFormValues,
  type PermissionFormValues,
} from './permission-model.ts';

/** The names the row's embeds give its subject and resource. */
function pickedLabels(row: Partial<PermissionRow> | null) {
  if (!row) return {};
  const subject =
    row.person?.name ??
    row.team?.name ??
    row.notification?.name ??
    (row.playbook ? row.playbook.title || row.playbook.name : undefined) ??
    undefined;
  // An item's name; views and scopes read as their `namespace/name` values themselves.
  const item = embeddedItem(row);
  const resource = item?.name ?? undefined;
  return { subject: subject ?? undefined, resource: resource || undefined };
}

export function PermissionDialog(props: {
  /** The rule edited; null for a new one. */
  row: PermissionRow | null;
  /** What a new rule starts with (a playbook as its resource or subject). */
  prefill?: Partial<PermissionRow>;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { row, onClose } = props;
  const orgId = useOrgId();
  const start = row ?? props.prefill ?? null;
  const form = useFormState<PermissionFormValues>(permissionFormValues(start), validatePermission);
  const writable = props.canWrite && isEditable(row);
  const save = useMutationWithToast({
    mutationFn: async (values: PermissionFormValues) => {
      const body = permissionBody(values, start?.subject_type);
      if (row) await updatePermission(orgId, row.id, body);
      else await createPermission(orgId, body);
    },
    success: row ? 'Permission updated' : 'Permission added',
    invalidate: invalidatePermissions,
  });
  const withSelector = permissionFormValues(start).resourceKind === 'selector';
  return (
    <FormDialog
      size="large"
      title={row ? 'Edit Permission' : 'Add Permission'}
      onClose={onClose}
      form={form}
      cascade={permissionCascade}
      fields={permissionFields(form.values, pickedLabels(start), withSelector)}
      idPrefix="permission"
      writable={writable}
      remove={
        row && isDeletable(row)
          ? {
              kind: 'permission',
              name: row.description || row.name || row.action,
              success: 'Permission deleted',
              remove: () => deletePermission(orgId, row.id),
              invalidate: invalidatePermissions,
            }
          : null
      }
      save={save}
      saveText={row ? 'Save' : 'Create'}
    >
      {row && !isEditable(row) && (
        <Callout intent="primary" className="mcd-permission-note">
          Read-Only Mode: This resource is managed by Kubernetes CRD and cannot be edited from the
          UI.
        </Callout>
      )}
      {row?.error && (
        <Callout intent="danger" className="mcd-permission-note" title="Error">
          {permissionErrorText(row.error)}
        </Callout>
      )}
    </FormDialog>
  );
}
