// The generic detail-and-edit form of the resource kit: fields described as data (text, select,
// read-only text, JSON or YAML code), validated through useFormState with the spec's messages,
// and the buttons every resource form has (spec 3 §2.2): Save, or Update when editing, reading
// Saving / Updating while pending; Back; Delete when editing; Cancel. Read-only users and
// offline organisations see the values without the write buttons' effect.
import type { ReactNode } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { GuardedButton } from '../action/GuardedButton.tsx';
import { CodeEditor } from '../code-editor/CodeEditor.tsx';
import type { CodeEditorSize, CodeLanguage } from '../code-editor/code-format.ts';
import { useFormState, type Validate } from '../../lib/form/useFormState.ts';
import './ResourceForm.css';

export type FormValues = Record<string, string>;

export interface FormField {
  name: string;
  label: string;
  kind: 'text' | 'select' | 'readonly' | 'custom' | CodeLanguage;
  /** The input of a 'custom' field (a spec edited by type, say). */
  render?: (input: CustomFieldInput) => ReactNode;
  options?: readonly string[];
  placeholder?: string;
  /** Not editable once the resource exists (name, namespace). */
  lockedWhenEditing?: boolean;
  helper?: ReactNode;
  /** Height of a code field; 'medium' when not given. */
  size?: CodeEditorSize;
}

export interface CustomFieldInput {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** A save was tried: the field shows every message of its own. */
  showErrors: boolean;
  editing: boolean;
}

export interface ResourceFormProps {
  fields: readonly FormField[];
  initial: FormValues;
  validate: Validate<FormValues>;
  /** The resource exists: Update instead of Save, Delete offered, locked fields disabled. */
  editing: boolean;
  readOnly: boolean;
  pending: 'save' | 'delete' | null;
  onSubmit: (values: FormValues) => void;
  onDelete?: () => void;
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
      {fields.map((field) => {
        const error = form.errors[field.name];
        const disabled =
          readOnly || field.kind === 'readonly' || (editing && !!field.lockedWhenEditing);
        const id = `mcd-field-${field.name}`;
        const value = form.values[field.name] ?? '';
        return (
          <FormGroup
            key={field.name}
            label={field.label}
            labelFor={id}
            helperText={error ?? field.helper}
            intent={error ? Intent.DANGER : Intent.NONE}
          >
            {field.kind === 'custom' && field.render ? (
              field.render({
                value,
                onChange: (next) => form.set(field.name, next),
                disabled,
                showErrors: form.submitted,
                editing,
              })
            ) : field.kind === 'select' ? (
              <HTMLSelect
                id={id}
                value={value}
                disabled={disabled}
                onChange={(event) => form.set(field.name, event.target.value)}
                options={['', ...(field.options ?? [])].map((option) => ({
                  value: option,
                  label: option || '—',
                }))}
              />
            ) : field.kind === 'yaml' || field.kind === 'json' ? (
              <CodeEditor
                aria-label={field.label}
                language={field.kind}
                value={value}
                readOnly={disabled}
                size={field.size ?? 'medium'}
                onChange={(text) => form.set(field.name, text)}
              />
            ) : (
              <InputGroup
                id={id}
                value={value}
                placeholder={field.placeholder}
                disabled={disabled}
                intent={error ? Intent.DANGER : Intent.NONE}
                onValueChange={(next) => form.set(field.name, next)}
                onBlur={() => form.touch(field.name)}
              />
            )}
          </FormGroup>
        );
      })}
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
            onClick={props.onDelete}
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
