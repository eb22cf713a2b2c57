// The dashboard table (spec 1 §2): Checks, Health, Uptime, Latency, Transition; sortable columns;
// group rows expand and show their worst health and passed/total. Columns carry priorities, so at
// 1280×800 beside the sidebar the table fits and Transition, then the metrics, move to the chooser.
import { paths } from '../../../lib/routing/paths.ts';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import type { SortState } from '../../../components/data-table/table-model.ts';
import { Duration } from '../../../components/duration/Duration.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { formatPercent } from '../../../lib/format/health.ts';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { groupHealth, groupKeyOf, passedOverTotal } from '../check-grouping.ts';
import { CheckHealthCell } from './CheckHealthCell.tsx';
import { CheckName } from './CheckName.tsx';
import { checkLatency, checkUptime } from './check-metrics.ts';

export interface ChecksTableProps {
  checks: readonly CheckSummary[];
  loading: boolean;
  groupBy: string;
  sort: SortState | null;
  onSortChange: (sort: SortState | undefined) => void;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number, pageSize: number) => void;
  onOpen: (check: CheckSummary) => void;
}

export function ChecksTable(props: ChecksTableProps) {
  const now = useNow();
  const columns: Column<CheckSummary>[] = [
    {
      id: 'name',
      header: 'Checks',
      cell: (c) => <CheckName check={c} />,
      sortValue: (c) => c.name.toLowerCase(),
      priority: 1,
      minWidth: 200,
    },
    {
      id: 'health',
      header: 'Health',
      cell: (c) => <CheckHealthCell check={c} now={now} />,
      sortValue: (c) => c.status ?? '',
      width: 200,
      priority: 1,
    },
    {
      id: 'uptime',
      header: 'Uptime',
      cell: (c) => {
        const pct = checkUptime(c);
        return pct === undefined ? '' : <span title={`${pct}%`}>{formatPercent(pct)}</span>;
      },
      sortValue: (c) => checkUptime(c),
      align: 'right',
      width: 110,
      priority: 2,
    },
    {
      id: 'latency',
      header: 'Latency',
      cell: (c) => <Duration ms={checkLatency(c)} />,
      sortValue: (c) => checkLatency(c),
      align: 'right',
      width: 110,
      priority: 2,
    },
    {
      id: 'transition',
      header: 'Transition',
      cell: (c) => <RelativeTime value={c.last_transition_time} />,
      sortValue: (c) => c.last_transition_time ?? '',
      width: 160,
      priority: 3,
    },
  ];
  const groupBy = props.groupBy;
  return (
    <DataTable
      aria-label="Health checks"
      tableId="health-checks"
      columns={columns}
      rows={props.checks}
      getRowId={(c) => c.id}
      loading={props.loading}
      onRowClick={props.onOpen}
      rowHref={(c) => paths.health({ checkId: c.id })}
      sort={props.sort}
      onSortChange={props.onSortChange}
      groupBy={groupBy === 'none' ? undefined : (c) => groupKeyOf(c, groupBy) ?? ''}
      renderGroup={({ key, rows }) => (
        <span className="mc-health-group">
          <StatusDot status={groupHealth(rows)} />
          <span className="mc-health-group-name">{key}</span>
          <span className="mc-health-group-count">{passedOverTotal(rows)}</span>
        </span>
      )}
      pagination="client"
      pageIndex={props.pageIndex}
      pageSize={props.pageSize}
      onPageChange={props.onPageChange}
      maxHeight="calc(100vh - 260px)"
    />
  );
}
