import { describe, expect, it, vi } from 'vitest';
import type { BackendTransport } from './backend-fetch.ts';
import { fetchBackend } from './backend-fetch.ts';
import { createElectronTransport, type NetFetch } from './electron-transport.ts';

describe('Electron transport', () => {
  it('uses net.fetch without cookies for plain orgs and undici for orgs with a CA or proxy', async () => {
    const netFetch = vi.fn<NetFetch>(() =>
      Promise.resolve(
        new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    const fallback = vi.fn<BackendTransport>(() =>
      Promise.resolve(new Response('{}', { status: 200 })),
    );
    const transport = createElectronTransport(netFetch, fallback);
    const target = {
      orgId: 'o',
      baseUrl: 'https://mc.example.com',
      prefix: '/api' as const,
      caBundle: null,
      proxy: null,
    };
    await fetchBackend(transport, target, { uiPath: '/api/auth/whoami', credential: 'Bearer t' });
    expect(netFetch).toHaveBeenCalledTimes(1);
    const init = netFetch.mock.calls[0]?.[1];
    expect(init).toMatchObject({
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
      method: 'GET',
    });
    expect(init?.headers.authorization).toBe('Bearer t');
    await fetchBackend(transport, { ...target, proxy: 'http://proxy:3128' }, { uiPath: '/api/x' });
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(netFetch).toHaveBeenCalledTimes(1);
  });

  it('refuses an opaque redirect it cannot inspect', async () => {
    const opaque = {
      type: 'opaqueredirect',
      status: 0,
      headers: new Headers(),
      body: null,
    } as unknown as Response;
    const transport = createElectronTransport(
      () => Promise.resolve(opaque),
      () => Promise.reject(new Error('unused')),
    );
    const target = {
      orgId: 'o',
      baseUrl: 'https://mc.example.com',
      prefix: '' as const,
      caBundle: null,
      proxy: null,
    };
    await expect(fetchBackend(transport, target, { uiPath: '/api/x' })).rejects.toMatchObject({
      kind: 'redirect-refused',
    });
  });
});
