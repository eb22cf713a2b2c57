// Resource editors as data (spec 3 §2.3 "Resource editors", §3, §5): a family of types (health
// checks, catalog scrapers), each type the list key of the spec its entries live under and the
// fields of one entry. The form tab edits the first entry of that list in place, keeping every
// key it does not know, so the form and the code tab round-trip through the same spec object.
import { validateFields } from '../../../components/form-kit/field.ts';
import { choice } from '../../../components/form-kit/field-builders.ts';
import {
  setPath,
  storedReader,
  type StoredField,
  type StoredObject,
} from '../../../components/form-kit/stored-fields.ts';

export type SpecObject = StoredObject;
/** A form kit field stored in a spec entry (HTTP's auth type through `read`/`write`: two flags). */
export type SpecField = StoredField;

export interface SpecFamily {
  /** 'Health Check', 'Catalog Scraper'. */
  noun: string;
  types: readonly SpecType[];
  /** Fields of the spec itself, above the entry's (the schedule). */
  specFields: readonly SpecField[];
}

/**
 * A type of a family's chooser: `key` is the spec's list key, null for Custom (the code tab
 * alone); `icon` an icon name for TypeIcon. Several types may share one key (folder checks with a
 * GCS or SFTP connection): `matches` tells them apart.
 */
export const specType = (
  label: string,
  key: string | null,
  icon: string,
  fields: readonly SpecField[],
  extra: { matches?: (entry: SpecObject) => boolean } = {},
) => ({ label, key, icon, fields, ...extra });
export type SpecType = ReturnType<typeof specType>;
export const CUSTOM_TYPE = specType('Custom', null, 'code', []);

/** The spec's schedule: one of the family's choices, required. */
export const scheduleField = (options: readonly string[], initial: string): SpecField =>
  choice('schedule', 'Schedule', options, { required: true, default: initial });

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

/** An object of the fields' defaults. */
const defaults = (fields: readonly SpecField[]) =>
  fields.reduce<SpecObject>(
    (object, f) => (f.default === undefined ? object : setPath(object, f.id, f.default)),
    {},
  );

/** A new spec of this type: the family's and type's defaults. */
export function newSpec(family: SpecFamily, type: SpecType): SpecObject {
  const spec = defaults(family.specFields);
  return type.key ? { ...spec, [type.key]: [defaults(type.fields)] } : spec;
}

/**
 * The form's messages in its order, each with its field's label: the spec-level fields' (their
 * paths as `spec.<path>`), then the detected type's over its first entry.
 */
function problems(family: SpecFamily, spec: SpecObject) {
  const type = detectType(family, spec);
  const parts = [
    { prefix: 'spec.', fields: family.specFields, object: spec },
    ...(type ? [{ prefix: '', fields: type.fields, object: entryOf(type, spec) }] : []),
  ];
  return parts.flatMap(({ prefix, fields, object }) => {
    const errors = validateFields(fields, storedReader(object, fields));
    return fields.flatMap(({ id, label }) =>
      errors[id] ? [{ id: prefix + id, label, error: errors[id] }] : [],
    );
  });
}

/** Every field's message, by `spec.<path>` for spec fields and by the field's path otherwise. */
export const validateSpec = (family: SpecFamily, spec: SpecObject): Record<string, string> =>
  Object.fromEntries(problems(family, spec).map(({ id, error }) => [id, error]));

/** One line for the Spec field: the first problem of the form, with its field's label. */
export function specSummary(family: SpecFamily, spec: SpecObject): string | undefined {
  const [first] = problems(family, spec);
  return first && `${first.label}: ${first.error}`;
}
