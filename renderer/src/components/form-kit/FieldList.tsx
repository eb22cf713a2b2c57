// The one renderer of a form kit field list (field.ts): each field's input by its kind, its label
// (`Label *` when required), and its message in place of its help once there is one. Fields whose
// `when` is not met are left out. 'grid' sets short fields two to a row and long ones across.
import { lazy, Suspense, useState } from 'react';
import {
  Checkbox,
  Classes,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { SearchBox } from '../search-box/SearchBox.tsx';
import { SecretValueInput } from '../secret-value/SecretValueInput.tsx';
import { fieldLabel, inputId, isShown, type FieldDef } from './field.ts';
import './form-kit.css';

// Loaded with the first code field: the sign-in forms, drawn at start-up, have none, and the editor
// brings the yaml parser with it.
const CodeEditor = lazy(() =>
  import('../code-editor/CodeEditor.tsx').then((m) => ({ default: m.CodeEditor })),
);

export interface FieldListProps {
  fields: readonly FieldDef[];
  values: Readonly<Record<string, unknown>>;
  /** The messages to show now (see shownErrors); none when not given. */
  errors?: Readonly<Record<string, string | undefined>>;
  /** Makes each input's DOM id: `<prefix>-<id>`. */
  idPrefix: string;
  /** Every input is disabled (default: none). */
  disabled?: boolean;
  /** The resource exists: fields locked when editing are disabled. */
  editing?: boolean;
  /** A save was tried (custom fields show their own messages). */
  showErrors?: boolean;
  layout?: 'grid' | 'stack';
  /** Short fields to a row in the grid layout: two, or three. */
  columns?: 2 | 3;
  onChange: (id: string, value: unknown) => void;
  /** A custom field's value set without touching it (CustomFieldInput.prefill). */
  onPrefill?: (id: string, value: unknown) => void;
  /** A field was left (default: nothing happens). */
  onBlur?: (id: string) => void;
}

const WIDE: ReadonlySet<string> = new Set([
  'textarea',
  'list',
  'secret',
  'multiSelect',
  'code',
  'custom',
  'toggle',
]);

export function FieldList(props: FieldListProps) {
  const layout = props.layout ?? 'grid';
  const columns = layout === 'grid' && props.columns === 3 ? ' mcd-form-kit-cols-3' : '';
  return (
    <div className={`mcd-form-kit mcd-form-kit-${layout}${columns}`}>
      {props.fields
        .filter((field) => isShown(field, (id) => props.values[id]))
        .map((field) => (
          <FieldRow key={field.id} field={field} {...props} />
        ))}
    </div>
  );
}

function FieldRow(props: FieldListProps & { field: FieldDef }) {
  const { field } = props;
  const id = inputId(props.idPrefix, field.id);
  const error = props.errors?.[field.id];
  const wide =
    (field.wide ?? (field.multiline || WIDE.has(field.kind))) ? 'mcd-form-kit-wide' : undefined;
  const disabled = !!props.disabled || !!field.disabled;
  const className = [wide, field.className].filter(Boolean).join(' ') || undefined;
  if (field.kind === 'toggle')
    return (
      <FormGroup
        className={className}
        helperText={error ?? field.help}
        intent={error ? Intent.DANGER : Intent.NONE}
      >
        <Switch
          id={id}
          name={field.name}
          label={fieldLabel(field)}
          checked={props.values[field.id] === true || props.values[field.id] === 'true'}
          disabled={disabled}
          autoFocus={field.autoFocus}
          onChange={(event) => props.onChange(field.id, event.currentTarget.checked)}
        />
      </FormGroup>
    );
  return (
    <FormGroup
      label={fieldLabel(field)}
      labelFor={id}
      helperText={error ?? field.help}
      intent={error ? Intent.DANGER : Intent.NONE}
      className={className}
    >
      <FieldInput {...props} disabled={disabled} id={id} error={error} />
    </FormGroup>
  );
}

function FieldInput(props: FieldListProps & { field: FieldDef; id: string; error?: string }) {
  const { field, id } = props;
  const value = props.values[field.id];
  const text = typeof value === 'string' ? value : '';
  const disabled =
    props.disabled || field.kind === 'readonly' || (!!props.editing && !!field.lockedWhenEditing);
  const set = (next: unknown) => props.onChange(field.id, next);
  const blur = () => props.onBlur?.(field.id);
  switch (field.kind) {
    case 'custom':
      return field.render?.({
        id,
        value,
        onChange: set,
        prefill: (next) => (props.onPrefill ?? props.onChange)(field.id, next),
        onBlur: blur,
        disabled,
        showErrors: !!props.showErrors,
        editing: !!props.editing,
        error: props.error,
      });
    case 'select':
    case 'radio':
      return <ChoiceInput field={field} id={id} value={text} disabled={disabled} onChange={set} />;
    case 'multiSelect':
      return <MultiSelectInput {...props} id={id} disabled={disabled} />;
    case 'secret':
      return (
        <SecretValueInput
          id={id}
          label={field.label}
          value={text}
          multiline={field.multiline}
          masked={field.masked ?? true}
          disabled={disabled}
          invalid={!!props.error}
          onChange={set}
          onBlur={blur}
        />
      );
    case 'code':
      return (
        <Suspense fallback={<pre className={Classes.TEXT_MUTED}>{text}</pre>}>
          <CodeEditor
            aria-label={field.label}
            language={field.language ?? 'yaml'}
            value={text}
            readOnly={disabled}
            size={field.size ?? 'medium'}
            reportInvalid={field.reportInvalid}
            onChange={set}
          />
        </Suspense>
      );
    default:
      return <TextInput {...props} disabled={disabled} />;
  }
}

/** Text, number and read-only values on one line; text areas and lists over several. */
function TextInput(props: FieldListProps & { field: FieldDef; id: string; error?: string }) {
  const { field, id, disabled } = props;
  const value = props.values[field.id];
  const text = typeof value === 'string' ? value : '';
  const intent = props.error ? Intent.DANGER : Intent.NONE;
  const set = (next: string) => props.onChange(field.id, next);
  const blur = () => props.onBlur?.(field.id);
  if (field.kind === 'textarea' || field.kind === 'list')
    return (
      <TextArea
        id={id}
        fill
        rows={field.kind === 'list' ? 3 : field.multiline ? 4 : 5}
        value={text}
        placeholder={field.kind === 'list' ? 'One per line' : field.placeholder}
        disabled={disabled}
        autoFocus={field.autoFocus}
        intent={intent}
        onChange={(event) => set(event.target.value)}
        onBlur={blur}
      />
    );
  return (
    <InputGroup
      id={id}
      name={field.name}
      value={text}
      type={field.inputType}
      autoComplete={field.autoComplete}
      inputMode={field.kind === 'number' ? 'numeric' : undefined}
      placeholder={field.placeholder}
      disabled={disabled}
      autoFocus={field.autoFocus}
      intent={intent}
      rightElement={field.rightElement}
      onValueChange={set}
      onBlur={blur}
    />
  );
}

/** A choice's text, or its element when the field draws its options itself. */
const optionLabels = (field: FieldDef, option: string) =>
  field.optionElement
    ? { labelElement: field.optionElement(option) }
    : { label: field.optionLabel?.(option) ?? (option || '—') };

/** A select (the placeholder as its empty choice) or a row of radio buttons. */
function ChoiceInput(props: {
  field: FieldDef;
  id: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { field } = props;
  const options = field.options ?? [];
  // A select shows what it holds: a stored value the options lack is offered as it is.
  const held =
    field.kind === 'select' && props.value !== '' && !options.includes(props.value)
      ? [props.value]
      : [];
  const choices = [...options, ...held].map((value) => ({
    value,
    label: field.optionLabel?.(value) ?? (value || '—'),
  }));
  if (field.kind === 'radio')
    return (
      <RadioGroup
        inline
        name={props.id}
        selectedValue={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} {...optionLabels(field, choice.value)} />
        ))}
      </RadioGroup>
    );
  // Nothing held and no empty option: an empty choice, not the first option it does not hold.
  const empty =
    field.placeholder || (props.value === '' && !options.includes(''))
      ? [{ value: '', label: field.placeholder ?? '—' }]
      : [];
  return (
    <HTMLSelect
      id={props.id}
      fill
      value={props.value}
      disabled={props.disabled}
      autoFocus={field.autoFocus}
      options={[...empty, ...choices]}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

function MultiSelectInput(props: FieldListProps & { field: FieldDef; id: string }) {
  const { field } = props;
  const [search, setSearch] = useState('');
  const value = props.values[field.id];
  const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
  const options = field.options ?? [];
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? options.filter((o) => (field.optionLabel?.(o) ?? o).toLowerCase().includes(needle))
    : options;
  const list = (
    <div
      className={`mcd-form-kit-options${field.search ? ' mcd-form-kit-searched' : ''}`}
      id={props.id}
      {...(field.search && { role: 'group', 'aria-label': field.label })}
    >
      {field.search && shown.length === 0 && <p>No options found</p>}
      {shown.map((option) => {
        const reason = field.optionDisabled?.(option);
        const labels = optionLabels(field, option);
        return (
          <Checkbox
            key={option}
            inline
            {...(reason === undefined
              ? labels
              : {
                  labelElement: (
                    <>
                      {'labelElement' in labels ? labels.labelElement : labels.label}{' '}
                      <span className={Classes.TEXT_MUTED}>({reason})</span>
                    </>
                  ),
                })}
            checked={chosen.has(option) && reason === undefined}
            disabled={props.disabled || reason !== undefined}
            onChange={(event) =>
              props.onChange(
                field.id,
                options.filter((o) => (o === option ? event.currentTarget.checked : chosen.has(o))),
              )
            }
          />
        );
      })}
    </div>
  );
  if (!field.search) return list;
  return (
    <>
      <SearchBox label={field.search} value={search} onChange={setSearch} />
      {list}
    </>
  );
}
