// Resource editors as data (spec 3 §2.3 "Resource editors", §3, §5): a family of types (health
// checks, catalog scrapers), each type the list key of the spec its entries live under and the
// fields of one entry. The form tab edits the first entry of that list in place, keeping every
// key it does not know, so the form and the code tab round-trip through the same spec object.
import { envVarToString, stringToEnvVar } from '../../../components/secret-value/secret-value.ts';
import { fieldError, validateFields, type FieldDef } from '../../../components/form-kit/field.ts';

export type SpecObject = Record<string, unknown>;

/**
 * A form kit field (its id the dot path inside the entry: `url`, `filter.minAge`) stored in a
 * spec entry; `read`/`write` for one the spec stores elsewhere (HTTP's auth type is two flags).
 */
export type SpecField = FieldDef & {
  read?: (entry: SpecObject) => unknown;
  write?: (entry: SpecObject, value: unknown) => SpecObject;
};

export interface SpecType {
  label: string;
  /** The spec's list key; null for Custom (the code tab only). */
  key: string | null;
  /** An icon name for TypeIcon. */
  icon: string;
  fields: readonly SpecField[];
  /** Several types may share one key (folder checks with a GCS or SFTP connection). */
  matches?: (entry: SpecObject) => boolean;
}

export interface SpecFamily {
  /** 'Health Check', 'Catalog Scraper'. */
  noun: string;
  types: readonly SpecType[];
  /** Fields of the spec itself, above the entry's (the schedule). */
  specFields: readonly SpecField[];
}

export function getPath(object: SpecObject, path: string): unknown {
  let value: unknown = object;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as SpecObject)[part];
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
export function setPath(object: SpecObject, path: string, value: unknown): SpecObject {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const copy: SpecObject = { ...object };
  if (rest.length === 0) {
    if (isUnset(value)) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const child = copy[head];
  const next = setPath(
    child && typeof child === 'object' && !Array.isArray(child) ? (child as SpecObject) : {},
    rest.join('.'),
    value,
  );
  if (Object.keys(next).length === 0) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** What a field shows: text for inputs, lines for lists, the one-string form for secrets. */
export function fieldValue(field: SpecField, entry: SpecObject): unknown {
  const raw = field.read ? field.read(entry) : getPath(entry, field.id);
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

const RESPONSE_CODE = /^\d+$/;

/** The entry with the field set from what its input holds. */
export function setField(field: SpecField, entry: SpecObject, input: unknown): SpecObject {
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
      // Kept as text when not a number, so validation can say so and nothing typed is lost.
      value = text === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text;
      break;
    }
    case 'multiSelect':
      value = (input as string[]).map((v) => (RESPONSE_CODE.test(v) ? Number(v) : v));
      break;
    case 'toggle':
      value = input === true ? true : undefined;
      break;
  }
  return field.write ? field.write(entry, value) : setPath(entry, field.id, value);
}

/**
 * Reads a field's stored value by id, to validate it: a virtual one (HTTP's auth type) through
 * its `read`, a secret as its one-string form (so a half-given reference is caught).
 */
export function entryReader(entry: SpecObject, fields: readonly SpecField[]) {
  return (id: string): unknown => {
    const field = fields.find((f) => f.id === id);
    const raw = field?.read ? field.read(entry) : getPath(entry, id);
    return field?.kind === 'secret' ? envVarToString(raw) : raw;
  };
}

/** The type of a spec: the first type whose key holds a list (and whose entry it matches). */
export function detectType(family: SpecFamily, spec: SpecObject): SpecType | undefined {
  for (const type of family.types) {
    if (!type.key) continue;
    const list = spec[type.key];
    if (!Array.isArray(list) || list.length === 0) continue;
    const entry = (list[0] ?? {}) as SpecObject;
    if (!type.matches || type.matches(entry)) return type;
  }
  return undefined;
}

/** The type's first entry, or an empty one. */
export function entryOf(type: SpecType, spec: SpecObject): SpecObject {
  const list = type.key ? spec[type.key] : undefined;
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  return first && typeof first === 'object' ? (first as SpecObject) : {};
}

/** The spec with the type's first entry replaced; other entries and keys kept. */
export function withEntry(type: SpecType, spec: SpecObject, entry: SpecObject): SpecObject {
  if (!type.key) return spec;
  const list = Array.isArray(spec[type.key]) ? [...(spec[type.key] as unknown[])] : [];
  list[0] = entry;
  return { ...spec, [type.key]: list };
}

/**
 * The family's spec-level fields the form shows above a type's own: one a type's form has by the
 * same label (a check's own Icon) is left to the type, so no form shows two fields of one name.
 */
export function specLevelFields(family: SpecFamily, type: SpecType | null): readonly SpecField[] {
  const own = new Set(type?.key ? type.fields.map((f) => f.label) : []);
  return family.specFields.filter((f) => !own.has(f.label));
}

/** A new spec of this type: the family's and type's defaults. */
export function newSpec(family: SpecFamily, type: SpecType): SpecObject {
  let spec: SpecObject = {};
  for (const field of family.specFields)
    if (field.default !== undefined) spec = setPath(spec, field.id, field.default);
  if (!type.key) return spec;
  let entry: SpecObject = {};
  for (const field of type.fields)
    if (field.default !== undefined) entry = setPath(entry, field.id, field.default);
  return { ...spec, [type.key]: [entry] };
}

/** Every field's message, by `spec.<path>` for spec fields and by the field's path otherwise. */
export function validateSpec(family: SpecFamily, spec: SpecObject): Record<string, string> {
  const errors: Record<string, string> = {};
  const readSpec = entryReader(spec, family.specFields);
  for (const field of family.specFields) {
    const error = fieldError(field, readSpec(field.id));
    if (error) errors[`spec.${field.id}`] = error;
  }
  const type = detectType(family, spec);
  if (!type) return errors;
  return {
    ...errors,
    ...validateFields(type.fields, entryReader(entryOf(type, spec), type.fields)),
  };
}

/** One line for the Spec field: the first problem of the form, with its field's label. */
export function specSummary(family: SpecFamily, spec: SpecObject): string | undefined {
  const errors = validateSpec(family, spec);
  const type = detectType(family, spec);
  const fields = [
    ...family.specFields.map((f) => ({ ...f, id: `spec.${f.id}` })),
    ...(type?.fields ?? []),
  ];
  for (const field of fields) {
    const error = errors[field.id];
    if (error) return `${field.label}: ${error}`;
  }
  return undefined;
}
