// The frame of a catalog section other than the inventory (spec 2 §2): Catalog › {section} and,
// when exactly one config type is filtered (scrapers have none), that type with its icon linking
// to the catalog filtered by it; then the section tabs and the section's content. The changes,
// insights and access lists (catalog feature) and the scrapers list (settings feature) use it.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../lib/routing/paths.ts';
import { DetailBreadcrumbs, type Crumb } from '../detail-page/DetailBreadcrumbs.tsx';
import { TypeIcon } from '../type-icon/TypeIcon.tsx';
import { CatalogTabs } from './CatalogTabs.tsx';
import './catalog-section.css';

const SECTIONS = {
  changes: { text: 'Changes', to: paths.catalogChanges() },
  insights: { text: 'Insights', to: paths.catalogInsights() },
  access: { text: 'Access', to: paths.catalogAccess() },
  scrapers: { text: 'Scrapers', to: paths.catalogScrapers(), untyped: true },
};

export function CatalogSection(props: {
  section: keyof typeof SECTIONS;
  /** The section's config type when it is not only the `configType` param (access: its flat list's). */
  configType?: string | undefined;
  /** A class of the screen's own beside the frame's. */
  className?: string;
  children: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const section: { text: string; to: string; untyped?: boolean } = SECTIONS[props.section];
  const configType = section.untyped
    ? undefined
    : (props.configType ?? (searchParams.get('configType')?.trim() || undefined));
  const crumbs: Crumb[] = [{ text: 'Catalog', to: paths.catalog() }];
  if (configType) {
    const icon = <TypeIcon name={configType} size={16} fallback="cube" />;
    crumbs.push(section, { text: configType, to: paths.catalog({ configType }), icon });
  } else crumbs.push({ text: section.text });
  return (
    <div
      className={props.className ? `mcd-catalog-section ${props.className}` : 'mcd-catalog-section'}
    >
      {/* Blueprint's Breadcrumbs is the 'Breadcrumb' navigation landmark itself. */}
      <DetailBreadcrumbs
        className="mcd-catalog-section-crumbs"
        crumbs={crumbs}
        linkLast={!!configType}
      />
      <CatalogTabs current={props.section} configType={configType} />
      {props.children}
    </div>
  );
}
