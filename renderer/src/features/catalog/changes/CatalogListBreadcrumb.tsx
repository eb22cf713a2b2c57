// Catalog › {section} (spec 2 §2), and, when exactly one config type is filtered, that type with
// its icon, linking to the catalog filtered by it.
import { Breadcrumbs, type BreadcrumbProps } from '@blueprintjs/core';
import { useCatalogCrumbs } from '../useCatalogCrumbs.tsx';

export function CatalogListBreadcrumb(props: {
  section: string;
  sectionHref: string;
  configType: string | undefined;
}) {
  const crumbs = useCatalogCrumbs();
  const items: BreadcrumbProps[] = [crumbs.catalog()];
  if (props.configType)
    items.push(crumbs.link(props.section, props.sectionHref), crumbs.configType(props.configType));
  else items.push({ text: props.section, current: true });
  return (
    // Blueprint's Breadcrumbs is the 'Breadcrumb' navigation landmark itself.
    <Breadcrumbs className="mc-changes-breadcrumb" items={items} />
  );
}
