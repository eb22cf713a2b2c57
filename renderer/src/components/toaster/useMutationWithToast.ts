// The one way a screen changes server data. Failures are toasted by the organisation's mutation
// cache (org-context.tsx), never here, so a failed write shows exactly one toast; a hook declares
// only its success message and what to refresh afterwards.
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { showToast } from './toaster.ts';

export interface MutationWithToast<TVars, TResult> {
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** The success toast; null or omitted shows none. */
  success?: string | ((result: TResult, vars: TVars) => string | null);
  /** A failure toast of the screen's own wording ('Failed to delete token: {message}'), shown
   * instead of the organisation's generic one; omitted, the mutation cache toasts the failure. */
  failure?: string;
  /** The failure's whole text in place of the server's message, for every change or by change
   * and error (the spec's 'Evidence delete failed'); the mutation cache still toasts it. */
  failureText?: string | ((vars: TVars, error: unknown) => string | undefined);
  /** No failure toast at all (the caller reports the failure). */
  silent?: boolean;
  /** Refreshes what the change made stale (awaited before `mutate`'s own onSuccess runs). */
  invalidate?: (client: QueryClient) => Promise<void>;
  /** Refreshes after a failure too (a change of several steps may have partly happened). */
  refreshOnFailure?: boolean;
}

/** The mutation's options: what `useMutationWithToast` hands to `useMutation`. */
export function mutationWithToastOptions<TVars, TResult>(
  options: MutationWithToast<TVars, TResult>,
  client: QueryClient,
): UseMutationOptions<TResult, Error, TVars> {
  const { mutationFn, success, failure, failureText, silent, invalidate } = options;
  return {
    mutationFn: failureText
      ? (vars) =>
          mutationFn(vars).catch((error: unknown) => {
            const text = typeof failureText === 'function' ? failureText(vars, error) : failureText;
            throw text ? new Error(text) : error;
          })
      : mutationFn,
    ...(failure || silent ? { meta: { silentErrors: true } } : {}),
    ...(failure
      ? { onError: (error: Error) => void showToast(`${failure}: ${error.message}`, 'danger') }
      : {}),
    onSuccess: async (result, vars) => {
      const message = typeof success === 'function' ? success(result, vars) : success;
      if (message) void showToast(message, 'success');
      await invalidate?.(client);
    },
    ...(options.refreshOnFailure
      ? { onSettled: (_r, error) => error && invalidate?.(client) }
      : {}),
  };
}

export function useMutationWithToast<TVars, TResult = unknown>(
  options: MutationWithToast<TVars, TResult>,
) {
  return useMutation(mutationWithToastOptions(options, useQueryClient()));
}
