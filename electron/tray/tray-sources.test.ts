import { describe, expect, it } from 'vitest';
import type { OrgHealth } from '../health-watch/health-watch.ts';
import type { CachedChecks } from '../../preload/contract/cache-digest.ts';
import { cachedHealth } from './cached-health.ts';
import { CACHE_REREAD_MS, createTraySources } from './tray-sources.ts';

/** A persisted cache as the renderer writes it: the digest main reads, the queries it does not. */
const blob = (savedAt: number, checks?: CachedChecks) =>
  JSON.stringify({ format: 1, savedAt, checks, state: { mutations: [], queries: [] } });

const digest = (unhealthy: string[], checks = unhealthy.length): CachedChecks => ({
  checks,
  unhealthy: unhealthy.map((id) => ({ id, name: `check ${id}` })),
});

describe('cached health', () => {
  it("reads the renderer's digest of the cached checks", () => {
    expect(cachedHealth(blob(1000, digest(['a', 'c'], 4)), 5)).toEqual({
      savedAt: 1000,
      checks: 4,
      unhealthy: [
        { id: 'a', name: 'check a' },
        { id: 'c', name: 'check c' },
      ],
    });
  });

  it('reads a cache written before the digest as holding no checks', () => {
    expect(cachedHealth(blob(0), 7)).toEqual({ savedAt: 0, checks: 0, unhealthy: [] });
    expect(cachedHealth('{"state":{"queries":[]}}', 7)?.savedAt).toBe(7);
  });

  it('reads nothing from a blob that is not a persisted cache, or a malformed digest', () => {
    expect(cachedHealth('not json', 1)).toBeNull();
    expect(cachedHealth('{"format":1}', 1)).toBeNull();
    const bad = JSON.stringify({ savedAt: 1, checks: { checks: -1 }, state: { queries: [] } });
    expect(cachedHealth(bad, 1)).toBeNull();
  });
});

describe('tray sources', () => {
  function setup() {
    const orgs = [
      { id: 'acme', name: 'Acme', hidden: false },
      { id: 'beta', name: 'Beta', hidden: false },
      { id: 'gone', name: 'Hidden', hidden: true },
    ];
    const caches = new Map<string, string>([['acme', blob(100, digest(['a']))]]);
    const signedIn = new Map([
      ['acme', true],
      ['beta', false],
    ]);
    let snapshot: OrgHealth[] = [];
    const watchListeners = new Set<() => void>();
    let eventListener: ((name: string, orgId: string | undefined) => void) | null = null;
    const timers: { run: () => void; ms: number }[] = [];
    const reads: string[] = [];
    const sources = createTraySources({
      listOrgs: () => orgs,
      watch: {
        snapshot: () => snapshot,
        onChange: (listener) => {
          watchListeners.add(listener);
          return () => watchListeners.delete(listener);
        },
      },
      isSignedIn: (orgId) =>
        orgId === 'beta' && signedIn.get('beta') === undefined
          ? Promise.reject(new Error('keychain'))
          : Promise.resolve(signedIn.get(orgId) ?? null),
      readCache: (orgId) => {
        reads.push(orgId);
        const payload = caches.get(orgId);
        return Promise.resolve(payload ? { payload, writtenAt: 50 } : null);
      },
      subscribe: (listener) => {
        eventListener = listener;
        return () => (eventListener = null);
      },
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => undefined,
    });
    return {
      sources,
      caches,
      signedIn,
      reads,
      timers,
      emit: (name: string, orgId?: string) => eventListener?.(name, orgId),
      poll: (next: OrgHealth[]) => {
        snapshot = next;
        for (const listener of watchListeners) listener();
      },
      hasEvents: () => eventListener !== null,
    };
  }

  it('lists every visible organisation with its sign-in, cached checks and latest poll', async () => {
    const t = setup();
    let changes = 0;
    t.sources.onChange(() => (changes += 1));
    expect(t.sources.inputs().map((org) => [org.orgId, org.signedIn, org.cached])).toEqual([
      ['acme', null, null],
      ['beta', null, null],
    ]);
    await t.sources.refresh();
    expect(changes).toBe(1);
    expect(t.sources.inputs()).toEqual([
      {
        orgId: 'acme',
        name: 'Acme',
        live: null,
        signedIn: true,
        cached: { savedAt: 100, checks: 1, unhealthy: [{ id: 'a', name: 'check a' }] },
      },
      { orgId: 'beta', name: 'Beta', live: null, signedIn: false, cached: null },
    ]);
    const live: OrgHealth = {
      orgId: 'beta',
      name: 'Beta',
      minutes: 1,
      state: 'ok',
      unhealthy: [],
      checkedAt: 1,
    };
    t.poll([live]);
    expect(changes).toBe(2);
    expect(t.sources.inputs()[1]?.live).toBe(live);
  });

  it('re-reads a cache a while after a window writes it, once for many writes', async () => {
    const t = setup();
    await t.sources.refresh();
    t.reads.length = 0;
    t.caches.set('beta', blob(200, digest([], 1)));
    t.emit('cache:changed', 'beta');
    t.emit('cache:changed', 'beta');
    expect(t.timers).toHaveLength(1);
    expect(t.timers[0]?.ms).toBe(CACHE_REREAD_MS);
    t.timers[0]!.run();
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.reads).toEqual(['beta']);
    expect(t.sources.inputs()[1]?.cached).toEqual({ savedAt: 200, checks: 1, unhealthy: [] });
  });

  it('does not read the cache of an organisation the health watch polls', async () => {
    const t = setup();
    await t.sources.refresh();
    t.poll([{ orgId: 'beta', name: 'Beta', minutes: 1, state: 'ok', unhealthy: [], checkedAt: 5 }]);
    t.emit('cache:changed', 'beta');
    expect(t.timers).toHaveLength(0);
  });

  it('follows sign-ins and removals, and an unreadable credential is unknown', async () => {
    const t = setup();
    await t.sources.refresh();
    t.signedIn.delete('beta');
    t.emit('orgs:changed', 'beta');
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.sources.inputs()[1]?.signedIn).toBeNull();
    t.sources.close();
    expect(t.hasEvents()).toBe(false);
  });
});
