// Integrations (spec 3 §2.3): the list, readable by whoever may read integrations, and one
// integration's editor, which needs write; the sidebar entry sits in the Settings head.
import { paths } from '../../../lib/routing/paths.ts';
import * as route from '../../../lib/routing/feature-manifest.ts';

const FEATURES = ['settings.integrations'] as const;
const READ = route.guard(FEATURES, 'integrations');
const NAV: route.NavPlace = {
  label: 'Integrations',
  icon: 'data-connection',
  section: 'settings-head',
  order: 7,
};

export const integrationsManifest: route.FeatureManifest = {
  routes: [
    route.screen(
      '/settings/integrations',
      'Integrations',
      READ,
      route.pageLoader(() => import('./pages/IntegrationsPage.tsx'), 'IntegrationsPage'),
      () => import('./pages/IntegrationsPage.tsx').then((m) => [m.INTEGRATIONS_LIST]),
    ),
    route.screen(
      '/settings/integrations/:type/:id',
      'Integration',
      route.guard(FEATURES, 'integrations', 'write'),
      route.pageLoader(() => import('./pages/IntegrationPage.tsx'), 'IntegrationPage'),
    ),
  ],
  nav: [route.navTo(paths.settings.integrations(), READ, NAV)],
};
