// The Job Status cell: the latest job's status in its colour (spec 3 §2.4: running yellow,
// warning orange, success green, failed and stopped red) and 'View details', which shows the
// job's details without leaving the list.
import { useState } from 'react';
import { Button, Classes, Dialog, DialogBody } from '@blueprintjs/core';
import { JobStatusTag } from '../../../components/job-history/job-history.tsx';
import type { SettingsRow } from '../settings-resource.ts';
import { prettyJson } from '../../../lib/format/pretty-json.ts';

export function JobStatusCell({ row }: { row: SettingsRow }) {
  const [open, setOpen] = useState(false);
  if (!row.job_status) return null;
  return (
    <span className="mcd-job-status" onClick={(event) => event.stopPropagation()}>
      <JobStatusTag status={row.job_status} />
      <Button variant="minimal" size="small" text="View details" onClick={() => setOpen(true)} />
      {open && (
        <Dialog
          isOpen
          title={`Details for job ${row.job_name ?? row.name}`}
          onClose={() => setOpen(false)}
        >
          <DialogBody>
            <pre className={Classes.CODE_BLOCK}>{prettyJson(row.job_details ?? {})}</pre>
          </DialogBody>
        </Dialog>
      )}
    </span>
  );
}
