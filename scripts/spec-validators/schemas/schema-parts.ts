// Building blocks of the spec schemas (JSON Schema draft-07). Every object stays open
// (additionalProperties allowed): the upstream CRDs prune unknown fields rather than reject them,
// and a console that refused a spec the backend accepts would be worse than one that lets a typo
// through. What the schemas do check is the type of each known field and what upstream requires.
export type JsonSchema = Record<string, unknown>;

export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const bool: JsonSchema = { type: 'boolean' };
/** Any mapping (upstream leaves it open or its shape is not worth checking). */
export const mapping: JsonSchema = { type: 'object' };
/** Text fields by name: `strs('name', 'url')` is `{ name: str, url: str }`. */
export const strs = (...names: string[]): Record<string, JsonSchema> =>
  Object.fromEntries(names.map((name) => [name, str]));
export const strList: JsonSchema = { type: 'array', items: str };
/** Kubernetes-style labels: text values only. */
export const strMap: JsonSchema = { type: 'object', additionalProperties: str };

export function object(properties: Record<string, JsonSchema>, required?: string[]): JsonSchema {
  return required?.length
    ? { type: 'object', required, properties }
    : { type: 'object', properties };
}

export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** A schema's own definitions, shared by the places that `$ref` them. */
export const ref = (name: string): JsonSchema => ({ $ref: `#/definitions/${name}` });

/**
 * A list of mappings that are `base` (a `$ref`) with fields of their own. Referencing the shared
 * part instead of repeating it keeps the generated validator small: Ajv writes the code of a
 * referenced definition once.
 */
export const listOfWith = (
  base: JsonSchema,
  fields: Record<string, JsonSchema>,
  required?: string[],
): JsonSchema => listOf({ allOf: [base, object(fields, required)] });

/** A secret or plain value: `{ value }`, `{ valueFrom: { secretKeyRef: … } }`. */
export const envVar = ref('envVar');
/** test, display, transform: one of the template languages. */
export const template = ref('template');

/** The definitions `envVar` and `template` refer to; every schema includes them. */
export const SHARED_DEFINITIONS: Record<string, JsonSchema> = {
  envVar: object({ name: str, value: str, valueFrom: mapping }),
  template: object({ expr: str, javascript: str, jsonPath: str, template: str }),
};

/** A spec's schema: its title, its fields, and the definitions its `$ref`s name (if any). */
export const specSchema = (
  title: string,
  properties: Record<string, JsonSchema>,
  definitions?: Record<string, JsonSchema>,
): JsonSchema => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  title,
  type: 'object',
  ...(definitions && { definitions: { ...SHARED_DEFINITIONS, ...definitions } }),
  properties,
});
