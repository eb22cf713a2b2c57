// Columns of the agents list (spec 1 §2): Name, Configs, Checks, Scrapers, Playbook Runs, Status
// (Online within 61 s of last_seen), Last Pushed, Created At, Updated At, Created By.
import { Tag } from '@blueprintjs/core';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import type { Column } from '../../../components/data-table/DataTable.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { agentStatus } from '../../../lib/format/health.ts';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import type { AgentSummary } from '../../../api/services/agents.types.ts';

// Older than a week, the date alone keeps the row to one screen width; the tooltip has the time.
const when = (value: string | null | undefined) =>
  value ? <RelativeTime value={value} fallback={formatTimestamp(value, 'YYYY-MM-DD')} /> : null;

const count = (value: number | null | undefined) => value ?? 0;

export function agentColumns(now: Date): Column<AgentSummary>[] {
  return [
    { id: 'name', header: 'Name', cell: (a) => a.name, sortable: true },
    {
      id: 'config_count',
      header: 'Configs',
      cell: (a) => count(a.config_count),
      sortable: true,
      align: 'right',
    },
    {
      id: 'checks_count',
      header: 'Checks',
      cell: (a) => count(a.checks_count),
      sortable: true,
      align: 'right',
    },
    {
      id: 'config_scrapper_count',
      header: 'Scrapers',
      cell: (a) => count(a.config_scrapper_count),
      sortable: true,
      align: 'right',
    },
    {
      id: 'playbook_runs_count',
      header: 'Playbook Runs',
      cell: (a) => count(a.playbook_runs_count),
      sortable: true,
      align: 'right',
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
    },
    {
      id: 'last_received',
      header: 'Last Pushed',
      cell: (a) => when(a.last_received),
      sortable: true,
    },
    { id: 'created_at', header: 'Created At', cell: (a) => when(a.created_at), sortable: true },
    { id: 'updated_at', header: 'Updated At', cell: (a) => when(a.updated_at), sortable: true },
    {
      id: 'created_by',
      header: 'Created By',
      cell: (a) =>
        a.created_by ? (
          <span className="mc-agent-creator">
            <Avatar
              person={{
                id: a.created_by.id,
                name: a.created_by.name ?? '',
                avatar: a.created_by.avatar,
              }}
              size={20}
            />
            {a.created_by.name}
          </span>
        ) : null,
    },
  ];
}
