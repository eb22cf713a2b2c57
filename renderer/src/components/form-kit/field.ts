// The form kit's field as data (issue 37 "Build" 3): one description of an input that every form
// of the console renders with FieldList and validates with validateFields, so a field's kind,
// label and messages mean the same on the connection, settings and resource editor forms. The
// messages are the specs' (spec 1 §5, spec 3 §5): they live in lib/form/form-messages.ts.
import type { ReactElement, ReactNode } from 'react';
import type { CodeEditorSize, CodeLanguage } from '../code-editor/code-format.ts';
import { NUMBER_TEXT, REQUIRED_TEXT } from '../../lib/form/form-messages.ts';
import { REFERENCE_TEXT, parseSecretValue } from '../secret-value/secret-value.ts';

export type FieldKind =
  | 'text'
  | 'textarea'
  /** One item per line. */
  | 'list'
  | 'number'
  | 'select'
  /** The options as radio buttons, in a row. */
  | 'radio'
  | 'multiSelect'
  | 'toggle'
  /** A static value, a config map reference or a secret reference (secret-value.ts). */
  | 'secret'
  | 'code'
  /** Shown, never edited (a resource's source). */
  | 'readonly'
  /** The field draws its own input with `render`. */
  | 'custom';

/** What a 'custom' field's `render` receives. */
export interface CustomFieldInput {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Sets the value without counting as the user's change (a template a choice fills in), so no
   * message shows before a field is touched or a save tried; onChange where the form has none. */
  prefill?: (value: unknown) => void;
  onBlur: () => void;
  disabled: boolean;
  /** A save was tried: the field shows every message of its own. */
  showErrors: boolean;
  /** The resource exists (a type is not chosen again). */
  editing: boolean;
  /** The field's message shown now, for the input's danger state. */
  error?: string;
}

export interface FieldDef {
  /** The value's key in the form's values (a dot path where the form stores nested objects). */
  id: string;
  label: string;
  kind: FieldKind;
  /** Empty is refused with `requiredText`, else REQUIRED_TEXT; the label reads `Label *`. */
  required?: boolean;
  /** What an empty required field is told, where the spec words it (an address: what to enter). */
  requiredText?: string;
  placeholder?: string;
  /** Shown under the input while it has no message. */
  help?: ReactNode;
  options?: readonly string[];
  /** How an option of a select, radio or multi-select reads; the option itself by default. */
  optionLabel?: (option: string) => string;
  /** A radio's or multi-select's option drawn richer than its label (tags, a description). */
  optionElement?: (option: string) => ReactNode;
  /** Why a multi-select's option cannot be chosen now (shown beside it), or undefined. */
  optionDisabled?: (option: string) => string | undefined;
  /**
   * A multi-select of many options (people to add): a search box, named by this, narrows them by
   * their labels; they are listed one a line, 'No options found' when none is left.
   */
  search?: string;
  /** The value a new resource starts with. */
  default?: unknown;
  /** Numbers at least this (thresholds and counts: 0). */
  min?: number;
  /** A long value (certificate, key): a text area, across the whole row. */
  multiline?: boolean;
  /** A secret shown as dots until revealed; true unless a user name. */
  masked?: boolean;
  /** The language and height of a 'code' field. */
  language?: CodeLanguage;
  size?: CodeEditorSize;
  /**
   * A 'code' field hands on text that does not parse, for its `validate` to say why (a playbook's
   * spec). Otherwise such text is silently not applied and the last valid value stays (spec 1 §3).
   */
  reportInvalid?: boolean;
  /** A one-line input's type: a password is hidden, an email brings its keyboard. Text by default. */
  inputType?: 'password' | 'email' | 'number' | 'tel' | 'url' | 'time';
  /** The input's name, for a form whose inputs are known by name (an identity service's flow). */
  name?: string;
  /** A one-line input's autofill hint (`current-password`, `username`, `off`). */
  autoComplete?: string;
  /** A button inside a one-line input, at its end (an address's Check). */
  rightElement?: ReactElement;
  /** Not editable once the resource exists (name, namespace). */
  lockedWhenEditing?: boolean;
  /** Not editable now (a value fixed by another choice). */
  disabled?: boolean;
  /** The input takes the focus when the form opens. */
  autoFocus?: boolean;
  /** Across the whole row (true), or one cell (false); by default long kinds go across. */
  wide?: boolean;
  /**
   * Shown only while another field's value is one of these (Git's SSH key, an HTTP body); a
   * toggle's value reads 'true' or 'false'.
   */
  when?: { id: string; values: readonly string[] };
  /** Chosen after this field (a project's issue type): emptied when it changes (clearDependents). */
  needs?: string;
  /** A message of the field's own, checked after required, reference and number. */
  validate?: (value: unknown) => string | undefined;
  render?: (input: CustomFieldInput) => ReactNode;
  /** Extra classes on the field's group (a form whose fields are found by name). */
  className?: string;
}

export const MIN_TEXT = (min: number) => `Must be at least ${min}`;

export const isEmptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The field's message for a value, or undefined: required, reference, number, min, own. */
export function fieldError(field: FieldDef, value: unknown): string | undefined {
  const empty = isEmptyValue(value);
  if (field.required && empty) return field.requiredText ?? REQUIRED_TEXT;
  if (field.kind === 'secret' && typeof value === 'string' && !empty) {
    const reference = parseSecretValue(value.trim());
    if (reference.mode !== 'static' && (!reference.name || !reference.key)) return REFERENCE_TEXT;
  }
  if (field.kind === 'number' && !empty) {
    const n = Number(typeof value === 'string' ? value.trim() : value);
    if (!Number.isFinite(n)) return NUMBER_TEXT;
    if (field.min !== undefined && n < field.min) return MIN_TEXT(field.min);
  }
  return field.validate?.(value);
}

/** Shown unless it depends on another field's value that is not one of its `when` values. */
export function isShown(field: FieldDef, valueOf: (id: string) => unknown): boolean {
  if (!field.when) return true;
  const value = valueOf(field.when.id);
  const text = typeof value === 'boolean' ? String(value) : typeof value === 'string' ? value : '';
  return field.when.values.includes(text);
}

/** Every shown field's message by its id; `valueOf` reads a value by id (nested, derived…). */
export function validateFields(
  fields: readonly FieldDef[],
  valueOf: (id: string) => unknown,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!isShown(field, valueOf)) continue;
    const error = fieldError(field, valueOf(field.id));
    if (error) errors[field.id] = error;
  }
  return errors;
}

/** A form's validate function (useFormState's) over a fixed field list: each field's message. */
export const fieldsValidator =
  <V extends object>(fields: readonly FieldDef[]) =>
  (values: V): Record<string, string> =>
    validateFields(fields, (id) => values[id as keyof V]);

/** The label a field shows: `Label *` when required. */
export const fieldLabel = (field: FieldDef) => (field.required ? `${field.label} *` : field.label);

/** The DOM id of a field's input: the prefix and its id, dots as dashes. */
export const inputId = (prefix: string, id: string) => `${prefix}-${id.replaceAll('.', '-')}`;
