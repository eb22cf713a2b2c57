// The runs list (spec 3 §2.10, §9; reference P9): top-level runs newest first, filtered by
// playbook and status (URL parameters `playbook`, `status`) and by a time range that defaults to
// the last 7 days, matched on start time or, for runs not started, creation time.
import type { PostgrestQuery } from '../../../api/http/postgrest.ts';
import { playbookNamesQuery, playbookRunsSource } from '../../../api/services/playbook-runs.ts';
import type { PlaybookRun } from '../../../api/services/playbook-runs.types.ts';
import { createdByColumn } from '../../../components/resource-list/common-columns.tsx';
import { queryOptionsLoader } from '../../../components/resource-list/query-options.tsx';
import { typeColumn, whenColumn } from '../../../components/resource-list/text-columns.tsx';
import { timeRangeOf, timeRangeValue } from '../../../lib/url-state/filter-codec.ts';
import { statusColumn } from '../../../components/resource-list/status-column.tsx';
import { runDurationColumn } from '../../../components/playbook-run/run-duration.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import type { Column } from '../../../components/data-table/column.ts';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { resolveTimeRange, type TimeRange } from '../../../lib/time/time-range.ts';
import { optionsOf } from '../../../lib/vocabulary/vocabulary.ts';
import { RUN_STATUS } from '../../../lib/vocabulary/run-status.ts';

/** Run statuses to filter by: the vocabulary's, less `skipped` (a step's status, never a run's). */
const RUN_STATUS_OPTIONS = optionsOf(RUN_STATUS).filter((o) => o.value !== 'skipped');

const playbookTitle = (r: PlaybookRun) => r.playbooks?.title || r.playbooks?.name || r.playbook_id;

const columns: Column<PlaybookRun>[] = [
  typeColumn('playbook', 'Playbook', {
    icon: (r) => r.playbooks?.icon,
    fallback: 'play',
    text: playbookTitle,
  }),
  statusColumn('status', 'Status', RUN_STATUS, (r) => r.status, { round: true }),
  {
    id: 'resource',
    header: 'Resource',
    cell: (r) => r.config?.name ?? r.check?.name ?? r.component?.name ?? '',
  },
  // Not sortable: the time shown is the start, else the schedule, else the creation.
  whenColumn('start_time', 'Started', (r) => r.start_time ?? r.scheduled_time ?? r.created_at, {
    sortable: false,
  }),
  runDurationColumn(),
  createdByColumn(),
];

export const RUNS_LIST: ResourceListDefinition<PlaybookRun> = {
  source: playbookRunsSource,
  title: 'Playbook Runs',
  permission: 'playbooks',
  emptyText: 'No data available',
  rowHref: (row) => paths.playbookRun(row.id),
  columns,
  filters: [
    {
      param: 'playbook',
      label: 'Playbook',
      options: queryOptionsLoader(playbookNamesQuery, (p) => ({
        value: p.id,
        label: p.title || p.name,
      })),
      apply: (query, value) => void query.eq('playbook_id', value),
    },
    {
      param: 'status',
      label: 'Status',
      options: RUN_STATUS_OPTIONS,
      apply: (query, value) => void query.eq('status', value),
    },
    {
      param: 'timeRange',
      kind: 'timeRange',
      label: 'Time range',
      // Always applies: clearing it goes back to the last 7 days (no chip).
      clearsToDefault: true,
      defaultValue: timeRangeValue({ type: 'relative', display: '7 days', range: 'now-7d' }),
      apply: (query, value) => {
        const range = timeRangeOf(value);
        if (range) applyRunRange(query, range);
      },
    },
  ],
};

/** Runs started within the range, or created within it when not started. */
function applyRunRange(query: PostgrestQuery<unknown>, range: TimeRange): void {
  const resolved = resolveTimeRange(range);
  if (!resolved) return;
  const from = resolved.from.toISOString();
  const to = resolved.to.toISOString();
  query.or(
    `and(start_time.gte.${from},start_time.lte.${to}),and(created_at.gte.${from},created_at.lte.${to})`,
  );
}
