// A health check's script field (Test, Display, Transform; spec 3 §3): a script type and its
// text, stored as one key of an object (`{expr: '…'}`), as a form kit 'custom' field.
import { HTMLSelect, TextArea } from '@blueprintjs/core';
import type { CustomFieldInput } from '../../../components/form-kit/field.ts';
import { text } from '../../../components/form-kit/field-builders.ts';
import type { SpecField } from './spec-model.ts';

export const SCRIPT_TYPES = ['None', 'Go Template', 'Javascript', 'Expr', 'JSONPath'] as const;

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

function ScriptInput(props: CustomFieldInput & { label: string }) {
  const parts = scriptParts(props.value);
  const write = (kind: string, body: string) => {
    const key = SCRIPT_KEYS[kind];
    props.onChange(key ? { [key]: body } : undefined);
  };
  return (
    <div className="mcd-choice-then-value">
      <HTMLSelect
        aria-label={`${props.label} script type`}
        value={parts.kind}
        disabled={props.disabled}
        options={[...SCRIPT_TYPES]}
        onChange={(event) => write(event.target.value, parts.text)}
      />
      {parts.kind !== 'None' && (
        <TextArea
          id={props.id}
          fill
          rows={3}
          value={parts.text}
          disabled={props.disabled}
          onChange={(event) => write(parts.kind, event.target.value)}
          onBlur={props.onBlur}
        />
      )}
    </div>
  );
}

export const script = (id: string, label: string): SpecField =>
  text(id, label, { kind: 'custom', render: (input) => <ScriptInput {...input} label={label} /> });
