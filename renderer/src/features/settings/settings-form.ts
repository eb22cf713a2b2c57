// The generic settings form (spec 3 §2.2, §5): which fields each kind has, a row as form values
// and form values as the row to write. Labels are a JSON object; the spec is YAML; name and spec
// are required; namespace defaults to 'default' and source to 'UI'.
import { stringify as stringifyYaml } from 'yaml';
import { mappingOf } from '../../lib/text/mapping-text.ts';
import type { FormValues } from '../../components/resource-form/ResourceForm.tsx';
import type { FieldDef } from '../../components/form-kit/field.ts';
import { REQUIRED_TEXT } from '../../lib/form/form-messages.ts';
import type { FormErrors } from '../../lib/form/useFormState.ts';
import { sourceText, type SettingsRow } from './settings-resource.ts';
import type { SettingsTableName } from './settings-tables.ts';
import { specEditorField } from './editors/spec-editor-field.tsx';

export const DEFAULT_NAMESPACE = 'default';
export const DEFAULT_SOURCE = 'UI';
export const SCHEDULES = [
  '@every 30s',
  '@every 1m',
  '@every 5m',
  '@every 30m',
  '@hourly',
  '@every 6h',
  '@daily',
  '@weekly',
] as const;
export const LABELS_TEXT = 'Labels must be a JSON object, e.g. {"team": "payments"}';
export const SPEC_TEXT = 'The spec must be a YAML mapping';

const FIELDS: Record<string, FieldDef> = {
  name: { id: 'name', label: 'Name', kind: 'text', lockedWhenEditing: true },
  namespace: { id: 'namespace', label: 'Namespace', kind: 'text', lockedWhenEditing: true },
  icon: { id: 'icon', label: 'Icon', kind: 'text', placeholder: 'e.g. kubernetes' },
  labels: { id: 'labels', label: 'Labels', kind: 'code', language: 'json', size: 'very-small' },
  schedule: { id: 'schedule', label: 'Schedule', kind: 'select', options: ['', ...SCHEDULES] },
  source: { id: 'source', label: 'Source', kind: 'readonly' },
  spec: { id: 'spec', label: 'Spec', kind: 'code', language: 'yaml', size: 'spec' },
};

const TABLE_FIELDS: Partial<Record<SettingsTableName, readonly string[]>> = {
  teams: ['name', 'icon', 'spec'],
  incident_rules: ['name', 'source', 'spec'],
  config_scrapers: ['name', 'namespace', 'source', 'spec'],
  topologies: ['name', 'namespace', 'labels', 'schedule', 'source', 'spec'],
  canaries: ['name', 'namespace', 'labels', 'source', 'spec'],
  logging_backends: ['name', 'labels', 'source', 'spec'],
};

/** The fields of a kind's form; null for kinds edited on a screen of their own. */
export function settingsFields(table: SettingsTableName): FieldDef[] | null {
  const names = TABLE_FIELDS[table];
  return names ? names.map((name) => specEditorField(table, FIELDS[name] as FieldDef)) : null;
}

export function rowToValues(row: SettingsRow | null): FormValues {
  return {
    name: row?.name ?? '',
    namespace: row?.namespace ?? DEFAULT_NAMESPACE,
    icon: row?.icon ?? '',
    labels: JSON.stringify(row?.labels ?? {}, null, 2),
    schedule: row?.schedule ?? '',
    source: row ? sourceText(row) : DEFAULT_SOURCE,
    spec: row?.spec === undefined || row.spec === null ? '' : stringifyYaml(row.spec),
  };
}

export function validateSettings(values: FormValues): FormErrors<FormValues> {
  const errors: FormErrors<FormValues> = {};
  if ((values.name ?? '').trim() === '') errors.name = REQUIRED_TEXT;
  if ((values.spec ?? '').trim() === '') errors.spec = REQUIRED_TEXT;
  else if (!mappingOf(values.spec ?? '')) errors.spec = SPEC_TEXT;
  if (!mappingOf(values.labels ?? '', JSON.parse)) errors.labels = LABELS_TEXT;
  return errors;
}

/** The row to write: only the kind's own fields, source 'UI' for a new resource. */
export function valuesToPayload(
  fields: readonly FieldDef[],
  values: FormValues,
  editing: boolean,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.id] ?? '';
    switch (field.id) {
      case 'source':
        if (!editing) payload.source = DEFAULT_SOURCE;
        break;
      case 'labels':
        payload.labels = mappingOf(value, JSON.parse) ?? {};
        break;
      case 'spec':
        payload.spec = mappingOf(value) ?? {};
        break;
      case 'name':
      case 'namespace':
        if (!editing)
          payload[field.id] = value.trim() || (field.id === 'namespace' ? DEFAULT_NAMESPACE : '');
        break;
      default:
        payload[field.id] = value.trim() === '' ? null : value.trim();
    }
  }
  return payload;
}
