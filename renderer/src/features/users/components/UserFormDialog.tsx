// Invite a user or edit one (spec 3 §2.8, §5): first and last name, email and role, plus the
// active flag when editing; each field's message shows once it was changed or a save was tried.
import { Button, FormGroup, HTMLSelect, InputGroup, Intent, Switch } from '@blueprintjs/core';
import type { User } from '../../../api/services/users.ts';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { USER_ROLES, userToValues, validateUser, type UserFormValues } from '../user-form.ts';

const FIELDS = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'email', label: 'Email' },
] as const;

export function UserFormDialog(props: {
  user: User | null;
  pending: boolean;
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
}) {
  const { user, pending, onClose } = props;
  const form = useFormState(userToValues(user), validateUser);
  const intent = (name: keyof UserFormValues) => (form.errors[name] ? Intent.DANGER : Intent.NONE);
  return (
    <Modal
      isOpen
      size="small"
      title={user ? `Edit ${user.firstName} ${user.lastName}` : 'Invite User'}
      onClose={onClose}
      footer={
        <>
          <Button text="Cancel" onClick={onClose} />
          <Button
            intent="primary"
            text={user ? (pending ? 'Updating' : 'Update') : pending ? 'Inviting' : 'Invite'}
            disabled={pending}
            onClick={() => form.submit(props.onSubmit)}
          />
        </>
      }
    >
      {FIELDS.map(({ name, label }) => (
        <FormGroup
          key={name}
          label={label}
          labelFor={`user-${name}`}
          helperText={form.errors[name]}
          intent={intent(name)}
        >
          <InputGroup
            id={`user-${name}`}
            value={form.values[name]}
            intent={intent(name)}
            onValueChange={(value) => form.set(name, value)}
            onBlur={() => form.touch(name)}
          />
        </FormGroup>
      ))}
      <FormGroup
        label="Role"
        labelFor="user-role"
        helperText={form.errors.role}
        intent={intent('role')}
      >
        <HTMLSelect
          id="user-role"
          value={form.values.role}
          onChange={(event) => form.set('role', event.target.value)}
          options={[
            { value: '', label: 'Select a role' },
            ...USER_ROLES.map((r) => ({ value: r, label: r })),
          ]}
        />
      </FormGroup>
      {user && (
        <Switch
          label="Active"
          checked={form.values.active}
          onChange={(event) => form.set('active', event.currentTarget.checked)}
        />
      )}
    </Modal>
  );
}
