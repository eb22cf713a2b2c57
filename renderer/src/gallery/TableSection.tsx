// Tables: 10,000 rows with client sorting/grouping/pagination, a virtualised unpaged table,
// virtual pagination, the loading skeleton and the empty state.
import { useMemo, useState } from 'react';
import type { Column } from '../components/data-table/column.ts';
import type { SortState } from '../components/data-table/table-model.ts';
import { sortRows } from '../components/data-table/table-model.ts';
import { DataTable } from '../components/data-table/DataTable.tsx';
import { StatusDot } from '../components/status-dot/StatusDot.tsx';
import { ProgressBar } from '../components/progress-bar/ProgressBar.tsx';
import { Duration } from '../components/duration/Duration.tsx';
import { formatTimestamp } from '../lib/format/timestamp.ts';
import { aggregateHealth, formatPercent } from '../lib/format/health.ts';
import type { SampleCheck } from './sample-data.ts';
import { makeChecks } from './sample-data.ts';
import { Section } from './Section.tsx';
import { Switch } from '@blueprintjs/core';

const COLUMNS: Column<SampleCheck>[] = [
  { id: 'name', header: 'Checks', cell: (r) => r.name, sortValue: (r) => r.name, width: '30%' },
  {
    id: 'status',
    header: 'Health',
    cell: (r) => (
      <span className="mc-gallery-row" style={{ margin: 0, gap: 6 }}>
        <StatusDot status={r.status} /> {r.status}
      </span>
    ),
    sortValue: (r) => r.status,
  },
  {
    id: 'uptime',
    header: 'Uptime',
    cell: (r) => formatPercent(r.uptime),
    sortValue: (r) => r.uptime,
    align: 'right',
  },
  {
    id: 'cpu',
    header: 'CPU',
    cell: (r) => <ProgressBar percent={r.cpuPercent} label={`CPU ${r.cpuPercent}%`} />,
    sortValue: (r) => r.cpuPercent,
  },
  {
    id: 'latency',
    header: 'Latency',
    cell: (r) => <Duration ms={r.latencyMs} />,
    sortValue: (r) => r.latencyMs,
    align: 'right',
  },
  {
    id: 'lastRun',
    header: 'Last run',
    cell: (r) => formatTimestamp(r.lastRun, 'YYYY-MM-DD HH:mm'),
    sortValue: (r) => r.lastRun,
  },
];

/** Server mode: the "server" (here a function) sorts and pages; the table only reports changes. */
function ServerTable({ rows }: { rows: SampleCheck[] }) {
  const [query, setQuery] = useState<{ pageIndex: number; pageSize: number; sort?: SortState }>({
    pageIndex: 0,
    pageSize: 10,
  });
  const page = useMemo(() => {
    const column = COLUMNS.find((c) => c.id === query.sort?.id);
    const ordered =
      column?.sortValue && query.sort ? sortRows(rows, column.sortValue, query.sort.desc) : rows;
    return ordered.slice(query.pageIndex * query.pageSize, (query.pageIndex + 1) * query.pageSize);
  }, [rows, query]);
  return (
    <Section id="table-server" title="Server-side sorting and pagination">
      <p className="mc-gallery-caption">
        Request: <code data-testid="server-request">{JSON.stringify(query)}</code>
      </p>
      <DataTable
        aria-label="Server checks"
        columns={COLUMNS}
        rows={page}
        getRowId={(r) => r.id}
        sortMode="server"
        sort={query.sort ?? null}
        onSortChange={(sort) => setQuery((q) => ({ ...q, pageIndex: 0, sort }))}
        pagination="server"
        totalRows={rows.length}
        pageIndex={query.pageIndex}
        pageSize={query.pageSize}
        onPageChange={(pageIndex, pageSize) => setQuery((q) => ({ ...q, pageIndex, pageSize }))}
        maxHeight={400}
      />
    </Section>
  );
}

export function TableSection() {
  const rows = useMemo(() => makeChecks(10_000), []);
  const [grouped, setGrouped] = useState(true);
  const [virtualSize, setVirtualSize] = useState(50);
  return (
    <>
      <Section id="table" title="Data table (10,000 rows, client sorting, grouping, pagination)">
        <Switch
          label="Group by namespace"
          checked={grouped}
          onChange={() => setGrouped((g) => !g)}
        />
        <DataTable
          aria-label="Checks"
          tableId="gallery-checks"
          columns={COLUMNS}
          rows={rows}
          getRowId={(r) => r.id}
          groupBy={grouped ? (r) => r.namespace : undefined}
          renderGroup={({ key, rows: groupRows }) => {
            const passed = groupRows.filter((r) => r.status === 'healthy').length;
            const aggregate = aggregateHealth(groupRows.map((r) => r.status === 'healthy'));
            return (
              <span className="mc-gallery-row" style={{ margin: 0, gap: 6 }}>
                <StatusDot
                  status={
                    aggregate === 'good' ? 'healthy' : aggregate === 'bad' ? 'unhealthy' : 'mixed'
                  }
                />{' '}
                {key}{' '}
                <span className="mc-gallery-caption">
                  {passed}/{groupRows.length}
                </span>
              </span>
            );
          }}
          defaultSort={{ id: 'name', desc: false }}
          onRowClick={() => undefined}
          maxHeight={420}
        />
      </Section>
      <Section id="table-virtual" title="Virtualised rows (10,000 rows, no pagination)">
        <DataTable
          aria-label="All checks"
          columns={COLUMNS}
          rows={rows}
          getRowId={(r) => r.id}
          pagination="none"
          maxHeight={320}
        />
      </Section>
      <Section id="table-infinite" title="Virtual pagination (page size doubles at the end)">
        <p className="mc-gallery-caption">
          Page size: <span data-testid="virtual-page-size">{virtualSize}</span>
        </p>
        <DataTable
          aria-label="Checks with virtual pagination"
          columns={COLUMNS}
          rows={rows}
          getRowId={(r) => r.id}
          pagination="virtual"
          pageIndex={0}
          pageSize={virtualSize}
          onPageChange={(_i, size) => setVirtualSize(size)}
          maxHeight={260}
        />
      </Section>
      <ServerTable rows={rows} />
      <Section id="table-states" title="Loading skeleton and empty state">
        <div className="mc-gallery-grid">
          <DataTable
            aria-label="Loading table"
            columns={COLUMNS.slice(0, 3)}
            rows={[]}
            getRowId={(r) => r.id}
            loading
            pagination="none"
          />
          <DataTable
            aria-label="Empty table"
            columns={COLUMNS.slice(0, 3)}
            rows={[]}
            getRowId={(r) => r.id}
            pagination="none"
          />
        </div>
      </Section>
    </>
  );
}
