// The fleet inbox (issue 21 item 1): /fleet, first in the sidebar, above the organisation's own
// screens. It reads every organisation, so it needs no permission of the current one.
import { paths } from '../../lib/routing/paths.ts';
import { pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

export const manifest: FeatureManifest = {
  routes: [
    {
      path: paths.fleet(),
      title: 'Inbox',
      features: [],
      resource: null,
      action: 'read',
      load: pageLoader(() => import('./pages/FleetInboxPage.tsx'), 'FleetInboxPage'),
      lists: () => import('./fleet-list.tsx').then((m) => [m.FLEET_INBOX_LIST]),
    },
  ],
  nav: [
    {
      section: 'main',
      order: 0,
      id: 'fleet',
      label: 'Inbox',
      icon: 'inbox',
      to: paths.fleet(),
      features: [],
      resource: 'database',
    },
  ],
};
