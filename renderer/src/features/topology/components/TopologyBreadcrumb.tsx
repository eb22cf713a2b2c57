// The breadcrumb of /topology/{id} (spec 2 §2): Topology, then the component's ancestors from its
// dot-separated path of ids, then the component; each link keeps the page's query.
import { Breadcrumbs, type BreadcrumbProps } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { componentNamesQuery } from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import { paths, type Query } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { pathIds } from '../card-model.ts';

export function TopologyBreadcrumb(props: { component: Component | null; query: Query }) {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const ancestors = pathIds(props.component?.path);
  const names = useQuery(componentNamesQuery(orgId, ancestors));
  const nameOf = (id: string) => names.data?.find((n) => n.id === id)?.name ?? '…';
  const go = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    void navigate(href);
  };
  const crumb = (text: string, href: string): BreadcrumbProps => ({
    text,
    href,
    onClick: go(href),
  });
  const items: BreadcrumbProps[] = [crumb('Topology', paths.topology(props.query))];
  for (const id of ancestors) items.push(crumb(nameOf(id), paths.topologyItem(id, props.query)));
  if (props.component) items.push({ text: props.component.name, current: true });
  return <Breadcrumbs className="mc-topo-breadcrumb" items={items} />;
}
