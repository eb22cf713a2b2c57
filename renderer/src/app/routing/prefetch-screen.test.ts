// The first read of a screen before it renders: the window's first screen, and a list screen's
// page as its sidebar entry is pressed (once warmed, in the press's own task).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthKeys } from '../../api/services/health.ts';
import { viewKeys } from '../../api/services/views.ts';
import { prefetchScreen, warmPrefetch } from './prefetch-screen.ts';

const everything = () => true;
const nothing = () => false;

/** Every URL fetched, each answered with no rows. */
function recordFetches(): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(decodeURIComponent(url));
    return Promise.resolve(
      new Response('[]', {
        status: 200,
        headers: { 'content-type': 'application/json', 'content-range': '*/0' },
      }),
    );
  });
  return urls;
}

describe('prefetchScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the health summary into the org's client when /health opens", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    expect(prefetchScreen('/health', 'sandbox', client, everything)).toBeInstanceOf(Promise);
    await vi.waitFor(() => expect(client.getQueryState(healthKeys.summary())).toBeDefined());
    expect(client.getQueryState(healthKeys.summary())?.fetchStatus).toBe('fetching');
  });

  it("reads the dashboard view's name when the landing page opens, for a user who may read views", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    expect(prefetchScreen('/', 'sandbox', client, nothing)).toBeInstanceOf(Promise);
    expect(prefetchScreen('/', 'sandbox', client, everything)).toBeInstanceOf(Promise);
    await vi.waitFor(() => expect(client.getQueryState(viewKeys.dashboard())).toBeDefined());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads nothing for a user the known roles keep out, nor for a screen without a prefetch', () => {
    const client = new QueryClient();
    expect(prefetchScreen('/health', 'sandbox', client, nothing)).toBeUndefined();
    expect(prefetchScreen('/catalog', 'sandbox', client, everything)).toBeUndefined();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

describe("prefetchScreen for a list screen (prefetch: 'list')", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the page the URL's query names", async () => {
    const urls = recordFetches();
    const client = new QueryClient();
    expect(
      prefetchScreen('/settings/agents?pageSize=100', 'acme', client, everything),
    ).toBeInstanceOf(Promise);
    // The definition's module loads first: slow on a busy machine.
    await vi.waitFor(() => expect(urls).toHaveLength(1), { timeout: 60_000 });
    expect(urls[0]).toMatch(/\/org\/acme\/api\/db\/agents_summary\?.*offset=0&limit=100/);
  });

  it('reads nothing for a user the route does not let in', () => {
    const urls = recordFetches();
    expect(prefetchScreen('/settings/agents', 'acme', new QueryClient(), nothing)).toBeUndefined();
    expect(urls).toEqual([]);
  });

  it('once warmed, the read leaves before the press returns', async () => {
    const urls = recordFetches();
    await warmPrefetch('/settings/users');
    // The warm-up loads modules and reads nothing.
    expect(urls).toEqual([]);
    void prefetchScreen('/settings/users', 'acme', new QueryClient(), everything);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/\/org\/acme\/api\/db\/identities\?/);
  });
});
