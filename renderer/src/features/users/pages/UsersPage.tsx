// /settings/users (spec 3 §2.8): the users of the built-in identity system with their highest
// role and state; 'Invite User' ends in the 'Invite Link' dialog; each row's menu edits or
// deletes (write on identities).
import { useState, type ReactNode } from 'react';
import { Button, Classes, Menu, PopoverNext } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import {
  deleteUser,
  invalidateUsers,
  inviteUser,
  updateUser,
  usersQuery,
  type User,
} from '../../../api/services/users.ts';
import { GuardedMenuItem } from '../../../components/action/GuardedButton.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { CopyButton } from '../../../components/clipboard/CopyButton.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { ConfirmDialog } from '../../../components/modal/ConfirmDialog.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { AddButton, ListScreen } from '../../../components/resource-list/ListScreen.tsx';
import { timeColumn } from '../../../components/resource-list/common-columns.tsx';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { UserFormDialog } from '../components/UserFormDialog.tsx';
import { shownRole, type UserFormValues } from '../user-form.ts';
import '../users.css';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { USER_STATE } from '../../../lib/vocabulary/user-state.ts';

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

function columns(actions: ((user: User) => ReactNode) | null): Column<User>[] {
  const base: Column<User>[] = [
    { id: 'name', header: 'Name', cell: fullName, sortValue: fullName },
    { id: 'email', header: 'Email', cell: (u) => u.email, sortValue: (u) => u.email },
    {
      id: 'roles',
      header: 'Roles',
      cell: (u) => shownRole(u.roles),
      sortValue: (u) => shownRole(u.roles),
    },
    {
      id: 'state',
      header: 'State',
      sortValue: (u) => u.state,
      cell: (u) => <StatusTag vocabulary={USER_STATE} value={u.state} />,
    },
    timeColumn('created_at', 'Created At', (u) => u.createdAt, false),
  ];
  return actions ? [...base, { id: 'actions', header: 'Actions', cell: actions, width: 90 }] : base;
}

export function UsersPage() {
  const orgId = useOrgId();
  const canWrite = useCan('write', 'identities');
  const users = useQuery(usersQuery(orgId));
  const [form, setForm] = useState<User | 'invite' | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const invite = useMutationWithToast({
    mutationFn: (values: UserFormValues) => inviteUser(orgId, values),
    invalidate: invalidateUsers,
  });
  const update = useMutationWithToast({
    mutationFn: (v: { id: string; values: UserFormValues }) => updateUser(orgId, v.id, v.values),
    success: (_, v) => `${v.values.firstName} ${v.values.lastName} updated successfully`,
    invalidate: invalidateUsers,
  });
  const remove = useMutationWithToast({
    mutationFn: (user: User) => deleteUser(orgId, user.id),
    success: 'user deleted successfully',
    invalidate: invalidateUsers,
  });
  // The trigger stays enabled offline so the menu can say why its writes are not.
  const rowMenu = (user: User) => (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          <GuardedMenuItem
            icon="edit"
            text="Edit"
            resource="identities"
            onClick={() => setForm(user)}
          />
          <GuardedMenuItem
            icon="trash"
            intent="danger"
            text="Delete"
            resource="identities"
            onClick={() => setDeleting(user)}
          />
        </Menu>
      }
    >
      <Button variant="minimal" icon="more" aria-label={`Actions for ${fullName(user)}`} />
    </PopoverNext>
  );

  return (
    <>
      <ListScreen
        title="Users"
        canWrite={canWrite}
        actions={({ offline }) => (
          <AddButton text="Invite User" offline={offline} onClick={() => setForm('invite')} />
        )}
        dataUpdatedAt={users.dataUpdatedAt}
        error={users.isError && !users.data ? users.error : null}
      >
        <DataTable
          aria-label="Users"
          columns={columns(canWrite ? rowMenu : null)}
          rows={users.data ?? []}
          getRowId={(u) => u.id}
          loading={users.isPending}
          emptyText="No data available"
          defaultSort={{ id: 'name', desc: false }}
          pagination="client"
          defaultPageSize={50}
          pageSizeOptions={[50, 100, 200]}
        />
      </ListScreen>
      {form && (
        <UserFormDialog
          key={form === 'invite' ? 'invite' : form.id}
          user={form === 'invite' ? null : form}
          pending={invite.isPending || update.isPending}
          onClose={() => setForm(null)}
          onSubmit={(values) => {
            if (form === 'invite')
              invite.mutate(values, {
                onSuccess: (answer) => {
                  setForm(null);
                  setLink(answer);
                },
              });
            else update.mutate({ id: form.id, values }, { onSuccess: () => setForm(null) });
          }}
        />
      )}
      {link && (
        <Modal isOpen size="small" title="Invite Link" onClose={() => setLink(null)}>
          <p>
            Send this link to the user: they paste it under ‘Have an invite link?’ on this
            organisation’s sign-in screen and choose a password.
          </p>
          <div className="mcd-invite-link">
            <code className={Classes.CODE}>{link}</code>
            <CopyButton text={link} label="Copy link" successMessage="Link copied to clipboard" />
          </div>
        </Modal>
      )}
      <ConfirmDialog
        subject={deleting}
        target={(user) => fullName(user) || user.email || user.id}
        confirmText="Delete"
        onConfirm={(user) => remove.mutate(user)}
        onCancel={() => setDeleting(null)}
      >
        <p>Are you sure you want to delete this user ?</p>
        {deleting && (
          <p>
            <strong>{fullName(deleting) || deleting.email}</strong> {deleting.email}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
