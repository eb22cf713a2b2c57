// Invite a user or edit one (spec 3 §2.8, §5): the fields of user-form.ts, the active flag when
// editing; each field's message shows once it was changed or a save was tried.
import type { User } from '../../../api/services/users.ts';
import { bindForm } from '../../../components/form-kit/bind-form.ts';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import { EditDialogFooter } from '../../../components/modal/EditDialogFooter.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { userFields, userToValues, validateUser, type UserFormValues } from '../user-form.ts';

export function UserFormDialog(props: {
  user: User | null;
  canWrite: boolean;
  pending: boolean;
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
}) {
  const { user, onClose } = props;
  const form = useFormState(userToValues(user), validateUser);
  return (
    <Modal
      isOpen
      size="small"
      title={user ? `Edit ${user.firstName} ${user.lastName}` : 'Invite User'}
      onClose={onClose}
      footer={
        <EditDialogFooter
          writable={props.canWrite}
          saving={props.pending}
          saveText={user ? 'Update' : 'Invite'}
          savingText={user ? 'Updating' : 'Inviting'}
          onSave={() => form.submit(props.onSubmit)}
          onCancel={onClose}
        />
      }
    >
      <FieldList
        fields={userFields(user !== null)}
        idPrefix="user"
        layout="stack"
        disabled={false}
        {...bindForm(form)}
      />
    </Modal>
  );
}
