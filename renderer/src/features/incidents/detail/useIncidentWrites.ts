// The incident page's writes: severity, type and commander (autosaved, failures toasted by the
// mutation cache) and the status move, which has its own toasts (spec 2 §8) and may first mark
// evidence as part of the definition of done. Each refreshes every incident query.
import {
  markDefinitionOfDone,
  updateIncident,
  type IncidentPatch,
} from '../../../api/services/incident-updates.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { usePlanMutation } from '../plan/usePlanMutation.ts';
import { STATUS_UPDATED, STATUS_UPDATE_FAILED } from './incident-model.ts';

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
