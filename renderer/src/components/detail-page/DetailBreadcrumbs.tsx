// The breadcrumb of a detail page: each crumb with a `to` is a link (for assistive technology
// too) whose click stays in the app; the last crumb is the current page.
import { Breadcrumbs, type BreadcrumbProps, type IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router';

export interface Crumb {
  text: string;
  to?: string;
  icon?: IconName;
}

export function DetailBreadcrumbs(props: { crumbs: readonly Crumb[]; className?: string }) {
  const navigate = useNavigate();
  const last = props.crumbs.length - 1;
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
  return <Breadcrumbs items={items} className={props.className ?? 'mcd-detail-crumbs'} />;
}
