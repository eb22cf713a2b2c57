// The Create View / Edit View form (spec 4-views §2.9): Name (required), Namespace (optional,
// 'default' as its placeholder) and the Spec as YAML, the view's row ↔ the form's values, and
// which views the form may change (those made in the console; a `KubernetesCRD` view is changed
// where it is declared). There is no schema check of the spec here, as in the web console: the
// YAML must parse to an object, and a top-level `spec` key (a whole `View` resource) is unwrapped.
import { stringify as stringifyYaml } from 'yaml';
import type {
  ViewDefinitionInput,
  ViewDefinitionRow,
} from '../../api/services/view-definitions.ts';
import { parseCode } from '../../components/code-editor/code-format.ts';
import { fieldsValidator, type FieldDef } from '../../components/form-kit/field.ts';

export interface ViewFormValues {
  name: string;
  namespace: string;
  spec: string;
}

export const SPEC_OBJECT_TEXT = 'The spec must be a YAML object';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The spec the text holds: the object itself, or its `spec` when it has one (a whole resource). */
export function specOf(text: string): Record<string, unknown> | string {
  const parsed = parseCode(text, 'yaml');
  if (!parsed.ok) return parsed.error;
  if (!isObject(parsed.value)) return SPEC_OBJECT_TEXT;
  const inner = parsed.value.spec;
  return isObject(inner) ? inner : parsed.value;
}

const specError = (value: unknown) => {
  const spec = typeof value === 'string' && value.trim() ? specOf(value) : {};
  return typeof spec === 'string' ? spec : undefined;
};

export const VIEW_FIELDS: readonly FieldDef[] = [
  { id: 'name', label: 'Name', kind: 'text', required: true, placeholder: 'Enter view name' },
  { id: 'namespace', label: 'Namespace', kind: 'text', placeholder: 'default' },
  {
    id: 'spec',
    label: 'Spec',
    kind: 'code',
    language: 'yaml',
    // At least 400 px (spec 4-views §2.9): the large preset is 560.
    size: 'large',
    required: true,
    reportInvalid: true,
    validate: specError,
  },
];

export const validateView = fieldsValidator<ViewFormValues>(VIEW_FIELDS);

export function viewFormValues(row: ViewDefinitionRow | null): ViewFormValues {
  if (!row) return { name: '', namespace: '', spec: '' };
  return { name: row.name, namespace: row.namespace ?? '', spec: stringifyYaml(row.spec) };
}

/** What a save writes; an empty namespace is stored as null, as the web console does. */
export function viewInput(values: ViewFormValues): ViewDefinitionInput {
  const spec = specOf(values.spec);
  return {
    name: values.name.trim(),
    namespace: values.namespace.trim() || null,
    spec: typeof spec === 'string' ? {} : spec,
  };
}

/** Only views made in the console (source UI) or new ones are saved or deleted here. */
export const isEditable = (row: Pick<ViewDefinitionRow, 'source'> | null): boolean =>
  !row?.source || row.source === 'UI';
