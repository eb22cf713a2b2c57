// One write of an incident (its fields, status, action plan or evidence): refreshes the incident
// afterwards (its detail, history and evidence references all live under `incidentKeys.all`) and,
// when the spec names the failure ('Evidence delete failed'), toasts that text instead of the
// server's.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentKeys } from '../../../api/services/incident-detail.ts';
import { showToast } from '../../../components/toaster/toaster.ts';

export function usePlanMutation<TVars>(options: {
  mutationFn: (vars: TVars) => Promise<void>;
  /** The failure toast; without one the query cache toasts the server's message. */
  failure?: string;
  /** Neither toast nor cache toast on failure (the caller logs it). */
  silent?: boolean;
  success?: string;
  onSuccess?: (vars: TVars) => void;
}) {
  const client = useQueryClient();
  const { mutationFn, failure, silent, success, onSuccess } = options;
  return useMutation<void, Error, TVars>({
    mutationFn,
    ...(failure || silent ? { meta: { silentErrors: true } } : {}),
    onError: () => {
      if (failure) void showToast(failure, 'danger');
    },
    onSuccess: (_result, vars) => {
      if (success) void showToast(success, 'success');
      onSuccess?.(vars);
    },
    onSettled: () => client.invalidateQueries({ queryKey: incidentKeys.all }),
  });
}
