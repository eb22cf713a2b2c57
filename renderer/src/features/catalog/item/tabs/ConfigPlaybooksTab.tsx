// The Playbooks tab of /catalog/{id}: the playbook runs on this item (P9), newest first, 50 at a
// time; a row opens the run.
import { When } from '../../../../components/resource-list/common-columns.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { configPlaybookRunsQuery } from '../../../../api/services/catalog-tabs.ts';
import type { ConfigPlaybookRun } from '../../../../api/services/catalog-tabs.types.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import { paths } from '../../../../lib/routing/paths.ts';
import type { Column } from '../../../../components/data-table/column.ts';
import { Duration } from '../../../../components/duration/Duration.tsx';
import { useNow } from '../../../../components/relative-time/useNow.ts';
import { TypeIcon } from '../../../../components/type-icon/TypeIcon.tsx';
import { PagedTabTable } from './PagedTabTable.tsx';
import { runDurationMs } from './tab-format.ts';
import { StatusTag } from '../../../../components/status-tag/StatusTag.tsx';
import { RUN_STATUS } from '../../../../lib/vocabulary/run-status.ts';

/** A run's status in the run-status vocabulary, as /playbooks/runs shows it. */
export function RunStatusCell({ status }: { status: string | null | undefined }) {
  return <StatusTag vocabulary={RUN_STATUS} value={status} />;
}

export function ConfigPlaybooksTab({ configId }: { configId: string }) {
  const orgId = useOrgId();
  const now = useNow();
  const runs = useInfiniteQuery(configPlaybookRunsQuery(orgId, configId));
  const columns: Column<ConfigPlaybookRun>[] = [
    {
      id: 'playbook',
      header: 'Playbook',
      cell: (r) => {
        const name = r.playbooks?.title || r.playbooks?.name || r.id;
        return (
          <span className="mc-catalog-cell">
            <TypeIcon name={r.playbooks?.icon} size={16} fallback="play" />
            <Link to={paths.playbookRun(r.id)} onClick={(e) => e.stopPropagation()} title={name}>
              {name}
            </Link>
          </span>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      width: '22%',
      cell: (r) => <RunStatusCell status={r.status} />,
    },
    {
      id: 'started',
      header: 'Started',
      width: '22%',
      cell: (r) => <When value={r.start_time ?? r.scheduled_time ?? r.created_at} />,
    },
    {
      id: 'duration',
      header: 'Duration',
      width: '13%',
      align: 'right',
      cell: (r) => <Duration ms={runDurationMs(r, now)} />,
    },
  ];
  return (
    <PagedTabTable
      label="Playbook runs"
      what="playbook runs"
      columns={columns}
      query={runs}
      getRowId={(r) => r.id}
      href={(r) => paths.playbookRun(r.id)}
    />
  );
}
