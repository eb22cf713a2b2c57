// The connection form as data (spec 3 §2.6, §5): a stored row as flat form values and back,
// secret-capable values as Static / Config Map / Secret, and validation with the spec's
// messages. Properties the form does not know are kept, so saving never drops what another
// client wrote.
import type { Connection } from '../../api/services/connections.ts';
import { NUMBER_TEXT, REQUIRED_TEXT } from '../../lib/form/form-messages.ts';
import type { FormErrors } from '../../lib/form/useFormState.ts';
import { connectionType, type ConnectionField } from './connection-types.ts';
import { REFERENCE_TEXT, parseSecretValue } from '../../components/secret-value/secret-value.ts';

export const DEFAULT_NAMESPACE = 'default';

/**
 * The form's values, flat: `name`, `namespace`, `type`, and each field of the type by its key
 * (`url`, `properties.db`…), as text ('true'/'false' for switches).
 */
export type ConnectionValues = Record<string, string>;

function storedValue(row: Connection, key: string): string {
  if (key.startsWith('properties.')) {
    const value = row.properties?.[key.slice('properties.'.length)];
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
  const value = row[key as keyof Connection];
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'string' ? value : '';
}

/** A new connection of `typeValue` with the type's defaults, or the stored row's values. */
export function connectionToValues(row: Connection | null, typeValue?: string): ConnectionValues {
  const type = connectionType(row?.type ?? typeValue);
  const values: ConnectionValues = {
    name: row?.name ?? '',
    namespace: row?.namespace ?? DEFAULT_NAMESPACE,
    type: type?.value ?? row?.type ?? '',
  };
  for (const field of type?.fields ?? []) {
    values[field.key] = row ? storedValue(row, field.key) : (field.default ?? '');
  }
  // Git connections saved without the authentication choice: an SSH key means ssh.
  if (type?.value === 'git' && row && !row.properties?.authentication)
    values['properties.authentication'] = row.certificate ? 'ssh' : 'basic';
  return values;
}

/** A field is shown unless it depends on another field's value that is not chosen. */
export function isShown(field: ConnectionField, values: ConnectionValues): boolean {
  return !field.when || values[field.when.key] === field.when.value;
}

export function validateConnection(values: ConnectionValues): FormErrors<ConnectionValues> {
  const errors: FormErrors<ConnectionValues> = {};
  if ((values.name ?? '').trim() === '') errors.name = REQUIRED_TEXT;
  if ((values.namespace ?? '').trim() === '') errors.namespace = REQUIRED_TEXT;
  const type = connectionType(values.type);
  if (!type) {
    errors.type = REQUIRED_TEXT;
    return errors;
  }
  for (const field of type.fields) {
    if (!isShown(field, values)) continue;
    const value = (values[field.key] ?? '').trim();
    const reference = parseSecretValue(value);
    if (field.required && value === '') errors[field.key] = REQUIRED_TEXT;
    else if (reference.mode !== 'static' && (!reference.name || !reference.key))
      errors[field.key] = REFERENCE_TEXT;
    else if (field.kind === 'number' && value !== '' && !Number.isFinite(Number(value)))
      errors[field.key] = NUMBER_TEXT;
  }
  return errors;
}

/** The row to write: columns and properties from the type's shown fields; unknown properties kept. */
export function valuesToPayload(
  values: ConnectionValues,
  existing: Connection | null,
): Record<string, unknown> {
  const type = connectionType(values.type);
  const properties: Record<string, unknown> = { ...(existing?.properties ?? {}) };
  const payload: Record<string, unknown> = {
    url: null,
    username: null,
    password: null,
    certificate: null,
    insecure_tls: false,
  };
  for (const field of type?.fields ?? []) {
    const raw = isShown(field, values) ? (values[field.key] ?? '').trim() : '';
    if (field.key.startsWith('properties.')) {
      const name = field.key.slice('properties.'.length);
      if (raw === '') delete properties[name];
      else properties[name] = field.kind === 'number' ? Number(raw) : raw;
    } else if (field.kind === 'switch') payload[field.key] = raw === 'true';
    else payload[field.key] = raw === '' ? null : raw;
  }
  payload.properties = Object.keys(properties).length > 0 ? properties : null;
  if (!existing) {
    payload.name = (values.name ?? '').trim();
    payload.namespace = (values.namespace ?? '').trim() || DEFAULT_NAMESPACE;
    payload.type = values.type;
    payload.source = 'UI';
  }
  return payload;
}

/** Connections written by a UI can be edited and deleted here; others belong to their source. */
export function isEditableSource(source: string | null | undefined): boolean {
  return !source || source === 'UI';
}

/** Why Test waits on an edited connection: the backend tests the stored row, not the form. */
export const SAVE_TO_TEST_TEXT = 'Save the changes to test them';

/** Test in the Add dialog says what it does first. */
export const SAVE_THEN_TEST_TEXT = 'Saves the new connection, then tests it';

/**
 * What Test does (issue 32, 17: a connection could be tested only after it was saved). The
 * backend tests a stored connection by id (`POST /api/connection/test/{id}`), so in the Add
 * dialog the button saves the new connection first and then tests it, and says so (its title); an edited,
 * unsaved connection waits for Update, which keeps the test about what is stored.
 */
export type ConnectionTestPlan =
  | { kind: 'test'; id: string; text: 'Test' }
  | { kind: 'save-then-test'; text: 'Test'; note: string }
  | { kind: 'wait'; text: 'Test'; reason: string };

export function connectionTestPlan(savedId: string | null, dirty: boolean): ConnectionTestPlan {
  if (savedId === null) return { kind: 'save-then-test', text: 'Test', note: SAVE_THEN_TEST_TEXT };
  if (dirty) return { kind: 'wait', text: 'Test', reason: SAVE_TO_TEST_TEXT };
  return { kind: 'test', id: savedId, text: 'Test' };
}
