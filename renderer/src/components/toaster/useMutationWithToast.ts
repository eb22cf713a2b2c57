// The one way a screen changes server data. Failures are toasted by the organisation's mutation
// cache (org-context.tsx), never here, so a failed write shows exactly one toast; a hook declares
// only its success message and what to refresh afterwards.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { showToast } from './toaster.ts';

export interface MutationWithToast<TVars, TResult> {
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** The success toast; null or omitted shows none. */
  success?: string | ((result: TResult, vars: TVars) => string | null);
  /** A failure toast of the screen's own wording ('Failed to delete token: {message}'), shown
   * instead of the organisation's generic one; omitted, the mutation cache toasts the failure. */
  failure?: string;
  /** Refreshes what the change made stale (awaited before `mutate`'s own onSuccess runs). */
  invalidate?: (client: QueryClient) => Promise<void>;
}

export function useMutationWithToast<TVars, TResult = unknown>(
  options: MutationWithToast<TVars, TResult>,
) {
  const client = useQueryClient();
  const { mutationFn, success, failure, invalidate } = options;
  return useMutation<TResult, Error, TVars>({
    mutationFn,
    ...(failure
      ? {
          meta: { silentErrors: true },
          onError: (error: Error) => void showToast(`${failure}: ${error.message}`, 'danger'),
        }
      : {}),
    onSuccess: async (result, vars) => {
      const message = typeof success === 'function' ? success(result, vars) : success;
      if (message) void showToast(message, 'success');
      await invalidate?.(client);
    },
  });
}
