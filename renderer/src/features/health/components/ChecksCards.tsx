// The card layout (`layout=card`): one card per check, under a heading per group.
import { Classes } from '@blueprintjs/core';
import { Duration } from '../../../components/duration/Duration.tsx';
import { formatPercent } from '../../../lib/format/health.ts';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { CHECK_GROUPS } from '../checks-list.tsx';
import { CheckHealthCell } from './CheckHealthCell.tsx';
import { CheckName } from './CheckName.tsx';
import { checkLatency, checkUptime } from '../../../lib/format/check-metrics.ts';
import { compareIds } from '../../../lib/text/compare-ids.ts';
import { groupRows } from '../../../components/data-table/table-model.ts';
import { CardGridStates } from '../../../components/shell-chrome/CardGridStates.tsx';

/** The checks by group as the table groups them (one unnamed group without grouping), groups in
 * name order. */
function groupChecks(checks: readonly CheckSummary[], groupBy: string) {
  const groups = groupRows(checks, CHECK_GROUPS.by({ groupBy }) ?? (() => ''));
  return groups.sort((a, b) => compareIds(a.key, b.key));
}

export function ChecksCards({
  checks,
  groupBy,
  loading,
  onOpen,
}: {
  checks: readonly CheckSummary[];
  groupBy: string;
  loading: boolean;
  onOpen: (check: CheckSummary) => void;
}) {
  return (
    <CardGridStates
      items={loading && checks.length === 0 ? undefined : checks}
      empty="No data available"
      skeleton={{ className: 'mc-check-cards', cardClassName: `${Classes.CARD} mc-check-card` }}
    >
      {(items) => (
        <div className="mc-check-card-groups">
          {groupChecks(items, groupBy).map((group) => (
            <section key={group.key} aria-label={group.key || 'Checks'}>
              {groupBy !== 'none' && (
                <h4 className="mc-check-card-heading">
                  {CHECK_GROUPS.status?.(group.rows)} {group.key}{' '}
                  <span className="mc-health-group-count">{CHECK_GROUPS.count?.(group.rows)}</span>
                </h4>
              )}
              <div className="mc-check-cards">
                {group.rows.map((check) => (
                  // A native button: Enter and Space open the check as a click does.
                  <button
                    type="button"
                    key={check.id}
                    className={`${Classes.CARD} ${Classes.INTERACTIVE} mc-check-card`}
                    aria-label={check.name}
                    onClick={() => onOpen(check)}
                  >
                    <CheckName check={check} />
                    <CheckHealthCell check={check} />
                    <span className="mc-check-card-stats">
                      <span>Uptime {formatPercent(checkUptime(check)) || '-'}</span>
                      <span>
                        Latency <Duration ms={checkLatency(check)} />
                      </span>
                    </span>
                  </button>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </CardGridStates>
  );
}
