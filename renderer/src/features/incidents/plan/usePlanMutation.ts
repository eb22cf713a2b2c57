// One write of an incident (its fields, status, action plan or evidence): refreshes the incident
// afterwards (its detail, history and evidence references all live under `incidentKeys.all`) and,
// when the spec names the failure ('Evidence delete failed'), fails with that text, which the
// mutation cache toasts instead of the server's.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentKeys } from '../../../api/services/incident-detail.ts';
import { showToast } from '../../../components/toaster/toaster.ts';

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
