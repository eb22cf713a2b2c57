// The runs list (spec 3 §2.10, §9; reference P9): top-level runs newest first, filtered by
// playbook and status (URL parameters `playbook`, `status`) and by a time range that defaults to
// the last 7 days, matched on start time or, for runs not started, creation time.
import type { PostgrestQuery } from '../../../api/http/postgrest.ts';
import type { ListScope } from '../../../api/resource/resource-queries.ts';
import { playbookRunsSource } from '../../../api/services/playbook-runs.ts';
import type { PlaybookRun, PlaybookSpec } from '../../../api/services/playbook-runs.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import type { Column } from '../../../components/data-table/column.ts';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { resolveTimeRange, type TimeRange } from '../../../lib/time/time-range.ts';
import { optionsOf } from '../../../lib/vocabulary/vocabulary.ts';
import { RUN_STATUS } from '../../../lib/vocabulary/run-status.ts';

/** Run statuses to filter by: the vocabulary's, less `skipped` (a step's status, never a run's). */
const RUN_STATUS_OPTIONS = optionsOf(RUN_STATUS).filter((o) => o.value !== 'skipped');

export const DEFAULT_RUN_RANGE: TimeRange = {
  type: 'relative',
  display: '7 days',
  range: 'now-7d',
};

export function runsList(
  playbooks: readonly PlaybookSpec[],
  columns: readonly Column<PlaybookRun>[],
): ResourceListDefinition<PlaybookRun> {
  return {
    source: playbookRunsSource,
    title: 'Playbook Runs',
    permission: 'playbooks',
    emptyText: 'No data available',
    getRowId: (row) => row.id,
    rowHref: (row) => paths.playbookRun(row.id),
    columns,
    filters: [
      {
        param: 'playbook',
        label: 'Playbook',
        options: playbooks.map((p) => ({ value: p.id, label: p.title || p.name })),
        apply: (query, value) => void query.eq('playbook_id', value),
      },
      {
        param: 'status',
        label: 'Status',
        options: RUN_STATUS_OPTIONS,
        apply: (query, value) => void query.eq('status', value),
      },
    ],
  };
}

/** The time range as a list scope: start_time within it, or created_at for runs not started. */
export function runsScope(range: TimeRange): ListScope {
  return {
    key: { range },
    apply: (query: PostgrestQuery<unknown>) => {
      const resolved = resolveTimeRange(range);
      if (!resolved) return;
      const from = resolved.from.toISOString();
      const to = resolved.to.toISOString();
      query.or(
        `and(start_time.gte.${from},start_time.lte.${to}),and(created_at.gte.${from},created_at.lte.${to})`,
      );
    },
  };
}
