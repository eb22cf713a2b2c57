// Catalog › {section} (spec 2 §2), and, when exactly one config type is filtered, that type with
// its icon, linking to the catalog filtered by it.
import { Breadcrumbs, type BreadcrumbProps } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';

export function CatalogListBreadcrumb(props: {
  section: string;
  sectionHref: string;
  configType: string | undefined;
}) {
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
  const items: BreadcrumbProps[] = [link('Catalog', paths.catalog())];
  if (props.configType)
    items.push(
      link(props.section, props.sectionHref),
      link(
        props.configType,
        paths.catalog({ configType: props.configType }),
        <TypeIcon name={props.configType} size={16} fallback="cube" />,
      ),
    );
  else items.push({ text: props.section, current: true });
  return (
    // Blueprint's Breadcrumbs is the 'Breadcrumb' navigation landmark itself.
    <Breadcrumbs className="mc-changes-breadcrumb" items={items} />
  );
}
