// The console's routes as data: path (React Router syntax, the specs' paths verbatim), the screen
// shown there, and the guard (feature flags that must be on, resource permission required).
// router.tsx turns this into lazy routes; unit tests check the guards without rendering anything.
import type { Feature } from '../../lib/feature-flags/feature-flags.ts';
import type { Action, Resource } from '../../lib/permissions/permissions.ts';

export interface RouteGuard {
  /** Every listed feature must be enabled (a parent flag is checked by isFeatureEnabled). */
  features: readonly Feature[];
  resource: Resource | null;
  action: Action;
}

export interface RouteSpec extends RouteGuard {
  path: string;
  /** Screen name, used by the placeholder page and the document title. */
  title: string;
  /** Which page module renders it (router.tsx maps this to a lazy import). */
  screen: ScreenId;
}

export const SCREENS = [
  'topology',
  'health',
  'incidents',
  'incident',
  'catalog',
  'catalog-item',
  'logs',
  'playbooks',
  'playbook-runs',
  'playbook-run',
  'notifications',
  'agents',
  'connections',
  'users',
  'jobs',
  'feature-flags',
  'event-queue',
  'integrations',
  'integration',
  'team',
  'settings-resource',
  'settings-resource-item',
  'profile-settings',
] as const;
export type ScreenId = (typeof SCREENS)[number];

const guard = (
  features: readonly Feature[],
  resource: Resource | null,
  action: Action = 'read',
): RouteGuard => ({ features, resource, action });

const route = (path: string, title: string, screen: ScreenId, g: RouteGuard): RouteSpec => ({
  path,
  title,
  screen,
  ...g,
});

const TOPOLOGY = guard(['topology'], 'topologies');
const HEALTH = guard(['health'], 'canaries');
const INCIDENTS = guard(['incidents'], 'incident');
const CATALOG = guard(['config'], 'database');
const PLAYBOOKS = guard(['playbooks'], 'playbooks');
const RUNS = guard(['playbooks'], 'playbook_runs');
const NOTIFICATIONS = guard(['settings.notifications'], 'notifications');
const AGENTS = guard(['agents'], 'agents');

/** Generic resource tables of spec 3 §2.2, with their permission and feature. */
export const SETTINGS_TABLES: Readonly<Record<string, RouteGuard & { label: string }>> = {
  config_scrapers: {
    label: 'Catalog Scrapers',
    ...guard(['settings.config_scraper'], 'config_scrapers'),
  },
  topologies: { label: 'Topologies', ...guard(['settings.topology'], 'topologies') },
  canaries: { label: 'Health Checks', ...guard(['settings.health'], 'canaries') },
  connections: { label: 'Connections', ...guard(['settings.connections'], 'connections') },
  logging_backends: {
    label: 'Log Backends',
    ...guard(['settings.logging_backends', 'logs'], 'logging_backends'),
  },
  notifications: { label: 'Notifications', ...NOTIFICATIONS },
  properties: { label: 'Feature Flags', ...guard(['settings.feature_flags'], 'feature_flags') },
  incident_rules: {
    label: 'Incident Rules',
    ...guard(['settings.rules', 'incidents'], 'incident'),
  },
  teams: { label: 'Teams', ...guard(['settings.teams'], 'database') },
};

/**
 * Console routes in match order. Static settings paths come before `/settings/:table`, which
 * React Router ranks lower anyway; the table guard is resolved at render time from the param.
 */
export const CONSOLE_ROUTES: readonly RouteSpec[] = [
  route('/topology', 'Topology', 'topology', TOPOLOGY),
  route('/topology/:id', 'Topology', 'topology', TOPOLOGY),
  route('/health', 'Health', 'health', HEALTH),
  route('/incidents', 'Incidents', 'incidents', INCIDENTS),
  route('/incidents/:id', 'Incident', 'incident', INCIDENTS),
  route('/catalog', 'Catalog', 'catalog', CATALOG),
  route('/catalog/changes', 'Catalog changes', 'catalog', CATALOG),
  route('/catalog/insights', 'Catalog insights', 'catalog', CATALOG),
  route('/catalog/scrapers', 'Catalog scrapers', 'catalog', CATALOG),
  route('/catalog/scrapers/:id', 'Catalog scraper', 'catalog', CATALOG),
  route('/catalog/:id', 'Catalog item', 'catalog-item', CATALOG),
  route('/catalog/:id/:tab', 'Catalog item', 'catalog-item', CATALOG),
  route('/logs', 'Logs', 'logs', guard(['logs'], 'database')),
  route('/playbooks', 'Playbooks', 'playbooks', PLAYBOOKS),
  route('/playbooks/runs', 'Playbook runs', 'playbook-runs', RUNS),
  route('/playbooks/runs/:id', 'Playbook run', 'playbook-run', RUNS),
  route('/notifications', 'Notifications', 'notifications', NOTIFICATIONS),
  route('/notifications/rules', 'Notification rules', 'notifications', NOTIFICATIONS),
  route('/notifications/silences', 'Silences', 'notifications', NOTIFICATIONS),
  route(
    '/notifications/silences/add',
    'Add silence',
    'notifications',
    guard(['settings.notifications'], 'notifications', 'write'),
  ),
  route('/agents', 'Agents', 'agents', AGENTS),
  route('/settings/agents', 'Agents', 'agents', AGENTS),
  route(
    '/settings/connections',
    'Connections',
    'connections',
    guard(['settings.connections'], 'connections'),
  ),
  route('/settings/users', 'Users', 'users', guard(['settings.users'], 'identities')),
  route('/settings/jobs', 'Jobs History', 'jobs', guard(['settings.job_history'], 'database')),
  route(
    '/settings/feature-flags',
    'Feature Flags',
    'feature-flags',
    guard(['settings.feature_flags'], 'feature_flags'),
  ),
  route(
    '/settings/event-queue-status',
    'Event Queue',
    'event-queue',
    guard(['settings.event_queue_status'], 'database'),
  ),
  route(
    '/settings/integrations',
    'Integrations',
    'integrations',
    guard(['settings.integrations'], 'integrations'),
  ),
  route(
    '/settings/integrations/:type/:id',
    'Integration',
    'integration',
    guard(['settings.integrations'], 'integrations', 'write'),
  ),
  route('/settings/teams/:id', 'Team', 'team', guard(['settings.teams'], 'database')),
  // Guard comes from SETTINGS_TABLES at render time (see guardForSettingsTable).
  route('/settings/:table', 'Settings', 'settings-resource', guard([], null)),
  route('/settings/:table/:id', 'Settings', 'settings-resource-item', guard([], null)),
  route('/profile-settings', 'Profile settings', 'profile-settings', guard([], null)),
];

/** The guard of `/settings/{table}`; null for an unknown table (the page says so). */
export function guardForSettingsTable(table: string | undefined): RouteGuard | null {
  if (!table || !Object.hasOwn(SETTINGS_TABLES, table)) return null;
  return SETTINGS_TABLES[table] ?? null;
}

export type RouteAccess =
  { kind: 'allowed' } | { kind: 'disabled'; feature: Feature } | { kind: 'unauthorized' };

/**
 * Decides what a guarded route shows. A disabled feature wins over a missing permission: the
 * route is hidden rather than forbidden.
 */
export function routeAccess(
  g: RouteGuard,
  isEnabled: (feature: Feature) => boolean,
  can: (action: Action, resource: Resource) => boolean,
): RouteAccess {
  const off = g.features.find((feature) => !isEnabled(feature));
  if (off) return { kind: 'disabled', feature: off };
  if (g.resource && !can(g.action, g.resource)) return { kind: 'unauthorized' };
  return { kind: 'allowed' };
}
