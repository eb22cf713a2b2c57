// Deep links in browser mode and the desktop app's own landing page for them (issue 20 item 1):
// `/open?link=missioncontrol://<org>/<route>` switches to that organisation and route, or says
// why the link was refused. Not in the sidebar; every signed-in user may open it.
import { pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const open = pageLoader(() => import('./pages/OpenLinkPage.tsx'), 'OpenLinkPage');

export const manifest: FeatureManifest = {
  routes: [
    { path: '/open', title: 'Open link', load: open, features: [], resource: null, action: 'read' },
  ],
};
