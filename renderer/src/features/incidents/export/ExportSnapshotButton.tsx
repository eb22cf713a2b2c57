// 'Export' on an incident: the postmortem snapshot (incident-snapshot.ts) as one HTML file or as
// JSON, downloaded (in Electron through the native save dialog). The timeline is read fresh.
import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentHistoryQuery } from '../../../api/services/incident-history.ts';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
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
    downloadBlob(
      new Blob([text], { type: format === 'html' ? MIME.html : MIME.json }),
      snapshotFileName(incident, format),
    );
  };
  // A failure is toasted by the mutation cache, with what could not be done.
  const save = useMutation({
    mutationFn: (format: 'html' | 'json') =>
      write(format).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : 'unknown error';
        throw new Error(`Could not export the incident: ${reason}`);
      }),
  });

  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label="Export incident">
          <MenuItem icon="document" text="Snapshot (HTML)" onClick={() => save.mutate('html')} />
          <MenuItem icon="code" text="Data (JSON)" onClick={() => save.mutate('json')} />
        </Menu>
      }
    >
      <Button icon="export" text="Export" variant="minimal" loading={save.isPending} />
    </Popover>
  );
}
