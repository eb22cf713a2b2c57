// Which failures mean "the backend cannot be reached" (→ the organisation goes offline), as
// opposed to the backend answering with an error (it is reachable; the screen shows the error).
import { ApiError, isAbortError } from '../../api/http/api-error.ts';

export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.isNetwork;
  if (isAbortError(error)) return false;
  // `fetch` itself rejects with a TypeError when the app origin cannot be reached at all (browser
  // mode with the host gone, or the request blocked before it left the page).
  return error instanceof TypeError;
}

/** A short, user-facing cause for the offline state. */
export function describeNetworkFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.gatewayKind === 'timeout') return 'the server did not answer in time';
    if (error.gatewayKind === 'offline') return 'this computer is offline';
    return 'the server cannot be reached';
  }
  return 'the server cannot be reached';
}
