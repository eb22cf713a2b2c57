// One organisation's offline machinery, bound to its QueryClient for the window's life: restore
// from main's cache before any request, persist on changes (throttled), and watch every query and
// mutation for network failures to drive the connectivity state. Created once per client (a
// WeakMap), so remounts on org switch neither restore twice nor lose the offline state.
import { persistsAnswers } from '../impersonation-cache.ts';
import type { Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/http/api-error.ts';
import { request } from '../../api/http/client.ts';
import { areReadsHeld } from '../../api/http/sign-in-hold.ts';
import { takeInitialCacheRead } from '../../boot/startup-reads.ts';
import { invoke } from '../../lib/bridge.ts';
import { answeredInitialQueries } from '../../lib/early-fetch.ts';
import { createConnectivity, type Connectivity } from './connectivity.ts';
import { describeNetworkFailure, isNetworkFailure } from './network-failure.ts';
import {
  applyCacheMaxAge,
  DEFAULT_CACHE_MAX_AGE_MS,
  onCacheMaxAgeChange,
  readCacheMaxAgeMs,
} from './cache-max-age.ts';
import {
  isDerivedQuery,
  pruneOlderThan,
  restoreOrgCache,
  startThrottledPersister,
} from './persister.ts';

export type RestoreOutcome =
  | { status: 'restored'; writtenAt: number; queries: number }
  | { status: 'empty' }
  | { status: 'discarded'; reason: string };

export interface OrgOffline {
  orgId: string;
  connectivity: Connectivity;
  /** Settles (never rejects) once the cache was restored, or found missing or unusable. */
  restored: Promise<RestoreOutcome>;
  /** The same outcome, synchronously, once settled (null before). */
  outcome: () => RestoreOutcome | null;
  /** Writes the cache now if something changed (e.g. before the window closes). */
  flush(): Promise<void>;
  /** Takes the org offline for a reason learned outside its queries (main's sign-in check). */
  reportUnreachable(reason: string): void;
}

const runtimes = new WeakMap<QueryClient, OrgOffline>();
const byOrg = new Map<string, OrgOffline>();
const clientsByOrg = new Map<string, QueryClient>();
let watchingMaxAge = false;

/** A change of the max-age setting applies to every organisation's client at once. */
function watchCacheMaxAge(): void {
  if (watchingMaxAge) return;
  watchingMaxAge = true;
  onCacheMaxAgeChange((maxAgeMs) => {
    for (const client of clientsByOrg.values()) {
      applyCacheMaxAge(client, maxAgeMs);
      pruneOlderThan(client, maxAgeMs);
    }
  });
}

/** Whether an organisation is offline right now. */
export function isOrgOffline(orgId: string): boolean {
  return byOrg.get(orgId)?.connectivity.getSnapshot().offline ?? false;
}

const offlineCause = new Map<string, unknown>();

/**
 * Whether `error` is just one more failure of an org already offline (its toast would repeat
 * the banner); the failure that took the org offline is not, so it is still said once.
 */
export function isRepeatOfflineFailure(orgId: string, error: unknown): boolean {
  return isOrgOffline(orgId) && offlineCause.get(orgId) !== error;
}

async function restore(orgId: string, client: QueryClient): Promise<RestoreOutcome> {
  try {
    // The max-age setting is asked for alongside, but never holds the restore up: usually it is
    // known by the time the blob is decrypted; if not, the default applies and the setting prunes
    // once it arrives.
    const reading = takeInitialCacheRead(orgId) ?? invoke('cache:read', { orgId });
    let maxAgeMs: number | null = null;
    const setting = readCacheMaxAgeMs().then((ms) => {
      maxAgeMs = ms;
      applyCacheMaxAge(client, ms);
      return ms;
    });
    const read = await reading;
    // The disk holds the user's own answers: while the organisation impersonates scopes they must
    // not show (session/impersonation-cache.ts), so the window starts without them.
    if (read.status === 'miss' || !persistsAnswers(orgId)) return { status: 'empty' };
    if (read.status === 'discarded') return { status: 'discarded', reason: read.reason };
    try {
      const { queries } = restoreOrgCache(client, read.payload, {
        maxAgeMs: maxAgeMs ?? DEFAULT_CACHE_MAX_AGE_MS,
        // The opening screen's live answer is here already: it is shown instead of its copy.
        skip: answeredInitialQueries(orgId),
      });
      if (maxAgeMs === null) void setting.then((ms) => pruneOlderThan(client, ms));
      // Paint the restored data, but refresh every piece of it when its screen mounts: a restored
      // query within its staleTime would otherwise not be fetched at all after a restart.
      void client.invalidateQueries({ refetchType: 'none' });
      return { status: 'restored', writtenAt: read.writtenAt, queries };
    } catch (error) {
      await invoke('cache:clear', { orgId }).catch(() => undefined);
      const detail = error instanceof Error ? error.message : String(error);
      return { status: 'discarded', reason: `the cached data could not be read (${detail})` };
    }
  } catch (error) {
    // Main could not answer (keychain hang, old build): start without a cache, never block.
    const detail = error instanceof Error ? error.message : String(error);
    return { status: 'discarded', reason: `the offline cache could not be opened (${detail})` };
  } finally {
    performance.mark('cache:restored');
  }
}

async function probe(orgId: string, timeoutMs?: number): Promise<boolean> {
  try {
    await request(orgId, '/api/about', {
      signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch (error) {
    // Any answer from the backend — even 401 or 500 — proves it is reachable; no answer within
    // the probe's own deadline proves it is not answering.
    if (error instanceof DOMException && error.name === 'TimeoutError') return false;
    return !isNetworkFailure(error);
  }
}

/**
 * While offline, how long a query with nothing to show may wait for its request (a blackholed
 * backend answers only at the gateway's connect timeout) before it says "not available offline".
 * Its request is cancelled; the reconnect refetch brings the screen once the backend is back.
 */
export const OFFLINE_FETCH_PATIENCE_MS = 3000;

/**
 * A backend that accepts connections but never answers (a hung proxy, a blackholed VPN) would
 * keep the org "online" until the gateway's timeouts. After this long without an answer to a
 * request, a quick probe with its own short deadline decides: no answer there either → offline.
 * Long enough that a merely slow backend (seconds per query) is not called offline.
 */
export const HANG_PATIENCE_MS = 2000;
export const HANG_PROBE_TIMEOUT_MS = 1500;

/** A failure learned without a failed request (a hang, main's sign-in check); isNetworkFailure
 * recognises it. */
function unreachableError(orgId: string, message: string, kind: 'timeout' | 'unreachable') {
  return new ApiError({ status: 0, url: `/org/${orgId}`, message, gatewayKind: kind });
}

/** What the failure watchers of one organisation's client share. */
interface Watch {
  orgId: string;
  client: QueryClient;
  connectivity: Connectivity;
  /** See OFFLINE_FETCH_PATIENCE_MS, HANG_PATIENCE_MS and HANG_PROBE_TIMEOUT_MS. */
  patience: number;
  hangPatience: number;
  hangProbeMs: number;
  lastAnswerAt: number;
  hangCheck: Promise<void> | null;
  lastNetworkError: unknown;
}

// While offline a failed query is not retried each time a component mounts (screens that
// mount and unmount on pending/error — the shell waits for whoami — would otherwise loop), and
// data already held is not refetched on mount: it is what the offline screens show.
function setOfflineDefaults(client: QueryClient, offline: boolean): void {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      retryOnMount: offline ? false : undefined,
      refetchOnMount: offline ? false : undefined,
    },
  });
}

function onFailure(
  watch: Watch,
  error: unknown,
  query?: Query,
  reason?: string,
  options: { cancelInFlight?: boolean } = {},
): void {
  if (!isNetworkFailure(error)) return;
  watch.lastNetworkError = error;
  // A query that holds data keeps showing it: an unreachable backend says nothing about the
  // data, and screens render `isError` before `data`. The banner and "as of" say it is old.
  if (query && query.state.data !== undefined)
    query.setState({ status: 'success', error: null, fetchFailureReason: null });
  const wasOffline = watch.connectivity.getSnapshot().offline;
  if (!wasOffline) {
    setOfflineDefaults(watch.client, true);
    offlineCause.set(watch.orgId, error);
  }
  watch.connectivity.reportFailure(reason ?? describeNetworkFailure(error));
  if (!wasOffline && options.cancelInFlight !== false) void cancelInFlight(watch.client, error);
}

// Do not let the remaining requests wait for their own timeouts: cancelled queries keep (or
// revert to) their previous data, which is what the offline screens show. A shown query that
// never had data would revert to "pending" and spin forever; it fails with the network error
// instead, which the screen's QueryError turns into "Not available offline".
async function cancelInFlight(client: QueryClient, error: unknown): Promise<void> {
  // A derived query is left to finish: it reads cached data (or a query cancelled here).
  await client.cancelQueries({
    fetchStatus: 'fetching',
    predicate: (query) => !isDerivedQuery(query),
  });
  for (const query of client.getQueryCache().getAll()) failIfEmpty(query, error);
}

function failIfEmpty(query: Query, error: unknown): void {
  const { state } = query;
  if (state.data !== undefined || state.status !== 'pending' || state.fetchStatus !== 'idle')
    return;
  // A query derived from cached ones reads no backend: it answers once it runs.
  if (!query.isActive() || isDerivedQuery(query)) return;
  query.setState({
    status: 'error',
    error: error as Error,
    errorUpdatedAt: Date.now(),
    errorUpdateCount: state.errorUpdateCount + 1,
    fetchFailureCount: state.fetchFailureCount + 1,
    fetchFailureReason: error as Error,
  });
}

// Offline, a screen with nothing cached does not wait out a slow request (see above).
function watchOfflineFetch(watch: Watch, query: Query): void {
  window.setTimeout(() => {
    const { state } = query;
    if (!watch.connectivity.getSnapshot().offline || state.data !== undefined) return;
    if (state.fetchStatus !== 'fetching') return;
    void query.cancel({ revert: true }).then(() => failIfEmpty(query, watch.lastNetworkError));
  }, watch.patience);
}

// Online, a request without an answer after `hangPatience` triggers one short probe (shared by
// all requests waiting at that moment); an answer to anything meanwhile cancels the suspicion.
function watchForHang(watch: Watch, query: Query): void {
  const startedAt = Date.now();
  window.setTimeout(() => {
    if (watch.connectivity.getSnapshot().offline || watch.hangCheck) return;
    if (query.state.fetchStatus !== 'fetching' || watch.lastAnswerAt >= startedAt) return;
    // Held until the org is signed in again (its probe would be held too): not a hang.
    if (areReadsHeld(watch.orgId)) return;
    watch.hangCheck = probe(watch.orgId, watch.hangProbeMs)
      .then((reachable) => {
        // The requests already waiting keep waiting: if the backend was only slow (a busy
        // database blocks even the probe), their answers bring the org back online.
        if (!reachable && watch.lastAnswerAt < startedAt)
          onFailure(
            watch,
            unreachableError(watch.orgId, 'The server does not answer.', 'timeout'),
            undefined,
            undefined,
            { cancelInFlight: false },
          );
      })
      .finally(() => {
        watch.hangCheck = null;
      });
  }, watch.hangPatience);
}

/** Every query's and mutation's outcome tells the connectivity state what the backend did. */
function watchCaches(watch: Watch): void {
  const { client, connectivity } = watch;
  client.getQueryCache().subscribe((event) => {
    // A query derived from other cached queries answers without the backend: no sign of it.
    if (event.type !== 'updated' || isDerivedQuery(event.query)) return;
    if (event.action.type === 'success' || event.action.type === 'error')
      watch.lastAnswerAt = Date.now();
    if (event.action.type === 'fetch' && !connectivity.getSnapshot().offline)
      watchForHang(watch, event.query as Query);
    if (event.action.type === 'error') onFailure(watch, event.action.error, event.query);
    else if (
      event.action.type === 'fetch' &&
      event.query.state.data === undefined &&
      connectivity.getSnapshot().offline
    )
      watchOfflineFetch(watch, event.query as Query);
    else if (event.action.type === 'success' && !event.action.manual) connectivity.reportSuccess();
  });
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error')
      onFailure(watch, event.action.error);
  });
}

/** Restores the cache, then persists it on changes: never before, so an empty start-up state
 * never overwrites it. */
function restoreThenPersist(orgId: string, client: QueryClient) {
  let persister: ReturnType<typeof startThrottledPersister> | null = null;
  let settled: RestoreOutcome | null = null;
  const restored = restore(orgId, client).then((outcome) => {
    settled = outcome;
    persister = startThrottledPersister({
      client,
      write: async (payload) => {
        if (!persistsAnswers(orgId)) return;
        await invoke('cache:write', { orgId, payload });
      },
      onError: (error) => console.warn(`[offline] the cache of ${orgId} was not saved`, error),
    });
    return outcome;
  });
  return {
    restored,
    outcome: () => settled,
    flush: () => persister?.flush() ?? Promise.resolve(),
  };
}

export function orgOfflineFor(
  orgId: string,
  client: QueryClient,
  options: { offlineFetchPatienceMs?: number; hangPatienceMs?: number; hangProbeMs?: number } = {},
): OrgOffline {
  const known = runtimes.get(client);
  if (known) return known;
  const connectivity = createConnectivity({
    probe: () => probe(orgId),
    // Back online: everything shown refetches; the rest is marked stale for its next mount.
    onReconnect: () => {
      setOfflineDefaults(client, false);
      // Requests still running (a slow answer that only looked like a hang) are not restarted.
      void client.invalidateQueries(undefined, { cancelRefetch: false });
    },
  });
  const watch: Watch = {
    orgId,
    client,
    connectivity,
    patience: options.offlineFetchPatienceMs ?? OFFLINE_FETCH_PATIENCE_MS,
    hangPatience: options.hangPatienceMs ?? HANG_PATIENCE_MS,
    hangProbeMs: options.hangProbeMs ?? HANG_PROBE_TIMEOUT_MS,
    lastAnswerAt: 0,
    hangCheck: null,
    lastNetworkError: null,
  };
  watchCaches(watch);

  const runtime: OrgOffline = {
    orgId,
    connectivity,
    ...restoreThenPersist(orgId, client),
    reportUnreachable: (reason) =>
      onFailure(watch, unreachableError(orgId, reason, 'unreachable'), undefined, reason),
  };
  runtimes.set(client, runtime);
  byOrg.set(orgId, runtime);
  clientsByOrg.set(orgId, client);
  watchCacheMaxAge();
  return runtime;
}
