// The catalog's sections as link tabs (spec 2 §2): Catalog, Changes, Insights, Access (spec
// 5-access §2.7), Scrapers. The config type travels along to the first four. Shared by the catalog feature and the catalog
// scrapers screens, which the settings feature owns (it edits scrapers).
import { paths } from '../../lib/routing/paths.ts';
import { LinkTabs } from '../link-tabs/LinkTabs.tsx';

type Section = 'catalog' | 'changes' | 'insights' | 'access' | 'scrapers';

export function CatalogTabs(props: { current: Section; configType: string | undefined }) {
  const query = { configType: props.configType };
  return (
    <LinkTabs
      label="Catalog sections"
      current={props.current}
      tabs={[
        { id: 'catalog', title: 'Catalog', to: paths.catalog(query) },
        { id: 'changes', title: 'Changes', to: paths.catalogChanges(query) },
        { id: 'insights', title: 'Insights', to: paths.catalogInsights(query) },
        { id: 'access', title: 'Access', to: paths.catalogAccess(query) },
        { id: 'scrapers', title: 'Scrapers', to: paths.catalogScrapers() },
      ]}
    />
  );
}
