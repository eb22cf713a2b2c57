// Catalog scrapers (spec 2 §2 'Scrapers' tab, spec 3 §2.4 resource links): the scrapers list under
// the catalog's tabs, and one scraper's page, where items and jobs link to their scraper. Both
// are the settings kind config_scrapers with the catalog as parent, so they live in the feature
// that edits scrapers and share its guard.
import { pageLoader, screen, type FeatureManifest } from '../../../lib/routing/feature-manifest.ts';
import { SETTINGS_TABLES } from '../settings-tables.ts';

const { features, resource, action } = SETTINGS_TABLES.config_scrapers;
const guard = { features, resource, action };
const page = (name: 'CatalogScrapersPage' | 'CatalogScraperPage') =>
  pageLoader(() => import('./pages/CatalogScrapersPage.tsx'), name);

export const catalogScrapersManifest: FeatureManifest = {
  routes: [
    screen('/catalog/scrapers', 'Catalog scrapers', guard, page('CatalogScrapersPage'), () =>
      import('../pages/SettingsResourcePage.tsx').then((m) =>
        m.settingsLists().filter((list) => list.source.key === 'settings/config_scrapers'),
      ),
    ),
    screen('/catalog/scrapers/:id', 'Catalog scraper', guard, page('CatalogScraperPage')),
  ],
};
