// One organisation's offline machinery, bound to its QueryClient for the window's life: restore
// from main's cache before any request, persist on changes (throttled), and watch every query and
// mutation for network failures to drive the connectivity state. Created once per client (a
// WeakMap), so remounts on org switch neither restore twice nor lose the offline state.
import type { Query, QueryClient } from '@tanstack/react-query';
import { request } from '../../api/http/client.ts';
import { invoke } from '../../lib/bridge.ts';
import { createConnectivity, type Connectivity } from './connectivity.ts';
import { describeNetworkFailure, isNetworkFailure } from './network-failure.ts';
import { restoreOrgCache, startThrottledPersister } from './persister.ts';

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
}

const runtimes = new WeakMap<QueryClient, OrgOffline>();
const byOrg = new Map<string, OrgOffline>();

/** Whether an organisation is offline right now (e.g. to skip per-request network toasts). */
export function isOrgOffline(orgId: string): boolean {
  return byOrg.get(orgId)?.connectivity.getSnapshot().offline ?? false;
}

async function restore(orgId: string, client: QueryClient): Promise<RestoreOutcome> {
  try {
    const read = await invoke('cache:read', { orgId });
    if (read.status === 'miss') return { status: 'empty' };
    if (read.status === 'discarded') return { status: 'discarded', reason: read.reason };
    try {
      const { queries } = restoreOrgCache(client, read.payload);
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

async function probe(orgId: string): Promise<boolean> {
  try {
    await request(orgId, '/api/about');
    return true;
  } catch (error) {
    // Any answer from the backend — even 401 or 500 — proves it is reachable.
    return !isNetworkFailure(error);
  }
}

export function orgOfflineFor(orgId: string, client: QueryClient): OrgOffline {
  const known = runtimes.get(client);
  if (known) return known;

  // While offline a failed query is not retried each time a component mounts (screens that
  // mount and unmount on pending/error — the shell waits for whoami — would otherwise loop), and
  // data already held is not refetched on mount: it is what the offline screens show.
  function setOfflineDefaults(offline: boolean): void {
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

  const connectivity = createConnectivity({
    probe: () => probe(orgId),
    // Back online: everything shown refetches; the rest is marked stale for its next mount.
    onReconnect: () => {
      setOfflineDefaults(false);
      void client.invalidateQueries();
    },
  });

  function onFailure(error: unknown, query?: Query): void {
    if (!isNetworkFailure(error)) return;
    // A query that holds data keeps showing it: an unreachable backend says nothing about the
    // data, and screens render `isError` before `data`. The banner and "as of" say it is old.
    if (query && query.state.data !== undefined)
      query.setState({ status: 'success', error: null, fetchFailureReason: null });
    const wasOffline = connectivity.getSnapshot().offline;
    if (!wasOffline) setOfflineDefaults(true);
    connectivity.reportFailure(describeNetworkFailure(error));
    // Do not let the remaining requests wait for their own timeouts: cancelled queries keep (or
    // revert to) their previous data, which is what the offline screens show.
    if (!wasOffline) void client.cancelQueries({ fetchStatus: 'fetching' });
  }

  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'error') onFailure(event.action.error, event.query);
    else if (event.action.type === 'success' && !event.action.manual) connectivity.reportSuccess();
  });
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onFailure(event.action.error);
  });

  let persister: ReturnType<typeof startThrottledPersister> | null = null;
  let settled: RestoreOutcome | null = null;
  const restored = restore(orgId, client).then((outcome) => {
    settled = outcome;
    // Persist only after the restore, so an empty start-up state never overwrites the cache.
    persister = startThrottledPersister({
      client,
      write: async (payload) => {
        await invoke('cache:write', { orgId, payload });
      },
      onError: (error) => console.warn(`[offline] the cache of ${orgId} was not saved`, error),
    });
    return outcome;
  });

  const runtime: OrgOffline = {
    orgId,
    connectivity,
    restored,
    outcome: () => settled,
    flush: () => persister?.flush() ?? Promise.resolve(),
  };
  runtimes.set(client, runtime);
  byOrg.set(orgId, runtime);
  return runtime;
}
