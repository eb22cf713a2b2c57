// Catalog scrapers (spec 2 §2 'Scrapers' tab, spec 3 §2.4 resource links): the scrapers list under
// the catalog's tabs, and one scraper's page, where items and jobs link to their scraper. Both
// are the settings kind config_scrapers with the catalog as parent, so they live in the feature
// that edits scrapers and share its guard.
import { pageLoader, type FeatureManifest } from '../../../lib/routing/feature-manifest.ts';
import { SETTINGS_TABLES } from '../settings-tables.ts';

const { features, resource, action } = SETTINGS_TABLES.config_scrapers;
const guard = { features, resource, action };

export const catalogScrapersManifest: FeatureManifest = {
  routes: [
    {
      path: '/catalog/scrapers',
      title: 'Catalog scrapers',
      ...guard,
      load: pageLoader(() => import('./pages/CatalogScrapersPage.tsx'), 'CatalogScrapersPage'),
      lists: () =>
        import('../pages/SettingsResourcePage.tsx').then((m) =>
          m.settingsLists().filter((list) => list.source.key === 'settings/config_scrapers'),
        ),
    },
    {
      path: '/catalog/scrapers/:id',
      title: 'Catalog scraper',
      ...guard,
      load: pageLoader(() => import('./pages/CatalogScrapersPage.tsx'), 'CatalogScraperPage'),
    },
  ],
};
