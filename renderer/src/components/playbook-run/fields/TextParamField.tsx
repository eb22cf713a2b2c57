// `text` parameters by format (spec 1 §3, §5): `bytes` is an amount with a Mi/Gi/Ti unit (Mi by
// default), `millicores` an amount with the m suffix, `dns1123` a plain input, and any other
// format is the input's HTML type (number, email, url, date…). min/max also go on number and date
// inputs so their pickers agree; length limits are left to the form's messages (an HTML maxLength
// would silently cut text instead of saying why).
import { useState } from 'react';
import { Classes, ControlGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { Tag } from '../../tag/Tag.tsx';
import { NUMBER_TEXT } from '../param-validation.ts';
import {
  MEMORY_UNITS,
  MILLICORES_SUFFIX,
  joinMemory,
  joinMillicores,
  splitMemory,
  splitMillicores,
  type MemoryUnit,
} from '../quantity.ts';
import type { CustomFieldInput } from '../../form-kit/field.ts';
import type { ParamSpec } from '../playbook-params.ts';

/** The field list's input, with the value as text and what the value cannot express (text a
 * number input rejects: its value is then empty). */
interface TextProps extends Pick<CustomFieldInput, 'id' | 'error' | 'onBlur'> {
  spec: Extract<ParamSpec, { family: 'text' }>;
  value: string;
  onChange: (value: string) => void;
  onInputError: (message: string | undefined) => void;
}

/** Formats the browser has an input type for; anything else (unknown words) stays a text input. */
const HTML_TYPES = new Set([
  'color',
  'date',
  'datetime-local',
  'email',
  'month',
  'number',
  'password',
  'range',
  'search',
  'tel',
  'text',
  'time',
  'url',
  'week',
]);

/** Input types whose picker takes min and max. */
const BOUNDED_TYPES = new Set([
  'number',
  'range',
  'time',
  'week',
  'month',
  'date',
  'datetime-local',
]);

function MemoryInput({ spec, id, value, error, onChange, onBlur }: TextProps) {
  const split = splitMemory(value);
  // An empty value has no unit to keep: remember the one chosen before the amount is typed.
  const [emptyUnit, setEmptyUnit] = useState<MemoryUnit>(split.unit);
  const amount = split.amount;
  const unit = value.trim() === '' ? emptyUnit : split.unit;
  return (
    <ControlGroup>
      <InputGroup
        className={Classes.FILL}
        id={id}
        inputMode="decimal"
        value={amount}
        intent={error ? 'danger' : 'none'}
        onValueChange={(next) => onChange(joinMemory(next, unit))}
        onBlur={onBlur}
      />
      <HTMLSelect
        aria-label={`${spec.label} unit`}
        value={unit}
        options={[...MEMORY_UNITS]}
        onChange={(e) => {
          const next = e.currentTarget.value as MemoryUnit;
          setEmptyUnit(next);
          onChange(joinMemory(amount, next));
        }}
      />
    </ControlGroup>
  );
}

function MillicoresInput({ id, value, error, onChange, onBlur }: TextProps) {
  return (
    <InputGroup
      id={id}
      inputMode="numeric"
      value={splitMillicores(value)}
      intent={error ? 'danger' : 'none'}
      rightElement={
        <Tag minimal title="millicores">
          {MILLICORES_SUFFIX}
        </Tag>
      }
      onValueChange={(next) => onChange(joinMillicores(next))}
      onBlur={onBlur}
    />
  );
}

function PlainInput({ spec, id, value, error, onChange, onBlur, onInputError }: TextProps) {
  const type = spec.format !== undefined && HTML_TYPES.has(spec.format) ? spec.format : 'text';
  const bounded = BOUNDED_TYPES.has(type);
  return (
    <InputGroup
      id={id}
      type={type}
      value={value}
      intent={error ? 'danger' : 'none'}
      min={bounded ? spec.min : undefined}
      max={bounded ? spec.max : undefined}
      spellCheck={spec.format === 'dns1123' ? false : undefined}
      autoCapitalize={spec.format === 'dns1123' ? 'none' : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
      // A number input reports '' for text it cannot parse ("1e", "-"), and React's onChange
      // skips edits that leave the value unchanged, so the raw input event says so instead.
      onInput={(e) => onInputError(e.currentTarget.validity.badInput ? NUMBER_TEXT : undefined)}
      onBlur={onBlur}
    />
  );
}

/** The input of a one-line text parameter by its format (a multiline one is a kit text area). */
export function TextParamField(props: TextProps) {
  const { format } = props.spec;
  if (format === 'bytes') return <MemoryInput {...props} />;
  if (format === 'millicores') return <MillicoresInput {...props} />;
  return <PlainInput {...props} />;
}
