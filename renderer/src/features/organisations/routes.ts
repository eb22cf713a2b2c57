// The organisations feature's one page: `/open?link=missioncontrol://…` (issue 20 item 1, issue 36
// item 1), where a deep link lands in browser mode and in the desktop app. It switches to the
// link's organisation and route, offers to add an organisation at an address this app does not
// have, or says why the link was refused. Not in the sidebar; every signed-in user may open it.
import { pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const open = pageLoader(() => import('./pages/OpenLinkPage.tsx'), 'OpenLinkPage');

export const manifest: FeatureManifest = {
  routes: [
    { path: '/open', title: 'Open link', load: open, features: [], resource: null, action: 'read' },
  ],
};
