// The top of /incidents/{id} (spec 2 §2), in the detail frame's header: the Export and Close /
// Reopen actions, and the heading (the title with its readable id, priority and status, and a
// chip for each topology component the evidence points at).
import { Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { componentNamesQuery } from '../../../api/services/topology.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { writeGuard, type WriteAccess } from '../write-access.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { priorityOf, topologyComponentIds } from './incident-model.ts';
import { useStatusChange } from './useIncidentWrites.ts';
import { ExportSnapshotButton } from '../export/ExportSnapshotButton.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { titleCase } from '../../../lib/text/title-case.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

function ComponentChips({ incident }: { incident: IncidentDetail }) {
  const orgId = useOrgId();
  const ids = topologyComponentIds(incident);
  const names = useQuery({ ...componentNamesQuery(orgId, ids), enabled: ids.length > 0 });
  if (ids.length === 0) return null;
  const byId = new Map((names.data ?? []).map((c) => [c.id, c]));
  return (
    <nav className="mc-inc-components" aria-label="Components">
      {ids.map((id) => {
        const component = byId.get(id);
        return (
          <Link key={id} to={paths.topologyItem(id)} className="mc-inc-component">
            <TypeIcon name={component?.icon || component?.type} size={16} fallback="cube" />
            <span>{component?.name ?? 'Component'}</span>
          </Link>
        );
      })}
    </nav>
  );
}

/** Export and Close / Reopen, beside the breadcrumb. */
export function IncidentActions(props: { incident: IncidentDetail; write: WriteAccess }) {
  const { incident } = props;
  const change = useStatusChange(incident.id);
  const closed = incident.status?.toLowerCase() === 'closed';
  return (
    <>
      <ExportSnapshotButton incident={incident} />
      <span className="mc-inc-guard">
        <GuardedButton
          {...writeGuard(props.write)}
          icon={closed ? 'refresh' : 'tick-circle'}
          text={closed ? 'Reopen' : 'Close'}
          intent={closed ? 'none' : 'success'}
          pending={change.isPending}
          onClick={() => change.mutate({ status: closed ? 'open' : 'closed' })}
        />
      </span>
    </>
  );
}

/** The title with its readable id, priority and status, the description, the component chips. */
export function IncidentHeading({ incident }: { incident: IncidentDetail }) {
  const priority = priorityOf(incident.severity);
  return (
    <>
      <div className="mc-inc-title-row">
        <h1 className="mc-inc-title">
          <span className="mc-inc-title-id">{incident.incident_id}</span> {incident.title}
        </h1>
        <StatusTag vocabulary={SEVERITY} value={priority} title="Priority" />
        {incident.status && (
          <Tag minimal round title="Status">
            {titleCase(incident.status)}
          </Tag>
        )}
      </div>
      {incident.description?.trim() && <p className="mc-inc-description">{incident.description}</p>}
      <ComponentChips incident={incident} />
    </>
  );
}
