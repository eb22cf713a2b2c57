// Invite a user or edit one (spec 3 §2.8, §5): the fields of user-form.ts, the active flag when
// editing; each field's message shows once it was changed or a save was tried. An invite's answer
// is the link the page shows next.
import { inviteUser, invalidateUsers, updateUser, type User } from '../../../api/services/users.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { userFields, userToValues, validateUser, type UserFormValues } from '../user-form.ts';

export function UserFormDialog(props: {
  user: User | null;
  canWrite: boolean;
  onClose: () => void;
  /** A user was invited: the link to send them. */
  onInvited: (link: string) => void;
}) {
  const { user, onClose } = props;
  const orgId = useOrgId();
  const form = useFormState(userToValues(user), validateUser);
  const save = useMutationWithToast({
    mutationFn: async (values: UserFormValues): Promise<string | void> =>
      user ? updateUser(orgId, user.id, values) : inviteUser(orgId, values),
    success: (_, values) =>
      user ? `${values.firstName} ${values.lastName} updated successfully` : null,
    invalidate: invalidateUsers,
  });
  return (
    <FormDialog
      title={user ? `Edit ${user.firstName} ${user.lastName}` : 'Invite User'}
      size="small"
      writable={props.canWrite}
      form={form}
      save={(values) =>
        save.mutate(values, {
          onSuccess: (answer) => {
            if (!user && typeof answer === 'string') props.onInvited(answer);
            onClose();
          },
        })
      }
      saving={save.isPending}
      saveText={user ? 'Update' : 'Invite'}
      savingText={user ? 'Updating' : 'Inviting'}
      onClose={onClose}
      fields={userFields(user !== null)}
      idPrefix="user"
      layout="stack"
      disabled={false}
    />
  );
}
