import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../../api/http/api-error.ts';
import {
  newestDataAt,
  pruneOlderThan,
  restoreOrgCache,
  SERIALIZE_SLICE_ROWS,
  prepareOrgCacheJson,
  serializeOrgCache,
  startThrottledPersister,
} from './persister.ts';

const flushMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('org cache persister', () => {
  it('keeps queries with data, skips persist:false and data-less errors, and restores them', async () => {
    const source = new QueryClient();
    source.setQueryData(['checks', 'list', {}], [{ id: 'c1', status: 'healthy' }], {
      updatedAt: 1000,
    });
    await source.prefetchQuery({
      queryKey: ['auth', 'whoami', {}],
      queryFn: () => Promise.resolve({ roles: ['admin'] }),
      meta: { persist: false },
    });
    await source
      .prefetchQuery({
        queryKey: ['broken'],
        queryFn: () => Promise.reject(new ApiError({ status: 500, message: 'x', url: '/x' })),
      })
      .catch(() => undefined);

    const payload = serializeOrgCache(source, 5000);
    expect(payload).not.toContain('admin');
    expect(payload).not.toContain('broken');

    const target = new QueryClient();
    expect(restoreOrgCache(target, payload)).toEqual({ queries: 1 });
    const restored = target.getQueryCache().find({ queryKey: ['checks', 'list', {}] })!;
    expect(restored.state.data).toEqual([{ id: 'c1', status: 'healthy' }]);
    expect(restored.state.dataUpdatedAt).toBe(1000);
    expect(newestDataAt(target)).toBe(1000);
  });

  it('saves data whose last refetch failed as data, without the error', async () => {
    const source = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    source.setQueryData(['about'], { Version: '1.2' }, { updatedAt: 2000 });
    await source
      .fetchQuery({
        queryKey: ['about'],
        queryFn: () =>
          Promise.reject(
            new ApiError({ status: 502, message: 'down', url: '/x', gatewayKind: 'unreachable' }),
          ),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(source.getQueryState(['about'])?.status).toBe('error');

    const target = new QueryClient();
    restoreOrgCache(target, serializeOrgCache(source));
    expect(target.getQueryState(['about'])).toMatchObject({
      status: 'success',
      data: { Version: '1.2' },
      error: null,
    });
  });

  it('leaves out queries older than the max age', () => {
    const source = new QueryClient();
    source.setQueryData(['old'], 'old', { updatedAt: 1_000 });
    source.setQueryData(['young'], 'young', { updatedAt: 9_000 });
    const target = new QueryClient();
    const payload = serializeOrgCache(source);
    expect(restoreOrgCache(target, payload, { maxAgeMs: 5_000, now: 10_000 })).toEqual({
      queries: 1,
    });
    expect(target.getQueryData(['old'])).toBeUndefined();
    expect(target.getQueryData(['young'])).toBe('young');
    // Without a max age everything comes back.
    expect(restoreOrgCache(new QueryClient(), payload)).toEqual({ queries: 2 });
  });

  it('leaves out the queries it is told to skip (their live answer is at hand)', () => {
    const source = new QueryClient();
    source.setQueryData(['health', 'summary', {}], ['live soon']);
    source.setQueryData(['health', 'other'], 'kept');
    const target = new QueryClient();
    const payload = serializeOrgCache(source);
    expect(restoreOrgCache(target, payload, { skip: [['health', 'summary', {}]] })).toEqual({
      queries: 1,
    });
    expect(target.getQueryData(['health', 'summary', {}])).toBeUndefined();
    expect(target.getQueryData(['health', 'other'])).toBe('kept');
  });

  it('prunes unobserved queries older than the max age', () => {
    const client = new QueryClient();
    client.setQueryData(['old'], 'old', { updatedAt: 1_000 });
    client.setQueryData(['young'], 'young', { updatedAt: 9_000 });
    expect(pruneOlderThan(client, 5_000, 10_000)).toBe(1);
    expect(client.getQueryData(['old'])).toBeUndefined();
    expect(client.getQueryData(['young'])).toBe('young');
  });

  it('refuses a payload that is not ours', () => {
    expect(() => restoreOrgCache(new QueryClient(), '{"format":99}')).toThrow(/unknown format/);
    expect(() => restoreOrgCache(new QueryClient(), 'not json')).toThrow();
  });

  it('writes at most once per interval after changes, with the latest data', async () => {
    const client = new QueryClient();
    const writes: string[] = [];
    const timers: (() => void)[] = [];
    const persister = startThrottledPersister({
      client,
      write: (payload) => {
        writes.push(payload);
        return Promise.resolve();
      },
      setTimer: (run) => timers.push(run),
    });
    client.setQueryData(['a'], 1);
    client.setQueryData(['a'], 2);
    client.setQueryData(['b'], 3);
    expect(timers).toHaveLength(1);
    expect(writes).toHaveLength(0);
    timers.shift()!();
    await flushMicrotasks();
    expect(writes).toHaveLength(1);
    const target = new QueryClient();
    restoreOrgCache(target, writes[0]!);
    expect(target.getQueryData(['a'])).toBe(2);
    expect(target.getQueryData(['b'])).toBe(3);

    persister.stop();
    client.setQueryData(['a'], 4);
    expect(timers).toHaveLength(0);
  });
});

describe('serialising a large list in slices', () => {
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `c${i}`,
      name: `check "${i}"`,
      n: i,
      ok: i % 3 === 0,
    }));

  it('gives exactly the JSON of the whole list, one pause per slice', async () => {
    // dehydrate() stamps each query with the time: the same time for both serialisations.
    vi.useFakeTimers({ toFake: ['Date'], now: 42_000 });
    onTestFinished(() => void vi.useRealTimers());
    const client = new QueryClient();
    const list = rows(SERIALIZE_SLICE_ROWS * 2 + 7);
    client.setQueryData(['big'], list, { updatedAt: 1 });
    client.setQueryData(['small'], rows(3), { updatedAt: 1 });
    const expected = serializeOrgCache(client, 5);
    const fresh = new QueryClient();
    fresh.setQueryData(['big'], structuredClone(list), { updatedAt: 1 });
    fresh.setQueryData(['small'], rows(3), { updatedAt: 1 });
    let pauses = 0;
    await prepareOrgCacheJson(fresh, () => {
      pauses += 1;
      return Promise.resolve();
    });
    expect(pauses).toBe(3);
    expect(serializeOrgCache(fresh, 5)).toBe(expected);
  });

  it('writes after the slices, never two writes at once, and flushes in one go on demand', async () => {
    const client = new QueryClient();
    client.setQueryData(['big'], rows(SERIALIZE_SLICE_ROWS * 3));
    const idle: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const writes: string[] = [];
    let finishWrite: () => void = () => undefined;
    const persister = startThrottledPersister({
      client,
      write: (payload) => {
        writes.push(payload);
        return new Promise<void>((resolve) => (finishWrite = resolve));
      },
      setTimer: (run) => timers.push(run),
      whenIdle: (run) => idle.push(run),
    });
    client.setQueryData(['big'], rows(SERIALIZE_SLICE_ROWS * 3));
    timers.shift()!();
    idle.shift()!(); // the idle moment that starts the write
    await flushMicrotasks();
    // Three slices, each in an idle moment of its own; nothing written before the last.
    for (let slice = 0; slice < 3; slice += 1) {
      expect(writes).toHaveLength(0);
      expect(idle).toHaveLength(1);
      idle.shift()!();
      await flushMicrotasks();
    }
    expect(writes).toHaveLength(1);
    // A change and an explicit flush while that write runs: the flush waits for it.
    client.setQueryData(['small'], 1);
    const flushed = persister.flush();
    await flushMicrotasks();
    expect(writes).toHaveLength(1);
    finishWrite();
    await flushMicrotasks();
    expect(writes).toHaveLength(2);
    finishWrite();
    await flushed;
    const target = new QueryClient();
    restoreOrgCache(target, writes[1]!);
    expect(target.getQueryData(['small'])).toBe(1);
    expect((target.getQueryData(['big']) as unknown[]).length).toBe(SERIALIZE_SLICE_ROWS * 3);
    persister.stop();
  });
});

describe('data nested too deeply to stringify', () => {
  const deep = () => {
    let value: unknown = 'bottom';
    for (let i = 0; i < 10_000; i += 1) value = { child: value };
    return value;
  };

  it('leaves that query out, says why, and writes the rest of the organisation', () => {
    const client = new QueryClient();
    client.setQueryData(['checks', 'list'], [{ id: 'c1' }], { updatedAt: 1000 });
    client.setQueryData(['catalog', 'item', 'deep'], { config: deep() }, { updatedAt: 1000 });
    const skipped: [string, string][] = [];
    const payload = serializeOrgCache(client, 5000, (hash, reason) => skipped.push([hash, reason]));
    expect(skipped).toEqual([
      ['["catalog","item","deep"]', 'its data is nested too deeply to be saved'],
    ]);
    const restored = new QueryClient();
    expect(restoreOrgCache(restored, payload)).toEqual({ queries: 1 });
    expect(restored.getQueryData(['checks', 'list'])).toEqual([{ id: 'c1' }]);
    expect(restored.getQueryData(['catalog', 'item', 'deep'])).toBeUndefined();
  });

  it('a large list holding one deep row is skipped in the sliced pass too, without throwing', async () => {
    const client = new QueryClient();
    const rows: unknown[] = Array.from({ length: SERIALIZE_SLICE_ROWS + 1 }, (_, i) => ({ i }));
    rows[5] = { deep: deep() };
    client.setQueryData(['big'], rows, { updatedAt: 1000 });
    client.setQueryData(['small'], ['ok'], { updatedAt: 1000 });
    await expect(prepareOrgCacheJson(client, () => Promise.resolve())).resolves.toBeUndefined();
    const skipped: string[] = [];
    const payload = serializeOrgCache(client, 5000, (hash) => skipped.push(hash));
    expect(skipped).toEqual(['["big"]']);
    const restored = new QueryClient();
    restoreOrgCache(restored, payload);
    expect(restored.getQueryData(['small'])).toEqual(['ok']);
  });
});
