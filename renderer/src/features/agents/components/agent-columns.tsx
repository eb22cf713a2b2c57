// Columns of the agents list (spec 1 §2): Name, Configs, Checks, Scrapers, Playbook Runs, Status
// (Online within 61 s of last_seen), Last Pushed, Created At, Updated At, Created By.
import { Tag } from '@blueprintjs/core';
import type { Column } from '../../../components/data-table/column.ts';
import { creatorColumn, timeColumn } from '../../../components/resource-list/common-columns.tsx';
import { agentStatus } from '../../../lib/format/health.ts';
import type { AgentSummary } from '../../../api/services/agents.types.ts';

const count = (value: number | null | undefined) => value ?? 0;

export function agentColumns(now: Date): Column<AgentSummary>[] {
  return [
    { id: 'name', header: 'Name', cell: (a) => a.name, sortable: true, minWidth: 240 },
    {
      id: 'config_count',
      header: 'Configs',
      cell: (a) => count(a.config_count),
      sortable: true,
      align: 'right',
      priority: 2,
      minWidth: 90,
    },
    {
      id: 'checks_count',
      header: 'Checks',
      cell: (a) => count(a.checks_count),
      sortable: true,
      align: 'right',
      priority: 2,
      minWidth: 90,
    },
    {
      id: 'config_scrapper_count',
      header: 'Scrapers',
      cell: (a) => count(a.config_scrapper_count),
      sortable: true,
      align: 'right',
      priority: 3,
      minWidth: 95,
    },
    {
      id: 'playbook_runs_count',
      header: 'Playbook Runs',
      cell: (a) => count(a.playbook_runs_count),
      sortable: true,
      align: 'right',
      priority: 3,
      minWidth: 135,
    },
    {
      id: 'last_seen',
      header: 'Status',
      cell: (a) => {
        const status = agentStatus(a.last_seen, now);
        return (
          <Tag minimal intent={status === 'Online' ? 'success' : 'none'}>
            {status}
          </Tag>
        );
      },
      sortable: true,
      minWidth: 95,
    },
    {
      ...timeColumn('last_received', 'Last Pushed', (a) => a.last_received),
      priority: 2,
      minWidth: 115,
    },
    { ...timeColumn('created_at', 'Created At', (a) => a.created_at), priority: 4, minWidth: 105 },
    { ...timeColumn('updated_at', 'Updated At', (a) => a.updated_at), priority: 4, minWidth: 110 },
    { ...creatorColumn((a) => a.created_by), priority: 3, minWidth: 130 },
  ];
}
