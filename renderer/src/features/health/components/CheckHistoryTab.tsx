// History tab (spec 1 §2, §5): a list of the check's runs in the modal's range, newest first, with
// Status (All, Healthy → true, Unhealthy → false) and Duration filters (presets or free entry;
// only ms and s are accepted), columns Age, Duration, Message, 50 per page. Its filters, page and
// sort live in the URL under HISTORY_PREFIX; closing the check drops them (health-filters.ts).
import { checkHistoryScope, checkHistorySource } from '../../../api/services/health.ts';
import type { CheckStatus } from '../../../api/services/health.types.ts';
import type { Column } from '../../../components/data-table/column.ts';
import { Duration } from '../../../components/duration/Duration.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { formatDuration, parseDurationFilter } from '../../../lib/format/duration.ts';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';

export const HISTORY_PREFIX = 'history__';

const columns: Column<CheckStatus>[] = [
  {
    id: 'age',
    header: 'Age',
    sortable: true,
    sortKey: 'time',
    cell: (s) => (
      <span className="mc-health-cell">
        <StatusDot status={s.status === false ? 'unhealthy' : 'healthy'} />
        <RelativeTime value={s.time} fallback={formatTimestamp(s.time)} />
      </span>
    ),
    exportValue: (s) => s.time,
    width: 200,
  },
  {
    id: 'duration',
    header: 'Duration',
    sortable: true,
    cell: (s) => <Duration ms={s.duration} />,
    exportValue: (s) => formatDuration(s.duration) || null,
    width: 110,
  },
  {
    id: 'message',
    header: 'Message',
    cell: (s) => <span className="mc-history-message">{s.error || s.message || ''}</span>,
  },
];

export const CHECK_HISTORY_LIST: ResourceListDefinition<CheckStatus> = {
  source: checkHistorySource,
  title: 'Check history',
  columns,
  filters: [
    {
      param: 'status',
      label: 'Status',
      options: [
        { value: '1', label: 'Healthy' },
        { value: '0', label: 'Unhealthy' },
      ],
      apply: (query, value) => void query.eq('status', value === '1'),
    },
    {
      param: 'duration',
      label: 'Duration',
      kind: 'text',
      suggestions: ['100ms', '500ms', '1s', '5s', '10s', '30s'],
      validate: (text) => {
        const parsed = parseDurationFilter(text);
        return 'error' in parsed ? parsed.error : undefined;
      },
      apply: (query, value) => {
        const parsed = parseDurationFilter(value);
        if ('ms' in parsed) query.gte('duration', parsed.ms);
      },
    },
  ],
  pageSizes: [50],
  defaultSort: { sortBy: 'age', sortOrder: 'desc' },
  tableHeight: 420,
  emptyText: 'No data available',
  permission: 'canaries',
  getRowId: (s) => s.time,
};

export function CheckHistoryTab(props: { checkId: string; timeRange: string }) {
  return (
    <ResourceList
      definition={CHECK_HISTORY_LIST}
      paramPrefix={HISTORY_PREFIX}
      scope={checkHistoryScope(props.checkId, props.timeRange)}
      hideTitle
    />
  );
}
