// The job history of one resource (spec 3 §2.4 columns, newest first), as the detail page's
// Job History tab shows it.
import { Tag } from '@blueprintjs/core';
import { z } from 'zod';
import type { ResourceListDefinition } from '../../components/resource-list/resource-definition.ts';
import { timeColumn } from '../../components/resource-list/common-columns.tsx';
import { formatDuration } from '../../lib/format/duration.ts';
import { JOB_STATUS_INTENTS } from './components/JobStatusCell.tsx';

const jobSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  status: z.string().nullish(),
  created_at: z.string().nullish(),
  duration_millis: z.number().nullish(),
  success_count: z.number().nullish(),
  error_count: z.number().nullish(),
});
type JobRow = z.infer<typeof jobSchema>;

export function jobHistoryOf(resourceId: string): ResourceListDefinition<JobRow> {
  return {
    source: {
      key: `job_histories/${resourceId}`,
      table: 'job_histories',
      select: 'id,name,status,created_at,duration_millis,success_count,error_count',
      schema: jobSchema,
      defaultOrder: { column: 'created_at', ascending: false },
      softDelete: false,
      where: (query) => void query.eq('resource_id', resourceId),
    },
    title: 'Job History',
    permission: 'database',
    getRowId: (row) => row.id,
    emptyText: 'No data available',
    columns: [
      timeColumn('created_at', 'Timestamp', (row) => row.created_at),
      { id: 'name', header: 'Job Name', cell: (row) => row.name ?? '', sortable: true },
      {
        id: 'status',
        header: 'Status',
        sortable: true,
        cell: (row) =>
          row.status ? (
            <Tag minimal intent={JOB_STATUS_INTENTS[row.status] ?? 'none'}>
              {row.status}
            </Tag>
          ) : null,
      },
      {
        id: 'duration_millis',
        header: 'Duration',
        sortable: true,
        cell: (row) => formatDuration(row.duration_millis),
      },
      {
        id: 'statistics',
        header: 'Statistics',
        cell: (row) => `Success ${row.success_count ?? 0} · Error ${row.error_count ?? 0}`,
      },
    ],
  };
}
