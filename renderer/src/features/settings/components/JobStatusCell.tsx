// The Job Status cell: the latest job's status in its colour (spec 3 §2.4: running yellow,
// warning orange, success green, failed and stopped red) and 'View details', which shows the
// job's details without leaving the list, in the same dialog as Job History's rows.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { JobStatusTag, jobDetailsObject } from '../../../components/job-history/job-history.tsx';
import { JobDetailsDialog } from '../../../components/job-history/JobDetailsDialog.tsx';
import type { SettingsRow } from '../settings-resource.ts';

export function JobStatusCell({ row }: { row: SettingsRow }) {
  const [open, setOpen] = useState(false);
  if (!row.job_status) return null;
  return (
    <span className="mcd-job-status" onClick={(event) => event.stopPropagation()}>
      <JobStatusTag status={row.job_status} />
      <Button variant="minimal" size="small" text="View details" onClick={() => setOpen(true)} />
      {open && (
        <JobDetailsDialog
          job={{
            id: row.id,
            name: row.job_name ?? row.name,
            details: jobDetailsObject(row.job_details),
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </span>
  );
}
