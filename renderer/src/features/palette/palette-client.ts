// The window's side of the palette's index: one worker for the window's life (it survives an
// organisation switch, which remounts the org's subtree), fed every organisation's offline cache
// through `cache:read`, and told again when main announces that a cache changed
// (`cache:changed`, batched for a few seconds: the current organisation's cache is written every
// couple of seconds while its screens load). Searches are answered latest-first: a result for an
// older keystroke is dropped.
import { invoke } from '../../lib/bridge.ts';
import type { PaletteEntry, PaletteOrg, PaletteResult } from './palette-model.ts';
import type { PaletteRequest, PaletteResponse } from './palette-protocol.ts';

/** How long cache changes are gathered before the changed caches are read again. */
export const REFRESH_DELAY_MS = 3000;

export interface SearchAnswer {
  results: PaletteResult[];
  /** Entries in the index. */
  size: number;
}

export interface PaletteClient {
  /** Makes the index cover exactly these organisations (reads the caches not read yet). */
  sync(orgs: readonly PaletteOrg[], screens: readonly PaletteEntry[]): void;
  /** An organisation's cache changed: read it again soon. */
  cacheChanged(orgId: string): void;
  /** Called after an organisation's cache has been indexed (to search again); returns the unsubscribe. */
  onIndexed(listener: (orgId: string) => void): () => void;
  /** Resolves with the answer, or null when a later search overtook it. */
  search(
    line: string,
    options: { recents: string[]; currentOrgId: string | null; limit?: number },
  ): Promise<SearchAnswer | null>;
}

export interface PaletteWorkerLike {
  postMessage(message: PaletteRequest): void;
  onmessage: ((event: MessageEvent<PaletteResponse>) => void) | null;
}

async function readPayload(orgId: string): Promise<string | null> {
  try {
    const read = await invoke('cache:read', { orgId });
    return read.status === 'hit' ? read.payload : null;
  } catch {
    return null;
  }
}

export function createPaletteClient(
  worker: PaletteWorkerLike,
  read: (orgId: string) => Promise<string | null> = readPayload,
  schedule: (fn: () => void, ms: number) => unknown = (fn, ms) => setTimeout(fn, ms),
): PaletteClient {
  const known = new Map<string, PaletteOrg>();
  let screensKey = '';
  const stale = new Set<string>();
  let refreshing = false;
  let lastId = 0;
  const pending = new Map<number, (answer: SearchAnswer | null) => void>();

  const listeners = new Set<(orgId: string) => void>();

  worker.onmessage = (event) => {
    const message = event.data;
    if (message.type === 'indexed') {
      for (const listener of [...listeners]) listener(message.orgId);
      return;
    }
    for (const [id, resolve] of pending) {
      if (id < message.id) {
        resolve(null);
        pending.delete(id);
      }
    }
    pending.get(message.id)?.({ results: message.results, size: message.size });
    pending.delete(message.id);
  };

  async function load(org: PaletteOrg): Promise<void> {
    const payload = await read(org.id);
    // Removed while its cache was being read.
    if (!known.has(org.id)) return;
    worker.postMessage({ type: 'org', org: known.get(org.id)!, payload });
  }

  function refresh(): void {
    refreshing = false;
    const orgIds = [...stale];
    stale.clear();
    for (const orgId of orgIds) {
      const org = known.get(orgId);
      if (org) void load(org);
    }
  }

  return {
    sync(orgs, screens) {
      const key = JSON.stringify(screens.map((s) => s.id));
      if (key !== screensKey) {
        screensKey = key;
        worker.postMessage({ type: 'screens', screens: [...screens] });
      }
      const ids = new Set(orgs.map((o) => o.id));
      for (const orgId of [...known.keys()]) {
        if (ids.has(orgId)) continue;
        known.delete(orgId);
        worker.postMessage({ type: 'remove', orgId });
      }
      for (const org of orgs) {
        const before = known.get(org.id);
        known.set(org.id, org);
        if (!before) void load(org);
        else if (before.name !== org.name || before.colour !== org.colour)
          worker.postMessage({ type: 'rename', org });
      }
    },
    cacheChanged(orgId) {
      if (!known.has(orgId)) return;
      stale.add(orgId);
      if (refreshing) return;
      refreshing = true;
      schedule(refresh, REFRESH_DELAY_MS);
    },
    onIndexed(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    search(line, { recents, currentOrgId, limit = 50 }) {
      lastId += 1;
      const id = lastId;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ type: 'search', id, line, recents, currentOrgId, limit });
      });
    },
  };
}

let shared: PaletteClient | null = null;

/** True once the palette's worker exists (it then follows cache changes for the window's life). */
export const paletteClientStarted = (): boolean => shared !== null;

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
