// Catalog › {type} › {name} (spec 2 §2): the type links to the catalog filtered by it, with the
// type's icon; a deleted item carries a marker whose tooltip reads 'Deleted: {relative time}'.
import { Breadcrumb, Breadcrumbs, Tag, Tooltip, type BreadcrumbProps } from '@blueprintjs/core';
import type { ConfigDetail } from '../../../api/services/catalog-item.types.ts';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { useCatalogCrumbs } from '../useCatalogCrumbs.tsx';
import { ageText } from './item-model.ts';

export function ConfigItemBreadcrumb({ item }: { item: ConfigDetail }) {
  const now = useNow(60_000);
  const crumbs = useCatalogCrumbs();
  const items: BreadcrumbProps[] = [crumbs.catalog()];
  if (item.type) items.push(crumbs.configType(item.type, item.icon));
  items.push({ text: item.name ?? item.id, current: true });
  return (
    <Breadcrumbs
      className="mc-ci-breadcrumb"
      items={items}
      currentBreadcrumbRenderer={(props) => (
        <span className="mc-ci-crumb-current">
          <Breadcrumb {...props} />
          {item.deleted_at && (
            <Tooltip content={`Deleted: ${ageText(item.deleted_at, now)}`} placement="bottom">
              <Tag intent="danger" minimal icon="trash" tabIndex={0} aria-label="Deleted">
                Deleted
              </Tag>
            </Tooltip>
          )}
        </span>
      )}
    />
  );
}
