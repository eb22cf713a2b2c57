// Integrations (spec 3 §2.3): the list, readable by whoever may read integrations, and one
// integration's editor, which needs write; the sidebar entry sits in the Settings head.
import { paths } from '../../../lib/routing/paths.ts';
import { guard, pageLoader, type FeatureManifest } from '../../../lib/routing/feature-manifest.ts';

const FEATURES = ['settings.integrations'] as const;

export const integrationsManifest: FeatureManifest = {
  routes: [
    {
      path: '/settings/integrations',
      title: 'Integrations',
      ...guard(FEATURES, 'integrations'),
      load: pageLoader(() => import('./pages/IntegrationsPage.tsx'), 'IntegrationsPage'),
      lists: () => import('./pages/IntegrationsPage.tsx').then((m) => [m.INTEGRATIONS_LIST]),
    },
    {
      path: '/settings/integrations/:type/:id',
      title: 'Integration',
      ...guard(FEATURES, 'integrations', 'write'),
      load: pageLoader(() => import('./pages/IntegrationPage.tsx'), 'IntegrationPage'),
    },
  ],
  nav: [
    {
      id: 'integrations',
      label: 'Integrations',
      icon: 'data-connection',
      to: paths.settings.integrations(),
      features: FEATURES,
      resource: 'integrations',
      section: 'settings-head',
      order: 7,
    },
  ],
};
