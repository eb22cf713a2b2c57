// One JSON Schema per settings kind whose spec the generic form edits (spec 3 §2.2), shipped with
// the app so nothing is fetched at run time. The renderer never compiles them: Ajv compiles with
// `new Function`, which the Content-Security-Policy refuses, so scripts/spec-validators turns
// them into the validators under renderer/…/settings/spec-schemas/generated/ ahead of time; the
// renderer carries only those.
import type { SettingsTableName } from '../../../renderer/src/features/settings/settings-tables.ts';
import { canarySpecSchema } from './canary-spec.schema.ts';
import { incidentRuleSpecSchema } from './incident-rule-spec.schema.ts';
import { loggingBackendSpecSchema } from './logging-backend-spec.schema.ts';
import type { JsonSchema } from './schema-parts.ts';
import { scrapeConfigSpecSchema } from './scrape-config-spec.schema.ts';
import { teamSpecSchema } from './team-spec.schema.ts';
import { topologySpecSchema } from './topology-spec.schema.ts';

export const SPEC_SCHEMAS = {
  canaries: canarySpecSchema,
  config_scrapers: scrapeConfigSpecSchema,
  topologies: topologySpecSchema,
  logging_backends: loggingBackendSpecSchema,
  incident_rules: incidentRuleSpecSchema,
  teams: teamSpecSchema,
} satisfies Partial<Record<SettingsTableName, JsonSchema>>;

export type SpecSchemaTable = keyof typeof SPEC_SCHEMAS;

export const SPEC_SCHEMA_TABLES = Object.keys(SPEC_SCHEMAS) as SpecSchemaTable[];
