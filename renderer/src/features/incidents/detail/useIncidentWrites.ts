// The incident page's writes, each refreshing the incident afterwards (its detail, history and
// evidence references all live under `incidentKeys.all`): one write of its fields (severity, type
// and commander, autosaved by the details panel), action plan or evidence, failing with the spec's
// text where the spec names the failure ('Evidence delete failed'), which the mutation cache
// toasts instead of the server's; and the status move, which has its own toasts (spec 2 §8) and
// may first mark evidence as part of the definition of done.
import { invalidateIncidents } from '../../../api/services/incidents.ts';
import { markDefinitionOfDone, updateIncident } from '../../../api/services/incident-updates.ts';
import {
  useMutationWithToast,
  type MutationWithToast,
} from '../../../components/toaster/useMutationWithToast.ts';
import { useOrgId } from '../../../session/org-context.tsx';

/** A write of the incident page: refreshes the incident afterwards, failed or not. */
export const useIncidentWrite = <TVars>(options: MutationWithToast<TVars, void>) =>
  useMutationWithToast({ ...options, invalidate: invalidateIncidents, refreshOnFailure: true });

interface StatusMove {
  status: string;
  /** Evidence to mark as part of the definition of done first (failures are ignored). */
  definitionOfDone?: readonly string[];
}

export function useStatusChange(incidentId: string) {
  const orgId = useOrgId();
  return useIncidentWrite({
    mutationFn: async ({ status, definitionOfDone }: StatusMove) => {
      if (definitionOfDone && definitionOfDone.length > 0)
        await markDefinitionOfDone(orgId, definitionOfDone);
      await updateIncident(orgId, incidentId, { status });
    },
    success: 'Incident status updated successfully',
    failureText: 'Incident status updated failed',
  });
}
