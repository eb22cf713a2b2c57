// Columns of the Integrations list (spec 3 §2.3): name, namespace, source, type, agent, the latest
// job's status (with its details), name and start, who created it, and when it was created and
// updated. Sorting is the server's; the agent, creator and namespace columns do not sort (the
// view has no namespace column and orders by neither embed).
import type { Column } from '../../../../components/data-table/column.ts';
import { creatorColumn, timeColumn } from '../../../../components/resource-list/common-columns.tsx';
import { integrationTypeLabel } from '../integration-types.ts';
import { integrationCreator, type IntegrationRow } from '../integrations-resource.ts';
import { JobStatusCell } from '../../components/JobStatusCell.tsx';
import { NO_AGENT_ID, sourceText } from '../../settings-resource.ts';

/** The agent's name, or nothing for resources the backend runs itself. */
export function agentText(row: Pick<IntegrationRow, 'agent' | 'agent_id'>): string {
  const id = row.agent?.id ?? row.agent_id;
  if (!id || id === NO_AGENT_ID) return '';
  return row.agent?.name ?? id;
}

export const integrationColumns: readonly Column<IntegrationRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { id: 'namespace', header: 'Namespace', cell: (row) => row.namespace ?? '' },
  {
    id: 'source',
    // The agent has a column of its own, so the source reads without 'Linked to {agent}'.
    header: 'Source',
    cell: (row) => sourceText({ source: row.source, agent: null }),
    sortable: true,
  },
  {
    id: 'integration_type',
    header: 'Type',
    cell: (row) => integrationTypeLabel(row.integration_type),
    sortable: true,
  },
  { id: 'agent', header: 'Agent', cell: (row) => agentText(row) },
  {
    id: 'job_status',
    header: 'Job Status',
    cell: (row) => <JobStatusCell row={row} />,
    sortable: true,
  },
  { id: 'job_name', header: 'Job Name', cell: (row) => row.job_name ?? '', sortable: true },
  timeColumn('job_time_start', 'Job Started', (row) => row.job_time_start),
  creatorColumn(integrationCreator),
  timeColumn('created_at', 'Created', (row) => row.created_at),
  timeColumn('updated_at', 'Updated', (row) => row.updated_at),
];
