// Catalog › {type} › {name} (spec 2 §2): the type links to the catalog filtered by it, with the
// type's icon; a deleted item carries a marker whose tooltip reads 'Deleted: {relative time}'.
import { Breadcrumb, Breadcrumbs, Tag, Tooltip, type BreadcrumbProps } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import type { ConfigDetail } from '../../../api/services/catalog-item.types.ts';
import { paths } from '../../../app/paths.ts';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { ageText } from './item-model.ts';

export function ConfigItemBreadcrumb({ item }: { item: ConfigDetail }) {
  const navigate = useNavigate();
  const now = useNow(60_000);
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
  if (item.type)
    items.push(
      link(
        item.type,
        paths.catalog({ configType: item.type }),
        <TypeIcon name={item.icon || item.type} size={16} fallback="cube" />,
      ),
    );
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
