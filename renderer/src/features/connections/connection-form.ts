// The connection form as data (spec 3 §2.6, §5): a stored row as flat form values and back,
// secret-capable values as Static / Config Map / Secret, and validation with the spec's
// messages. Properties the form does not know are kept, so saving never drops what another
// client wrote.
import type { Connection } from '../../api/services/connections.ts';
import { REQUIRED_TEXT, requiredError } from '../../lib/form/form-messages.ts';
import type { FormErrors } from '../../lib/form/useFormState.ts';
import { isShown, validateFields, type FieldDef } from '../../components/form-kit/field.ts';
import { text } from '../../components/form-kit/field-builders.ts';
import { storedValue } from '../../components/form-kit/stored-fields.ts';
import { connectionType } from './connection-types.ts';

export const DEFAULT_NAMESPACE = 'default';

/**
 * The form's values, flat: `name`, `namespace`, `type`, and each field of the type by its key
 * (`url`, `properties.db`…), as text; a switch's as true or false.
 */
export type ConnectionValues = Record<string, string | boolean>;

/** A value as text (a switch's 'true' or 'false'). */
const textOf = (values: ConnectionValues, id: string) => String(values[id] ?? '');

const nameField = (id: string, label: string) =>
  text(id, label, { lockedWhenEditing: true, validate: (v) => requiredError(v) ?? undefined });

/** Every connection's name and namespace, above its type's fields; fixed once it is stored. */
export const NAME_FIELDS: readonly FieldDef[] = [
  nameField('name', 'Name'),
  nameField('namespace', 'Namespace'),
];

/** A new connection of `typeValue` with the type's defaults, or the stored row's values. */
export function connectionToValues(row: Connection | null, typeValue?: string): ConnectionValues {
  const type = connectionType(row?.type ?? typeValue);
  const values: ConnectionValues = {
    name: row?.name ?? '',
    namespace: row?.namespace ?? DEFAULT_NAMESPACE,
    type: type?.value ?? row?.type ?? '',
  };
  for (const field of type?.fields ?? []) {
    values[field.id] = row
      ? (storedValue(field, row) as string | boolean)
      : typeof field.default === 'string'
        ? field.default
        : '';
  }
  // Git connections saved without the authentication choice: an SSH key means ssh.
  if (type?.value === 'git' && row && !row.properties?.authentication)
    values['properties.authentication'] = row.certificate ? 'ssh' : 'basic';
  return values;
}

export function validateConnection(values: ConnectionValues): FormErrors<ConnectionValues> {
  const type = connectionType(textOf(values, 'type'));
  const errors = validateFields([...NAME_FIELDS, ...(type?.fields ?? [])], (id) => values[id]);
  return type ? errors : { ...errors, type: REQUIRED_TEXT };
}

/** The row to write: columns and properties from the type's shown fields; unknown properties kept. */
export function valuesToPayload(
  values: ConnectionValues,
  existing: Connection | null,
): Record<string, unknown> {
  const type = connectionType(textOf(values, 'type'));
  const properties: Record<string, unknown> = { ...(existing?.properties ?? {}) };
  const payload: Record<string, unknown> = {
    url: null,
    username: null,
    password: null,
    certificate: null,
    insecure_tls: false,
  };
  for (const field of type?.fields ?? []) {
    const raw = isShown(field, (id) => values[id]) ? textOf(values, field.id).trim() : '';
    if (field.id.startsWith('properties.')) {
      const name = field.id.slice('properties.'.length);
      if (raw === '') delete properties[name];
      else properties[name] = field.kind === 'number' ? Number(raw) : raw;
    } else if (field.kind === 'toggle') payload[field.id] = raw === 'true';
    else payload[field.id] = raw === '' ? null : raw;
  }
  payload.properties = Object.keys(properties).length > 0 ? properties : null;
  if (!existing) {
    payload.name = textOf(values, 'name').trim();
    payload.namespace = textOf(values, 'namespace').trim() || DEFAULT_NAMESPACE;
    payload.type = textOf(values, 'type');
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
  | { kind: 'test'; id: string }
  | { kind: 'save-then-test'; note: string }
  | { kind: 'wait'; reason: string };

export function connectionTestPlan(savedId: string | null, dirty: boolean): ConnectionTestPlan {
  if (savedId === null) return { kind: 'save-then-test', note: SAVE_THEN_TEST_TEXT };
  if (dirty) return { kind: 'wait', reason: SAVE_TO_TEST_TEXT };
  return { kind: 'test', id: savedId };
}
