// Columns of the generic settings lists (spec 3 §2.2): Name, Source, Schedule, Namespace, Job
// Status with 'View details', Last Run, Last Failed, Tags (first plus '+N more'), Created,
// Updated, Created By. All sort on the server except Tags and Created By.
import { Tag } from '@blueprintjs/core';
import type { Column } from '../../../components/data-table/column.ts';
import { creatorColumn, timeColumn } from '../../../components/resource-list/common-columns.tsx';
import { scheduleText, sourceText, type SettingsRow } from '../settings-resource.ts';
import { JobStatusCell } from './JobStatusCell.tsx';

function tags(row: SettingsRow): string[] {
  const map = row.tags ?? row.labels ?? {};
  return Object.entries(map).map(([key, value]) => `${key}=${String(value)}`);
}

function TagsCell({ row }: { row: SettingsRow }) {
  const [first, ...rest] = tags(row);
  if (!first) return null;
  return (
    <span className="mcd-settings-tags" title={[first, ...rest].join('\n')}>
      <Tag minimal>{first}</Tag>
      {rest.length > 0 && <span className="mcd-settings-more">+{rest.length} more</span>}
    </span>
  );
}

export const settingsColumns: readonly Column<SettingsRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, minWidth: 200 },
  {
    id: 'source',
    header: 'Source',
    // 'Linked to {agent}' can be long: cut to one line, the whole text as tooltip.
    cell: (row) => (
      <span className="mcd-settings-source" title={sourceText(row)}>
        {sourceText(row)}
      </span>
    ),
    exportValue: (row) => sourceText(row),
    sortable: true,
    priority: 3,
    minWidth: 130,
  },
  {
    id: 'schedule',
    header: 'Schedule',
    cell: (row) => scheduleText(row),
    sortable: true,
    priority: 2,
    minWidth: 100,
  },
  {
    id: 'namespace',
    header: 'Namespace',
    cell: (row) => row.namespace ?? '',
    sortable: true,
    priority: 3,
    minWidth: 110,
  },
  {
    id: 'job_status',
    header: 'Job Status',
    cell: (row) => <JobStatusCell row={row} />,
    exportValue: (row) => row.job_status?.toUpperCase() ?? null,
    sortable: true,
    minWidth: 190,
  },
  {
    ...timeColumn('last_runtime', 'Last Run', (row) => row.last_runtime),
    priority: 2,
    minWidth: 100,
  },
  {
    ...timeColumn('job_last_failed', 'Last Failed', (row) => row.job_last_failed),
    priority: 4,
    minWidth: 115,
  },
  // The file has room for every tag, not only the first and a count.
  {
    id: 'tags',
    header: 'Tags',
    cell: (row) => <TagsCell row={row} />,
    exportValue: (row) => tags(row).join(', '),
    priority: 4,
    minWidth: 110,
  },
  { ...timeColumn('created_at', 'Created', (row) => row.created_at), priority: 5, minWidth: 96 },
  { ...timeColumn('updated_at', 'Updated', (row) => row.updated_at), priority: 3, minWidth: 96 },
  {
    ...creatorColumn((row: SettingsRow) =>
      typeof row.created_by === 'object' ? row.created_by : null,
    ),
    priority: 4,
    minWidth: 130,
  },
];
