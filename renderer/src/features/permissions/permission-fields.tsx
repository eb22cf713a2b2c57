// The permission form's fields (spec 5-access §2.4): the subject's kind and its picker, the
// resource's kind and its picker (a global object from the list; a selector the other kinds cannot
// show as its JSON), the action the resource offers, Deny and the description. The pickers follow
// the chosen kind, so the fields are made from the form's values.
import { validateFields, type FieldDef } from '../../components/form-kit/field.ts';
import { customTextField } from '../../components/form-kit/custom-text-field.ts';
import type { FormErrors } from '../../lib/form/useFormState.ts';
import type { PermissionPickerKind } from '../../api/services/permissions.ts';
import {
  GLOBAL_OBJECTS,
  globalObjectLabel,
} from '../../components/permission-text/resource-text.ts';
import { titleCase } from '../../lib/text/title-case.ts';
import { PermissionPicker } from './PermissionPicker.tsx';
import {
  actionsFor,
  RESOURCE_KINDS,
  SUBJECT_KINDS,
  type PermissionFormValues,
  type ResourceKind,
} from './permission-model.ts';

export const SELECTOR_JSON_TEXT = 'Enter the selector as a JSON object';

const RESOURCE_PICKER: Partial<Record<ResourceKind, PermissionPickerKind>> = {
  catalog: 'config',
  component: 'component',
  canary: 'canary',
  connection: 'connection',
  playbook: 'playbook',
  view: 'view',
  scope: 'scope',
};

/** Names of the rule's subject and resource, for pickers whose first rows leave them out. */
export interface PickedLabels {
  subject?: string;
  resource?: string;
}

function pickerField(
  id: 'subject' | 'resource',
  label: string,
  kind: PermissionPickerKind,
  valueLabel: string | undefined,
): FieldDef {
  return customTextField({ id, label, required: true, wide: false }, (value, input) => (
    <PermissionPicker
      key={kind}
      kind={kind}
      label={label}
      value={value}
      valueLabel={valueLabel}
      disabled={input.disabled}
      onChange={input.onChange}
    />
  ));
}

function selectorError(value: unknown): string | undefined {
  try {
    const parsed: unknown = JSON.parse(typeof value === 'string' ? value : '');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? undefined
      : SELECTOR_JSON_TEXT;
  } catch {
    return SELECTOR_JSON_TEXT;
  }
}

function resourceField(values: PermissionFormValues, labels: PickedLabels): FieldDef {
  const kind = values.resourceKind;
  if (kind === 'global')
    return {
      id: 'resource',
      label: 'Object',
      kind: 'select',
      required: true,
      placeholder: 'Select an object',
      options: GLOBAL_OBJECTS.map((o) => o.value),
      optionLabel: globalObjectLabel,
    };
  if (kind === 'selector')
    return {
      id: 'resource',
      label: 'Selector',
      kind: 'code',
      language: 'json',
      required: true,
      reportInvalid: true,
      validate: selectorError,
    };
  const picker = RESOURCE_PICKER[kind] ?? 'config';
  return pickerField('resource', titleCase(kind), picker, labels.resource);
}

/**
 * The fields for the form's values; `withSelector` offers the Selector kind (a rule has one). A
 * kind reads as its name in title case ('person' → 'Person').
 */
export function permissionFields(
  values: PermissionFormValues,
  labels: PickedLabels = {},
  withSelector = values.resourceKind === 'selector',
): FieldDef[] {
  const kinds = RESOURCE_KINDS.filter((kind) => kind !== 'selector' || withSelector);
  return [
    {
      id: 'subjectKind',
      label: 'Subject',
      kind: 'radio',
      wide: true,
      options: SUBJECT_KINDS,
      optionLabel: titleCase,
    },
    pickerField('subject', titleCase(values.subjectKind), values.subjectKind, labels.subject),
    {
      id: 'resourceKind',
      label: 'Resource',
      kind: 'radio',
      wide: true,
      options: kinds,
      optionLabel: titleCase,
    },
    resourceField(values, labels),
    {
      id: 'action',
      label: 'Action',
      kind: 'select',
      required: true,
      placeholder: 'Select an action',
      options: actionsFor(values.resourceKind, values.resource, values.action),
    },
    { id: 'deny', label: 'Deny', kind: 'toggle', wide: false },
    { id: 'description', label: 'Description', kind: 'textarea', wide: true },
  ];
}

export const validatePermission = (
  values: PermissionFormValues,
): FormErrors<PermissionFormValues> =>
  validateFields(permissionFields(values), (id) => values[id as keyof PermissionFormValues]);

/** Another subject kind clears the subject; another resource kind clears the resource, and an
 * action the new resource does not offer. */
export function permissionCascade(
  values: PermissionFormValues,
  id: string,
  value: unknown,
): Partial<PermissionFormValues> {
  if (id === 'subjectKind' && value !== values.subjectKind) return { subject: '' };
  if (id === 'resourceKind' && value !== values.resourceKind) {
    const kind = value as ResourceKind;
    const keep = actionsFor(kind, '').includes(values.action);
    return { resource: '', ...(keep ? {} : { action: '' }) };
  }
  return {};
}
