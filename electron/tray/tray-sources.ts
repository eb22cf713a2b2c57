// The tray's input, gathered in plain Node: every (visible) organisation of the registry with the
// health watch's latest for a watched one, whether it holds a credential, and the checks of its
// offline cache with the cache's age. Cache blobs are read at start, again (debounced) when a
// window writes one (`cache:changed`), and when organisations or sign-ins change (`orgs:changed`);
// the watch's polls re-render at once. Electron never appears here (electron-tray.ts renders).
import type { HealthWatch } from '../health-watch/health-watch.ts';
import { cachedHealth } from './cached-health.ts';
import type { CachedHealth, TrayOrgInput } from './tray-model.ts';

/**
 * A window writes its cache every few seconds while data changes, and reading one decrypts and
 * parses the whole blob on main's thread: the tray re-reads it at most this often (the health
 * watch's shortest interval; the tray is a glance, not a live view).
 */
export const CACHE_REREAD_MS = 60_000;

export interface TraySourcesOptions {
  listOrgs: () => readonly { id: string; name: string; hidden?: boolean }[];
  watch: Pick<HealthWatch, 'snapshot' | 'onChange'>;
  /** Whether the organisation holds a credential (no network); null when unknown. */
  isSignedIn: (orgId: string) => Promise<boolean | null>;
  /** The organisation's cache blob and when it was written; null when there is none. */
  readCache: (orgId: string) => Promise<{ payload: string; writtenAt: number } | null>;
  /** Main's events: `cache:changed` and `orgs:changed` (with the organisation when one). */
  subscribe: (listener: (name: string, orgId: string | undefined) => void) => () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  log?: (message: string, error?: unknown) => void;
}

export interface TraySources {
  inputs(): TrayOrgInput[];
  onChange(listener: () => void): () => void;
  /** Re-reads one organisation (or all): credential and cache. */
  refresh(orgId?: string): Promise<void>;
  close(): void;
}

interface Known {
  signedIn: boolean | null;
  cached: CachedHealth | null;
}

function unrefTimer(run: () => void, ms: number): NodeJS.Timeout {
  const handle = setTimeout(run, ms);
  handle.unref();
  return handle;
}

/** What the tray knows of one organisation without the network: its credential and its cache. */
async function readKnown(
  options: TraySourcesOptions,
  orgId: string,
  log: (message: string, error?: unknown) => void,
): Promise<Known> {
  const signedIn = await options.isSignedIn(orgId).catch(() => null);
  let cached: CachedHealth | null = null;
  try {
    const blob = await options.readCache(orgId);
    if (blob) cached = cachedHealth(blob.payload, blob.writtenAt);
  } catch (error) {
    log(`the tray could not read the offline data of ${orgId}`, error);
  }
  return { signedIn, cached };
}

/** Every visible organisation with the watch's latest and what was last read of it. */
function trayInputs(
  options: TraySourcesOptions,
  known: ReadonlyMap<string, Known>,
): TrayOrgInput[] {
  const live = new Map(options.watch.snapshot().map((health) => [health.orgId, health]));
  return options
    .listOrgs()
    .filter((org) => !org.hidden)
    .map((org) => {
      const k = known.get(org.id);
      return {
        orgId: org.id,
        name: org.name,
        live: live.get(org.id) ?? null,
        signedIn: k?.signedIn ?? null,
        cached: k?.cached ?? null,
      };
    });
}

export function createTraySources(options: TraySourcesOptions): TraySources {
  const setTimer = options.setTimer ?? unrefTimer;
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as NodeJS.Timeout));
  const log = options.log ?? (() => undefined);
  const known = new Map<string, Known>();
  const timers = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  let closed = false;

  const changed = () => {
    if (closed) return;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        log('a tray listener failed', error);
      }
    }
  };

  async function refresh(orgId?: string): Promise<void> {
    const ids = orgId
      ? [orgId]
      : options
          .listOrgs()
          .filter((org) => !org.hidden)
          .map((org) => org.id);
    const listed = new Set(options.listOrgs().map((org) => org.id));
    for (const id of [...known.keys()]) if (!listed.has(id)) known.delete(id);
    const results = await Promise.all(
      ids.map(async (id) => [id, await readKnown(options, id, log)] as const),
    );
    for (const [id, value] of results) if (listed.has(id)) known.set(id, value);
    changed();
  }

  /** A watched organisation whose last poll succeeded shows that poll: its cache is not read. */
  const polled = (orgId: string) =>
    options.watch.snapshot().some((h) => h.orgId === orgId && h.checkedAt !== null);

  function later(orgId: string): void {
    if (timers.has(orgId) || polled(orgId)) return;
    timers.set(
      orgId,
      setTimer(() => {
        timers.delete(orgId);
        if (!closed) void refresh(orgId);
      }, CACHE_REREAD_MS),
    );
  }

  const offWatch = options.watch.onChange(changed);
  const offEvents = options.subscribe((name, orgId) => {
    if (name === 'cache:changed' && orgId) later(orgId);
    else if (name === 'orgs:changed') void refresh(orgId);
  });

  return {
    inputs: () => trayInputs(options, known),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    close() {
      closed = true;
      offWatch();
      offEvents();
      for (const handle of timers.values()) clearTimer(handle);
      timers.clear();
    },
  };
}
