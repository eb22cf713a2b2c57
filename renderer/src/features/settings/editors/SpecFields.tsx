// The inputs of a resource editor's fields (spec-model.ts), bound to one object of the spec: each
// change hands back a new object with that field set, so unknown keys are never lost. A field's
// message shows once it was changed or left, or once a save was tried.
import { useState } from 'react';
import {
  Checkbox,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { SecretValueInput } from '../../../components/secret-value/SecretValueInput.tsx';
import { SCRIPT_TYPES } from './check-types.ts';
import { fieldValue, isShown, setField, type SpecField, type SpecObject } from './spec-model.ts';

/** A script field's stored key per script type (None stores nothing). */
const SCRIPT_KEYS: Record<string, string> = {
  'Go Template': 'template',
  Javascript: 'javascript',
  Expr: 'expr',
  JSONPath: 'jsonPath',
};

function scriptParts(value: unknown): { kind: string; text: string } {
  if (value && typeof value === 'object')
    for (const [kind, key] of Object.entries(SCRIPT_KEYS)) {
      const text = (value as Record<string, unknown>)[key];
      if (typeof text === 'string') return { kind, text };
    }
  return { kind: 'None', text: '' };
}

export function SpecFields(props: {
  idPrefix: string;
  fields: readonly SpecField[];
  entry: SpecObject;
  errors: Record<string, string>;
  disabled: boolean;
  showErrors: boolean;
  onChange: (entry: SpecObject) => void;
}) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (path: string) =>
    setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path)));
  return (
    <div className="mcd-spec-fields">
      {props.fields
        .filter((field) => isShown(field, props.entry, props.fields))
        .map((field) => {
          const error =
            props.showErrors || touched.has(field.path) ? props.errors[field.path] : undefined;
          return (
            <FieldInput
              key={field.path}
              id={`${props.idPrefix}-${field.path.replaceAll('.', '-')}`}
              field={field}
              value={fieldValue(field, props.entry)}
              error={error}
              disabled={props.disabled}
              onChange={(value) => {
                touch(field.path);
                props.onChange(setField(field, props.entry, value));
              }}
              onBlur={() => touch(field.path)}
            />
          );
        })}
    </div>
  );
}

function FieldInput(props: {
  id: string;
  field: SpecField;
  value: unknown;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: unknown) => void;
  onBlur: () => void;
}) {
  const { id, field, value, disabled, onChange, onBlur } = props;
  const intent = props.error ? Intent.DANGER : Intent.NONE;
  const text = typeof value === 'string' ? value : '';
  const wide = ['textarea', 'list', 'secret', 'script', 'multiselect'].includes(field.kind);
  if (field.kind === 'switch')
    return (
      <FormGroup className="mcd-spec-wide">
        <Switch
          label={field.label}
          checked={value === true}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </FormGroup>
    );
  let input;
  switch (field.kind) {
    case 'select':
      input = (
        <HTMLSelect
          id={id}
          fill
          value={text}
          disabled={disabled}
          options={(field.options ?? []).map((o) => ({ value: o, label: o || '—' }))}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case 'multiselect': {
      const chosen = new Set(value as string[]);
      input = (
        <div className="mcd-spec-options" id={id}>
          {(field.options ?? []).map((option) => (
            <Checkbox
              key={option}
              inline
              label={option}
              checked={chosen.has(option)}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  (field.options ?? []).filter((o) =>
                    o === option ? event.currentTarget.checked : chosen.has(o),
                  ),
                )
              }
            />
          ))}
        </div>
      );
      break;
    }
    case 'secret':
      input = (
        <SecretValueInput
          id={id}
          label={field.label}
          value={text}
          masked={!/user|name|id$/i.test(field.path)}
          disabled={disabled}
          invalid={!!props.error}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
      break;
    case 'script': {
      const parts = scriptParts(value);
      const write = (kind: string, body: string) => {
        const key = SCRIPT_KEYS[kind];
        onChange(key ? { [key]: body } : undefined);
      };
      input = (
        <div className="mcd-spec-script">
          <HTMLSelect
            aria-label={`${field.label} script type`}
            value={parts.kind}
            disabled={disabled}
            options={[...SCRIPT_TYPES]}
            onChange={(event) => write(event.target.value, parts.text)}
          />
          {parts.kind !== 'None' && (
            <TextArea
              id={id}
              fill
              rows={3}
              value={parts.text}
              disabled={disabled}
              onChange={(event) => write(parts.kind, event.target.value)}
              onBlur={onBlur}
            />
          )}
        </div>
      );
      break;
    }
    case 'textarea':
    case 'list':
      input = (
        <TextArea
          id={id}
          fill
          rows={field.kind === 'list' ? 3 : 5}
          value={text}
          placeholder={field.kind === 'list' ? 'One per line' : field.placeholder}
          disabled={disabled}
          intent={intent}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      );
      break;
    default:
      input = (
        <InputGroup
          id={id}
          value={text}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          placeholder={field.placeholder}
          disabled={disabled}
          intent={intent}
          onValueChange={onChange}
          onBlur={onBlur}
        />
      );
  }
  return (
    <FormGroup
      label={field.required ? `${field.label} *` : field.label}
      labelFor={id}
      helperText={props.error}
      intent={intent}
      className={wide ? 'mcd-spec-wide' : undefined}
    >
      {input}
    </FormGroup>
  );
}
