// The Health column: a status dot, the health's word and, when the last run is over an hour old,
// its age (spec 1 §2).
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { describeAge, showLastRunAge } from '../../../lib/format/relative-time.ts';
import { parseTimestamp } from '../../../lib/format/timestamp.ts';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { HEALTH } from '../../../lib/vocabulary/health.ts';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';

export function CheckHealthCell({ check }: { check: CheckSummary }) {
  const now = useNow();
  const last = parseTimestamp(check.last_runtime);
  const stale = last !== undefined && showLastRunAge(last, now);
  return (
    <span className="mc-health-cell">
      <StatusDot status={check.status} />
      <span>{labelOf(HEALTH, check.status ?? 'unknown')}</span>
      {stale && last && (
        <span className="mc-health-age" title="Time since the last run">
          {describeAge(now.getTime() - last.getTime())} ago
        </span>
      )}
    </span>
  );
}
