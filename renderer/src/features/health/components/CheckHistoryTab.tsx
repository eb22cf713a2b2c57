// History tab (spec 1 §2, §5): Status (All, Healthy → 1, Unhealthy → 0) and Duration filters
// (presets or free entry; only ms and s are accepted), columns Age, Duration, Message, 50 per page.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { HISTORY_PAGE_SIZE, checkHistoryQuery } from '../../../api/services/health.ts';
import type { CheckStatus } from '../../../api/services/health.types.ts';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { FilterBar } from '../../../components/filter-bar/FilterBar.tsx';
import type { ResourceFilter } from '../../../components/resource-list/resource-definition.ts';
import type { Column } from '../../../components/data-table/column.ts';
import { Duration } from '../../../components/duration/Duration.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { parseDurationFilter } from '../../../lib/format/duration.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { withoutEmpty } from '../../../lib/data/without-empty.ts';

/** The tab's filters, kept in the tab (the modal's URL holds only the check and its range). */
const FILTERS: readonly ResourceFilter[] = [
  {
    param: 'status',
    label: 'Status',
    options: [
      { value: '1', label: 'Healthy' },
      { value: '0', label: 'Unhealthy' },
    ],
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
  },
];

const columns: Column<CheckStatus>[] = [
  {
    id: 'age',
    header: 'Age',
    cell: (s) => (
      <span className="mc-health-cell">
        <StatusDot status={s.status === false ? 'unhealthy' : 'healthy'} />
        <RelativeTime value={s.time} fallback={formatTimestamp(s.time)} />
      </span>
    ),
    width: 200,
  },
  { id: 'duration', header: 'Duration', cell: (s) => <Duration ms={s.duration} />, width: 110 },
  {
    id: 'message',
    header: 'Message',
    cell: (s) => <span className="mc-history-message">{s.error || s.message || ''}</span>,
  },
];

export function CheckHistoryTab({
  orgId,
  checkId,
  timeRange,
}: {
  orgId: string;
  checkId: string;
  timeRange: string;
}) {
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [pageIndex, setPageIndex] = useState(0);
  // A new filter starts over at the first page.
  const narrow = (param: string, value: string | undefined) => {
    setFilters((current) => withoutEmpty({ ...current, [param]: value }) as Record<string, string>);
    setPageIndex(0);
  };
  const duration = filters.duration && parseDurationFilter(filters.duration);
  const history = useQuery(
    checkHistoryQuery(orgId, {
      checkId,
      range: timeRange,
      // The select's 1/0 is what the query sends; 'All' sends nothing.
      status: filters.status === undefined ? undefined : filters.status === '1' ? 1 : 0,
      minDurationMs: duration && 'ms' in duration ? duration.ms : undefined,
      pageIndex,
      pageSize: HISTORY_PAGE_SIZE,
    }),
  );
  return (
    <div className="mc-check-history">
      <FilterBar
        label="History filters"
        listKey="check-history"
        filters={FILTERS}
        values={filters}
        onChange={narrow}
      >
        <AsOf dataUpdatedAt={history.dataUpdatedAt} />
      </FilterBar>
      {history.isError ? (
        <QueryError error={history.error} what="check history" />
      ) : (
        <DataTable
          aria-label="Check history"
          columns={columns}
          rows={history.data?.rows ?? []}
          getRowId={(s) => s.time}
          loading={history.isPending}
          pagination="server"
          totalRows={history.data?.total ?? 0}
          pageIndex={pageIndex}
          pageSize={HISTORY_PAGE_SIZE}
          pageSizeOptions={[HISTORY_PAGE_SIZE]}
          onPageChange={(index) => setPageIndex(index)}
          maxHeight={420}
        />
      )}
    </div>
  );
}
