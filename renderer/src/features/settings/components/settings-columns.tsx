// Columns of the generic settings lists (spec 3 §2.2): Name, Source, Schedule, Namespace, Job
// Status with 'View details', Last Run, Last Failed, Tags (first plus '+N more'), Created,
// Updated, Created By. All sort on the server except Tags and Created By.
import { Tag } from '../../../components/tag/Tag.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import {
  createdByColumn,
  stampColumns,
  timeField,
} from '../../../components/resource-list/common-columns.tsx';
import { fieldColumn } from '../../../components/resource-list/field-column.ts';
import { sized } from '../../../components/resource-list/sized-column.ts';
import { textColumn } from '../../../components/resource-list/text-columns.tsx';
import { scheduleText, sourceText, type SettingsRow } from '../settings-resource.ts';
import { jobStatusColumn } from './JobStatusCell.tsx';

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
  sized(fieldColumn('name', 'Name'), 1, 240),
  // 'Linked to {agent}' can be long: cut to one line, the whole text as tooltip.
  sized(textColumn('source', 'Source', sourceText, { sortable: true }), 3, 130),
  sized(fieldColumn('schedule', 'Schedule', undefined, { cell: scheduleText }), 2, 100),
  sized(fieldColumn('namespace', 'Namespace'), 2, 125),
  jobStatusColumn<SettingsRow>(),
  sized(timeField('last_runtime', 'Last Run'), 2, 115),
  sized(timeField('job_last_failed', 'Last Failed'), 4, 115),
  // The file has room for every tag, not only the first and a count.
  {
    id: 'tags',
    header: 'Tags',
    cell: (row) => <TagsCell row={row} />,
    exportValue: (row) => tags(row).join(', '),
    priority: 4,
    minWidth: 110,
  },
  ...stampColumns<SettingsRow>(5),
  sized(createdByColumn(), 4, 130),
];
