// The right sidebar of /topology/{id} (spec 2 §2): the component's details and links, its teams,
// checks, open incidents, catalog links and actions.
import type { ReactNode } from 'react';
import { H5, Menu, Tag } from '@blueprintjs/core';
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
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useFeature } from '../../../lib/feature-flags/FeatureFlagsProvider.tsx';
import { useComponentActions } from './ComponentActions.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

/** '3 hours ago' within a week, the date and time beyond. */
function when(value: string): string {
  return timeAgo(value) ?? formatTimestamp(value, 'YYYY-MM-DD HH:mm');
}

function Section(props: { title: string; children: ReactNode; empty?: boolean }) {
  return (
    <section className="mc-topo-side-section" aria-label={props.title}>
      <H5>{props.title}</H5>
      {props.empty ? <p className="mc-topo-muted">None</p> : props.children}
    </section>
  );
}

function Row(props: { label: string; children: ReactNode }) {
  return (
    <div className="mc-topo-side-row">
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

export function TopologySidebar({ component }: { component: Component }) {
  const orgId = useOrgId();
  const incidentsOn = useFeature('incidents');
  const teams = useQuery(componentTeamsQuery(orgId, component.id));
  const checks = useQuery(componentChecksQuery(orgId, component.id));
  const incidents = useQuery({
    ...componentIncidentsQuery(orgId, component.id),
    enabled: incidentsOn,
  });
  const configs = useQuery(componentConfigsQuery(orgId, component.id));
  const actions = useComponentActions(component, { zoom: false });
  const labels = Object.entries(component.labels ?? {});
  return (
    <aside className="mc-topo-sidebar" aria-label="Component details">
      <Section title="Details">
        <dl className="mc-topo-side-details">
          <Row label="Name">
            <span className="mc-topo-side-name">
              <TypeIcon name={component.icon || component.type} size={16} fallback="cube" />
              {component.name}
            </span>
          </Row>
          {component.type && <Row label="Type">{component.type}</Row>}
          <Row label="Status">
            <StatusDot status={component.status} /> {component.status ?? 'unknown'}
          </Row>
          {component.status_reason && <Row label="Reason">{component.status_reason}</Row>}
          {component.namespace && <Row label="Namespace">{component.namespace}</Row>}
          {component.external_id && <Row label="External ID">{component.external_id}</Row>}
          {component.created_at && <Row label="Created">{when(component.created_at)}</Row>}
          {component.updated_at && <Row label="Updated">{when(component.updated_at)}</Row>}
          {component.topology_id && (
            <Row label="Topology">
              <Link to={paths.settings.resourceItem('topologies', component.topology_id)}>
                Definition
              </Link>
            </Row>
          )}
        </dl>
        {labels.length > 0 && (
          <div className="mc-topo-side-labels">
            {labels.map(([k, v]) => (
              <Tag key={k} minimal round>
                {k}={v}
              </Tag>
            ))}
          </div>
        )}
      </Section>
      <Section title="Teams" empty={teams.data?.length === 0}>
        <ul className="mc-topo-side-list">
          {teams.data?.map((t) => (
            <li key={t.team_id}>
              <Link to={paths.settings.team(t.team_id)}>{t.team?.name ?? t.team_id}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Checks" empty={checks.data?.length === 0}>
        <ul className="mc-topo-side-list">
          {checks.data?.map((c) => (
            <li key={c.id}>
              <StatusDot status={c.status} />
              <Link to={paths.health({ checkId: c.id })}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </Section>
      {incidentsOn && (
        <Section title="Incidents" empty={incidents.data?.length === 0}>
          <ul className="mc-topo-side-list">
            {incidents.data?.map((i) => (
              <li key={i.id}>
                <Link to={paths.incident(i.id)}>{i.title}</Link>
                <StatusTag vocabulary={SEVERITY} value={i.severity} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title="Catalog" empty={configs.data?.length === 0}>
        <ul className="mc-topo-side-list">
          {configs.data?.map((c) => (
            <li key={c.config_id}>
              <TypeIcon name={c.configs?.type} size={14} fallback="database" />
              <Link to={paths.catalogItem(c.config_id)}>{c.configs?.name ?? c.config_id}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Actions">
        <Menu className="mc-topo-side-actions">{actions.items}</Menu>
        {actions.dialogs}
      </Section>
    </aside>
  );
}
