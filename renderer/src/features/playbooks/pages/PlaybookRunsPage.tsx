// /playbooks/runs (spec 3 §2.10): runs newest first with server paging, filtered by playbook,
// status and time range (default the last 7 days), all kept in the URL; a row opens the run.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { playbookNamesQuery } from '../../../api/services/playbook-runs.ts';
import type { PlaybookRun } from '../../../api/services/playbook-runs.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import type { Column } from '../../../components/data-table/column.ts';
import { Duration } from '../../../components/duration/Duration.tsx';
import { creatorColumn, When } from '../../../components/resource-list/common-columns.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { TimeRangePicker } from '../../../components/time-range-picker/TimeRangePicker.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { formatDuration } from '../../../lib/format/duration.ts';
import { decodeTimeRange, encodeTimeRange } from '../../../lib/time/time-range-url.ts';
import { DEFAULT_RUN_RANGE, runsList, runsScope } from '../list/runs-list.ts';
import { elapsedMs } from '../run/run-model.ts';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';
import { RUN_STATUS } from '../../../lib/vocabulary/run-status.ts';
import { StatusTag } from '../run/StatusTag.tsx';
import '../playbooks.css';

function resourceName(run: PlaybookRun): string | null | undefined {
  return run.config?.name ?? run.check?.name ?? run.component?.name;
}

/** The run's duration: until its end, or until now while it runs; none before it starts. */
function runMs(run: PlaybookRun, now: Date): number | undefined {
  return run.end_time || run.status === 'running'
    ? elapsedMs(run.start_time, run.end_time, now)
    : undefined;
}

export function PlaybookRunsPage() {
  const orgId = useOrgId();
  const now = useNow(5000);
  const names = useQuery(playbookNamesQuery(orgId));
  const [searchParams, setSearchParams] = useSearchParams();
  const range = decodeTimeRange(searchParams) ?? DEFAULT_RUN_RANGE;
  const columns: Column<PlaybookRun>[] = [
    {
      id: 'playbook',
      header: 'Playbook',
      cell: (r) => (
        <span className="mc-pb-cell">
          <TypeIcon name={r.playbooks?.icon} size={16} fallback="play" />
          <span className="mc-pb-cell-text">
            {r.playbooks?.title || r.playbooks?.name || r.playbook_id}
          </span>
        </span>
      ),
      exportValue: (r) => r.playbooks?.title || r.playbooks?.name || r.playbook_id,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => <StatusTag status={r.status} />,
      exportValue: (r) => (r.status ? labelOf(RUN_STATUS, r.status) : null),
    },
    { id: 'resource', header: 'Resource', cell: (r) => resourceName(r) ?? '' },
    {
      id: 'start_time',
      header: 'Started',
      cell: (r) => <When value={r.start_time ?? r.scheduled_time ?? r.created_at} />,
      exportValue: (r) => r.start_time ?? r.scheduled_time ?? r.created_at ?? null,
    },
    {
      id: 'duration',
      header: 'Duration',
      align: 'right',
      cell: (r) => <Duration ms={runMs(r, now)} />,
      exportValue: (r) => formatDuration(runMs(r, now)) || null,
    },
    creatorColumn((r) => (typeof r.created_by === 'object' ? r.created_by : null)),
  ];
  return (
    <ResourceList
      definition={runsList(names.data ?? [], columns)}
      scope={runsScope(range)}
      toolbar={
        <>
          <TimeRangePicker
            value={range}
            onChange={(next) =>
              setSearchParams((prev) => {
                const params = encodeTimeRange(prev, next);
                params.delete('pageIndex');
                return params;
              })
            }
          />
          <span className="mc-pb-spacer" />
          <Link className="bp6-button bp6-minimal" to={paths.playbooks()}>
            Playbooks
          </Link>
        </>
      }
    />
  );
}
