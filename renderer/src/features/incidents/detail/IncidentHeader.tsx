// The top of /incidents/{id} (spec 2 §2), in the detail frame's header: the Export and Close /
// Reopen actions, and the heading (the title with its readable id, priority and status, and a
// chip for each topology component the evidence points at).
import { Button, MenuItem } from '@blueprintjs/core';
import { ActionMenu } from '../../../components/action/ActionMenu.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { incidentHistoryQuery } from '../../../api/services/incident-history.ts';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { downloadBlob, MIME } from '../../../lib/export/download.ts';
import { ComponentLink, useEvidenceRefs } from '../evidence/EvidenceView.tsx';
import { INCIDENT } from '../write-access.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { priorityOf, topologyComponentIds } from './incident-model.ts';
import { useStatusChange } from './useIncidentWrites.ts';
import {
  incidentSnapshotHtml,
  incidentSnapshotJson,
  snapshotFileName,
} from '../export/incident-snapshot.ts';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { INCIDENT_STATUS } from '../../../lib/vocabulary/incident-status.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

/** The components the evidence points at, named by the evidence's references. */
function ComponentChips({ incident }: { incident: IncidentDetail }) {
  const ids = topologyComponentIds(incident);
  const named = useEvidenceRefs(incident).data?.components;
  if (ids.length === 0) return null;
  return (
    <nav className="mc-inc-components" aria-label="Components">
      {ids.map((id) => (
        <ComponentLink key={id} id={id} component={named?.[id]} className="mc-inc-component" />
      ))}
    </nav>
  );
}

/** 'Export': the postmortem snapshot (incident-snapshot.ts) as one HTML file or as JSON,
 * downloaded (in Electron through the native save dialog); the timeline is read fresh. */
function ExportSnapshotButton(props: { incident: IncidentDetail }) {
  const { incident } = props;
  const { orgId, org } = useCurrentOrg();
  const client = useQueryClient();
  const write = async (format: 'html' | 'json') => {
    const history = await client.fetchQuery({
      ...incidentHistoryQuery(orgId, incident.id),
      staleTime: 0,
    });
    const snapshot = {
      incident,
      history,
      organisation: org?.name ?? orgId,
      exportedAt: new Date().toISOString(),
    };
    const text =
      format === 'html' ? incidentSnapshotHtml(snapshot) : incidentSnapshotJson(snapshot);
    downloadBlob(new Blob([text], { type: MIME[format] }), snapshotFileName(incident, format));
  };
  const save = useMutationWithToast({
    mutationFn: write,
    failure: 'Could not export the incident',
  });

  return (
    <ActionMenu
      label="Export incident"
      button={<Button icon="export" text="Export" variant="minimal" loading={save.isPending} />}
    >
      <MenuItem icon="document" text="Snapshot (HTML)" onClick={() => save.mutate('html')} />
      <MenuItem icon="code" text="Data (JSON)" onClick={() => save.mutate('json')} />
    </ActionMenu>
  );
}

/** Export and Close / Reopen, beside the breadcrumb. */
export function IncidentActions({ incident }: { incident: IncidentDetail }) {
  const change = useStatusChange(incident.id);
  const closed = incident.status?.toLowerCase() === 'closed';
  return (
    <>
      <ExportSnapshotButton incident={incident} />
      <span className="mc-inc-guard">
        <GuardedButton
          resource={INCIDENT}
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
        <StatusTag vocabulary={INCIDENT_STATUS} value={incident.status} round title="Status" />
      </div>
      {incident.description?.trim() && <p className="mc-inc-description">{incident.description}</p>}
      <ComponentChips incident={incident} />
    </>
  );
}
