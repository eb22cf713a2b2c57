// The rule form's fields (spec 3 §2.9, §5): name, title, events (required; a checkbox per event of
// §5), filter, the recipient (Person, Team or Others with a connection; only the chosen kind's
// picker shows, and switching clears the others), template, repeat interval (required, at least
// a minute; quick choices), wait for, properties and inhibitions (spec 4-views §2.12).
import { Button, InputGroup } from '@blueprintjs/core';
import {
  validateFields,
  type CustomFieldInput,
  type FieldDef,
} from '../../../components/form-kit/field.ts';
import type { FormErrors } from '../../../lib/form/useFormState.ts';
import { keyValueField } from '../../../components/form-kit/key-value-field.tsx';
import { titleCase } from '../../../lib/text/title-case.ts';
import { resourcePickerField } from '../components/ResourcePicker.tsx';
import { inhibitionsField } from './inhibitions.tsx';
import {
  REPEAT_INTERVAL_CHOICES,
  repeatIntervalError,
  ruleEventChoices,
  waitForError,
  type RecipientKind,
  type RuleFormValues,
} from './rule-model.ts';

/** The names of an existing rule's person and team, for pickers whose rows leave them out. */
export type RuleLabels = Partial<Record<RecipientKind, string>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Each recipient kind (its choice reads it title-cased) and its picker (labelled by the kind of
 * row it picks), shown while that kind is chosen; another kind empties them all (`needs`).
 */
const RECIPIENT_PICKERS = [
  { recipient: 'person', id: 'personId', kind: 'person' },
  { recipient: 'team', id: 'teamId', kind: 'team' },
  { recipient: 'others', id: 'connection', kind: 'connection' },
] as const;

function recipientField(
  picker: (typeof RECIPIENT_PICKERS)[number],
  valueLabel: string | undefined,
): FieldDef {
  const { id, kind } = picker;
  const when = { id: 'recipient', values: [picker.recipient] };
  const field = { id, label: titleCase(kind), required: true, when, needs: 'recipient' };
  return resourcePickerField(field, kind, { valueLabel });
}

/** The repeat interval's input and, while editable, its quick choices. */
function RepeatIntervalInput(input: CustomFieldInput) {
  const value = text(input.value);
  return (
    <>
      <InputGroup
        id={input.id}
        value={value}
        placeholder="e.g. 4h"
        disabled={input.disabled}
        intent={input.error ? 'danger' : 'none'}
        onValueChange={input.onChange}
        onBlur={input.onBlur}
      />
      {!input.disabled && (
        <div className="mcd-duration-choices" role="group" aria-label="Repeat interval choices">
          {REPEAT_INTERVAL_CHOICES.map((choice) => (
            <Button
              key={choice}
              size="small"
              variant="minimal"
              text={choice}
              active={value === choice}
              onClick={() => input.onChange(choice)}
            />
          ))}
        </div>
      )}
    </>
  );
}

/** The fields, offering the spec's events and any others the rule already has. */
export function ruleFields(events: readonly string[], labels: RuleLabels = {}): FieldDef[] {
  return [
    { id: 'name', label: 'Name', kind: 'text', required: true },
    { id: 'title', label: 'Title', kind: 'text' },
    {
      id: 'events',
      label: 'Events',
      kind: 'multiSelect',
      required: true,
      options: ruleEventChoices(events),
      className: 'mcd-rule-events',
    },
    {
      id: 'filter',
      label: 'Filter',
      kind: 'text',
      wide: true,
      help: "A CEL expression, e.g. check.type == 'http'",
    },
    {
      id: 'recipient',
      label: 'Recipient',
      kind: 'radio',
      wide: true,
      options: RECIPIENT_PICKERS.map((r) => r.recipient),
      optionLabel: titleCase,
    },
    ...RECIPIENT_PICKERS.map((picker) => recipientField(picker, labels[picker.recipient])),
    { id: 'template', label: 'Template', kind: 'textarea' },
    {
      id: 'repeatInterval',
      label: 'Repeat Interval',
      kind: 'custom',
      required: true,
      wide: false,
      help: 'At least 1m; e.g. 30m, 4h, 1d',
      validate: repeatIntervalError,
      render: RepeatIntervalInput,
    },
    {
      id: 'waitFor',
      label: 'Wait For',
      kind: 'text',
      placeholder: 'e.g. 4h',
      help: 'How long a state must hold before sending',
      validate: waitForError,
    },
    keyValueField('properties', 'Properties'),
    inhibitionsField,
  ];
}

export const validateRule = (values: RuleFormValues): FormErrors<RuleFormValues> =>
  validateFields(ruleFields(values.events), (id) => values[id as keyof RuleFormValues]);
