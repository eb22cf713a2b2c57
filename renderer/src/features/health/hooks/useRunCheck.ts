// Run Now (spec 1 §4): the button reads 'Running...' while pending; success refreshes the check;
// a failure is toasted by the org's mutation cache.
import { invalidateCheck, runCheck } from '../../../api/services/health.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';

export function useRunCheck(orgId: string, checkId: string) {
  return useMutationWithToast({
    mutationFn: () => runCheck(orgId, checkId),
    invalidate: (client) => invalidateCheck(client, checkId),
  });
}
