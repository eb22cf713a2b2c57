// The breadcrumb of a detail page: each crumb with a `to` is a link (for assistive technology
// too) whose click stays in the app; the last crumb is the current page, with what follows it
// (a 'Deleted' marker, say).
import type { ReactElement, ReactNode } from 'react';
import { Breadcrumb, Breadcrumbs, type BreadcrumbProps, type IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router';

export interface Crumb {
  text: string;
  to?: string;
  /** A named icon, or an element (a config type's icon). */
  icon?: IconName | ReactElement;
}

/** The usual crumbs of an item: the list it belongs to, then the item by name. */
export const itemCrumbs = (list: Crumb, name: string): Crumb[] => [list, { text: name }];

export function DetailBreadcrumbs(props: {
  crumbs: readonly Crumb[];
  className?: string;
  /** Beside the current crumb. */
  after?: ReactNode;
  /** The last crumb, given a `to`, links too (a list's crumbs that end in its filter). */
  linkLast?: boolean;
}) {
  const navigate = useNavigate();
  const last = props.crumbs.length - (props.linkLast ? 0 : 1);
  const items = props.crumbs.map((crumb, index): BreadcrumbProps => ({
    text: crumb.text,
    icon: crumb.icon,
    current: index === last,
    ...(crumb.to && index !== last
      ? {
          href: crumb.to,
          onClick: (event) => {
            event.preventDefault();
            void navigate(crumb.to as string);
          },
        }
      : {}),
  }));
  const { after } = props;
  return (
    <Breadcrumbs
      items={items}
      className={props.className ?? 'mcd-detail-crumbs'}
      currentBreadcrumbRenderer={
        after
          ? (current) => (
              <span className="mcd-detail-crumb-current">
                <Breadcrumb {...current} />
                {after}
              </span>
            )
          : undefined
      }
    />
  );
}
