// Every organisation's read for the fleet inbox, on the kit's cross-organisation fan-out
// (components/across/useAcrossReads.ts): one read each in the app's client, keyed by organisation
// and repeated every FLEET_REFRESH_MS, so a failure or a slow answer of one organisation changes
// only its own entry. Until an organisation's read brings data, its last slice from its offline
// cache (fleet-cache.ts: read once, nothing restored, nothing written back) stands in, so one
// that is offline or signed out still shows its last rows with their age. The window's
// organisation writes each slice into its own client, whose offline machinery persists it (the
// cache the inbox shows of it later from another organisation's window), and its offline state
// (its probe) counts as well as its read's.
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { AuthStatus } from '../../../../preload/contract/auth.ts';
import type { Org } from '../../../../preload/contract/orgs.ts';
import { retryDelayMs, shouldRetry } from '../../api/http/retry-policy.ts';
import { whoamiQuery } from '../../api/services/auth.ts';
import type { Whoami } from '../../api/services/auth.types.ts';
import { FLEET_REFRESH_MS, fetchFleetSlice, fleetKeys } from '../../api/services/fleet.ts';
import type { FleetSlice } from '../../api/services/fleet.types.ts';
import type { AcrossInput } from '../../components/across/across-state.ts';
import { useAcrossReads } from '../../components/across/useAcrossReads.ts';
import { appQueryClient } from '../../session/app-query-client.ts';
import type { ConnectivityState } from '../../session/offline/connectivity.ts';
import { orgOfflineFor } from '../../session/offline/org-offline.ts';
import { queryClientFor } from '../../session/org-context.tsx';
import { can } from '../../lib/permissions/permissions.ts';
import { whoamiSubject } from '../../lib/permissions/whoami-subject.ts';
import { cachedSliceQuery } from './fleet-cache.ts';
import { feedItems, feedState, type FeedState } from './fleet-model.ts';

export interface OrgFeed {
  org: Org;
  /** Its live slice, else the one its offline cache kept; null without either. */
  slice: FleetSlice | null;
  /** When the slice was read (ms); null without one. */
  dataAt: number | null;
  /** The user may approve and reject playbook runs there (write on playbooks). */
  canApprove: boolean;
  /** Who is signed in there (their triage marks are theirs), null when nobody. */
  personId: string | null;
  /** The user may add responders to incidents there (write on responder). */
  canRespond: boolean;
  state: FeedState;
}

/** One organisation's answer: its slice, and who the user is there (their permissions). */
interface FleetRead {
  slice: FleetSlice;
  whoami: Whoami | null;
}

export const fleetReadKey = (orgId: string) => ['fleet-across', orgId] as const;

/** When each organisation's running read started: still unanswered after a while, it is slow. */
const fetchStarts = new Map<string, number>();

function fleetReadQuery(orgId: string, enabled: boolean, persisted: boolean) {
  return queryOptions({
    queryKey: fleetReadKey(orgId),
    enabled,
    refetchInterval: FLEET_REFRESH_MS,
    refetchIntervalInBackground: true,
    // Network failures say offline at once; only server hiccups are tried again.
    retry: (count, error: Error) => shouldRetry(count, error),
    retryDelay: (count, error: Error) => retryDelayMs(count, error),
    // The page shows failures per organisation (its strip), not as toasts.
    meta: { silentErrors: true },
    queryFn: async ({ signal }): Promise<FleetRead | null> => {
      fetchStarts.set(orgId, Date.now());
      const client = queryClientFor(orgId);
      const whoami = whoamiQuery(orgId);
      const [slice, me] = await Promise.all([
        fetchFleetSlice(orgId, signal),
        // From that organisation's own client (its screens' answer when fresh); silent: its
        // strip entry says a failure. Without it, the sign-in's roles decide.
        client
          .fetchQuery({ ...whoami, meta: { ...whoami.meta, silentErrors: true } })
          .catch(() => null),
      ]);
      if (persisted) client.setQueryData(fleetKeys.slice(), slice);
      return { slice, whoami: me };
    },
  });
}

function feedOf(
  org: Org,
  input: AcrossInput<FleetRead>,
  auth: AuthStatus | null,
  connectivity: ConnectivityState | null,
  now: number,
): OrgFeed {
  const read = input.read ?? null;
  const subject = whoamiSubject(
    read?.whoami?.roles ?? auth?.user?.roles ?? null,
    read?.whoami?.permissions,
  );
  return {
    org,
    slice: read?.slice ?? null,
    dataAt: read ? input.dataAt || null : null,
    canApprove: can(subject, 'write', 'playbooks'),
    canRespond: can(subject, 'write', 'responder'),
    personId: auth?.user?.id ?? null,
    state: feedState(
      input,
      connectivity,
      input.fetching ? now - (fetchStarts.get(org.id) ?? now) : null,
    ),
  };
}

/** Each organisation's feed and state at `now` (in the organisation list's order), and the rows. */
export function useFleetFeeds(currentOrgId: string, now: number) {
  const across = useAcrossReads((orgId, enabled) =>
    fleetReadQuery(orgId, enabled, orgId === currentOrgId),
  );
  const cached = useQueries(
    { queries: across.orgs.map((org) => cachedSliceQuery(org.id)) },
    appQueryClient,
  );
  // The window's organisation has its offline machinery already (its frame made it).
  const { connectivity } = orgOfflineFor(currentOrgId, queryClientFor(currentOrgId));
  const current = useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot);
  const feeds = across.orgs.map((org, i) => {
    // Until its read brings data, the slice its offline cache kept stands in (marked stale).
    const kept = across.reads[i]?.data ? null : cached[i]?.data;
    const input = across.inputOf(i, kept && { read: { ...kept, whoami: null }, at: kept.at });
    const connectivity = org.id === currentOrgId ? current : null;
    return feedOf(org, input, across.auths[i]?.data ?? null, connectivity, now);
  });
  return { orgsQuery: across.orgsQuery, feeds, items: feedItems(feeds) };
}
