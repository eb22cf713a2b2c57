// The fleet inbox (issue 21 item 1): /fleet, first in the sidebar, above the organisation's own
// screens. It reads every organisation, so it needs no permission of the current one.
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

const inbox = route.pageLoader(() => import('./pages/FleetInboxPage.tsx'), 'FleetInboxPage');
const lists = () => import('./fleet-list.tsx').then((m) => [m.FLEET_INBOX_LIST]);
const NAV = { label: 'Inbox', icon: 'inbox', section: 'main', order: 0 } as const;

export const manifest: route.FeatureManifest = {
  routes: [route.screen(paths.fleet(), 'Inbox', route.guard([], null), inbox, lists)],
  nav: [route.navTo(paths.fleet(), route.guard([], 'database'), NAV)],
};
