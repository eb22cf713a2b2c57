// The incident page's writes: severity, type and commander (autosaved, failures toasted by the
// mutation cache) and the status move, which has its own toasts (spec 2 §8) and may first mark
// evidence as part of the definition of done. Each refreshes every incident query.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentKeys } from '../../../api/services/incident-detail.ts';
import { invalidateIncidents } from '../../../api/services/incidents.ts';
import {
  markDefinitionOfDone,
  updateIncident,
  type IncidentPatch,
} from '../../../api/services/incident-updates.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { showToast } from '../../../components/toaster/toaster.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { STATUS_UPDATED, STATUS_UPDATE_FAILED } from './incident-model.ts';

export function useIncidentPatch(incidentId: string) {
  const orgId = useOrgId();
  return useMutationWithToast<IncidentPatch, void>({
    mutationFn: (patch) => updateIncident(orgId, incidentId, patch),
    invalidate: invalidateIncidents,
  });
}

export interface StatusMove {
  status: string;
  /** Evidence to mark as part of the definition of done first (failures are ignored). */
  definitionOfDone?: readonly string[];
}

export function useStatusChange(incidentId: string) {
  const orgId = useOrgId();
  const client = useQueryClient();
  return useMutation<void, Error, StatusMove>({
    mutationFn: async ({ status, definitionOfDone }) => {
      if (definitionOfDone && definitionOfDone.length > 0)
        await markDefinitionOfDone(orgId, definitionOfDone);
      await updateIncident(orgId, incidentId, { status });
    },
    // This write names its own failure (spec 2 §8), so the generic toast stays away.
    meta: { silentErrors: true },
    onSuccess: async () => {
      void showToast(STATUS_UPDATED, 'success');
      await client.invalidateQueries({ queryKey: incidentKeys.all });
    },
    onError: () => {
      void showToast(STATUS_UPDATE_FAILED, 'danger');
      void client.invalidateQueries({ queryKey: incidentKeys.all });
    },
  });
}
