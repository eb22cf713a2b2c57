// The send log as the Notifications tab lists it (spec 3 §2.9, §4; reference §4.8 N5): newest
// first, filters Status (include/exclude) and Resource Type, columns Created, Resource, Rule,
// Event, Status ('Repeated' for repeat-interval), Count, Duration, Error.
import type { SendHistoryRow } from '../../../api/services/notifications.types.ts';
import { sendHistorySource } from '../../../api/services/notifications.ts';
import type { Column } from '../../../components/data-table/column.ts';
import { fieldColumn } from '../../../components/resource-list/field-column.ts';
import { textColumn, whenColumn } from '../../../components/resource-list/text-columns.tsx';
import {
  triStateApply,
  type ResourceListDefinition,
} from '../../../components/resource-list/resource-definition.ts';
import { statusColumn } from '../../../components/resource-list/status-column.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';
import { SEND_STATUS } from '../../../lib/vocabulary/send-status.ts';
import { encodeLabelFilter } from '../../../lib/labels/label-filter.ts';

/** The statuses of spec 3 §4 first, then the others the backend records (reference §4.8). */
export const SEND_STATUSES = [
  'sent',
  'error',
  'pending',
  'cancelled',
  'repeat-interval',
  'silenced',
  'inhibited',
  'skipped',
  'grouped',
] as const;

/** What the list leaves out unless asked (spec 4-views §2.12): sends that were not made. */
export const DEFAULT_STATUS_FILTER = encodeLabelFilter(
  Object.fromEntries(
    ['skipped', 'silenced', 'inhibited', 'repeat-interval'].map((s) => [s, -1 as const]),
  ),
);

export function SendResource({ row }: { row: SendHistoryRow }) {
  const name = row.resource?.name ?? row.resource_id ?? '';
  return (
    <span className="mcd-notification-resource">
      <TypeIcon name={row.resource?.icon ?? row.resource_type} fallback="cube" />
      <span
        className={`mcd-notification-name${row.resource?.deleted_at ? ' mcd-silence-expired' : ''}`}
        title={name}
      >
        {name}
      </span>
    </span>
  );
}

export function sendHistoryList(
  resourceTypes: readonly string[],
  ruleNames: Readonly<Record<string, string>>,
): ResourceListDefinition<SendHistoryRow> {
  const columns: Column<SendHistoryRow>[] = [
    whenColumn('created_at', 'Created', (row) => row.created_at, { width: 120 }),
    {
      id: 'resource',
      header: 'Resource',
      cell: (row) => <SendResource row={row} />,
      exportValue: (row) => row.resource?.name ?? row.resource_id ?? null,
    },
    fieldColumn('resource_type', 'Type', 185),
    textColumn('notification_id', 'Rule', (row) => ruleNames[row.notification_id], { width: 150 }),
    fieldColumn('source_event', 'Event', 170),
    statusColumn('status', 'Status', SEND_STATUS, (row) => row.status, {
      sortable: true,
      width: 100,
    }),
    fieldColumn('count', 'Count', 75, { align: 'right' }),
  ];
  return {
    source: sendHistorySource,
    title: 'Notifications',
    permission: 'notifications',
    emptyText: 'No data available',
    columns,
    filters: [
      {
        param: 'status',
        label: 'Status',
        kind: 'triState',
        options: SEND_STATUSES.map((status) => ({
          value: status,
          label: labelOf(SEND_STATUS, status),
        })),
        defaultValue: DEFAULT_STATUS_FILTER,
        apply: triStateApply('status'),
      },
      {
        param: 'resourceType',
        label: 'Resource Type',
        options: resourceTypes.map((type) => ({ value: type, label: type })),
        apply: (query, value) => void query.eq('resource_type', value),
      },
    ],
  };
}
