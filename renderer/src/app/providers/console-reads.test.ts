import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '../../../../preload/contract/auth.ts';
import { authKeys } from '../../api/services/auth.ts';
import { healthKeys } from '../../api/services/health.ts';
import { propertiesKeys } from '../../api/services/properties.ts';
import { CONSOLE_READS } from '../../lib/early-fetch.ts';
import { startConsoleReads } from './console-reads.ts';

const status = (state: AuthStatus['state']): AuthStatus => ({
  orgId: 'sandbox',
  state,
  method: 'password',
  user: { id: 'u1', name: 'Ada', email: null, roles: ['viewer'] },
  message: null,
  sessionOnly: false,
});

/** The request paths fetched so far (nothing answers). */
function stubFetch(): () => string[] {
  const fetch = vi.fn((..._args: unknown[]) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
}

describe('startConsoleReads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts whoami, the properties and the opening screen's read of a signed-in org", async () => {
    const paths = stubFetch();
    const client = new QueryClient();
    expect(startConsoleReads('sandbox', client, status('signed-in'), '/health')).toBe(true);
    await vi.waitFor(() => expect(client.getQueryState(healthKeys.summary())).toBeDefined());
    for (const key of [authKeys.whoami(), propertiesKeys.list(), healthKeys.summary()])
      expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    expect(paths().some((path) => path.endsWith('/api/auth/whoami'))).toBe(true);
  });

  it("asks by the query keys and URLs of the start-up's early reads (lib/early-fetch.ts)", async () => {
    const paths = stubFetch();
    const client = new QueryClient();
    startConsoleReads('sandbox', client, status('signed-in'), '/catalog');
    expect(CONSOLE_READS.map((read) => read.queryKey)).toEqual([
      authKeys.whoami(),
      propertiesKeys.list(),
    ]);
    const asked = CONSOLE_READS.flatMap((read) => read.paths).map((path) => `/org/sandbox${path}`);
    await vi.waitFor(() => expect(paths()).toEqual(expect.arrayContaining(asked)));
  });

  it('starts nothing for an org that shows no console yet (sign-in, provisioning, offline)', () => {
    const paths = stubFetch();
    const client = new QueryClient();
    for (const state of ['needs-sign-in', 'provisioning', 'unreachable'] as const)
      expect(startConsoleReads('sandbox', client, status(state), '/health')).toBe(false);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(paths()).toEqual([]);
  });
});
