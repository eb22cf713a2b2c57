// The agents list (spec 1 §2) as a list definition: agents_summary with its creator, newest
// first, paged 50/100/200 and sorted on the server; the form's params (`id`, `addAgent`) stay in
// the URL beside the list's.
import type { ResourceSource } from '../../api/resource/resource-queries.ts';
import { agentSummarySchema, type AgentSummary } from '../../api/services/agents.types.ts';
import type { ResourceListDefinition } from '../../components/resource-list/resource-definition.ts';
import { agentColumns } from './components/agent-columns.tsx';

export const AGENTS_LIST_KEY = 'agents';

const agentsSource: ResourceSource<AgentSummary> = {
  key: AGENTS_LIST_KEY,
  table: 'agents_summary',
  select: '*,created_by(id,name,avatar,email)',
  schema: agentSummarySchema,
  defaultOrder: { column: 'created_at', ascending: false },
  // agents_summary lists live agents only; deletes go through the agents service.
  softDelete: false,
};

export function agentsList(now: Date): ResourceListDefinition<AgentSummary> {
  return {
    source: agentsSource,
    title: 'Agents',
    permission: 'agents',
    columns: agentColumns(now),
    // The spec's empty text for agents, as the table says it elsewhere.
    emptyText: 'No data available',
  };
}
