// The right sidebar of /topology/{id} (spec 2 §2) as the detail frame's sections, all open: the
// component's details and links, its teams, checks, open incidents, catalog links and actions.
import type { ReactNode } from 'react';
import { Menu, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  componentChecksQuery,
  componentConfigsQuery,
  componentIncidentsQuery,
  componentTeamsQuery,
} from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { timeAgo } from '../../../lib/format/relative-time.ts';
import {
  DetailFields,
  type DetailFieldPair,
} from '../../../components/detail-page/DetailFields.tsx';
import type {
  DetailSidebarProps,
  SidebarSection,
} from '../../../components/detail-page/DetailSidebar.tsx';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useComponentActions } from './ComponentActions.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

/** '3 hours ago' within a week, the date and time beyond. */
function when(value: string): string {
  return timeAgo(value) ?? formatTimestamp(value, 'YYYY-MM-DD HH:mm');
}

/** A section's list: 'None' once read empty, nothing while loading. */
function List<T>(props: { rows: readonly T[] | undefined; row: (row: T) => ReactNode }) {
  if (props.rows?.length === 0) return <p className="mc-topo-muted">None</p>;
  return <ul className="mc-topo-side-list">{props.rows?.map(props.row)}</ul>;
}

function Details({ component: c }: { component: Component }) {
  const labels = Object.entries(c.labels ?? {});
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
    ['Created', c.created_at && when(c.created_at)],
    ['Updated', c.updated_at && when(c.updated_at)],
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
      {labels.length > 0 && (
        <div className="mc-topo-side-labels">
          {labels.map(([k, v]) => (
            <Tag key={k} minimal round>
              {k}={v}
            </Tag>
          ))}
        </div>
      )}
    </>
  );
}

function Teams({ id }: { id: string }) {
  const teams = useQuery(componentTeamsQuery(useOrgId(), id));
  return (
    <List
      rows={teams.data}
      row={(t) => (
        <li key={t.team_id}>
          <Link to={paths.settings.team(t.team_id)}>{t.team?.name ?? t.team_id}</Link>
        </li>
      )}
    />
  );
}

function Checks({ id }: { id: string }) {
  const checks = useQuery(componentChecksQuery(useOrgId(), id));
  return (
    <List
      rows={checks.data}
      row={(c) => (
        <li key={c.id}>
          <StatusDot status={c.status} />
          <Link to={paths.health({ checkId: c.id })}>{c.name}</Link>
        </li>
      )}
    />
  );
}

function Incidents({ id }: { id: string }) {
  const incidents = useQuery(componentIncidentsQuery(useOrgId(), id));
  return (
    <List
      rows={incidents.data}
      row={(i) => (
        <li key={i.id}>
          <Link to={paths.incident(i.id)}>{i.title}</Link>
          <StatusTag vocabulary={SEVERITY} value={i.severity} />
        </li>
      )}
    />
  );
}

function Configs({ id }: { id: string }) {
  const configs = useQuery(componentConfigsQuery(useOrgId(), id));
  return (
    <List
      rows={configs.data}
      row={(c) => (
        <li key={c.config_id}>
          <TypeIcon name={c.configs?.type} size={14} fallback="database" />
          <Link to={paths.catalogItem(c.config_id)}>{c.configs?.name ?? c.config_id}</Link>
        </li>
      )}
    />
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
  const sections: (SidebarSection | false)[] = [
    { id: 'details', title: 'Details', content: <Details component={component} /> },
    { id: 'teams', title: 'Teams', content: <Teams id={id} /> },
    { id: 'checks', title: 'Checks', content: <Checks id={id} /> },
    incidentsOn && { id: 'incidents', title: 'Incidents', content: <Incidents id={id} /> },
    { id: 'catalog', title: 'Catalog', content: <Configs id={id} /> },
    { id: 'actions', title: 'Actions', content: <Actions component={component} /> },
  ];
  return {
    label: 'Component details',
    exclusive: false,
    sections: sections.filter((section): section is SidebarSection => !!section),
  };
}
