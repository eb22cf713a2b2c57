// 'Export' on an incident: the postmortem snapshot (incident-snapshot.ts) as one HTML file or as
// JSON, downloaded (in Electron through the native save dialog). The timeline is read fresh.
import { useState } from 'react';
import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { incidentHistoryQuery } from '../../../api/services/incident-history.ts';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { showToast } from '../../../components/toaster/toaster.ts';
import { downloadBlob, MIME } from '../../../lib/export/download.ts';
import {
  incidentSnapshotHtml,
  incidentSnapshotJson,
  snapshotFileName,
} from './incident-snapshot.ts';

export function ExportSnapshotButton(props: { incident: IncidentDetail }) {
  const { incident } = props;
  const { orgId, org } = useCurrentOrg();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const save = async (format: 'html' | 'json') => {
    setBusy(true);
    try {
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
      downloadBlob(
        new Blob([text], { type: format === 'html' ? MIME.html : MIME.json }),
        snapshotFileName(incident, format),
      );
    } catch (error) {
      void showToast(
        `Could not export the incident: ${error instanceof Error ? error.message : 'unknown error'}`,
        'danger',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label="Export incident">
          <MenuItem icon="document" text="Snapshot (HTML)" onClick={() => void save('html')} />
          <MenuItem icon="code" text="Data (JSON)" onClick={() => void save('json')} />
        </Menu>
      }
    >
      <Button icon="export" text="Export" variant="minimal" loading={busy} />
    </Popover>
  );
}
