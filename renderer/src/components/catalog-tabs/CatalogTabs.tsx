// The catalog's sections as link tabs (spec 2 §2): Catalog, Changes, Insights, Scrapers. The
// config type travels along to the first three. Shared by the catalog feature and the catalog
// scrapers screens, which the settings feature owns (it edits scrapers).
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import './catalog-tabs.css';

type Section = 'catalog' | 'changes' | 'insights' | 'scrapers';

export function CatalogTabs(props: { current: Section; configType: string | undefined }) {
  const query = { configType: props.configType };
  const tabs: { id: Section; title: string; to: string }[] = [
    { id: 'catalog', title: 'Catalog', to: paths.catalog(query) },
    { id: 'changes', title: 'Changes', to: paths.catalogChanges(query) },
    { id: 'insights', title: 'Insights', to: paths.catalogInsights(query) },
    { id: 'scrapers', title: 'Scrapers', to: paths.catalogScrapers() },
  ];
  return (
    <div className="bp6-tabs mc-catalog-tabs">
      <div className="bp6-tab-list" role="tablist" aria-label="Catalog sections">
        {tabs.map((tab) => (
          <Link
            key={tab.id}
            to={tab.to}
            role="tab"
            aria-selected={tab.id === props.current}
            className="bp6-tab"
          >
            {tab.title}
          </Link>
        ))}
      </div>
    </div>
  );
}
