// Topology (spec 2 §2): the dashboard at /topology and /topology/{id}, the standalone component
// view, and the sidebar's Dashboard entry (`/` redirects here).
import { paths } from '../../lib/routing/paths.ts';
import { pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const dashboard = pageLoader(() => import('./pages/TopologyPage.tsx'), 'TopologyPage');
const guard = { features: ['topology'], resource: 'topologies', action: 'read' } as const;

export const manifest: FeatureManifest = {
  routes: [
    { path: '/topology', title: 'Topology', load: dashboard, ...guard },
    { path: '/topology/:id', title: 'Topology', load: dashboard, ...guard },
    {
      path: '/view/topology/:id',
      title: 'Component',
      layout: 'standalone',
      features: [],
      resource: 'topologies',
      action: 'read',
      load: pageLoader(() => import('./pages/ComponentViewPage.tsx'), 'ComponentViewPage'),
    },
  ],
  nav: [
    {
      section: 'main',
      order: 1,
      id: 'dashboard',
      label: 'Dashboard',
      icon: 'dashboard',
      to: paths.topology(),
      features: ['topology'],
      resource: 'topologies',
    },
  ],
};
