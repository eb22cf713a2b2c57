// The modal metrics row (spec 1 §2): Uptime % with passed/failed counts, latency p95/p97/p99,
// Severity, Last Run, Transitioned, Next Run, and the time-range selector.
import type { ReactNode } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import { Duration } from '../../../components/duration/Duration.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { TIME_RANGE_OPTIONS } from '../../../lib/time/time-range.ts';
import type { CheckDetail } from '../../../api/services/health.types.ts';
import type { RangeStats } from './check-metrics.ts';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';

function Metric({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mc-metric" role="group" aria-label={label}>
      <div className="mc-metric-label">{label}</div>
      <div className="mc-metric-value">{children}</div>
    </div>
  );
}

function When({ value }: { value: string | null | undefined }) {
  if (!value) return <>-</>;
  return <RelativeTime value={value} fallback={formatTimestamp(value)} />;
}

export function CheckMetricsPanel({
  check,
  stats,
  timeRange,
  onTimeRangeChange,
}: {
  check: CheckDetail;
  stats: RangeStats | undefined;
  timeRange: string;
  onTimeRangeChange: (value: string) => void;
}) {
  const severity = check.severity ?? (check.spec as { severity?: string } | null)?.severity;
  return (
    <div className="mc-check-metrics">
      <Metric label="Uptime">
        {stats?.uptime === undefined ? '-' : `${stats.uptime.toFixed(2)}%`}
        <span className="mc-metric-sub">
          {stats ? `${stats.passed} passed / ${stats.failed} failed` : ''}
        </span>
      </Metric>
      <Metric label="Latency">
        <span className="mc-metric-latency">
          {(['p95', 'p97', 'p99'] as const).map((p) => (
            <span key={p}>
              {p.toUpperCase()} <Duration ms={stats?.[p]} />
            </span>
          ))}
        </span>
      </Metric>
      <Metric label="Severity">{severity ?? '-'}</Metric>
      <Metric label="Last Run">
        <When value={check.last_runtime} />
      </Metric>
      <Metric label="Transitioned">
        <When value={check.last_transition_time} />
      </Metric>
      <Metric label="Next Run">
        {check.next_runtime ? formatTimestamp(check.next_runtime) : '-'}
      </Metric>
      <Metric label="Time Range">
        <HTMLSelect
          aria-label="Time Range"
          value={timeRange}
          onChange={(e) => onTimeRangeChange(e.currentTarget.value)}
          options={TIME_RANGE_OPTIONS.map((o) => ({ value: o, label: o }))}
        />
      </Metric>
    </div>
  );
}
