// The sidebar's items as data (spec 1 §2 "Sidebar navigation"), and the pure filter that hides
// items whose feature is off or whose resource the user may not read. The Settings submenu is
// hidden from viewers; its resource entries come from the generic settings tables, sorted by name.
import type { IconName } from '@blueprintjs/icons';
import type { Feature } from '../../lib/feature-flags/feature-flags.ts';
import type { Action, Resource } from '../../lib/permissions/permissions.ts';
import { paths } from '../paths.ts';
import { SETTINGS_TABLES } from '../routing/route-table.ts';
import { compareIds } from '../../lib/text/compare-ids.ts';

export interface NavItem {
  id: string;
  label: string;
  icon: IconName;
  to: string;
  features: readonly Feature[];
  resource: Resource;
}

export interface NavModel {
  items: NavItem[];
  /** null when the Settings submenu is hidden (viewer, or nothing in it is visible). */
  settings: NavItem[] | null;
}

const item = (
  id: string,
  label: string,
  icon: IconName,
  to: string,
  features: readonly Feature[],
  resource: Resource,
): NavItem => ({ id, label, icon, to, features, resource });

export const MAIN_ITEMS: readonly NavItem[] = [
  item('dashboard', 'Dashboard', 'dashboard', paths.topology(), ['topology'], 'topologies'),
  item('health', 'Health', 'heart', paths.health(), ['health'], 'canaries'),
  item('incidents', 'Incidents', 'issue', paths.incidents(), ['incidents'], 'incident'),
  item('catalog', 'Catalog', 'database', paths.catalog(), ['config'], 'database'),
  item('logs', 'Logs', 'console', paths.logs(), ['logs'], 'database'),
  item('playbooks', 'Playbooks', 'manual', paths.playbooks(), ['playbooks'], 'playbooks'),
];

/** The fixed head of the Settings submenu, in the spec's order. */
export const SETTINGS_HEAD: readonly NavItem[] = [
  item(
    'connections',
    'Connections',
    'link',
    paths.settings.connections(),
    ['settings.connections'],
    'connections',
  ),
  item(
    'jobs',
    'Jobs History',
    'history',
    paths.settings.jobs(),
    ['settings.job_history'],
    'database',
  ),
  item(
    'feature-flags',
    'Feature Flags',
    'flag',
    paths.settings.featureFlags(),
    ['settings.feature_flags'],
    'feature_flags',
  ),
  item(
    'log-backends',
    'Log Backends',
    'document',
    paths.settings.resource('logging_backends'),
    ['settings.logging_backends', 'logs'],
    'logging_backends',
  ),
  item(
    'event-queue',
    'Event Queue',
    'layers',
    paths.settings.eventQueue(),
    ['settings.event_queue_status'],
    'database',
  ),
  item('agents', 'Agents', 'desktop', paths.settings.agents(), ['agents'], 'agents'),
  item(
    'integrations',
    'Integrations',
    'data-connection',
    paths.settings.integrations(),
    ['settings.integrations'],
    'integrations',
  ),
];

const TABLE_ICONS: Record<string, IconName> = {
  config_scrapers: 'search-template',
  topologies: 'graph',
  canaries: 'pulse',
  notifications: 'notifications',
  incident_rules: 'take-action',
  teams: 'people',
};

/** Tables that already have a fixed entry above (connections, log backends, feature flags). */
const HEAD_TABLES = new Set(['connections', 'logging_backends', 'properties']);

/** One entry per remaining resource type (plus Users), sorted by label. */
export const SETTINGS_RESOURCES: readonly NavItem[] = [
  ...Object.entries(SETTINGS_TABLES)
    .filter(([table]) => !HEAD_TABLES.has(table))
    .map(([table, g]) =>
      item(
        table,
        g.label,
        TABLE_ICONS[table] ?? 'cog',
        table === 'notifications' ? paths.notifications() : paths.settings.resource(table),
        g.features,
        g.resource ?? 'database',
      ),
    ),
  item('users', 'Users', 'user', paths.settings.users(), ['settings.users'], 'identities'),
].sort((a, b) => compareIds(a.label, b.label));

export interface NavContext {
  isEnabled: (feature: Feature) => boolean;
  can: (action: Action, resource: Resource) => boolean;
  isViewer: boolean;
}

const visible = (ctx: NavContext) => (entry: NavItem) =>
  entry.features.every(ctx.isEnabled) && ctx.can('read', entry.resource);

export function buildNav(ctx: NavContext): NavModel {
  const items = MAIN_ITEMS.filter(visible(ctx));
  if (ctx.isViewer) return { items, settings: null };
  const settings = [...SETTINGS_HEAD, ...SETTINGS_RESOURCES].filter(visible(ctx));
  return { items, settings: settings.length > 0 ? settings : null };
}

/** Sidebar widths: 14 and 56 units of 4 px (spec 1 §2). */
export const SIDEBAR_WIDTH = { collapsed: 14 * 4, expanded: 56 * 4 } as const;
/** Below this window width an outside click collapses the sidebar. */
export const AUTO_COLLAPSE_BELOW_PX = 1024;
