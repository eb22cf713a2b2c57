// Topology (spec 2 §2): the dashboard at /topology and /topology/{id} and the standalone component
// view. The old sidebar entry 'Dashboard' (`/topology`) is gone: `/` is the landing page and the
// dashboard a view (spec 4-views §2.3).
import * as route from '../../lib/routing/feature-manifest.ts';

const dashboard = route.pageLoader(() => import('./pages/TopologyPage.tsx'), 'TopologyPage');
const component = route.pageLoader(
  () => import('./pages/ComponentViewPage.tsx'),
  'ComponentViewPage',
);
const TOPOLOGY = route.guard(['topology'], 'topologies');

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen('/topology', 'Topology', TOPOLOGY, dashboard),
    route.screen('/topology/:id', 'Topology', TOPOLOGY, dashboard),
    {
      ...route.screen('/view/topology/:id', 'Component', route.guard([], 'topologies'), component),
      layout: 'standalone',
    },
  ],
};
