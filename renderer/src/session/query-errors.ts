// What the one query-cache error handler does with a failed request (spec 1 §8): expected
// failures of reads (sign-in needed, forbidden, cancelled) are left to the screen's inline state;
// network failures get the spec's toast texts; anything else toasts the server's message. A
// refused write has no inline state, so a forbidden mutation toasts too. This is the only place
// a failed mutation is toasted: mutation hooks declare success messages only.
import { ApiError, isAbortError } from '../api/http/api-error.ts';

export const NETWORK_TOASTS = {
  timeout: 'Request timed out. Please try again.',
  unreachable: 'Network Error. Please try again.',
  offline: 'No internet connection. Please try again.',
  fallback: 'An error occurred',
} as const;

export type ErrorReaction =
  | { kind: 'ignore' }
  /** The org's credentials were refused: re-check its sign-in state, no toast. */
  | { kind: 'recheck-auth' }
  | { kind: 'toast'; message: string };

export function reactionTo(error: unknown, source: 'query' | 'mutation' = 'query'): ErrorReaction {
  if (isAbortError(error)) return { kind: 'ignore' };
  if (error instanceof ApiError) {
    if (error.isUnauthorized) return { kind: 'recheck-auth' };
    if (error.isForbidden && source === 'query') return { kind: 'ignore' };
    // The screen says how large the answer is and offers to save it (ResponseTooLarge).
    if (error.isTooLarge && source === 'query') return { kind: 'ignore' };
    switch (error.gatewayKind) {
      case 'timeout':
        return { kind: 'toast', message: NETWORK_TOASTS.timeout };
      case 'offline':
        return { kind: 'toast', message: NETWORK_TOASTS.offline };
      case 'unreachable':
        return { kind: 'toast', message: NETWORK_TOASTS.unreachable };
      default:
        return { kind: 'toast', message: error.message.trim() || NETWORK_TOASTS.fallback };
    }
  }
  // fetch() itself failed (the app origin is gone): the browser's network error.
  if (error instanceof TypeError) return { kind: 'toast', message: NETWORK_TOASTS.unreachable };
  if (error instanceof Error && error.message.trim() !== '')
    return { kind: 'toast', message: error.message };
  return { kind: 'toast', message: NETWORK_TOASTS.fallback };
}

/**
 * A read refused for want of a valid sign-in (401, or the gateway's needs-sign-in): once the org is
 * signed in again, exactly these reads run again. Only reads: a refused write is never replayed
 * (the user sees it failed and decides).
 */
export function isRefusedRead(error: unknown, source: 'query' | 'mutation' = 'query'): boolean {
  return source === 'query' && error instanceof ApiError && error.isUnauthorized;
}

/** Drops a toast identical to one shown less than `windowMs` ago (ten failed queries, one toast). */
export function createToastDeduper(windowMs: number, now: () => number = Date.now) {
  const lastShown = new Map<string, number>();
  return (message: string): boolean => {
    const time = now();
    const previous = lastShown.get(message);
    if (previous !== undefined && time - previous < windowMs) return false;
    lastShown.set(message, time);
    return true;
  };
}
