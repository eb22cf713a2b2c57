// Run Now (spec 1 §4): the button reads 'Running...' while pending; success refreshes the check,
// a failure toasts the error's message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCheck, runCheck } from '../../../api/services/health.ts';
import { showToast } from '../../../components/toaster/toaster.ts';

export function useRunCheck(orgId: string, checkId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => runCheck(orgId, checkId),
    onSuccess: () => invalidateCheck(client, checkId),
    onError: (error) => {
      void showToast(error.message, 'danger');
    },
  });
}
