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
  it('reads each organisation’s cache once, and follows removals, renames and cache changes', async () => {
    const { worker, sent } = fakeWorker();
    const reads: string[] = [];
    const later: (() => void)[] = [];
    const client = createPaletteClient(
      worker,
      (orgId) => {
        reads.push(orgId);
        return Promise.resolve(orgId === 'a' ? '{"cache":"a"}' : null);
      },
      (fn) => later.push(fn),
    );
    client.sync([orgA, orgB], []);
    client.sync([orgA, orgB], []);
    await flush();
    expect(reads).toEqual(['a', 'b']);
    expect(sent.filter((m) => m.type === 'org')).toEqual([
      { type: 'org', org: orgA, payload: '{"cache":"a"}' },
      { type: 'org', org: orgB, payload: null },
    ]);

    client.sync([{ ...orgA, name: 'A2' }], []);
    expect(sent.slice(-2)).toEqual([
      { type: 'remove', orgId: 'b' },
      { type: 'rename', org: { ...orgA, name: 'A2' } },
    ]);

    // Changes are gathered, then each changed cache is read again once; unknown orgs are ignored.
    client.cacheChanged('a');
    client.cacheChanged('a');
    client.cacheChanged('b');
    expect(later).toHaveLength(1);
    later[0]!();
    await flush();
    expect(reads).toEqual(['a', 'b', 'a']);
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
