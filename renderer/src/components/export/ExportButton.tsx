// Export → CSV / JSON of every row a list's filters select (lib/export/exporter.ts), as the list
// shows them: its visible columns in their order, each cell's displayed value
// (lib/export/export-columns.ts). A dialog shows the rows written so far against the total and can
// cancel; the file, named after the organisation, the screen, its filters and the time
// (lib/export/file-name.ts), is then saved as a download (in Electron through the native save
// dialog, electron/window/downloads.ts).
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
import { exportColumns, type ExportableColumn } from '../../lib/export/export-columns.ts';
import {
  ExportCancelled,
  exportRows,
  type ExportFormat,
  type ExportProgress,
  type FetchExportPage,
} from '../../lib/export/exporter.ts';
import { exportFileName, filterSummary, type SummaryFilter } from '../../lib/export/file-name.ts';
import { useCurrentOrgOrNull } from '../../session/org-context.tsx';
import { showToast } from '../toaster/toaster.ts';
import { counted, thousands } from '../../lib/format/count.ts';
import './ExportButton.css';

interface Run {
  format: ExportFormat;
  progress: ExportProgress;
  controller: AbortController;
  error: unknown;
}

export function progressText(progress: ExportProgress): string {
  return progress.total === null
    ? `${counted(progress.rows, 'row')} written`
    : `${thousands(progress.rows)} of ${counted(progress.total, 'row')}`;
}

export type ExportButtonProps<T> = {
  /** The list's title: the screen in the file's name, and the dialog's title. */
  title: string;
  fetchPage: FetchExportPage<T>;
  /** The list's columns; without them the raw records are written. */
  columns?: readonly ExportableColumn<T>[];
  /** The ids of the columns on screen, in their order, read as the export starts (all `columns`
   * when not given or unknown). */
  visibleColumnIds?: () => readonly string[] | undefined;
  /** The list's filters and their current values, for the file name's filter summary. */
  filters?: readonly SummaryFilter[];
  filterValues?: Readonly<Record<string, string | undefined>>;
};

/** The export under way: `start` writes every row to a file, `close` cancels or dismisses. */
function useExportRun<T>(props: ExportButtonProps<T>) {
  const { title, fetchPage } = props;
  const [run, setRun] = useState<Run | null>(null);
  const current = useCurrentOrgOrNull();
  const organisation = current?.org?.name ?? current?.orgId ?? '';

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
      columns: props.columns && exportColumns(props.columns, props.visibleColumnIds?.()),
      onProgress: (progress) => mine((r) => ({ ...r, progress })),
    }).then(
      (done) => {
        const filters = filterSummary(props.filters ?? [], props.filterValues ?? {});
        sink.save(exportFileName({ organisation, screen: title, filters }, format), MIME[format]);
        mine(() => null);
        void showToast(`Exported ${counted(done.rows, 'row')} of ${title}`, 'success');
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
  return { run, start, close };
}

export function ExportButton<T>(props: ExportButtonProps<T>) {
  const { title } = props;
  const { run, start, close } = useExportRun(props);
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
