// The generic resource kinds of spec 3 §2.2: each table's name in the UI, its sidebar icon, and
// the feature flags and permission that guard `/settings/{table}`.
import type { IconName } from '@blueprintjs/icons';
import type { Feature } from '../../lib/feature-flags/feature-flags.ts';
import type { Resource } from '../../lib/permissions/permissions.ts';
import type { RouteGuard } from '../../lib/routing/feature-manifest.ts';
import { paths } from '../../lib/routing/paths.ts';

/**
 * `label`: the plural name of the sidebar and the list's heading; `singular`: one resource, as in
 * 'Add {resource name}', the label without its plural 's' unless given.
 */
const table = (
  label: string,
  icon: IconName,
  features: readonly Feature[],
  resource: Resource,
  singular = label.replace(/s$/, ''),
) => ({ label, singular, icon, features, resource, action: 'read' as const });
type SettingsTable = ReturnType<typeof table>;

export const SETTINGS_TABLES = {
  config_scrapers: table(
    'Catalog Scrapers',
    'search-template',
    ['settings.config_scraper'],
    'config_scrapers',
  ),
  topologies: table('Topologies', 'graph', ['settings.topology'], 'topologies', 'Topology'),
  canaries: table('Health Checks', 'pulse', ['settings.health'], 'canaries'),
  connections: table('Connections', 'link', ['settings.connections'], 'connections'),
  logging_backends: table(
    'Log Backends',
    'document',
    ['settings.logging_backends', 'logs'],
    'logging_backends',
  ),
  notifications: table(
    'Notifications',
    'notifications',
    ['settings.notifications'],
    'notifications',
  ),
  properties: table('Feature Flags', 'flag', ['settings.feature_flags'], 'feature_flags'),
  incident_rules: table(
    'Incident Rules',
    'take-action',
    ['settings.rules', 'incidents'],
    'incident',
  ),
  teams: table('Teams', 'people', ['settings.teams'], 'database'),
} satisfies Record<string, SettingsTable & RouteGuard>;

export type SettingsTableName = keyof typeof SETTINGS_TABLES;

export function isSettingsTable(table: string | undefined): table is SettingsTableName {
  return table !== undefined && Object.hasOwn(SETTINGS_TABLES, table);
}

/** The table of `/settings/{table}`; null for an unknown one (the route shows Not Found). */
export function settingsTable(table: string | undefined): SettingsTable | null {
  return isSettingsTable(table) ? SETTINGS_TABLES[table] : null;
}

/**
 * Kinds listed and edited on a screen of their own: `/settings/{table}` and `/settings/{table}/{id}`
 * lead there (the generic list cannot read their rows). `id` is the record, or 'new'/none.
 */
export const OWN_SCREENS: Partial<Record<SettingsTableName, (id?: string) => string>> = {
  connections: () => paths.settings.connections(),
  properties: () => paths.settings.featureFlags(),
  // A rule opens in the rules tab's dialog (`?id`); 'new' is the list with its Add button.
  notifications: (id) => paths.notificationRules(id && id !== 'new' ? { id } : undefined),
};
