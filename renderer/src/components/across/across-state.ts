// One organisation's state on a cross-organisation page (the view across organisations, access
// everywhere): from its sign-in state, its read and the read's error, whether it is live, offline
// (with its kept data), signed out, forbidden, failing, without the thing asked for, or loading.

/** What the page knows of one organisation (R: what its read gives; a view by default). */
export interface AcrossInput<R> {
  orgId: string;
  orgName: string;
  /** main's sign-in state (auth:status); null while unknown. */
  authState: string | null;
  /** main's words for that state (why signed out or unreachable), when it has some. */
  authMessage?: string | null;
  /** The read: a result, null when the organisation has no such view, undefined before any. */
  read: R | null | undefined;
  /** When the read's data was fetched (ms; 0 when unknown). */
  dataAt: number;
  /** Where the data comes from: a read of this page, or the organisation's offline cache. */
  cached: boolean;
  error: { status?: number; message: string; network: boolean } | null;
  fetching: boolean;
}

export type AcrossStatus =
  'loading' | 'live' | 'offline' | 'signed-out' | 'forbidden' | 'error' | 'absent';

export interface AcrossState {
  status: AcrossStatus;
  /** Data is shown but not fresh (kept from before the failure, or the offline cache). */
  stale: boolean;
  reason: string | null;
}

export function acrossState(input: AcrossInput<unknown>): AcrossState {
  const hasData = Boolean(input.read);
  const { authState, error } = input;
  if (authState !== null && authState !== 'signed-in' && authState !== 'unreachable')
    return { status: 'signed-out', stale: hasData, reason: input.authMessage ?? null };
  if (error?.network || (authState === 'unreachable' && !input.fetching && !input.read))
    return {
      status: 'offline',
      stale: hasData,
      reason: error?.message ?? input.authMessage ?? null,
    };
  if (error && error.status === 403 && !hasData)
    return { status: 'forbidden', stale: false, reason: error.message };
  if (error) return { status: 'error', stale: hasData, reason: error.message };
  if (input.read === null) return { status: 'absent', stale: false, reason: null };
  if (input.read === undefined) return { status: 'loading', stale: false, reason: null };
  return { status: 'live', stale: input.cached, reason: null };
}
