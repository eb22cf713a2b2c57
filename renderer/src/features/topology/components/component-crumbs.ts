// The breadcrumb of /topology/{id} (spec 2 §2): Topology, then the component's ancestors from its
// dot-separated path of ids, then the component; each link keeps the page's query.
import { useQuery } from '@tanstack/react-query';
import { componentNamesQuery } from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import type { Crumb } from '../../../components/detail-page/DetailBreadcrumbs.tsx';
import { paths, type Query } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { pathIds } from '../card-model.ts';

export function useComponentCrumbs(component: Component | null, query: Query): Crumb[] {
  const orgId = useOrgId();
  const ancestors = pathIds(component?.path);
  const names = useQuery(componentNamesQuery(orgId, ancestors));
  const nameOf = (id: string) => names.data?.find((n) => n.id === id)?.name ?? '…';
  return [
    { text: 'Topology', to: paths.topology(query), icon: 'dashboard' },
    ...ancestors.map((id) => ({ text: nameOf(id), to: paths.topologyItem(id, query) })),
    ...(component ? [{ text: component.name }] : []),
  ];
}
