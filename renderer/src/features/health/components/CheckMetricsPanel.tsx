// The modal metrics row (spec 1 §2): Uptime % with passed/failed counts, latency p95/p97/p99,
// Severity, Last Run, Transitioned, Next Run, and the time-range selector.
import { HTMLSelect } from '@blueprintjs/core';
import { DetailFacts } from '../../../components/detail-page/DetailFacts.tsx';
import { Duration } from '../../../components/duration/Duration.tsx';
import { When } from '../../../components/resource-list/common-columns.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { TIME_RANGE_FILTER } from '../health-filters.ts';
import type { CheckDetail, CheckSummary } from '../../../api/services/health.types.ts';
import { formatPercent } from '../../../lib/format/health.ts';
import { checkUptime } from '../../../lib/format/check-metrics.ts';

export function CheckMetricsPanel({
  check,
  graph,
  timeRange,
  onTimeRangeChange,
}: {
  check: CheckDetail;
  /** The graph answer's figures for the range (H6). */
  graph: Pick<CheckSummary, 'uptime' | 'latency'> | undefined;
  timeRange: string;
  onTimeRangeChange: (value: string) => void;
}) {
  const severity = check.severity ?? (check.spec as { severity?: string } | null)?.severity;
  const uptime = (
    <>
      {(graph && formatPercent(checkUptime(graph))) || '-'}
      {graph && (
        <span className="mc-metric-sub">{`${graph.uptime?.passed ?? 0} passed / ${graph.uptime?.failed ?? 0} failed`}</span>
      )}
    </>
  );
  const latency = (
    <span className="mc-metric-latency">
      {(['p95', 'p97', 'p99'] as const).map((p) => (
        <span key={p}>
          {p.toUpperCase()} <Duration ms={graph?.latency?.[p]} />
        </span>
      ))}
    </span>
  );
  return (
    <div className="mc-check-metrics">
      <DetailFacts
        facts={[
          ['Uptime', uptime],
          ['Latency', latency],
          ['Severity', severity],
          ['Last Run', check.last_runtime && <When value={check.last_runtime} />],
          [
            'Transitioned',
            check.last_transition_time && <When value={check.last_transition_time} />,
          ],
          ['Next Run', check.next_runtime && formatTimestamp(check.next_runtime)],
          [
            'Time Range',
            <HTMLSelect
              aria-label="Time Range"
              value={timeRange}
              onChange={(e) => onTimeRangeChange(e.currentTarget.value)}
              options={TIME_RANGE_FILTER.options}
            />,
          ],
        ]}
      />
    </div>
  );
}
