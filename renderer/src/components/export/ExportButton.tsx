// Export → CSV / JSON of every row a list's filters select (lib/export/exporter.ts): a dialog shows
// the rows written so far against the total and can cancel; the file is then saved as a download
// (in Electron through the native save dialog, electron/window/downloads.ts).
import { useState } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  Menu,
  MenuItem,
  Popover,
  ProgressBar,
} from '@blueprintjs/core';
import { blobSink, MIME } from '../../lib/export/download.ts';
import {
  ExportCancelled,
  exportFileName,
  exportRows,
  type ExportFormat,
  type ExportProgress,
  type FetchExportPage,
} from '../../lib/export/exporter.ts';
import { showToast } from '../toaster/toaster.ts';
import './ExportButton.css';

interface Run {
  format: ExportFormat;
  progress: ExportProgress;
  controller: AbortController;
  error: unknown;
}

const count = (n: number) => n.toLocaleString('en-US');

export function progressText(progress: ExportProgress): string {
  return progress.total === null
    ? `${count(progress.rows)} rows written`
    : `${count(progress.rows)} of ${count(progress.total)} rows`;
}

export function ExportButton<T>(props: {
  /** The list's title: the file's name and the dialog's. */
  title: string;
  fetchPage: FetchExportPage<T>;
}) {
  const { title, fetchPage } = props;
  const [run, setRun] = useState<Run | null>(null);

  const start = (format: ExportFormat) => {
    const controller = new AbortController();
    const mine = (update: (r: Run) => Run | null) =>
      setRun((current) =>
        current && current.controller === controller ? update(current) : current,
      );
    setRun({ format, progress: { rows: 0, total: null }, controller, error: null });
    const sink = blobSink();
    exportRows({
      format,
      fetchPage,
      sink,
      signal: controller.signal,
      onProgress: (progress) => mine((r) => ({ ...r, progress })),
    }).then(
      (done) => {
        sink.save(exportFileName(title, format), MIME[format]);
        mine(() => null);
        void showToast(`Exported ${count(done.rows)} rows of ${title}`, 'success');
      },
      (error: unknown) => {
        if (error instanceof ExportCancelled || controller.signal.aborted) mine(() => null);
        else mine((r) => ({ ...r, error }));
      },
    );
  };

  const close = () => {
    run?.controller.abort();
    setRun(null);
  };
  const fraction =
    run && run.progress.total ? Math.min(1, run.progress.rows / run.progress.total) : undefined;

  return (
    <>
      <Popover
        placement="bottom-end"
        content={
          <Menu aria-label="Export format">
            <MenuItem icon="th" text="CSV" onClick={() => start('csv')} />
            <MenuItem icon="code" text="JSON" onClick={() => start('json')} />
          </Menu>
        }
      >
        <Button icon="export" text="Export" variant="minimal" disabled={run !== null} />
      </Popover>
      <Dialog
        isOpen={run !== null}
        title={`Exporting ${title} as ${run?.format.toUpperCase() ?? ''}`}
        onClose={close}
        canOutsideClickClose={false}
      >
        <DialogBody>
          {run?.error ? (
            <Callout intent="danger" role="alert" title="The export failed">
              {run.error instanceof Error ? run.error.message : 'Unknown error'}
            </Callout>
          ) : (
            <div role="status" aria-live="polite">
              <ProgressBar
                intent="primary"
                value={fraction}
                animate={fraction === undefined}
                stripes={fraction === undefined}
              />
              <p className="mcd-export-count">{run && progressText(run.progress)}</p>
            </div>
          )}
        </DialogBody>
        <DialogFooter actions={<Button text={run?.error ? 'Close' : 'Cancel'} onClick={close} />} />
      </Dialog>
    </>
  );
}
