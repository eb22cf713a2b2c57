// Generic resource settings (spec 3 §2.2): one list and one detail route for every table, each
// guarded by the table in the URL, and a sidebar entry per table. Log Backends sits in the fixed
// head of the Settings menu; connections and feature flags have screens of their own there;
// notifications link to the notifications screen. Integrations (spec 3 §2.3) add and edit
// scrapers, topologies and log backends, so they live in this feature with their own routes; so
// do the catalog's scrapers (/catalog/scrapers), the config_scrapers kind under the catalog.
import { paths } from '../../lib/routing/paths.ts';
import {
  guard,
  pageLoader,
  screen,
  type FeatureManifest,
  type NavEntry,
  type RouteParams,
} from '../../lib/routing/feature-manifest.ts';
import { catalogScrapersManifest } from './catalog-scrapers/routes.ts';
import { integrationsManifest } from './integrations/routes.ts';
import { OWN_SCREENS, SETTINGS_TABLES, settingsTable } from './settings-tables.ts';

const nav: NavEntry[] = Object.entries(SETTINGS_TABLES)
  // Kinds with a screen of their own have its entry; notifications' leads to the notifications.
  .filter(([table]) => table === 'notifications' || !Object.hasOwn(OWN_SCREENS, table))
  .map(([table, t]) => ({
    id: table === 'logging_backends' ? 'log-backends' : table,
    label: t.label,
    icon: t.icon,
    to: table === 'notifications' ? paths.notifications() : paths.settings.resource(table),
    features: t.features,
    resource: t.resource,
    section: table === 'logging_backends' ? 'settings-head' : 'settings',
    order: 4,
  }));

/** `/settings/{table}…` routes are guarded by the table in the URL. */
const byTable = {
  title: 'Settings',
  ...guard([], null),
  guardFor: (params: RouteParams) => settingsTable(params.table),
};
const itemPage = (name: 'SettingsResourceItemPage' | 'TeamPage') =>
  pageLoader(() => import('./pages/SettingsResourceItemPage.tsx'), name);
const { features: teamFeatures, resource: teamResource } = SETTINGS_TABLES.teams;

export const manifest: FeatureManifest = {
  routes: [
    {
      path: '/settings/:table',
      ...byTable,
      load: pageLoader(() => import('./pages/SettingsResourcePage.tsx'), 'SettingsResourcePage'),
      lists: () => import('./pages/SettingsResourcePage.tsx').then((m) => m.settingsLists()),
    },
    { path: '/settings/:table/:id', ...byTable, load: itemPage('SettingsResourceItemPage') },
    screen('/settings/teams/:id', 'Team', guard(teamFeatures, teamResource), itemPage('TeamPage')),
    // Preferences of this device: no feature or permission stands in front of them.
    screen(
      '/settings/preferences',
      'Preferences',
      guard([], null),
      pageLoader(() => import('./preferences/PreferencesPage.tsx'), 'PreferencesPage'),
    ),
    ...integrationsManifest.routes,
    ...catalogScrapersManifest.routes,
  ],
  nav: [...nav, ...(integrationsManifest.nav ?? [])],
};
