// The spec validator of a settings kind, fetched when its form opens: the kind's generated Ajv
// validator (generated/<table>.validator.ts, from the schemas in scripts/spec-validators) behind a dynamic import, so
// neither start-up nor the list screens carry it, wrapped to say what is wrong as
// `spec.http[0].url: must be text`.
import type { SettingsTableName } from '../settings-tables.ts';

/** The messages for a spec; none when it is valid. */
export type SpecValidator = (spec: unknown) => string[];

/** The part of Ajv's ErrorObject the messages use (the generated code has no message text). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
type GeneratedValidator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

const VALIDATORS = {
  canaries: () => import('./generated/canaries.validator.ts'),
  config_scrapers: () => import('./generated/config_scrapers.validator.ts'),
  topologies: () => import('./generated/topologies.validator.ts'),
  logging_backends: () => import('./generated/logging_backends.validator.ts'),
  incident_rules: () => import('./generated/incident_rules.validator.ts'),
  teams: () => import('./generated/teams.validator.ts'),
} satisfies Partial<Record<SettingsTableName, () => Promise<{ validate: unknown }>>>;

export type SpecSchemaTable = keyof typeof VALIDATORS;

export function hasSpecSchema(table: SettingsTableName): table is SpecSchemaTable {
  return Object.hasOwn(VALIDATORS, table);
}

/** `spec.http[0].url` for the JSON pointer `/http/0/url` (under `root`; '' for none). */
export function specPath(instancePath: string, root = 'spec'): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      root,
    );
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  array: 'a list',
  object: 'a mapping',
  string: 'text',
  boolean: 'true or false',
  integer: 'a whole number',
  number: 'a number',
  null: 'empty',
};

/** What is wrong, in words a user can act on ('must be a list'); the generated code has no text. */
export function schemaMessage(error: SchemaError): string {
  const { keyword, params } = error;
  switch (keyword) {
    case 'type':
      return `must be ${String(params.type)
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type)
        .join(' or ')}`;
    case 'required':
      return `must have required property '${String(params.missingProperty)}'`;
    case 'pattern':
      return String(params.pattern).startsWith('^https?://')
        ? 'must be an http or https URL'
        : `must match ${String(params.pattern)}`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    default:
      return error.message ?? `must pass "${keyword}" keyword validation`;
  }
}

export function specValidator(validate: GeneratedValidator): SpecValidator {
  return (spec) => {
    if (validate(spec)) return [];
    const messages = (validate.errors ?? []).map(
      (error) => `${specPath(error.instancePath)}: ${schemaMessage(error)}`,
    );
    return [...new Set(messages)];
  };
}

/** The kind's validator; null for a kind without a spec schema. */
export async function loadSpecValidator(table: SettingsTableName): Promise<SpecValidator | null> {
  if (!hasSpecSchema(table)) return null;
  const { validate } = await VALIDATORS[table]();
  return specValidator(validate as GeneratedValidator);
}
