// The rule form's fields (spec 3 §2.9, §5): name, title, events (required; a checkbox per event of
// §5), filter, the recipient (Person, Team or Others with a connection; switching clears the
// others), template, repeat interval (required, at least a minute; quick choices), wait for and
// properties. Errors show once a field changed or was left, all of them after a submit.
import {
  Button,
  Checkbox,
  FormGroup,
  InputGroup,
  Radio,
  RadioGroup,
  TextArea,
} from '@blueprintjs/core';
import { KeyValueEditor } from '../../../components/key-value-editor/KeyValueEditor.tsx';
import type { FormState } from '../../../lib/form/useFormState.ts';
import { ResourcePicker } from '../components/ResourcePicker.tsx';
import {
  RECIPIENT_KINDS,
  REPEAT_INTERVAL_CHOICES,
  ruleEventChoices,
  type RecipientKind,
  type RuleFormValues,
} from './rule-model.ts';

const RECIPIENT_PICKERS = {
  person: { kind: 'person', field: 'personId', label: 'Person', placeholder: 'Select a person…' },
  team: { kind: 'team', field: 'teamId', label: 'Team', placeholder: 'Select a team…' },
  others: {
    kind: 'connection',
    field: 'connection',
    label: 'Connection',
    placeholder: 'Select a connection…',
  },
} as const satisfies Record<
  RecipientKind,
  {
    kind: 'person' | 'team' | 'connection';
    field: 'personId' | 'teamId' | 'connection';
    label: string;
    placeholder: string;
  }
>;

type TextField = 'name' | 'title' | 'filter' | 'repeatInterval' | 'waitFor';

export function RuleForm(props: {
  form: FormState<RuleFormValues>;
  readOnly: boolean;
  labels: { person?: string; team?: string };
}) {
  const { form, readOnly } = props;
  const { values, errors } = form;
  const intent = (name: keyof RuleFormValues) => (errors[name] ? 'danger' : 'none');
  // The one picker of the chosen recipient kind; the others' values were cleared on the switch.
  const recipientPicker = (recipient: RecipientKind) => {
    const picker = RECIPIENT_PICKERS[recipient];
    return (
      <FormGroup
        label={picker.label}
        helperText={errors[picker.field]}
        intent={intent(picker.field)}
      >
        <ResourcePicker
          kind={picker.kind}
          label={picker.label}
          value={values[picker.field]}
          valueLabel={picker.kind === 'connection' ? undefined : props.labels[picker.kind]}
          placeholder={picker.placeholder}
          disabled={readOnly}
          onChange={(value) => form.set(picker.field, value)}
        />
      </FormGroup>
    );
  };
  // A text field; the repeat interval also offers its quick choices.
  const input = (name: TextField, label: string, helper?: string, placeholder?: string) => (
    <FormGroup
      label={label}
      labelFor={`rule-${name}`}
      labelInfo={name === 'name' || name === 'repeatInterval' ? '(required)' : undefined}
      helperText={errors[name] ?? helper}
      intent={intent(name)}
    >
      <InputGroup
        id={`rule-${name}`}
        value={values[name]}
        disabled={readOnly}
        intent={intent(name)}
        placeholder={placeholder}
        onValueChange={(value) => form.set(name, value)}
        onBlur={() => form.touch(name)}
      />
      {name === 'repeatInterval' && !readOnly && (
        <div className="mcd-duration-choices" role="group" aria-label="Repeat interval choices">
          {REPEAT_INTERVAL_CHOICES.map((choice) => (
            <Button
              key={choice}
              size="small"
              variant="minimal"
              text={choice}
              active={values.repeatInterval === choice}
              onClick={() => form.set('repeatInterval', choice)}
            />
          ))}
        </div>
      )}
    </FormGroup>
  );
  const setRecipient = (kind: RecipientKind) => {
    // Exactly one recipient: another kind clears the other two (as switchRecipient does).
    form.set('recipient', kind);
    form.set('personId', '');
    form.set('teamId', '');
    form.set('connection', '');
  };
  return (
    <div className="mcd-notification-form">
      {input('name', 'Name')}
      {input('title', 'Title')}
      <FormGroup
        label="Events"
        labelInfo="(required)"
        helperText={errors.events}
        intent={intent('events')}
      >
        <div className="mcd-rule-events" role="group" aria-label="Events">
          {ruleEventChoices(values.events).map((event) => (
            <Checkbox
              key={event}
              label={event}
              disabled={readOnly}
              checked={values.events.includes(event)}
              onChange={(e) =>
                form.set(
                  'events',
                  e.currentTarget.checked
                    ? [...values.events, event]
                    : values.events.filter((v) => v !== event),
                )
              }
            />
          ))}
        </div>
      </FormGroup>
      {input('filter', 'Filter', "A CEL expression, e.g. check.type == 'http'")}
      <RadioGroup
        label="Recipient"
        inline
        disabled={readOnly}
        selectedValue={values.recipient}
        onChange={(event) => setRecipient(event.currentTarget.value as RecipientKind)}
      >
        {RECIPIENT_KINDS.map(({ kind, label }) => (
          <Radio key={kind} value={kind} label={label} />
        ))}
      </RadioGroup>
      {recipientPicker(values.recipient)}
      <FormGroup label="Template" labelFor="rule-template">
        <TextArea
          id="rule-template"
          fill
          value={values.template}
          disabled={readOnly}
          onChange={(event) => form.set('template', event.target.value)}
        />
      </FormGroup>
      <div className="mcd-inline-fields">
        {input('repeatInterval', 'Repeat Interval', 'At least 1m; e.g. 30m, 4h, 1d', 'e.g. 4h')}
        {input('waitFor', 'Wait For', 'How long a state must hold before sending', 'e.g. 4h')}
      </div>
      <FormGroup label="Properties">
        <KeyValueEditor
          rows={values.properties}
          readOnly={readOnly}
          onChange={(rows) => form.set('properties', rows)}
        />
      </FormGroup>
    </div>
  );
}
