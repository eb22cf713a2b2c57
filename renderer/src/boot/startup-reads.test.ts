import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TTL_MS } from '../lib/early-ipc.ts';

// The module keeps its start-up state per page (a global, shared with the early script's copy):
// each test loads a fresh copy on a fresh page unless it keeps the page.
async function freshStartupReads(answers: Record<string, unknown>, keepPage = false) {
  vi.resetModules();
  if (!keepPage) {
    globalThis.__mcdStartupReads = undefined;
    globalThis.__mcdEarlyIpc = undefined;
    globalThis.__mcdAskedIpc = undefined;
    globalThis.__mcdEarlyFetch = undefined;
  }
  const calls: string[] = [];
  const dataReads: string[] = [];
  vi.stubGlobal('window', { location: { search: '?org=acme', pathname: '/health' } });
  vi.stubGlobal('sessionStorage', { getItem: () => 'beta' });
  vi.stubGlobal('fetch', (url: string, init: { body: string }) => {
    // The opening screen's data read (lib/early-fetch.ts), apart from the calls to main.
    if (url.startsWith('/org/')) {
      dataReads.push(url);
      return Promise.resolve(new Response('{}'));
    }
    calls.push(`${url} ${init.body}`);
    const channel = url.replace('/ipc/', '');
    const value = channel in answers ? answers[channel] : defaults[channel];
    return Promise.resolve(new Response(JSON.stringify({ ok: true, value })));
  });
  const module = await import('./startup-reads.ts');
  return { ...module, calls, dataReads };
}

/** What main answers a channel a test gives no answer for. */
const defaults: Record<string, unknown> = { 'auth:status': { orgId: 'acme', state: 'signed-in' } };

const INITIAL = '{"search":"?org=acme","remembered":"beta"}';

afterEach(() => {
  vi.unstubAllGlobals();
});

const hit = { status: 'hit', payload: '{"format":1}', writtenAt: 1 };

describe('start-up reads', () => {
  it('asks main for the opening org’s cache with the URL and this window’s last choice, once', async () => {
    const reads = await freshStartupReads({ 'cache:readInitial': { orgId: 'acme', read: hit } });
    reads.startStartupReads();
    reads.startStartupReads();
    expect(reads.calls).toEqual([
      '/ipc/orgs:list {}',
      '/ipc/settings:get {}',
      `/ipc/cache:readInitial ${INITIAL}`,
      // The opening org's sign-in check, for the org main picks by the same rule.
      `/ipc/auth:status {"initial":${INITIAL}}`,
    ]);
    await expect(reads.takeInitialCacheRead('acme')).resolves.toEqual(hit);
    // Taken once: a later restore reads for itself.
    expect(reads.takeInitialCacheRead('acme')).toBeUndefined();
  });

  it('names the opening org, and whether it has a cache, as soon as the read answers', async () => {
    for (const [read, cached] of [
      [hit, true],
      [{ status: 'miss' }, false],
    ] as const) {
      const reads = await freshStartupReads({ 'cache:readInitial': { orgId: 'acme', read } });
      reads.startStartupReads();
      const known = new Promise((resolve) =>
        reads.whenInitialOrgKnown((orgId, has) => resolve([orgId, has])),
      );
      await expect(known).resolves.toEqual(['acme', cached]);
      // The restore then takes the read itself (once).
      await expect(reads.takeInitialCacheRead('acme')).resolves.toEqual(read);
    }
  });

  it('sends the opening screen’s data read once main says the org is signed in', async () => {
    const signedIn = await freshStartupReads({ 'cache:readInitial': { orgId: 'acme', read: hit } });
    signedIn.startStartupReads();
    await vi.waitFor(() =>
      expect(signedIn.dataReads).toEqual([
        '/org/acme/api/canary/api/summary',
        '/org/acme/api/db/agents?select=id%2Cname',
        '/org/acme/api/auth/whoami',
        '/org/acme/api/properties',
      ]),
    );
    const signedOut = await freshStartupReads({
      'cache:readInitial': { orgId: 'acme', read: hit },
      'auth:status': { orgId: 'acme', state: 'needs-sign-in' },
    });
    signedOut.startStartupReads();
    await signedOut.takeInitialCacheRead('acme');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signedOut.dataReads).toEqual([]);
  });

  it('names no org when main had none to open', async () => {
    const reads = await freshStartupReads({
      'cache:readInitial': { orgId: null, read: { status: 'miss' } },
    });
    reads.startStartupReads();
    const onOrg = vi.fn();
    reads.whenInitialOrgKnown(onOrg);
    await reads.takeInitialCacheRead('acme');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onOrg).not.toHaveBeenCalled();
  });

  it('reads the asked org’s own cache when main opened another one', async () => {
    const reads = await freshStartupReads({
      'cache:readInitial': { orgId: 'acme', read: hit },
      'cache:read': { status: 'miss' },
    });
    reads.startStartupReads();
    await expect(reads.takeInitialCacheRead('beta')).resolves.toEqual({ status: 'miss' });
    expect(reads.calls.at(-1)).toBe('/ipc/cache:read {"orgId":"beta"}');
  });

  it('lets an untaken start-up read go after the TTL', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const reads = await freshStartupReads({ 'cache:readInitial': { orgId: 'acme', read: hit } });
      reads.startStartupReads();
      vi.advanceTimersByTime(EARLY_TTL_MS + 1);
      expect(reads.takeInitialCacheRead('acme')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the opening org’s sign-in check with the other reads; the app’s check of the org main names takes it', async () => {
    const signedIn = { orgId: 'acme', state: 'signed-in' };
    const reads = await freshStartupReads({
      'cache:readInitial': { orgId: 'acme', read: hit },
      'auth:status': signedIn,
    });
    reads.startStartupReads();
    expect(reads.calls).toContain(`/ipc/auth:status {"initial":${INITIAL}}`);
    await reads.takeInitialCacheRead('acme');
    const { invoke } = await import('../lib/bridge.ts');
    await expect(invoke('auth:status', { orgId: 'acme' })).resolves.toEqual(signedIn);
    expect(reads.calls.filter((call) => call.startsWith('/ipc/auth:status'))).toHaveLength(1);
  });

  it('asks main again for the org it names when its start-up check was of another org', async () => {
    const reads = await freshStartupReads({
      'cache:readInitial': { orgId: 'acme', read: hit },
      'auth:status': { orgId: 'beta', state: 'signed-in' },
    });
    reads.startStartupReads();
    await reads.takeInitialCacheRead('acme');
    const { invoke } = await import('../lib/bridge.ts');
    await invoke('auth:status', { orgId: 'acme' });
    expect(reads.calls.filter((call) => call.startsWith('/ipc/auth:status'))).toEqual([
      `/ipc/auth:status {"initial":${INITIAL}}`,
      '/ipc/auth:status {"orgId":"acme"}',
    ]);
  });

  it('hands the start-up sign-in check to nobody once the app asked for it first; a later check asks main', async () => {
    const reads = await freshStartupReads({
      'cache:readInitial': { orgId: 'acme', read: hit },
    });
    const { invoke } = await import('../lib/bridge.ts');
    reads.startStartupReads();
    // The gate asks before the start-up cache read has named the org (a large cache).
    const first = invoke('auth:status', { orgId: 'acme' });
    await reads.takeInitialCacheRead('acme');
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const checks = () => reads.calls.filter((call) => call.startsWith('/ipc/auth:status'));
    expect(checks()).toHaveLength(2);
    // A re-check (the org found gone meanwhile) asks main, not an answer left from start-up.
    await invoke('auth:status', { orgId: 'acme' });
    expect(checks()).toHaveLength(3);
  });

  it('the app bundle’s copy takes the reads the early script’s copy started, asking nothing again', async () => {
    const early = await freshStartupReads({ 'cache:readInitial': { orgId: 'acme', read: hit } });
    early.startStartupReads();
    // Its sign-in check too.
    expect(early.calls).toHaveLength(4);
    const app = await freshStartupReads({}, true);
    app.startStartupReads();
    expect(app.calls).toEqual([]);
    await expect(app.takeInitialCacheRead('acme')).resolves.toEqual(hit);
    expect(early.calls).toHaveLength(4);
  });

  it('has nothing to hand over when it was never started', async () => {
    const reads = await freshStartupReads({});
    expect(reads.takeInitialCacheRead('acme')).toBeUndefined();
    expect(reads.calls).toEqual([]);
  });
});
