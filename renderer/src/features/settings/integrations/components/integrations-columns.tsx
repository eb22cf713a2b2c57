// Columns of the Integrations list (spec 3 §2.3): name, namespace, source, type, agent, the latest
// job's status (with its details), name and start, who created it, and when it was created and
// updated. Sorting is the server's; the agent, creator and namespace columns do not sort (the
// view has no namespace column and orders by neither embed): the namespace is read from the
// scraper and topology tables behind the rows.
import { useQuery } from '@tanstack/react-query';
import { useOrgId } from '../../../../session/org-context.tsx';
import type { Column } from '../../../../components/data-table/column.ts';
import {
  creatorColumn,
  stampColumns,
  timeField,
} from '../../../../components/resource-list/common-columns.tsx';
import { fieldColumn } from '../../../../components/resource-list/field-column.ts';
import { sized } from '../../../../components/resource-list/sized-column.ts';
import { integrationTypeLabel } from '../integration-types.ts';
import {
  integrationCreator,
  integrationNamespace,
  integrationNamespacesQuery,
  type IntegrationRow,
} from '../integrations-resource.ts';
import { jobStatusColumn } from '../../components/JobStatusCell.tsx';
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
  sized(fieldColumn('name', 'Name'), 1, 220),
  sized(
    { id: 'namespace', header: 'Namespace', cell: (row) => <NamespaceCell row={row} /> },
    5,
    110,
  ),
  // The agent has a column of its own, so the source reads without 'Linked to {agent}'.
  sized(
    fieldColumn('source', 'Source', undefined, {
      cell: (row) => sourceText({ source: row.source, agent: null }),
    }),
    3,
    110,
  ),
  sized(
    fieldColumn('integration_type', 'Type', undefined, {
      cell: (row) => integrationTypeLabel(row.integration_type),
    }),
    2,
    120,
  ),
  sized({ id: 'agent', header: 'Agent', cell: agentText }, 3, 120),
  jobStatusColumn<IntegrationRow>(),
  sized(fieldColumn('job_name', 'Job Name'), 4, 130),
  sized(timeField('job_time_start', 'Job Started'), 2, 120),
  sized(creatorColumn(integrationCreator), 4, 130),
  ...stampColumns<IntegrationRow>(4),
];
