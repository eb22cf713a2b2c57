// About this app: its own version and mode (from main, `app:info`), platform details, and the
// current org's backend version when one is signed in.
import { Dialog, DialogBody, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { appInfoQuery } from '../../api/services/app.ts';
import { appQueryClient } from '../../session/app-query-client.ts';
import { BackendVersion } from './BackendVersion.tsx';

export function AboutDialog(props: { isOpen: boolean; onClose: () => void; orgId: string | null }) {
  const info = useQuery(appInfoQuery(), appQueryClient);
  return (
    <Dialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title="About Mission Control Desktop"
      icon="info-sign"
    >
      <DialogBody>
        {info.isPending && <Spinner size={20} aria-label="Loading application info" />}
        {info.isError && <p>The main process did not answer: {info.error.message}</p>}
        {info.data && (
          <HTMLTable compact aria-label="Application info" className="mcd-about-table">
            <tbody>
              <tr>
                <th>Version</th>
                <td data-testid="app-version">{info.data.version}</td>
              </tr>
              <tr>
                <th>Mode</th>
                <td data-testid="app-mode">{info.data.mode}</td>
              </tr>
              <tr>
                <th>Platform</th>
                <td>
                  {info.data.platform} ({info.data.arch})
                </td>
              </tr>
              <tr>
                <th>Electron</th>
                <td>{info.data.versions.electron ?? '—'}</td>
              </tr>
              <tr>
                <th>Node</th>
                <td>{info.data.versions.node}</td>
              </tr>
              {props.orgId && (
                <tr>
                  <th>Backend</th>
                  <td>
                    <BackendVersion orgId={props.orgId} />
                  </td>
                </tr>
              )}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
    </Dialog>
  );
}
