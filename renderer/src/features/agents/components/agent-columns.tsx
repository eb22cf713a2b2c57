// Columns of the agents list (spec 1 §2): Name, Configs, Checks, Scrapers, Playbook Runs, Status
// (Online within 61 s of last_seen), Last Pushed, Created At, Updated At, Created By.
import type { Column } from '../../../components/data-table/column.ts';
import { creatorColumn, timeColumn } from '../../../components/resource-list/common-columns.tsx';
import { statusColumn } from '../../../components/resource-list/status-column.tsx';
import { AGENT_STATUS } from '../../../lib/vocabulary/agent-status.ts';
import { agentStatus } from '../../../lib/format/health.ts';
import type { AgentSummary } from '../../../api/services/agents.types.ts';

type CountField = 'config_count' | 'checks_count' | 'config_scrapper_count' | 'playbook_runs_count';

/** The counts: field, header, priority and the width that keeps the header on one line. */
const COUNTS: [CountField, string, number, number][] = [
  ['config_count', 'Configs', 2, 90],
  ['checks_count', 'Checks', 2, 90],
  ['config_scrapper_count', 'Scrapers', 3, 95],
  ['playbook_runs_count', 'Playbook Runs', 3, 135],
];

export function agentColumns(now: Date): Column<AgentSummary>[] {
  return [
    { id: 'name', header: 'Name', cell: (a) => a.name, sortable: true, minWidth: 240 },
    ...COUNTS.map(([id, header, priority, minWidth]): Column<AgentSummary> => ({
      id,
      header,
      cell: (a) => a[id] ?? 0,
      sortable: true,
      align: 'right',
      priority,
      minWidth,
    })),
    statusColumn('last_seen', 'Status', AGENT_STATUS, (a) => agentStatus(a.last_seen, now), {
      sortable: true,
      minWidth: 95,
    }),
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
