// The window's side of the palette's index: one worker for the window's life (it survives an
// organisation switch, which remounts the org's subtree), fed every organisation's offline cache
// through `cache:read`. When main announces that a cache changed (`cache:changed`: the current
// organisation's cache is written every couple of seconds while its screens load) the
// organisation is only marked stale; its cache is read again when the palette opens, and until
// the worker has indexed it the old index answers (the palette shows "updating…"). So a closed
// palette costs no reads and no decryption. Searches are answered latest-first: a result for an
// older keystroke is dropped. A renamed organisation is marked stale too (its name is in the index).
import { readCachePayload } from '../../session/offline/kept-cache.ts';
import { windowStore } from '../../lib/hooks/window-store.ts';
import type { PaletteEntry, PaletteOrg, PaletteResult } from './palette-model.ts';
import type { PaletteRequest, PaletteResponse } from './palette-protocol.ts';

export interface SearchAnswer {
  results: PaletteResult[];
  /** Entries in the index. */
  size: number;
}

export interface PaletteWorkerLike {
  postMessage(message: PaletteRequest): void;
  onmessage: ((event: MessageEvent<PaletteResponse>) => void) | null;
}

/** Searches numbered in order; an answer resolves its search and drops the older ones (null). */
function latestFirst(worker: PaletteWorkerLike) {
  let lastId = 0;
  const pending = new Map<number, (answer: SearchAnswer | null) => void>();
  return {
    /** Resolves with the answer, or null when a later search overtook it. */
    search: (
      line: string,
      options: { recents: string[]; currentOrgId: string | null; limit?: number },
    ): Promise<SearchAnswer | null> => {
      const { recents, currentOrgId, limit = 50 } = options;
      lastId += 1;
      const id = lastId;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ type: 'search', id, line, recents, currentOrgId, limit });
      });
    },
    answer(id: number, answer: SearchAnswer): void {
      for (const [older, resolve] of pending) {
        if (older < id) {
          resolve(null);
          pending.delete(older);
        }
      }
      pending.get(id)?.(answer);
      pending.delete(id);
    },
  };
}

export function createPaletteClient(
  worker: PaletteWorkerLike,
  read: (orgId: string) => Promise<string | null> = readCachePayload,
) {
  const known = new Map<string, PaletteOrg>();
  let screensKey = '';
  const stale = new Set<string>();
  /** Caches being read or indexed, by organisation: how many times. */
  const loading = new Map<string, number>();
  const searches = latestFirst(worker);
  const updating = windowStore(false);
  const indexed = windowStore(0);

  const setLoading = (orgId: string, step: 1 | -1) => {
    const count = (loading.get(orgId) ?? 0) + step;
    if (count > 0) loading.set(orgId, count);
    else loading.delete(orgId);
    updating.set(loading.size > 0);
  };

  worker.onmessage = (event) => {
    const message = event.data;
    if (message.type !== 'indexed')
      return searches.answer(message.id, { results: message.results, size: message.size });
    if (loading.has(message.orgId)) setLoading(message.orgId, -1);
    indexed.set(indexed.get() + 1);
  };

  async function load(org: PaletteOrg): Promise<void> {
    setLoading(org.id, 1);
    const payload = await read(org.id);
    const current = known.get(org.id);
    // The worker answers `indexed`, which ends the loading; unless removed while its cache was read.
    if (current) worker.postMessage({ type: 'org', org: current, payload });
    else setLoading(org.id, -1);
  }

  return {
    /** Makes the index cover exactly these organisations (reads the caches not read yet). */
    sync(orgs: readonly PaletteOrg[], screens: readonly PaletteEntry[]) {
      const key = JSON.stringify(screens.map((s) => s.id));
      if (key !== screensKey) {
        screensKey = key;
        worker.postMessage({ type: 'screens', screens: [...screens] });
      }
      const ids = new Set(orgs.map((o) => o.id));
      for (const orgId of [...known.keys()]) {
        if (ids.has(orgId)) continue;
        known.delete(orgId);
        stale.delete(orgId);
        worker.postMessage({ type: 'remove', orgId });
      }
      for (const org of orgs) {
        const before = known.get(org.id);
        known.set(org.id, org);
        if (!before) void load(org);
        // Renamed: its cache is read again with the new name when the palette opens.
        else if (before.name !== org.name || before.colour !== org.colour) stale.add(org.id);
      }
    },
    /** An organisation's cache changed: mark its index stale (nothing is read). */
    cacheChanged(orgId: string) {
      if (known.has(orgId)) stale.add(orgId);
    },
    /** The palette opened: read the stale organisations' caches again. */
    refreshStale() {
      const orgIds = [...stale];
      stale.clear();
      for (const orgId of orgIds) {
        const org = known.get(orgId);
        if (org) void load(org);
      }
    },
    /** True while a cache is being read or indexed (the answers may be out of date). */
    updating,
    /** How many times an organisation's cache was indexed: when it changes, search again. */
    indexed,
    search: searches.search,
  };
}

type PaletteClient = ReturnType<typeof createPaletteClient>;
let shared: PaletteClient | null = null;

/** The window's one palette client and worker, made on first use. */
export function paletteClient(): PaletteClient {
  shared ??= createPaletteClient(
    new Worker(new URL('./palette.worker.ts', import.meta.url), {
      type: 'module',
      name: 'palette-index',
    }),
  );
  return shared;
}
