import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http/api-error.ts';
import { DERIVED_META, serializeOrgCache } from './persister.ts';

// Main (cache:*) and the org backend (the probe) are stood in; everything else is real.
const bridge = vi.hoisted(() => {
  const state: {
    cache: Map<string, string>;
    calls: string[];
    /** How the backend answers the probe: refused, never (until the probe's deadline), or fine. */
    probe: 'fail' | 'hang' | 'ok';
  } = { cache: new Map(), calls: [], probe: 'fail' };
  return state;
});
vi.mock('../../lib/bridge.ts', () => ({
  invoke: (channel: string, request: { orgId: string; payload?: string }) => {
    bridge.calls.push(channel);
    if (channel === 'cache:read') {
      const payload = bridge.cache.get(request.orgId);
      return Promise.resolve(
        payload === undefined ? { status: 'miss' } : { status: 'hit', payload, writtenAt: 1 },
      );
    }
    if (channel === 'cache:write') {
      bridge.cache.set(request.orgId, request.payload ?? '');
      return Promise.resolve({ bytes: 1 });
    }
    return Promise.resolve({ cleared: true });
  },
}));
vi.mock('../../api/http/client.ts', () => ({
  request: (_orgId: string, _path: string, options?: { signal?: AbortSignal }) => {
    if (bridge.probe === 'ok') return Promise.resolve({});
    if (bridge.probe === 'hang')
      return new Promise((_resolve, reject) =>
        options?.signal?.addEventListener('abort', () =>
          reject(
            options.signal?.reason instanceof Error ? options.signal.reason : new Error('abort'),
          ),
        ),
      );
    return Promise.reject(new TypeError('Failed to fetch'));
  },
}));
vi.stubGlobal('window', { setTimeout, clearTimeout });

const { isOrgOffline, orgOfflineFor } = await import('./org-offline.ts');
const { appQueryClient } = await import('../app-query-client.ts');
const { appKeys } = await import('../../api/services/app.ts');
const { DAY_MS, DEFAULT_CACHE_MAX_AGE_MS } = await import('./cache-max-age.ts');

const unreachable = () =>
  new ApiError({ status: 502, message: 'down', url: '/x', gatewayKind: 'unreachable' });

beforeEach(() => {
  bridge.cache.clear();
  bridge.calls.length = 0;
  bridge.probe = 'fail';
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for the hang to be seen: patience and probe take longer on a busy machine. */
const becomesOffline = (orgId: string) =>
  vi.waitFor(() => expect(isOrgOffline(orgId)).toBe(true), { timeout: 10_000, interval: 10 });
const never = () => new Promise<never>(() => undefined);

describe('org offline runtime', () => {
  it('restores the cache before anything else and marks restored data for refresh', async () => {
    const source = new QueryClient();
    source.setQueryData(['checks'], [{ id: 'c1' }], { updatedAt: Date.now() - 60_000 });
    bridge.cache.set('acme', serializeOrgCache(source));

    const client = new QueryClient();
    const runtime = orgOfflineFor('acme', client);
    expect(orgOfflineFor('acme', client)).toBe(runtime); // one runtime per client
    expect(await runtime.restored).toEqual({ status: 'restored', writtenAt: 1, queries: 1 });
    expect(bridge.calls[0]).toBe('cache:read');
    expect(client.getQueryData(['checks'])).toEqual([{ id: 'c1' }]);
    expect(client.getQueryState(['checks'])?.isInvalidated).toBe(true);
  });

  it('a network failure takes the org offline, keeps the data a query held, and disables mount refetches', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const runtime = orgOfflineFor('beta', client);
    await runtime.restored;
    client.setQueryData(['about'], { Version: '1' });
    await client
      .fetchQuery({
        queryKey: ['about'],
        queryFn: () => Promise.reject(unreachable()),
        staleTime: 0,
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10)); // cache listeners are batched

    expect(runtime.connectivity.getSnapshot()).toMatchObject({
      offline: true,
      reason: 'the server cannot be reached',
    });
    expect(isOrgOffline('beta')).toBe(true);
    expect(client.getQueryState(['about'])).toMatchObject({
      status: 'success',
      data: { Version: '1' },
    });
    expect(client.getDefaultOptions().queries).toMatchObject({
      retryOnMount: false,
      refetchOnMount: false,
    });

    // A backend that answers (even with an error) is reachable again.
    await client
      .fetchQuery({
        queryKey: ['other'],
        queryFn: () => Promise.resolve(2),
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isOrgOffline('beta')).toBe(false);
    expect(client.getDefaultOptions().queries?.refetchOnMount).toBeUndefined();
    runtime.connectivity.pause();
  });

  it('a shown query still loading when the org goes offline fails instead of spinning forever', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const runtime = orgOfflineFor('delta', client);
    await runtime.restored;
    const { QueryObserver } = await import('@tanstack/react-query');
    // A screen never visited: its request hangs (a slow timeout) when another one fails.
    const hanging = new QueryObserver(client, {
      queryKey: ['never-visited'],
      queryFn: ({ signal }) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
        ),
    });
    const stop = hanging.subscribe(() => undefined);
    // A list narrowed from cached data, still working when the org goes offline, is let finish.
    let narrow: (rows: string[]) => void = () => undefined;
    const derived = new QueryObserver(client, {
      queryKey: ['narrowed'],
      queryFn: () => new Promise<string[]>((resolve) => (narrow = resolve)),
      meta: DERIVED_META,
    });
    const stopDerived = derived.subscribe(() => undefined);
    // A disabled query (nothing asked for it) is left alone.
    const idle = new QueryObserver(client, { queryKey: ['disabled'], enabled: false });
    const stopIdle = idle.subscribe(() => undefined);
    await client
      .fetchQuery({ queryKey: ['about'], queryFn: () => Promise.reject(unreachable()) })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(runtime.connectivity.getSnapshot().offline).toBe(true);
    const state = client.getQueryState(['never-visited']);
    expect(state).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    expect((state?.error as ApiError).isNetwork).toBe(true);
    expect(client.getQueryState(['disabled'])?.status).toBe('pending');
    narrow(['cached']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryState(['narrowed'])).toMatchObject({
      status: 'success',
      data: ['cached'],
    });
    stop();
    stopIdle();
    stopDerived();
    runtime.connectivity.pause();
  });

  it('offline, a query with nothing cached gives up on a slow request after the patience', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const runtime = orgOfflineFor('zeta', client, { offlineFetchPatienceMs: 30 });
    await runtime.restored;
    await client
      .fetchQuery({ queryKey: ['about'], queryFn: () => Promise.reject(unreachable()) })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runtime.connectivity.getSnapshot().offline).toBe(true);

    const { QueryObserver } = await import('@tanstack/react-query');
    let aborted = false;
    const slow = new QueryObserver(client, {
      queryKey: ['blackholed'],
      queryFn: ({ signal }) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('x', 'AbortError'));
          }),
        ),
    });
    const stop = slow.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.getQueryState(['blackholed'])?.fetchStatus).toBe('fetching');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(aborted).toBe(true);
    expect(client.getQueryState(['blackholed'])).toMatchObject({
      status: 'error',
      fetchStatus: 'idle',
    });
    stop();
    runtime.connectivity.pause();
  });

  it('follows the cache max-age setting: gcTime and old restored queries', async () => {
    appQueryClient.setQueryData(appKeys.settings(), {
      theme: 'system',
      sidebarCollapsed: false,
      cacheMaxAgeDays: 2,
    });
    const source = new QueryClient();
    source.setQueryData(['recent'], 1, { updatedAt: Date.now() - DAY_MS });
    source.setQueryData(['stale'], 2, { updatedAt: Date.now() - 3 * DAY_MS });
    bridge.cache.set('epsilon', serializeOrgCache(source));

    const client = new QueryClient();
    const runtime = orgOfflineFor('epsilon', client);
    expect(await runtime.restored).toMatchObject({ status: 'restored' });
    await new Promise((resolve) => setTimeout(resolve, 0)); // the setting may answer just after
    expect(client.getQueryData(['stale'])).toBeUndefined();
    expect(client.getQueryData(['recent'])).toBe(1);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(2 * DAY_MS);

    // Changing the setting applies to the org's client at once.
    appQueryClient.setQueryData(appKeys.settings(), {
      theme: 'system',
      sidebarCollapsed: false,
      cacheMaxAgeDays: 30,
    });
    expect(client.getDefaultOptions().queries?.gcTime).toBe(30 * DAY_MS);
    // …and lowering it drops what is now too old.
    appQueryClient.setQueryData(appKeys.settings(), {
      theme: 'system',
      sidebarCollapsed: false,
      cacheMaxAgeDays: 1,
    });
    expect(client.getQueryData(['recent'])).toBeUndefined();
    appQueryClient.removeQueries({ queryKey: appKeys.settings() });
    expect(DEFAULT_CACHE_MAX_AGE_MS).toBe(7 * DAY_MS);
  });

  it('a server error (reachable backend) does not take the org offline', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const runtime = orgOfflineFor('gamma', client);
    await runtime.restored;
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ApiError({ status: 500, message: 'boom', url: '/x' })),
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runtime.connectivity.getSnapshot().offline).toBe(false);
  });
  it('a backend that never answers takes the org offline after the hang patience', async () => {
    bridge.probe = 'hang';
    const client = new QueryClient();
    const runtime = orgOfflineFor('hung', client, { hangPatienceMs: 30, hangProbeMs: 30 });
    await runtime.restored;
    client.fetchQuery({ queryKey: ['whoami'], queryFn: never }).catch(() => undefined);
    await sleep(15);
    expect(isOrgOffline('hung')).toBe(false);
    await becomesOffline('hung');
    expect(runtime.connectivity.getSnapshot().reason).toBe('the server did not answer in time');
  });

  it('a query derived from cached data is no sign of the backend: the hang is still seen', async () => {
    bridge.probe = 'hang';
    const client = new QueryClient();
    const runtime = orgOfflineFor('derived', client, { hangPatienceMs: 30, hangProbeMs: 30 });
    await runtime.restored;
    client.fetchQuery({ queryKey: ['summary'], queryFn: never }).catch(() => undefined);
    await sleep(10);
    await client.fetchQuery({ queryKey: ['narrowed'], queryFn: () => 1, meta: DERIVED_META });
    await becomesOffline('derived');
    await client.fetchQuery({ queryKey: ['narrowed', 2], queryFn: () => 2, meta: DERIVED_META });
    expect(isOrgOffline('derived')).toBe(true);
  });

  it('a request that only looked hung is not cancelled: its late answer brings the org back', async () => {
    bridge.probe = 'hang';
    const client = new QueryClient();
    const runtime = orgOfflineFor('busy', client, { hangPatienceMs: 30, hangProbeMs: 30 });
    await runtime.restored;
    let answer: (value: string) => void = () => undefined;
    const slow = client.fetchQuery({
      queryKey: ['first-query'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    await becomesOffline('busy');
    answer('late but fine');
    await expect(slow).resolves.toBe('late but fine');
    expect(isOrgOffline('busy')).toBe(false);
  });

  it('a slow request to a backend that still answers the probe is not called offline', async () => {
    bridge.probe = 'ok';
    const client = new QueryClient();
    const runtime = orgOfflineFor('slow', client, { hangPatienceMs: 30, hangProbeMs: 30 });
    await runtime.restored;
    client.fetchQuery({ queryKey: ['big-report'], queryFn: never }).catch(() => undefined);
    await sleep(150);
    expect(isOrgOffline('slow')).toBe(false);
  });
});
