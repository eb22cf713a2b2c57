// The detail frame of /topology/{id} (spec 2 §2): the breadcrumb (Topology, then the component's
// ancestors from its dot-separated path of ids, then the component; each link keeps the page's
// query but the refererId) and the component's sidebar once it is there.
import { useQuery } from '@tanstack/react-query';
import { componentNamesQuery } from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import type { Crumb } from '../../../components/detail-page/DetailBreadcrumbs.tsx';
import type { DetailSidebarProps } from '../../../components/detail-page/DetailSidebar.tsx';
import { useFeature } from '../../../lib/feature-flags/FeatureFlagsProvider.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { pathIds } from '../card-model.ts';
import { cardLinkQuery } from '../topology-filters.ts';
import { topologySidebar } from './TopologySidebar.tsx';

export function useComponentFrame(
  component: Component | null,
  searchParams: URLSearchParams,
): { crumbs: Crumb[]; sidebar: DetailSidebarProps | undefined } {
  const orgId = useOrgId();
  const incidentsOn = useFeature('incidents');
  const query = cardLinkQuery(searchParams, undefined);
  const ancestors = pathIds(component?.path);
  const names = useQuery(componentNamesQuery(orgId, ancestors));
  const nameOf = (id: string) => names.data?.find((n) => n.id === id)?.name ?? '…';
  const crumbs: Crumb[] = [
    { text: 'Topology', to: paths.topology(query), icon: 'dashboard' },
    ...ancestors.map((id) => ({ text: nameOf(id), to: paths.topologyItem(id, query) })),
    ...(component ? [{ text: component.name }] : []),
  ];
  return { crumbs, sidebar: component ? topologySidebar(component, incidentsOn) : undefined };
}
