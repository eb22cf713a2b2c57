// Help → Show logs: where the application's log file is and its latest lines (main redacts every
// line before writing it), with the path to copy and, in Electron, the folder to open.
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { appInfoQuery, appLogsQuery, revealLogs } from '../../api/services/app.ts';
import { CopyButton } from '../clipboard/CopyButton.tsx';
import { showToast } from '../toaster/toaster.ts';
import { formatTimestamp } from '../../lib/format/timestamp.ts';
import { appQueryClient } from '../../session/app-query-client.ts';

async function openFolder(): Promise<void> {
  try {
    if (!(await revealLogs()))
      await showToast('The log folder cannot be opened from here.', 'warning');
  } catch (error) {
    await showToast(`Could not open the log folder: ${(error as Error).message}`, 'danger');
  }
}

export function LogsDialog(props: { isOpen: boolean; onClose: () => void }) {
  const logs = useQuery({ ...appLogsQuery(), enabled: props.isOpen }, appQueryClient);
  const info = useQuery(appInfoQuery(), appQueryClient);
  const entries = logs.data?.entries ?? [];
  return (
    <Dialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title="Application logs"
      icon="console"
      className="mcd-logs-dialog"
    >
      <DialogBody>
        {logs.isPending && <Spinner size={20} aria-label="Loading the logs" />}
        {logs.isError && <p role="alert">The main process did not answer: {logs.error.message}</p>}
        {logs.data && (
          <>
            <p className="mcd-logs-path">
              {logs.data.file ? (
                <>
                  <code data-testid="log-file">{logs.data.file}</code>
                  <CopyButton text={logs.data.file} label="Copy the log file's path" />
                </>
              ) : (
                'This build keeps no log file.'
              )}
            </p>
            {entries.length === 0 ? (
              <NonIdealState icon="console" title="Nothing logged yet" />
            ) : (
              <ol className="mcd-logs-lines" aria-label="Latest log lines">
                {entries.map((entry, index) => (
                  <li key={index} className={`mcd-logs-${entry.level}`}>
                    <time>{entry.time ? formatTimestamp(entry.time) : ''}</time> {entry.message}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Refresh" icon="refresh" onClick={() => void logs.refetch()} />
            {info.data?.mode === 'electron' && (
              <Button text="Open folder" icon="folder-open" onClick={() => void openFolder()} />
            )}
            <Button text="Close" intent="primary" onClick={props.onClose} />
          </>
        }
      />
    </Dialog>
  );
}
