// Keeps one read per organisation going for the fleet inbox, each with the organisation's own
// QueryClient (org-context.tsx). The organisation the window shows keeps its offline machinery
// (offline/org-offline.ts: its cache restored first, its probe run by its frame). The others get
// a read-only cache view (fleet-cache.ts): their last cached slice, read once, stands in until
// their own read answers (so one that is offline or signed out still shows its last data, with
// its age); no restore, no probe loop, no cache writes for them — whether they answer is what
// their repeated read (every FLEET_REFRESH_MS) says. A failure or a slow answer of one
// organisation changes only its own entry. The page reads the snapshot through
// useSyncExternalStore; the merged rows are rebuilt only when some organisation's data changed.
import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import type { AuthStatus } from '../../../../preload/contract/auth.ts';
import type { Org } from '../../../../preload/contract/orgs.ts';
import { whoamiQuery } from '../../api/services/auth.ts';
import type { Whoami } from '../../api/services/auth.types.ts';
import { FLEET_REFRESH_MS, fleetSliceQuery } from '../../api/services/fleet.ts';
import type { FleetSlice } from '../../api/services/fleet.types.ts';
import { authStatusQuery } from '../../api/services/orgs.ts';
import { errorOf } from '../../components/across/useAcrossReads.ts';
import { appQueryClient } from '../../session/app-query-client.ts';
import type { ConnectivityState } from '../../session/offline/connectivity.ts';
import { orgOfflineFor, type OrgOffline } from '../../session/offline/org-offline.ts';
import { queryClientFor } from '../../session/org-context.tsx';
import { can } from '../../lib/permissions/permissions.ts';
import { whoamiSubject } from '../../lib/permissions/whoami-subject.ts';
import { readCachedSlice, type CachedSlice } from './fleet-cache.ts';
import { itemsOf, mergeItems, type FeedInputs, type FleetItem } from './fleet-model.ts';

export interface OrgFeed extends FeedInputs {
  org: Org;
  slice: FleetSlice | null;
  /** The user may approve and reject playbook runs there (write on playbooks). */
  canApprove: boolean;
  /** Who is signed in there (their triage marks are theirs), null when nobody. */
  personId: string | null;
  /** The user may add responders to incidents there (write on responder). */
  canRespond: boolean;
}

export interface FleetSnapshot {
  feeds: OrgFeed[];
  items: FleetItem[];
}

interface Entry {
  org: Org;
  /** The offline machinery: only the organisation the window shows has it here. */
  runtime: OrgOffline | null;
  /** The others' last cached slice (read-only), shown until their read brings data. */
  cached: CachedSlice | null;
  auth: AuthStatus | null;
  connectivity: ConnectivityState;
  slice: QueryObserverResult<FleetSlice> | null;
  fetchStartedAt: number | null;
  canApprove: boolean;
  canRespond: boolean;
  sliceObserver: SliceObserver | null;
  whoamiObserver: WhoamiObserver | null;
  stops: (() => void)[];
  disposed: boolean;
}

const sliceOptions = (orgId: string, enabled: boolean) => ({
  ...fleetSliceQuery(orgId),
  enabled,
  refetchInterval: FLEET_REFRESH_MS,
  refetchIntervalInBackground: true,
});
const whoamiOptions = (orgId: string, enabled: boolean) => {
  const query = whoamiQuery(orgId);
  // An organisation the window does not show has no banner to take over its failures: its strip
  // entry says it, not a toast.
  return { ...query, enabled, meta: { ...query.meta, silentErrors: true } };
};
const sliceObserver = (orgId: string, enabled: boolean) =>
  new QueryObserver(queryClientFor(orgId), sliceOptions(orgId, enabled));
const whoamiObserver = (orgId: string, enabled: boolean) =>
  new QueryObserver(queryClientFor(orgId), whoamiOptions(orgId, enabled));
type SliceObserver = ReturnType<typeof sliceObserver>;
type WhoamiObserver = ReturnType<typeof whoamiObserver>;

const mayFetch = (auth: AuthStatus | null) =>
  auth === null || auth.state === 'signed-in' || auth.state === 'unreachable';

const ONLINE: ConnectivityState = { offline: false, since: null, reason: null, attempts: 0 };

/**
 * Whether an organisation without offline machinery answers: its read failing to reach it (or
 * main's sign-in check finding it unreachable) says it is offline until a read answers again.
 * `since` is kept from the previous state while it stays offline.
 */
export function readConnectivity(
  result: Pick<QueryObserverResult<unknown>, 'error' | 'failureReason'> | null,
  auth: AuthStatus | null,
  previous: ConnectivityState = ONLINE,
  now = Date.now(),
): ConnectivityState {
  const failure = errorOf(result?.error ?? result?.failureReason);
  let reason = failure?.network ? failure.message : null;
  if (reason === null && auth?.state === 'unreachable')
    reason = auth.message ?? 'the server cannot be reached';
  if (reason === null) return ONLINE;
  return { offline: true, since: previous.offline ? previous.since : now, reason, attempts: 0 };
}

export class FleetFeeds {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private snapshot: FleetSnapshot = { feeds: [], items: [] };
  private order: string[] = [];
  private itemsDirty = true;
  private scheduled = false;
  private readonly currentOrgId: string;

  constructor(currentOrgId: string) {
    this.currentOrgId = currentOrgId;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): FleetSnapshot => this.snapshot;

  /** Follows the organisation list: new ones start, removed ones stop. */
  setOrgs(orgs: readonly Org[]): void {
    const ids = new Set(orgs.map((org) => org.id));
    for (const [id, entry] of this.entries)
      if (!ids.has(id)) {
        this.stop(entry);
        this.entries.delete(id);
        this.itemsDirty = true;
      }
    for (const org of orgs) {
      const known = this.entries.get(org.id);
      if (known) known.org = org;
      else this.entries.set(org.id, this.start(org));
    }
    this.order = orgs.map((org) => org.id);
    this.rebuild();
  }

  /** Stops every read (the page unmounts); a later setOrgs starts them again. */
  stopAll(): void {
    for (const entry of this.entries.values()) this.stop(entry);
    this.entries.clear();
    this.itemsDirty = true;
  }

  private start(org: Org): Entry {
    const current = org.id === this.currentOrgId;
    // The current organisation's machinery exists already (its frame made it): reuse it.
    const runtime = current ? orgOfflineFor(org.id, queryClientFor(org.id)) : null;
    const entry: Entry = {
      org,
      runtime,
      cached: null,
      auth: null,
      connectivity: runtime ? runtime.connectivity.getSnapshot() : ONLINE,
      slice: null,
      fetchStartedAt: null,
      canApprove: false,
      canRespond: false,
      sliceObserver: null,
      whoamiObserver: null,
      stops: [],
      disposed: false,
    };
    if (runtime)
      entry.stops.push(
        runtime.connectivity.subscribe(() => {
          entry.connectivity = runtime.connectivity.getSnapshot();
          this.schedule();
        }),
      );
    const authObserver = new QueryObserver(appQueryClient, authStatusQuery(org.id));
    entry.stops.push(
      authObserver.subscribe((result) => {
        entry.auth = result.data ?? null;
        this.applyEnabled(entry);
        if (!entry.runtime)
          entry.connectivity = readConnectivity(entry.slice, entry.auth, entry.connectivity);
        this.schedule();
      }),
    );
    entry.auth = authObserver.getCurrentResult().data ?? null;
    if (runtime) {
      void runtime.restored.then(() => {
        if (entry.disposed) return;
        this.observe(entry);
      });
    } else {
      // The read starts at once; the cached slice fills in only while the read has no data.
      this.observe(entry);
      void readCachedSlice(org.id).then((cached) => {
        if (entry.disposed || !cached) return;
        entry.cached = cached;
        if (!entry.slice?.data) this.itemsDirty = true;
        this.schedule();
      });
    }
    return entry;
  }

  private observe(entry: Entry): void {
    const id = entry.org.id;
    const enabled = mayFetch(entry.auth);
    const slices = sliceObserver(id, enabled);
    const onSlice = (result: QueryObserverResult<FleetSlice>) => {
      const fetching = result.fetchStatus === 'fetching';
      if (!fetching) entry.fetchStartedAt = null;
      else entry.fetchStartedAt ??= Date.now();
      if (entry.slice?.data !== result.data) this.itemsDirty = true;
      entry.slice = result;
      if (!entry.runtime)
        entry.connectivity = readConnectivity(result, entry.auth, entry.connectivity);
      this.schedule();
    };
    entry.sliceObserver = slices;
    entry.stops.push(slices.subscribe(onSlice));
    onSlice(slices.getCurrentResult());

    const whoami = whoamiObserver(id, enabled);
    const onWhoami = (result: QueryObserverResult<Whoami>) => {
      const roles = result.data?.roles ?? entry.auth?.user?.roles ?? null;
      const subject = whoamiSubject(roles, result.data?.permissions);
      entry.canApprove = can(subject, 'write', 'playbooks');
      entry.canRespond = can(subject, 'write', 'responder');
      this.schedule();
    };
    entry.whoamiObserver = whoami;
    entry.stops.push(whoami.subscribe(onWhoami));
    onWhoami(whoami.getCurrentResult());
  }

  private applyEnabled(entry: Entry): void {
    const enabled = mayFetch(entry.auth);
    entry.sliceObserver?.setOptions(sliceOptions(entry.org.id, enabled));
    entry.whoamiObserver?.setOptions(whoamiOptions(entry.org.id, enabled));
  }

  private stop(entry: Entry): void {
    entry.disposed = true;
    for (const stop of entry.stops.splice(0)) stop();
  }

  /** Many observers report at once (a refetch of every org): one rebuild per task. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.rebuild();
    });
  }

  private rebuild(): void {
    const feeds: OrgFeed[] = [];
    for (const id of this.order) {
      const entry = this.entries.get(id);
      if (!entry) continue;
      const result = entry.slice;
      const live = result?.data ?? null;
      const data = live ?? entry.cached?.slice ?? null;
      const dataAt = live && result ? result.dataUpdatedAt || null : (entry.cached?.at ?? null);
      feeds.push({
        org: entry.org,
        slice: data,
        canApprove: entry.canApprove,
        canRespond: entry.canRespond,
        personId: entry.auth?.user?.id ?? null,
        authState: entry.auth?.state ?? null,
        authMessage: entry.auth?.message ?? null,
        offline: entry.connectivity.offline,
        offlineReason: entry.connectivity.reason,
        hasData: data !== null,
        dataAt: data !== null ? dataAt : null,
        fetching: result?.fetchStatus === 'fetching',
        fetchStartedAt: entry.fetchStartedAt,
        error: errorOf(result?.error),
        forbidden: data?.forbidden ?? [],
      });
    }
    let items = this.snapshot.items;
    if (this.itemsDirty) {
      items = mergeItems(feeds.map((feed) => (feed.slice ? itemsOf(feed.org.id, feed.slice) : [])));
      this.itemsDirty = false;
    }
    this.snapshot = { feeds, items };
    for (const listener of this.listeners) listener();
  }
}
