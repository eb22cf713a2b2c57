// Create, update and delete an agent (spec 1 §4): toasts 'Agent created', 'Agent updated',
// 'Agent deleted' on success (failures are toasted by the org's mutation cache); the list
// refreshes afterwards.
import {
  deleteAgent,
  generateAgent,
  invalidateAgents,
  updateAgent,
} from '../../../api/services/agents.ts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateResource } from '../../../api/resource/resource-queries.ts';
import type { AgentInput } from '../../../api/services/agents.types.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { AGENTS_LIST_KEY } from '../agents-list.ts';

/** The list (read through the resource kit) and the agent reads of the agents service. */
const invalidateAgentLists = (client: QueryClient) =>
  Promise.all([invalidateAgents(client), invalidateResource(client, AGENTS_LIST_KEY)]).then(
    () => undefined,
  );

export function useAgentMutations(orgId: string) {
  const create = useMutationWithToast({
    mutationFn: (input: AgentInput) => generateAgent(orgId, input),
    success: 'Agent created',
    invalidate: invalidateAgentLists,
  });
  const update = useMutationWithToast({
    mutationFn: (v: { id: string; properties: Record<string, string> }) =>
      updateAgent(orgId, v.id, v.properties),
    success: 'Agent updated',
    invalidate: invalidateAgentLists,
  });
  const remove = useMutationWithToast({
    mutationFn: (v: { id: string; cleanup: boolean }) => deleteAgent(orgId, v.id, v.cleanup),
    success: 'Agent deleted',
    invalidate: invalidateAgentLists,
  });
  return { create, update, remove };
}
