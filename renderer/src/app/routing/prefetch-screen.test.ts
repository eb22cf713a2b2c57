import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthKeys } from '../../api/services/health.ts';
import { prefetchScreen } from './prefetch-screen.ts';

const everything = () => true;
const nothing = () => false;

describe('prefetchScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the health summary into the org's client when /health opens", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    expect(prefetchScreen('/health', 'sandbox', client, everything)).toBe(true);
    await vi.waitFor(() => expect(client.getQueryState(healthKeys.summary())).toBeDefined());
    expect(client.getQueryState(healthKeys.summary())?.fetchStatus).toBe('fetching');
  });

  it('reads nothing for a user the known roles keep out, nor for a screen without a prefetch', () => {
    const client = new QueryClient();
    expect(prefetchScreen('/health', 'sandbox', client, nothing)).toBe(false);
    expect(prefetchScreen('/catalog', 'sandbox', client, everything)).toBe(false);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
