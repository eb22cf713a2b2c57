// The views in the sidebar (spec 4-views §2.3): the dashboard view first (linking to `/`), then
// the fixed items, then the other views marked for the sidebar. Read only for users who may read
// views with the `views` feature on.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { propertiesQuery } from '../../../api/services/properties.ts';
import { sidebarViewsQuery, type ViewSummary } from '../../../api/services/views-sidebar.ts';
import { useFeature } from '../../../lib/feature-flags/FeatureFlagsProvider.tsx';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import type { NavEntry } from '../../../lib/routing/feature-manifest.ts';
import type { NavExtras } from '../../../lib/routing/shell-slots.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { dashboardViewOf, viewNavEntry } from '../view-nav.ts';

/** Property naming the dashboard view for the sidebar (spec §2.2, console side). */
const DASHBOARD_PROPERTY = 'defaults.dashboard_view';

export function useViewNav(): NavExtras {
  const orgId = useOrgId();
  const enabled = useFeature('views');
  const readable = useCan('read', 'views');
  const allowed = enabled && readable;
  const views = useQuery({ ...sidebarViewsQuery(orgId), enabled: allowed });
  const properties = useQuery({ ...propertiesQuery(orgId), enabled: allowed });
  const setting = properties.data?.find((p) => p.name === DASHBOARD_PROPERTY)?.value;
  return useMemo(() => {
    const all: readonly ViewSummary[] = allowed ? (views.data ?? []) : [];
    const dashboard = dashboardViewOf(all, setting);
    const first: NavEntry[] = dashboard ? [viewNavEntry(dashboard, '/')] : [];
    const last = all.filter((v) => v !== dashboard).map((v) => viewNavEntry(v));
    return { first, last };
  }, [allowed, views.data, setting]);
}
