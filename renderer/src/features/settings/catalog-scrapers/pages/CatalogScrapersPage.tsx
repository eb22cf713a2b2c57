// /catalog/scrapers: the catalog's tabs (Scrapers selected) above the config scrapers with their
// latest job status, the settings list of the kind (columns, server paging and sorting, Add
// through the integration dialog); a row opens /catalog/scrapers/{id}, the settings scraper page
// (Spec and Job History, edited with the same permission rules) under Catalog › Scrapers.
import { useParams } from 'react-router';
import { paths } from '../../../../lib/routing/paths.ts';
import { DetailBreadcrumbs } from '../../../../components/detail-page/DetailBreadcrumbs.tsx';
import { CatalogTabs } from '../../../../components/catalog-tabs/CatalogTabs.tsx';
import { SettingsItem } from '../../pages/SettingsResourceItemPage.tsx';
import { SettingsResourceList } from '../../pages/SettingsResourcePage.tsx';
import '../../settings.css';

const PARENT = {
  label: 'Scrapers',
  to: paths.catalogScrapers(),
  root: { label: 'Catalog', to: paths.catalog() },
};

export function CatalogScrapersPage() {
  return (
    <div className="mcd-catalog-scrapers">
      <DetailBreadcrumbs
        crumbs={[{ text: 'Catalog', to: paths.catalog() }, { text: 'Scrapers' }]}
      />
      <CatalogTabs current="scrapers" configType={undefined} />
      <SettingsResourceList
        table="config_scrapers"
        rowHref={(row) => paths.catalogScraper(row.id)}
      />
    </div>
  );
}

export function CatalogScraperPage() {
  const { id = 'new' } = useParams();
  return <SettingsItem key={id} table="config_scrapers" id={id} parent={PARENT} />;
}
