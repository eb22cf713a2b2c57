// The generic detail-and-edit form of the resource kit: form kit fields (components/form-kit),
// validated through useFormState with the spec's messages,
// and the buttons every resource form has (spec 3 §2.2): Save, or Update when editing, reading
// Saving / Updating while pending; Back; Delete when editing; Cancel. Read-only users and
// offline organisations see the values without the write buttons' effect.
import { Button } from '@blueprintjs/core';
import { GuardedButton } from '../action/GuardedButton.tsx';
import { deleteConfirmation } from '../action/guarded-button-model.ts';
import type { DeleteAction } from '../modal/EditDialogFooter.tsx';
import { FieldList } from '../form-kit/FieldList.tsx';
import type { FieldDef } from '../form-kit/field.ts';
import { useFormState, type Validate } from '../../lib/form/useFormState.ts';
import './ResourceForm.css';

export type FormValues = Record<string, string>;

export interface ResourceFormProps {
  fields: readonly FieldDef[];
  initial: FormValues;
  validate: Validate<FormValues>;
  /** The resource exists: Update instead of Save, Delete offered, locked fields disabled. */
  editing: boolean;
  readOnly: boolean;
  pending: 'save' | 'delete' | null;
  onSubmit: (values: FormValues) => void;
  /** Delete of an existing resource: asks first, naming it (and its org's name in production). */
  onDelete?: DeleteAction;
  onBack: () => void;
  onCancel: () => void;
}

export function ResourceForm(props: ResourceFormProps) {
  const { fields, editing, readOnly, pending } = props;
  const form = useFormState(props.initial, props.validate);
  const saveText = editing
    ? pending === 'save'
      ? 'Updating'
      : 'Update'
    : pending === 'save'
      ? 'Saving'
      : 'Save';
  return (
    <form
      className="mcd-resource-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(props.onSubmit);
      }}
    >
      <FieldList
        fields={fields}
        values={form.values}
        errors={form.errors}
        idPrefix="mcd-field"
        layout="stack"
        disabled={readOnly}
        editing={editing}
        showErrors={form.submitted}
        onChange={(id, value) => form.set(id, typeof value === 'string' ? value : String(value))}
        onPrefill={(id, value) => form.prefill(id, String(value))}
        onBlur={form.touch}
      />
      <div className="mcd-resource-form-buttons">
        <Button text="Back" icon="arrow-left" onClick={props.onBack} />
        {editing && props.onDelete && !readOnly && (
          <GuardedButton
            text="Delete"
            intent="danger"
            variant="outlined"
            pending={pending === 'delete'}
            pendingText="Deleting"
            disabled={pending !== null}
            confirm={deleteConfirmation(props.onDelete.kind, props.onDelete.name)}
            guard={{ action: 'delete', target: props.onDelete.name }}
            onClick={props.onDelete.run}
          />
        )}
        <span className="mcd-resource-form-spacer" />
        <Button text="Cancel" onClick={props.onCancel} />
        {!readOnly && (
          <GuardedButton
            type="submit"
            intent="primary"
            text={saveText}
            pending={pending === 'save'}
            pendingText={saveText}
            disabled={pending !== null}
          />
        )}
      </div>
    </form>
  );
}
