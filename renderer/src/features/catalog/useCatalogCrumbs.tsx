// Breadcrumb items of the catalog's pages: links that navigate inside the app, and a config type
// with its icon linking to the catalog filtered by it.
import type { BreadcrumbProps } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/routing/paths.ts';
import { TypeIcon } from '../../components/type-icon/TypeIcon.tsx';

export function useCatalogCrumbs() {
  const navigate = useNavigate();
  const link = (text: string, href: string, icon?: BreadcrumbProps['icon']): BreadcrumbProps => ({
    text,
    href,
    icon,
    onClick: (event) => {
      event.preventDefault();
      void navigate(href);
    },
  });
  const configType = (type: string, icon?: string | null): BreadcrumbProps =>
    link(
      type,
      paths.catalog({ configType: type }),
      <TypeIcon name={icon || type} size={16} fallback="cube" />,
    );
  return { link, catalog: () => link('Catalog', paths.catalog()), configType };
}
