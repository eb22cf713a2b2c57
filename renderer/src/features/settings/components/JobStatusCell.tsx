// The Job Status column of the settings and integrations lists: the latest job's status in its
// colour (spec 3 §2.4: running yellow, warning orange, success green, failed and stopped red) and
// 'View details', which shows the job's details without leaving the list, in the same dialog as
// Job History's rows. The export writes the status.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { Column } from '../../../components/data-table/column.ts';
import { JobStatusTag, jobDetailsObject } from '../../../components/job-history/job-history.tsx';
import { JobDetailsDialog } from '../../../components/job-history/JobDetailsDialog.tsx';
import { fieldColumn } from '../../../components/resource-list/field-column.ts';
import type { SettingsRow } from '../settings-resource.ts';

type JobFields = Pick<SettingsRow, 'id' | 'name' | 'job_status' | 'job_name' | 'job_details'>;

function JobStatusCell({ row }: { row: JobFields }) {
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

export const jobStatusColumn = <T extends JobFields>(): Column<T> => ({
  ...fieldColumn<T>('job_status', 'Job Status', undefined, {
    cell: (row) => <JobStatusCell row={row} />,
    exportValue: (row) => row.job_status?.toUpperCase() ?? null,
  }),
  minWidth: 170,
});
