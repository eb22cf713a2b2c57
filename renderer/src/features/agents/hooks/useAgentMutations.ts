// Create, update and delete an agent (spec 1 §4): toasts 'Agent created', 'Agent updated',
// 'Agent deleted' on success and the error message on failure; the list refreshes afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteAgent,
  generateAgent,
  invalidateAgents,
  updateAgent,
} from '../../../api/services/agents.ts';
import type { AgentInput } from '../../../api/services/agents.types.ts';
import { showToast } from '../../../components/toaster/toaster.ts';

const toastError = (error: Error) => void showToast(error.message, 'danger');

export function useAgentMutations(orgId: string) {
  const client = useQueryClient();
  const refresh = () => invalidateAgents(client);
  const create = useMutation({
    mutationFn: (input: AgentInput) => generateAgent(orgId, input),
    onSuccess: async () => {
      void showToast('Agent created', 'success');
      await refresh();
    },
    onError: toastError,
  });
  const update = useMutation({
    mutationFn: (v: { id: string; properties: Record<string, string> }) =>
      updateAgent(orgId, v.id, v.properties),
    onSuccess: async () => {
      void showToast('Agent updated', 'success');
      await refresh();
    },
    onError: toastError,
  });
  const remove = useMutation({
    mutationFn: (v: { id: string; cleanup: boolean }) => deleteAgent(orgId, v.id, v.cleanup),
    onSuccess: async () => {
      void showToast('Agent deleted', 'success');
      await refresh();
    },
    onError: toastError,
  });
  return { create, update, remove };
}
