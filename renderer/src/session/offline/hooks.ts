// Hooks for screens: is this org offline, may a mutation run, how old is the data, and did the
// cache restore. Outside an OrgOfflineProvider they answer "online, nothing cached".
import { use, useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConnectivityState } from './connectivity.ts';
import { OfflineContext } from './offline-context.ts';
import type { RestoreOutcome } from './org-offline.ts';
import { newestDataAt } from './persister.ts';

const ONLINE: ConnectivityState = { offline: false, since: null, reason: null, attempts: 0 };
const noSubscription = () => () => undefined;

export function useConnectivity(): ConnectivityState {
  const context = use(OfflineContext);
  const connectivity = context?.runtime.connectivity;
  return useSyncExternalStore(
    connectivity?.subscribe ?? noSubscription,
    connectivity?.getSnapshot ?? (() => ONLINE),
  );
}

export const OFFLINE_ACTION_REASON =
  'Not available offline: the organisation cannot be reached. This is enabled again once the connection is back.';

/** For mutation buttons: `disabled={offline}` and `reason` as the tooltip. */
export function useOfflineGuard(): { offline: boolean; reason: string | null } {
  const { offline } = useConnectivity();
  return { offline, reason: offline ? OFFLINE_ACTION_REASON : null };
}

/** The banner's Retry: probe this org now. */
export function useRetryConnection(): () => Promise<void> {
  const connectivity = use(OfflineContext)?.runtime.connectivity;
  return useCallback(() => connectivity?.retryNow() ?? Promise.resolve(), [connectivity]);
}

/** Marks this org offline for a reason learned outside the query cache (the sign-in check). */
export function useReportOffline(): (reason: string) => void {
  const runtime = use(OfflineContext)?.runtime;
  return useCallback((reason: string) => runtime?.reportUnreachable(reason), [runtime]);
}

export function useCacheRestore(): RestoreOutcome | null {
  return use(OfflineContext)?.restore ?? null;
}

/** The newest time any persistable query of this org received data (null: nothing cached). */
export function useNewestDataAt(): number | null {
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => client.getQueryCache().subscribe(listener),
    [client],
  );
  return useSyncExternalStore(subscribe, () => newestDataAt(client));
}
