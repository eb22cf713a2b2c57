// The palette's worker: parses each organisation's offline cache into entries and answers
// searches over all of them (palette-index.ts), off the window's main thread.
import { entriesFromCache } from './cache-entries.ts';
import { createPaletteIndex } from './palette-index.ts';
import type { PaletteEntry, PaletteOrg } from './palette-model.ts';
import type { PaletteRequest, PaletteResponse } from './palette-protocol.ts';

const index = createPaletteIndex();
let screens: PaletteEntry[] = [];
/** Each organisation's cache entries, so new screens can be put back in front of them. */
const cached = new Map<string, { org: PaletteOrg; entries: PaletteEntry[] }>();

const post = (message: PaletteResponse) => self.postMessage(message);

function put(org: PaletteOrg, entries: PaletteEntry[]): void {
  cached.set(org.id, { org, entries });
  index.setOrg(org, [...screens, ...entries]);
}

self.onmessage = (event: MessageEvent<PaletteRequest>) => {
  const message = event.data;
  switch (message.type) {
    case 'screens':
      screens = message.screens;
      for (const { org, entries } of cached.values()) put(org, entries);
      break;
    case 'org': {
      const entries = message.payload ? entriesFromCache(message.payload) : [];
      put(message.org, entries);
      post({ type: 'indexed', orgId: message.org.id, entries: entries.length });
      break;
    }
    case 'remove':
      cached.delete(message.orgId);
      index.removeOrg(message.orgId);
      break;
    case 'search':
      post({
        type: 'results',
        id: message.id,
        results: index.search(message.line, {
          recents: message.recents,
          currentOrgId: message.currentOrgId,
          limit: message.limit,
        }),
        size: index.size(),
      });
      break;
  }
};
