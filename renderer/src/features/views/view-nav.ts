// Sidebar entries of views (spec 4-views §2.3): which sidebar view is the dashboard (the property
// as a UUID, `namespace/name` or `name`, else `mission-control-dashboard`) and a view's entry.
import { IconNames, type IconName } from '@blueprintjs/icons';
import type { ViewSummary } from '../../api/services/views-sidebar.ts';
import type { NavEntry } from '../../lib/routing/feature-manifest.ts';
import { paths } from '../../lib/routing/paths.ts';

export const DEFAULT_DASHBOARD_NAME = 'mission-control-dashboard';
/** Icon of a view without one. */
export const DEFAULT_VIEW_ICON = 'workflow';

const BLUEPRINT_ICONS: ReadonlySet<string> = new Set(Object.values(IconNames));

/** The Blueprint icon drawn when the type-icon set has none of that name: its own, else 'dashboard'. */
export const blueprintIconOf = (icon: string | null | undefined): IconName =>
  icon && BLUEPRINT_ICONS.has(icon) ? (icon as IconName) : 'dashboard';

export function dashboardViewOf(
  views: readonly ViewSummary[],
  setting: string | undefined,
): ViewSummary | undefined {
  const ref = setting?.trim() || DEFAULT_DASHBOARD_NAME;
  return views.find((v) => {
    if (v.id === ref) return true;
    if (ref.includes('/')) return `${v.namespace ?? ''}/${v.name ?? ''}` === ref;
    return v.name === ref;
  });
}

export function viewNavEntry(view: ViewSummary, to = paths.view(view.id)): NavEntry {
  return {
    id: `view-${view.id}`,
    label: view.title || view.name || view.id,
    // The view's icon from the type-icon set; a Blueprint icon of that name when the set has none.
    icon: blueprintIconOf(view.icon),
    typeIcon: view.icon || DEFAULT_VIEW_ICON,
    to,
    features: ['views'],
    resource: 'views',
    section: 'main',
  };
}
