// The kinds of integration (spec 3 §2.3): the `{type}` of /settings/integrations/{type}/{id} as the
// integrations_with_status view names it, and the table each kind is stored in. Anything else in
// the URL is an unknown type, which the detail page says in so many words.
import { SETTINGS_TABLES } from '../settings-tables.ts';

export const INTEGRATION_TABLES = {
  logging_backends: 'logging_backends',
  topologies: 'topologies',
  scrapers: 'config_scrapers',
} as const;

export type IntegrationType = keyof typeof INTEGRATION_TABLES;
export type IntegrationTable = (typeof INTEGRATION_TABLES)[IntegrationType];

export function isIntegrationType(type: string | null | undefined): type is IntegrationType {
  return typeof type === 'string' && Object.hasOwn(INTEGRATION_TABLES, type);
}

/** The table of a URL's `{type}`; null for an unknown type. */
export function integrationTable(type: string | null | undefined): IntegrationTable | null {
  return isIntegrationType(type) ? INTEGRATION_TABLES[type] : null;
}

/** How the Type column reads a row's integration_type: one of its table (unknown values as they come). */
export function integrationTypeLabel(type: string | null | undefined): string {
  const table = integrationTable(type);
  return table ? SETTINGS_TABLES[table].singular : (type ?? '');
}
