// Views (spec 4-views §2.1): the landing page at `/` (the dashboard view, else the first readable
// area), a view by id (`/views/{id}`), by namespace and name, or by name. `/view/topology/{id}`
// (topology's standalone page) outranks `/view/{namespace}/{name}`: a static segment wins. The
// sidebar's view entries come from the server (shell.ts), not from here. A config item's view tab,
// `/catalog/{id}/view/{viewId}`, is the catalog's route: its page shows our tab (shell.ts).
import * as route from '../../lib/routing/feature-manifest.ts';

const VIEWS = route.guard(['views'], 'views');
const view = route.pageLoader(() => import('./pages/ViewPage.tsx'), 'ViewPage');
const across = route.pageLoader(() => import('./across/AcrossPage.tsx'), 'AcrossPage');
const landing = route.pageLoader(() => import('./pages/LandingPage.tsx'), 'LandingPage');
/** The landing page's first read, the dashboard view's name, leaves with whoami's. */
const landingRead: route.ScreenPrefetch = (orgId, client, can) =>
  can('read', 'views')
    ? import('../../api/services/views.ts').then((m) =>
        client.prefetchQuery(m.dashboardQuery(orgId)),
      )
    : Promise.resolve();

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen('/', 'Home', route.guard([], null), landing, undefined, landingRead),
    route.screen('/views/:id', 'View', VIEWS, view),
    route.screen('/view/:namespace/:name', 'View', VIEWS, view),
    route.screen('/view/:name', 'View', VIEWS, view),
    // One view in every organisation that has it (issue 34 item 5).
    route.screen('/views/across/:namespace/:name', 'View in all organisations', VIEWS, across),
  ],
};
