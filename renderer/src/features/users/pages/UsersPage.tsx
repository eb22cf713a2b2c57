// /settings/users (spec 3 §2.8): the users of the built-in identity system with their highest
// role and state; 'Invite User' ends in the 'Invite Link' dialog; each row's menu edits or
// deletes (write on identities).
import { useState } from 'react';
import { Classes } from '@blueprintjs/core';
import { deleteUser, invalidateUsers, type User } from '../../../api/services/users.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { deleteQuestion } from '../../../components/action/guarded-button-model.ts';
import { CopyButton } from '../../../components/clipboard/CopyButton.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { UserFormDialog } from '../components/UserFormDialog.tsx';
import { fullName, USERS_LIST } from '../users-list.tsx';
import '../users.css';

export function UsersPage() {
  const orgId = useOrgId();
  const [link, setLink] = useState<string | null>(null);
  const remove = useMutationWithToast({
    mutationFn: (user: User) => deleteUser(orgId, user.id),
    success: 'user deleted successfully',
    invalidate: invalidateUsers,
  });
  return (
    <>
      <DialogList
        definition={USERS_LIST}
        addText="Invite User"
        rowActions={(open) => [
          { id: 'edit', text: 'Edit', icon: 'edit', write: true, run: open },
          {
            id: 'delete',
            text: 'Delete',
            icon: 'trash',
            intent: 'danger',
            write: true,
            confirm: (user) =>
              deleteQuestion(
                fullName(user) || user.email || user.id,
                <>
                  <p>Are you sure you want to delete this user ?</p>
                  <p>
                    <strong>{fullName(user) || user.email}</strong> {user.email}
                  </p>
                </>,
              ),
            run: (user) => remove.mutate(user),
          },
        ]}
        dialog={(user, close, canWrite) => (
          <UserFormDialog user={user} canWrite={canWrite} onClose={close} onInvited={setLink} />
        )}
      />
      {link && <InviteLinkModal link={link} onClose={() => setLink(null)} />}
    </>
  );
}

function InviteLinkModal({ link, onClose }: { link: string; onClose: () => void }) {
  return (
    <Modal isOpen size="small" title="Invite Link" onClose={onClose}>
      <p>
        Send this link to the user: they paste it under ‘Have an invite link?’ on this
        organisation’s sign-in screen and choose a password.
      </p>
      <div className="mcd-invite-link">
        <code className={Classes.CODE}>{link}</code>
        <CopyButton text={link} label="Copy link" successMessage="Link copied to clipboard" />
      </div>
    </Modal>
  );
}
