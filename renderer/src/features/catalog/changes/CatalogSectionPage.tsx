// The frame of the global changes, insights and access lists (spec 2 §2): Catalog › {section}
// and, when exactly one config type is filtered, that type with its icon linking to the catalog
// filtered by it; then the section tabs and the page's list.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../lib/routing/paths.ts';
import { CatalogTabs } from '../../../components/catalog-tabs/CatalogTabs.tsx';
import {
  DetailBreadcrumbs,
  type Crumb,
} from '../../../components/detail-page/DetailBreadcrumbs.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import '../list/catalog-list.css';
import '../item/tabs/catalog-tabs.css';
import './changes.css';

const SECTIONS = {
  changes: { text: 'Changes', to: paths.catalogChanges() },
  insights: { text: 'Insights', to: paths.catalogInsights() },
  access: { text: 'Access', to: paths.catalogAccess() },
};

export function CatalogSectionPage(props: {
  section: keyof typeof SECTIONS;
  /** The page's config type when it is not only the `configType` param (access: its flat list's). */
  configType?: string | undefined;
  children: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const configType = props.configType ?? (searchParams.get('configType')?.trim() || undefined);
  const section = SECTIONS[props.section];
  const crumbs: Crumb[] = [{ text: 'Catalog', to: paths.catalog() }];
  if (configType) {
    const icon = <TypeIcon name={configType} size={16} fallback="cube" />;
    crumbs.push(section, { text: configType, to: paths.catalog({ configType }), icon });
  } else crumbs.push({ text: section.text });
  return (
    <div className="mc-catalog-page mc-catalog-list-page">
      {/* Blueprint's Breadcrumbs is the 'Breadcrumb' navigation landmark itself. */}
      <DetailBreadcrumbs
        className="mc-changes-breadcrumb"
        crumbs={crumbs}
        linkLast={!!configType}
      />
      <CatalogTabs current={props.section} configType={configType} />
      {props.children}
    </div>
  );
}
