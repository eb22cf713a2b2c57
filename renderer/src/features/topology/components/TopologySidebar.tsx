// The right sidebar of /topology/{id} (spec 2 §2) as the detail frame's sections, all open: the
// component's details and links, its teams, checks, open incidents, catalog links and actions.
import { Menu } from '@blueprintjs/core';
import { LabelTags } from '../../../components/label-filter/LabelTags.tsx';
import { Link } from 'react-router';
import {
  componentChecksQuery,
  componentConfigsQuery,
  componentIncidentsQuery,
  componentTeamsQuery,
} from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { queryListSection } from '../../../components/detail-page/QueryList.tsx';
import { When } from '../../../components/resource-list/common-columns.tsx';
import {
  DetailFields,
  type DetailFieldPair,
} from '../../../components/detail-page/DetailFields.tsx';
import type { DetailSidebarProps } from '../../../components/detail-page/DetailSidebar.tsx';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useComponentActions } from './ComponentActions.tsx';
import { CatalogLinkRow } from './CatalogLinkRow.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

function Details({ component: c }: { component: Component }) {
  const fields: DetailFieldPair[] = [
    [
      'Name',
      <span className="mc-topo-side-name">
        <TypeIcon name={c.icon || c.type} size={16} fallback="cube" />
        {c.name}
      </span>,
    ],
    ['Type', c.type],
    [
      'Status',
      <>
        <StatusDot status={c.status} /> {c.status ?? 'unknown'}
      </>,
    ],
    ['Reason', c.status_reason],
    ['Namespace', c.namespace],
    ['External ID', c.external_id],
    ['Created', c.created_at && <When value={c.created_at} />],
    ['Updated', c.updated_at && <When value={c.updated_at} />],
    [
      'Topology',
      c.topology_id && (
        <Link to={paths.settings.resourceItem('topologies', c.topology_id)}>Definition</Link>
      ),
    ],
  ];
  return (
    <>
      <DetailFields fields={fields} />
      <LabelTags labels={c.labels} />
    </>
  );
}

function Actions({ component }: { component: Component }) {
  const actions = useComponentActions(component, { zoom: false });
  return (
    <>
      <Menu className="mc-topo-side-actions">{actions.items}</Menu>
      {actions.dialogs}
    </>
  );
}

/** The component's sidebar for the detail frame; Incidents only with the incidents feature. */
export function topologySidebar(component: Component, incidentsOn: boolean): DetailSidebarProps {
  const { id } = component;
  const sections: DetailSidebarProps['sections'] = [
    { id: 'details', title: 'Details', content: <Details component={component} /> },
    queryListSection('teams', 'Teams', {
      query: (orgId) => componentTeamsQuery(orgId, id),
      rowKey: (t) => t.team_id,
      row: (t) => <Link to={paths.settings.team(t.team_id)}>{t.team?.name ?? t.team_id}</Link>,
    }),
    queryListSection('checks', 'Checks', {
      query: (orgId) => componentChecksQuery(orgId, id),
      rowKey: (c) => c.id,
      row: (c) => (
        <>
          <StatusDot status={c.status} />
          <Link to={paths.health({ checkId: c.id })}>{c.name}</Link>
        </>
      ),
    }),
    incidentsOn &&
      queryListSection('incidents', 'Incidents', {
        query: (orgId) => componentIncidentsQuery(orgId, id),
        rowKey: (i) => i.id,
        row: (i) => (
          <>
            <Link to={paths.incident(i.id)}>{i.title}</Link>
            <StatusTag vocabulary={SEVERITY} value={i.severity} />
          </>
        ),
      }),
    queryListSection('catalog', 'Catalog', {
      query: (orgId) => componentConfigsQuery(orgId, id),
      rowKey: (c) => c.config_id,
      row: (c) => <CatalogLinkRow link={c} />,
    }),
    { id: 'actions', title: 'Actions', content: <Actions component={component} /> },
  ];
  return {
    label: 'Component details',
    exclusive: false,
    sections,
  };
}
