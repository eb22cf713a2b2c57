// The incident page's writes, each refreshing the incident afterwards (its detail, history and
// evidence references all live under `incidentKeys.all`): one write of its fields, action plan
// or evidence, failing with the spec's text where the spec names the failure ('Evidence delete
// failed'), which the mutation cache toasts instead of the server's; severity, type and commander
// (autosaved, failures toasted by the mutation cache); and the status move, which has its own
// toasts (spec 2 §8) and may first mark evidence as part of the definition of done.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentKeys } from '../../../api/services/incident-detail.ts';
import {
  markDefinitionOfDone,
  updateIncident,
  type IncidentPatch,
} from '../../../api/services/incident-updates.ts';
import { showToast } from '../../../components/toaster/toaster.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { STATUS_UPDATED, STATUS_UPDATE_FAILED } from './incident-model.ts';

export function usePlanMutation<TVars>(options: {
  mutationFn: (vars: TVars) => Promise<void>;
  /** The failure's text, for every change or by change; else the server's message. */
  failure?: string | ((vars: TVars) => string | undefined);
  /** Neither toast nor cache toast on failure (the caller logs it). */
  silent?: boolean;
  success?: string;
  onSuccess?: (vars: TVars) => void;
}) {
  const client = useQueryClient();
  const { mutationFn, failure, silent, success, onSuccess } = options;
  return useMutation<void, Error, TVars>({
    mutationFn: (vars) =>
      mutationFn(vars).catch((error: unknown) => {
        const text = typeof failure === 'function' ? failure(vars) : failure;
        throw text ? new Error(text) : error;
      }),
    ...(silent ? { meta: { silentErrors: true } } : {}),
    onSuccess: (_result, vars) => {
      if (success) void showToast(success, 'success');
      onSuccess?.(vars);
    },
    onSettled: () => client.invalidateQueries({ queryKey: incidentKeys.all }),
  });
}

export function useIncidentPatch(incidentId: string) {
  const orgId = useOrgId();
  return usePlanMutation({
    mutationFn: (patch: IncidentPatch) => updateIncident(orgId, incidentId, patch),
  });
}

export interface StatusMove {
  status: string;
  /** Evidence to mark as part of the definition of done first (failures are ignored). */
  definitionOfDone?: readonly string[];
}

export function useStatusChange(incidentId: string) {
  const orgId = useOrgId();
  return usePlanMutation({
    mutationFn: async ({ status, definitionOfDone }: StatusMove) => {
      if (definitionOfDone && definitionOfDone.length > 0)
        await markDefinitionOfDone(orgId, definitionOfDone);
      await updateIncident(orgId, incidentId, { status });
    },
    success: STATUS_UPDATED,
    failure: STATUS_UPDATE_FAILED,
  });
}
