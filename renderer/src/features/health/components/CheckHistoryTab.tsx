// History tab (spec 1 §2, §5): Status (All, Healthy → 1, Unhealthy → 0) and Duration filters
// (presets or free entry; only ms and s are accepted), columns Age, Duration, Message, 50 per page.
import { useState } from 'react';
import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { HISTORY_PAGE_SIZE, checkHistoryQuery } from '../../../api/services/health.ts';
import type { CheckStatus } from '../../../api/services/health.types.ts';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { Duration } from '../../../components/duration/Duration.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { parseDurationFilter } from '../../../lib/format/duration.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';

const DURATION_PRESETS = ['100ms', '500ms', '1s', '5s', '10s', '30s'] as const;

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: '1', label: 'Healthy' },
  { value: '0', label: 'Unhealthy' },
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
  const [{ status, durationText }, setFilter] = useState({ status: 'all', durationText: '' });
  const [pageIndex, setPageIndex] = useState(0);
  // A new filter starts over at the first page.
  const narrow = (change: { status: string } | { durationText: string }) => {
    setFilter((current) => ({ ...current, ...change }));
    setPageIndex(0);
  };
  const parsed = durationText.trim() === '' ? undefined : parseDurationFilter(durationText);
  const durationError = parsed && 'error' in parsed ? parsed.error : undefined;
  const minDurationMs = parsed && 'ms' in parsed ? parsed.ms : undefined;
  const history = useQuery({
    ...checkHistoryQuery(orgId, {
      checkId,
      range: timeRange,
      // The select's 1/0 is what the query sends; 'all' sends nothing.
      status: status === 'all' ? undefined : status === '1' ? 1 : 0,
      minDurationMs,
      pageIndex,
      pageSize: HISTORY_PAGE_SIZE,
    }),
    enabled: durationError === undefined,
  });
  return (
    <div className="mc-check-history">
      <div className="mc-check-history-filters">
        <FormGroup inline label="Status" labelFor="history-status">
          <HTMLSelect
            id="history-status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(e) => narrow({ status: e.currentTarget.value })}
          />
        </FormGroup>
        <DurationFilter
          text={durationText}
          error={durationError}
          onChange={(v) => narrow({ durationText: v })}
        />
        <AsOf dataUpdatedAt={history.dataUpdatedAt} />
      </div>
      {history.isError ? (
        <QueryError error={history.error} what="check history" />
      ) : (
        <DataTable
          aria-label="Check history"
          columns={columns}
          rows={history.data?.rows ?? []}
          getRowId={(s) => s.time}
          loading={history.isPending && durationError === undefined}
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

/** The Duration filter: a preset or free text ('All' clears it); `error` when it does not parse. */
function DurationFilter({
  text,
  error,
  onChange,
}: {
  text: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  return (
    <FormGroup
      inline
      label="Duration"
      labelFor="history-duration"
      intent={error ? 'danger' : 'none'}
      helperText={error}
    >
      <InputGroup
        id="history-duration"
        placeholder="All"
        list="history-duration-presets"
        value={text}
        intent={error ? 'danger' : 'none'}
        onValueChange={(v) => onChange(v === 'All' ? '' : v)}
      />
      <datalist id="history-duration-presets">
        <option value="All" />
        {DURATION_PRESETS.map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
    </FormGroup>
  );
}
