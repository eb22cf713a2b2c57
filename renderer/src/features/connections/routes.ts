// Connections (spec 3 §2.6), first in the fixed head of the Settings menu.
import { paths } from '../../lib/routing/paths.ts';
import { pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';

export const manifest = singleScreen({
  path: paths.settings.connections(),
  title: 'Connections',
  guard: { features: ['settings.connections'], resource: 'connections', action: 'read' },
  load: pageLoader(() => import('./pages/ConnectionsPage.tsx'), 'ConnectionsPage'),
  lists: () => import('./pages/ConnectionsPage.tsx').then((m) => [m.CONNECTIONS_LIST]),
  nav: {
    id: 'connections',
    label: 'Connections',
    icon: 'link',
    section: 'settings-head',
    order: 1,
  },
});
