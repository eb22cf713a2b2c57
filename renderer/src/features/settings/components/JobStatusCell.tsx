// The Job Status cell: the latest job's status in its colour (spec 3 §2.4: running yellow,
// warning orange, success green, failed and stopped red) and 'View details', which shows the
// job's details without leaving the list.
import { useState } from 'react';
import { Button, Classes, Dialog, DialogBody, Tag, type Intent } from '@blueprintjs/core';
import type { SettingsRow } from '../settings-resource.ts';

export const JOB_STATUS_INTENTS: Record<string, Intent> = {
  RUNNING: 'warning',
  WARNING: 'warning',
  SUCCESS: 'success',
  FAILED: 'danger',
  STOPPED: 'danger',
};

export function JobStatusCell({ row }: { row: SettingsRow }) {
  const [open, setOpen] = useState(false);
  if (!row.job_status) return null;
  const status = row.job_status.toUpperCase();
  return (
    <span className="mcd-job-status" onClick={(event) => event.stopPropagation()}>
      <Tag
        minimal
        intent={JOB_STATUS_INTENTS[status] ?? 'none'}
        className={`mcd-job-${status.toLowerCase()}`}
      >
        {status}
      </Tag>
      <Button variant="minimal" size="small" text="View details" onClick={() => setOpen(true)} />
      {open && (
        <Dialog
          isOpen
          title={`Details for job ${row.job_name ?? row.name}`}
          onClose={() => setOpen(false)}
        >
          <DialogBody>
            <pre className={Classes.CODE_BLOCK}>
              {JSON.stringify(row.job_details ?? {}, null, 2)}
            </pre>
          </DialogBody>
        </Dialog>
      )}
    </span>
  );
}
