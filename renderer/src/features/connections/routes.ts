// Connections (spec 3 §2.6), first in the fixed head of the Settings menu.
import { guard, pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';
import { paths } from '../../lib/routing/paths.ts';

export const manifest = singleScreen(paths.settings.connections(), {
  guard: guard(['settings.connections'], 'connections'),
  load: pageLoader(() => import('./pages/ConnectionsPage.tsx'), 'ConnectionsPage'),
  list: () => import('./pages/ConnectionsPage.tsx').then((m) => m.CONNECTIONS_LIST),
  nav: { label: 'Connections', icon: 'link', section: 'settings-head', order: 1 },
});
