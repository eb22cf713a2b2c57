import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http/api-error.ts';
import { serializeOrgCache } from './persister.ts';

// Main (cache:*) and the org backend (the probe) are stood in; everything else is real.
const bridge = vi.hoisted(() => ({
  cache: new Map<string, string>(),
  calls: [] as string[],
}));
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
  request: () => Promise.reject(new TypeError('Failed to fetch')),
}));
vi.stubGlobal('window', { setTimeout, clearTimeout });

const { isOrgOffline, orgOfflineFor } = await import('./org-offline.ts');

const unreachable = () =>
  new ApiError({ status: 502, message: 'down', url: '/x', gatewayKind: 'unreachable' });

beforeEach(() => {
  bridge.cache.clear();
  bridge.calls.length = 0;
});

describe('org offline runtime', () => {
  it('restores the cache before anything else and marks restored data for refresh', async () => {
    const source = new QueryClient();
    source.setQueryData(['checks'], [{ id: 'c1' }], { updatedAt: 500 });
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
});
