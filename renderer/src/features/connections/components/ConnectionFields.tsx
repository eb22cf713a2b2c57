// The fields of one connection type, drawn from its description in connection-types.ts: text,
// number, select, switch, and secret-capable values (Static / Config Map / Secret).
import { FormGroup, HTMLSelect, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import type { FormErrors } from '../../../lib/form/useFormState.ts';
import { isShown, type ConnectionValues } from '../connection-form.ts';
import type { ConnectionField, ConnectionType } from '../connection-types.ts';
import { SecretValueInput } from '../../../components/secret-value/SecretValueInput.tsx';

export function ConnectionFields(props: {
  type: ConnectionType | undefined;
  values: ConnectionValues;
  errors: FormErrors<ConnectionValues>;
  disabled: boolean;
  onChange: (key: string, value: string) => void;
  onBlur: (key: string) => void;
}) {
  if (!props.type)
    return <p className="mcd-connection-note">This build does not know the fields of this type.</p>;
  return (
    <div className="mcd-connection-grid">
      {props.type.fields
        .filter((field) => isShown(field, props.values))
        .map((field) => (
          <Field key={field.key} field={field} {...props} />
        ))}
    </div>
  );
}

function Field(props: {
  field: ConnectionField;
  values: ConnectionValues;
  errors: FormErrors<ConnectionValues>;
  disabled: boolean;
  onChange: (key: string, value: string) => void;
  onBlur: (key: string) => void;
}) {
  const { field, disabled } = props;
  const id = `connection-${field.key.replace('.', '-')}`;
  const value = props.values[field.key] ?? '';
  const error = props.errors[field.key];
  const intent = error ? Intent.DANGER : Intent.NONE;
  const set = (next: string) => props.onChange(field.key, next);
  const blur = () => props.onBlur(field.key);
  if (field.kind === 'switch')
    return (
      <FormGroup className="mcd-connection-wide">
        <Switch
          label={field.label}
          checked={value === 'true'}
          disabled={disabled}
          onChange={(event) => set(event.currentTarget.checked ? 'true' : 'false')}
        />
      </FormGroup>
    );
  const label = field.required ? `${field.label} *` : field.label;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={error}
      intent={intent}
      className={field.multiline || field.kind === 'secret' ? 'mcd-connection-wide' : undefined}
    >
      {field.kind === 'secret' ? (
        <SecretValueInput
          id={id}
          label={field.label}
          value={value}
          multiline={field.multiline}
          masked={field.key !== 'username'}
          disabled={disabled}
          invalid={!!error}
          onChange={set}
          onBlur={blur}
        />
      ) : field.kind === 'select' ? (
        <HTMLSelect
          id={id}
          fill
          value={value}
          disabled={disabled}
          options={field.options ?? []}
          onChange={(event) => set(event.target.value)}
        />
      ) : field.multiline ? (
        <TextArea
          id={id}
          fill
          rows={4}
          value={value}
          disabled={disabled}
          intent={intent}
          onChange={(event) => set(event.target.value)}
          onBlur={blur}
        />
      ) : (
        <InputGroup
          id={id}
          value={value}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          placeholder={field.placeholder}
          disabled={disabled}
          intent={intent}
          onValueChange={set}
          onBlur={blur}
        />
      )}
    </FormGroup>
  );
}
