import { describe, expect, it } from 'vitest';
import { createPaletteClient, type PaletteWorkerLike } from './palette-client.ts';
import type { PaletteRequest, PaletteResponse } from './palette-protocol.ts';

function fakeWorker() {
  const sent: PaletteRequest[] = [];
  const worker: PaletteWorkerLike & { reply(message: PaletteResponse): void } = {
    onmessage: null,
    postMessage: (message) => sent.push(message),
    reply(message) {
      worker.onmessage?.({ data: message } as MessageEvent<PaletteResponse>);
    },
  };
  return { worker, sent };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const orgA = { id: 'a', name: 'A', colour: '#111111' };
const orgB = { id: 'b', name: 'B', colour: '#222222' };

describe('palette client', () => {
  it('reads each organisation’s cache once, and follows removals and renames', async () => {
    const { worker, sent } = fakeWorker();
    const reads: string[] = [];
    const client = createPaletteClient(worker, (orgId) => {
      reads.push(orgId);
      return Promise.resolve(orgId === 'a' ? '{"cache":"a"}' : null);
    });
    client.sync([orgA, orgB], []);
    client.sync([orgA, orgB], []);
    await flush();
    expect(reads).toEqual(['a', 'b']);
    expect(sent.filter((m) => m.type === 'org')).toEqual([
      { type: 'org', org: orgA, payload: '{"cache":"a"}' },
      { type: 'org', org: orgB, payload: null },
    ]);

    client.sync([{ ...orgA, name: 'A2' }], []);
    expect(sent.at(-1)).toEqual({ type: 'remove', orgId: 'b' });
    client.refreshStale();
    await flush();
    expect(reads).toEqual(['a', 'b', 'a']);
    expect(sent.at(-1)).toEqual({
      type: 'org',
      org: { ...orgA, name: 'A2' },
      payload: '{"cache":"a"}',
    });
  });

  it('only marks a changed cache stale while the palette is closed; opening reads each stale one once', async () => {
    const { worker, sent } = fakeWorker();
    const reads: string[] = [];
    const client = createPaletteClient(worker, (orgId) => {
      reads.push(orgId);
      return Promise.resolve(`{"cache":"${orgId}"}`);
    });
    const updating: boolean[] = [];
    client.updating.subscribe(() => updating.push(client.updating.get()));
    client.sync([orgA, orgB], []);
    await flush();
    for (const org of [orgA, orgB]) worker.reply({ type: 'indexed', orgId: org.id, entries: 1 });
    expect(reads).toEqual(['a', 'b']);
    expect(client.updating.get()).toBe(false);

    // The current organisation's cache is written again and again while the palette is closed.
    for (let n = 0; n < 25; n += 1) client.cacheChanged('a');
    client.cacheChanged('b');
    client.cacheChanged('unknown');
    await flush();
    expect(reads).toEqual(['a', 'b']);

    // Opening reads each stale organisation once; the old index answers until it is replaced.
    const before = sent.length;
    client.refreshStale();
    await flush();
    expect(reads).toEqual(['a', 'b', 'a', 'b']);
    expect(client.updating.get()).toBe(true);
    const search = client.search('a', { recents: [], currentOrgId: 'a' });
    const id = sent.flatMap((m) => (m.type === 'search' ? [m.id] : [])).at(-1)!;
    worker.reply({ type: 'results', id, results: [], size: 2 });
    await expect(search).resolves.toEqual({ results: [], size: 2 });
    worker.reply({ type: 'indexed', orgId: 'a', entries: 1 });
    worker.reply({ type: 'indexed', orgId: 'b', entries: 1 });
    expect(client.updating.get()).toBe(false);
    expect(sent.slice(before).filter((m) => m.type === 'org')).toHaveLength(2);
    expect(updating).toEqual([true, false, true, false]);

    // Nothing stale: opening again reads nothing.
    client.refreshStale();
    await flush();
    expect(reads).toHaveLength(4);
  });

  it('answers the latest search and drops the ones it overtook', async () => {
    const { worker, sent } = fakeWorker();
    const client = createPaletteClient(worker, () => Promise.resolve(null));
    const first = client.search('a', { recents: [], currentOrgId: 'a' });
    const second = client.search('ab', { recents: [], currentOrgId: 'a' });
    const ids = sent.flatMap((m) => (m.type === 'search' ? [m.id] : []));
    worker.reply({ type: 'results', id: ids[1]!, results: [], size: 7 });
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toEqual({ results: [], size: 7 });
  });
});
