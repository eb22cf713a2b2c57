// /catalog/scrapers: the catalog's tabs (Scrapers selected) above the config scrapers with their
// latest job status, the settings list of the kind (columns, server paging and sorting, Add
// through the integration dialog); a row opens /catalog/scrapers/{id}, the settings scraper page
// (Spec and Job History, edited with the same permission rules) under Catalog › Scrapers.
import { useParams } from 'react-router';
import { paths } from '../../../../lib/routing/paths.ts';
import { CatalogSection } from '../../../../components/catalog-tabs/CatalogSection.tsx';
import { SettingsItem } from '../../pages/SettingsResourceItemPage.tsx';
import { SettingsResourceList } from '../../pages/SettingsResourcePage.tsx';
import '../../settings.css';

const PARENT = [
  { text: 'Catalog', to: paths.catalog() },
  { text: 'Scrapers', to: paths.catalogScrapers() },
];

export function CatalogScrapersPage() {
  return (
    <CatalogSection section="scrapers">
      <SettingsResourceList
        table="config_scrapers"
        rowHref={(row) => paths.catalogScraper(row.id)}
      />
    </CatalogSection>
  );
}

export function CatalogScraperPage() {
  const { id = 'new' } = useParams();
  return <SettingsItem key={id} table="config_scrapers" id={id} parent={PARENT} />;
}
