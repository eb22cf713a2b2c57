// Columns of the Integrations list (spec 3 §2.3): name, namespace, source, type, agent, the latest
// job's status (with its details), name and start, who created it, and when it was created and
// updated. Sorting is the server's; the agent, creator and namespace columns do not sort (the
// view has no namespace column and orders by neither embed): the namespace is read from the
// scraper and topology tables behind the rows.
import { useQuery } from '@tanstack/react-query';
import { useOrgId } from '../../../../session/org-context.tsx';
import type { Column } from '../../../../components/data-table/column.ts';
import { creatorColumn, timeColumn } from '../../../../components/resource-list/common-columns.tsx';
import { integrationTypeLabel } from '../integration-types.ts';
import {
  integrationCreator,
  integrationNamespace,
  integrationNamespacesQuery,
  type IntegrationRow,
} from '../integrations-resource.ts';
import { JobStatusCell } from '../../components/JobStatusCell.tsx';
import { NO_AGENT_ID, sourceText } from '../../settings-resource.ts';

/** The agent's name, or nothing for resources the backend runs itself. */
export function agentText(row: Pick<IntegrationRow, 'agent' | 'agent_id'>): string {
  const id = row.agent?.id ?? row.agent_id;
  if (!id || id === NO_AGENT_ID) return '';
  return row.agent?.name ?? id;
}

/** One cell's namespace; every cell shares the one cached read of the tables behind the view. */
function NamespaceCell({ row }: { row: IntegrationRow }) {
  const orgId = useOrgId();
  const namespaces = useQuery(integrationNamespacesQuery(orgId));
  return integrationNamespace(row, namespaces.data);
}

export const integrationColumns: readonly Column<IntegrationRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, minWidth: 220 },
  {
    id: 'namespace',
    header: 'Namespace',
    cell: (row) => <NamespaceCell row={row} />,
    priority: 5,
    minWidth: 110,
  },
  {
    id: 'source',
    // The agent has a column of its own, so the source reads without 'Linked to {agent}'.
    header: 'Source',
    cell: (row) => sourceText({ source: row.source, agent: null }),
    sortable: true,
    priority: 3,
    minWidth: 110,
  },
  {
    id: 'integration_type',
    header: 'Type',
    cell: (row) => integrationTypeLabel(row.integration_type),
    sortable: true,
    priority: 2,
    minWidth: 120,
  },
  { id: 'agent', header: 'Agent', cell: (row) => agentText(row), priority: 3, minWidth: 120 },
  {
    id: 'job_status',
    header: 'Job Status',
    cell: (row) => <JobStatusCell row={row} />,
    sortable: true,
    minWidth: 190,
  },
  {
    id: 'job_name',
    header: 'Job Name',
    cell: (row) => row.job_name ?? '',
    sortable: true,
    priority: 4,
    minWidth: 130,
  },
  {
    ...timeColumn('job_time_start', 'Job Started', (row: IntegrationRow) => row.job_time_start),
    priority: 2,
    minWidth: 120,
  },
  { ...creatorColumn(integrationCreator), priority: 4, minWidth: 130 },
  {
    ...timeColumn('created_at', 'Created', (row: IntegrationRow) => row.created_at),
    priority: 4,
    minWidth: 96,
  },
  {
    ...timeColumn('updated_at', 'Updated', (row: IntegrationRow) => row.updated_at),
    priority: 3,
    minWidth: 96,
  },
];
