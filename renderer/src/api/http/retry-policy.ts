// When a failed read is tried again, and after how long. Server hiccups (5xx from the backend,
// never the gateway's own answers such as offline) are retried twice with a growing, jittered
// delay; a failed write (a mutation) is never retried (org-context.tsx); a 429
// or 503 that carries `Retry-After` (seconds or an HTTP date) waits what the server asked, capped
// at a minute, so a busy backend is not hammered and a long ask does not freeze a screen.
import { ApiError } from './api-error.ts';

/** The longest wait a `Retry-After` can impose before the next try. */
export const MAX_RETRY_AFTER_MS = 60_000;
/** Tries after the first failure. */
export const MAX_RETRIES = 2;

/**
 * Milliseconds to wait from `now` for a `Retry-After` value: delta-seconds or an HTTP date (RFC
 * 9110 §10.2.3). Null when absent or unreadable; never negative; not capped (see retryDelayMs).
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds * 1000 : null;
  }
  // Only something shaped like an HTTP date (a weekday name, a 4-digit year, a time).
  if (!/^[A-Za-z]{3},? .*\d{4}.*\d{1,2}:\d{2}/.test(text) && !/GMT$/.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

function isBackendHiccup(error: ApiError): boolean {
  return error.status >= 500 && !error.gatewayKind;
}

/** TanStack Query's `retry`: backend 5xx, and 429 when the server said when to come back. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError) || failureCount >= MAX_RETRIES) return false;
  if (error.status === 429) return error.retryAfterMs !== null;
  return isBackendHiccup(error);
}

/**
 * TanStack Query's `retryDelay`: the server's `Retry-After` (capped, as asked), else 1 s, 2 s,
 * 4 s… each spread by ±25 % so that the screens of many windows (or many users after a backend
 * restart) do not come back at the same instant.
 */
export function retryDelayMs(
  failureCount: number,
  error: unknown,
  random: () => number = Math.random,
): number {
  if (error instanceof ApiError && error.retryAfterMs !== null)
    return Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS);
  const base = Math.min(1000 * 2 ** failureCount, 30_000);
  return Math.round(base * (0.75 + 0.5 * random()));
}

/**
 * When a failed read whose server asked to wait will be tried again (epoch ms), for the screen
 * to say so; null when it will not be retried or the server did not ask.
 */
export function retryAt(failureCount: number, error: unknown): number | null {
  if (!(error instanceof ApiError) || error.retryAfterMs === null) return null;
  // A query's failure count includes this failure; the retry decision saw the count before it.
  const before = Math.max(0, failureCount - 1);
  if (!shouldRetry(before, error)) return null;
  return error.receivedAt + retryDelayMs(before, error);
}
