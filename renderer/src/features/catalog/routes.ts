// Catalog (spec 2 §2): the inventory at /catalog (grouped summary or the config table) and a
// config item at /catalog/{id} with its tabs, and the global changes and insights lists
// (/catalog/changes, /catalog/insights). The Scrapers tab (/catalog/scrapers) is the settings
// feature's, which edits scrapers (features/settings/catalog-scrapers/).
import { paths } from '../../lib/routing/paths.ts';
import { pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const guard = { features: ['config'], resource: 'database', action: 'read' } as const;

const list = pageLoader(() => import('./pages/CatalogPage.tsx'), 'CatalogPage');
const changes = pageLoader(() => import('./pages/CatalogChangesPage.tsx'), 'CatalogChangesPage');
const insights = pageLoader(() => import('./pages/CatalogInsightsPage.tsx'), 'CatalogInsightsPage');
const compare = pageLoader(() => import('./pages/CatalogComparePage.tsx'), 'CatalogComparePage');
const item = pageLoader(() => import('./pages/ConfigItemPage.tsx'), 'ConfigItemPage');

export const manifest: FeatureManifest = {
  routes: [
    {
      path: '/catalog',
      title: 'Catalog',
      load: list,
      lists: () => import('./list/catalog-list.tsx').then((m) => [m.catalogList]),
      ...guard,
    },
    {
      path: '/catalog/changes',
      title: 'Catalog changes',
      load: changes,
      lists: () => import('./changes/changes-list.tsx').then((m) => [m.changesList]),
      ...guard,
    },
    {
      path: '/catalog/insights',
      title: 'Catalog insights',
      load: insights,
      lists: () => import('./insights/insights-list.tsx').then((m) => [m.insightsList]),
      ...guard,
    },
    { path: '/catalog/compare', title: 'Compare configurations', load: compare, ...guard },
    { path: '/catalog/:id', title: 'Catalog item', load: item, ...guard },
    { path: '/catalog/:id/:tab', title: 'Catalog item', load: item, ...guard },
  ],
  nav: [
    {
      section: 'main',
      order: 4,
      id: 'catalog',
      label: 'Catalog',
      icon: 'database',
      to: paths.catalog(),
      features: ['config'],
      resource: 'database',
    },
  ],
};
