// Catalog (spec 2 §2): the inventory at /catalog (grouped summary or the config table) and a
// config item at /catalog/{id} with its tabs, and the global changes and insights lists
// (/catalog/changes, /catalog/insights), and who may access what (/catalog/access, spec 5-access
// §2.7; the item's Access and Access Logs tabs are /catalog/{id}/access and /access-logs). A view shown as the item's tab is
// /catalog/{id}/view/{viewId}, in the item's frame (the tab's body is the views feature's). The
// Scrapers tab (/catalog/scrapers) is the settings feature's, which edits scrapers
// (features/settings/catalog-scrapers/).
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

const CATALOG = route.guard(['config'], 'database');
const page = route.pageLoader;
const list = page(() => import('./pages/CatalogPage.tsx'), 'CatalogPage');
const changes = page(() => import('./pages/CatalogChangesPage.tsx'), 'CatalogChangesPage');
const insights = page(() => import('./pages/CatalogInsightsPage.tsx'), 'CatalogInsightsPage');
const compare = page(() => import('./pages/CatalogComparePage.tsx'), 'CatalogComparePage');
const access = page(() => import('./access/CatalogAccessPage.tsx'), 'CatalogAccessPage');
const accessDefs = () => import('./access/access-lists.tsx').then((m) => m.ACCESS_LISTS);
const item = page(() => import('./pages/ConfigItemPage.tsx'), 'ConfigItemPage');
const listDef = () =>
  import('../../components/catalog-lists/catalog-list.tsx').then((m) => [m.catalogList]);
const changesDef = () =>
  import('../../components/catalog-lists/changes-list.tsx').then((m) => [m.changesList]);
const insightsDef = () => import('./insights/insights-list.tsx').then((m) => [m.insightsList]);
const NAV = { label: 'Catalog', icon: 'database', section: 'main', order: 4 } as const;

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen('/catalog', 'Catalog', CATALOG, list, listDef),
    route.screen('/catalog/changes', 'Catalog changes', CATALOG, changes, changesDef),
    route.screen('/catalog/insights', 'Catalog insights', CATALOG, insights, insightsDef),
    route.screen('/catalog/access', 'Catalog Access', CATALOG, access, accessDefs),
    route.screen('/catalog/compare', 'Compare configurations', CATALOG, compare),
    route.screen('/catalog/:id', 'Catalog item', CATALOG, item),
    route.screen('/catalog/:id/:tab', 'Catalog item', CATALOG, item),
    // A view as the item's tab (spec 4-views §2.10): its calls need read on views too.
    route.screen('/catalog/:id/view/:viewId', 'Config View', CATALOG, item),
  ],
  nav: [route.navTo(paths.catalog(), CATALOG, NAV)],
};
