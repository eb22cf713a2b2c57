// Form kit fields whose values live inside an object the form does not own (a resource spec's
// entry, a YAML mapping): each field reads and writes its dot path there, or its own `read` and
// `write` where the object stores it otherwise, so every key no field knows is kept as it was.
// StoredFields.tsx draws such fields over the object.
import { envVarToString, stringToEnvVar } from '../secret-value/secret-value.ts';
import type { FieldDef } from './field.ts';

export type StoredObject = Record<string, unknown>;

/** A field stored at its id's dot path (`url`, `filter.minAge`), or through `read`/`write`. */
export type StoredField = FieldDef & {
  read?: (object: StoredObject) => unknown;
  write?: (object: StoredObject, value: unknown) => StoredObject;
};

export function getPath(object: StoredObject, path: string): unknown {
  let value: unknown = object;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as StoredObject)[part];
  }
  return value;
}

/** Unset: nothing typed (a space typed is kept, so a value may start with one). */
const isUnset = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** A copy with `path` set, or removed when the value is empty (and emptied parents with it). */
export function setPath(object: StoredObject, path: string, value: unknown): StoredObject {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const copy: StoredObject = { ...object };
  if (rest.length === 0) {
    if (isUnset(value)) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const child = copy[head];
  const next = setPath(
    child && typeof child === 'object' && !Array.isArray(child) ? (child as StoredObject) : {},
    rest.join('.'),
    value,
  );
  if (Object.keys(next).length === 0) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** What a field shows: text for inputs, lines for lists, the one-string form for secrets. */
export function storedValue(field: StoredField, object: StoredObject): unknown {
  const raw = field.read ? field.read(object) : getPath(object, field.id);
  switch (field.kind) {
    case 'secret':
      return envVarToString(raw);
    case 'list':
      return Array.isArray(raw) ? raw.map(String).join('\n') : '';
    case 'multiSelect':
      return Array.isArray(raw) ? raw.map(String) : [];
    case 'toggle':
      return raw === true;
    case 'custom':
      return raw;
    default:
      if (raw === undefined || raw === null) return '';
      return typeof raw === 'string' ? raw : JSON.stringify(raw);
  }
}

const DIGITS = /^\d+$/;

/**
 * The object with the field set from what its input holds: a number as a number (kept as text
 * when it is not one, so validation can say so and nothing typed is lost), a list's lines, a
 * multi-select's numeric options (response codes) as numbers, an off toggle left out.
 */
export function storeValue(field: StoredField, object: StoredObject, input: unknown): StoredObject {
  let value: unknown = input;
  switch (field.kind) {
    case 'secret':
      value = stringToEnvVar(typeof input === 'string' ? input : '');
      break;
    case 'list':
      value = String(input)
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
      break;
    case 'number': {
      const text = String(input).trim();
      value = text === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text;
      break;
    }
    case 'multiSelect':
      value = (input as string[]).map((v) => (DIGITS.test(v) ? Number(v) : v));
      break;
    case 'toggle':
      value = input === true ? true : undefined;
      break;
  }
  return field.write ? field.write(object, value) : setPath(object, field.id, value);
}

/**
 * Reads a field's stored value by id, to validate it: a virtual one (HTTP's auth type) through
 * its `read`, a secret as its one-string form (so a half-given reference is caught).
 */
export function storedReader(object: StoredObject, fields: readonly StoredField[]) {
  return (id: string): unknown => {
    const field = fields.find((f) => f.id === id);
    const raw = field?.read ? field.read(object) : getPath(object, id);
    return field?.kind === 'secret' ? envVarToString(raw) : raw;
  };
}
