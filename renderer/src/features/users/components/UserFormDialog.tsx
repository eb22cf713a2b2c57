// Invite a user or edit one (spec 3 §2.8, §5): the fields of user-form.ts, the active flag when
// editing; each field's message shows once it was changed or a save was tried.
import type { User } from '../../../api/services/users.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import type { SaveMutation } from '../../../components/modal/EditDialog.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { userFields, userToValues, validateUser, type UserFormValues } from '../user-form.ts';

export function UserFormDialog(props: {
  user: User | null;
  canWrite: boolean;
  /** Invites or updates the user; the dialog closes once it succeeded. */
  save: SaveMutation<UserFormValues>;
  onClose: () => void;
}) {
  const { user } = props;
  const form = useFormState(userToValues(user), validateUser);
  return (
    <FormDialog
      title={user ? `Edit ${user.firstName} ${user.lastName}` : 'Invite User'}
      size="small"
      writable={props.canWrite}
      form={form}
      save={props.save}
      saveText={user ? 'Update' : 'Invite'}
      savingText={user ? 'Updating' : 'Inviting'}
      onClose={props.onClose}
      fields={userFields(user !== null)}
      idPrefix="user"
      layout="stack"
      disabled={false}
    />
  );
}
