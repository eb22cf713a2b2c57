// The org's queries around a re-sign-in (ReauthConsole.tsx): which read on screen was refused,
// keeping the data of refused reads on screen, and running exactly those reads again afterwards.
// Only reads: mutations are never replayed.
import type { Query, QueryClient } from '@tanstack/react-query';
import { isRefusedRead } from '../../../session/query-errors.ts';

/** Whether a read the console shows now was refused for want of a sign-in. */
export function refusedReadOnScreen(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some((query) => query.getObserversCount() > 0 && isRefusedRead(query.state.error));
}

/** Per org, the reads refused while the dialog asks whose data is kept on screen (see below). */
const keptReads = new Map<string, Set<string>>();

function keptReadsOf(orgId: string): Set<string> {
  let kept = keptReads.get(orgId);
  if (!kept) keptReads.set(orgId, (kept = new Set()));
  return kept;
}

/**
 * A refused read that holds data keeps showing it, as offline (session/offline/org-offline.ts): screens
 * render `isError` before `data`, and a 401 says nothing about the data. The banner and "as of"
 * say it is old; the read is remembered, to run again after the sign-in.
 */
export function keepData(orgId: string, query: Query): void {
  if (query.state.data === undefined || !isRefusedRead(query.state.error)) return;
  keptReadsOf(orgId).add(query.queryHash);
  query.setState({ status: 'success', error: null, fetchFailureReason: null });
}

/** Runs the refused reads again (those on screen now, the rest when next shown). */
export async function replayRefusedReads(orgId: string, client: QueryClient): Promise<boolean> {
  const kept = keptReadsOf(orgId);
  const replayed = new Set(kept);
  kept.clear();
  await client.invalidateQueries({
    predicate: (query) => replayed.has(query.queryHash) || isRefusedRead(query.state.error),
  });
  return refusedReadOnScreen(client);
}
