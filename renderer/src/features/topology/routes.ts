// Topology (spec 2 §2): the dashboard at /topology and /topology/{id}, the standalone component
// view, and the sidebar's Dashboard entry (`/` redirects here).
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

const dashboard = route.pageLoader(() => import('./pages/TopologyPage.tsx'), 'TopologyPage');
const component = route.pageLoader(
  () => import('./pages/ComponentViewPage.tsx'),
  'ComponentViewPage',
);
const TOPOLOGY = route.guard(['topology'], 'topologies');
const NAV = {
  id: 'dashboard',
  label: 'Dashboard',
  icon: 'dashboard',
  section: 'main',
  order: 1,
} as const;

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen('/topology', 'Topology', TOPOLOGY, dashboard),
    route.screen('/topology/:id', 'Topology', TOPOLOGY, dashboard),
    {
      ...route.screen('/view/topology/:id', 'Component', route.guard([], 'topologies'), component),
      layout: 'standalone',
    },
  ],
  nav: [route.navTo(paths.topology(), TOPOLOGY, NAV)],
};
