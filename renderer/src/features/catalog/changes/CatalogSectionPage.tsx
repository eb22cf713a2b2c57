// The frame of the global changes and insights lists (spec 2 §2): Catalog › {section} and, when
// exactly one config type is filtered, that type with its icon linking to the catalog filtered by
// it; then the section tabs and the page's list.
import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbProps } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/routing/paths.ts';
import { CatalogTabs } from '../../../components/catalog-tabs/CatalogTabs.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import '../list/catalog-list.css';
import '../item/tabs/catalog-tabs.css';
import './changes.css';

const SECTIONS = {
  changes: { title: 'Changes', href: paths.catalogChanges() },
  insights: { title: 'Insights', href: paths.catalogInsights() },
};

export function CatalogSectionPage(props: { section: keyof typeof SECTIONS; children: ReactNode }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const configType = searchParams.get('configType')?.trim() || undefined;
  const { title, href } = SECTIONS[props.section];
  const link = (text: string, to: string, icon?: BreadcrumbProps['icon']): BreadcrumbProps => ({
    text,
    href: to,
    icon,
    onClick: (event) => {
      event.preventDefault();
      void navigate(to);
    },
  });
  const items: BreadcrumbProps[] = [link('Catalog', paths.catalog())];
  if (configType)
    items.push(
      link(title, href),
      link(
        configType,
        paths.catalog({ configType }),
        <TypeIcon name={configType} size={16} fallback="cube" />,
      ),
    );
  else items.push({ text: title, current: true });
  return (
    <div className="mc-catalog-page mc-catalog-list-page">
      {/* Blueprint's Breadcrumbs is the 'Breadcrumb' navigation landmark itself. */}
      <Breadcrumbs className="mc-changes-breadcrumb" items={items} />
      <CatalogTabs current={props.section} configType={configType} />
      {props.children}
    </div>
  );
}
