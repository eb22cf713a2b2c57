import { describe, expect, it } from 'vitest';
import type { HealthNotification } from '../../preload/contract/health-watch.ts';
import {
  createHealthWatch,
  type Clock,
  type FetchOutcome,
  type WatchedOrg,
} from './health-watch.ts';
import type { CheckSnapshot } from './notification-rules.ts';

/** A clock whose timers run only when the test advances it. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = next++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  return {
    clock,
    pending: () => [...timers.values()].map((t) => t.at - now).sort((a, b) => a - b),
    /** Moves time on, running each timer that falls due, and lets the polls settle. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
        await settle();
      }
      now = end;
    },
  };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setup(orgs: WatchedOrg[]) {
  const time = fakeClock();
  const backend = new Map<string, FetchOutcome>();
  const fetches: string[] = [];
  const shown: HealthNotification[] = [];
  const watch = createHealthWatch({
    listOrgs: () => orgs,
    fetchChecks: (orgId) => {
      fetches.push(orgId);
      return Promise.resolve(backend.get(orgId) ?? { kind: 'ok', checks: [] });
    },
    deliver: (notification) => shown.push(notification),
    clock: time.clock,
  });
  const checks = (orgId: string, list: [string, CheckSnapshot['health']][]) =>
    backend.set(orgId, {
      kind: 'ok',
      checks: list.map(([id, health]) => ({ id, name: id, health })),
    });
  return { time, backend, fetches, shown, watch, checks, orgs };
}

describe('health watch', () => {
  it('polls at the interval, with a baseline first, and notifies a turn once', async () => {
    const t = setup([{ id: 'acme', name: 'Acme', minutes: 5 }]);
    t.checks('acme', [
      ['a', 'healthy'],
      ['b', 'unhealthy'],
    ]);
    t.watch.sync();
    await t.time.advance(0);
    expect(t.fetches).toEqual(['acme']);
    expect(t.shown).toEqual([]);
    expect(t.time.pending()).toEqual([5 * 60_000]);

    t.checks('acme', [
      ['a', 'unhealthy'],
      ['b', 'unhealthy'],
    ]);
    await t.time.advance(4 * 60_000);
    expect(t.fetches).toHaveLength(1);
    await t.time.advance(60_000);
    expect(t.fetches).toHaveLength(2);
    expect(t.shown.map((n) => n.title)).toEqual(['a is unhealthy']);
    await t.time.advance(5 * 60_000);
    expect(t.fetches).toHaveLength(3);
    expect(t.shown).toHaveLength(1);
    expect(t.watch.snapshot()).toEqual([
      {
        orgId: 'acme',
        name: 'Acme',
        minutes: 5,
        state: 'ok',
        unhealthy: [
          { id: 'a', name: 'a' },
          { id: 'b', name: 'b' },
        ],
        checkedAt: 10 * 60_000,
      },
    ]);
  });

  it('never polls an organisation whose interval is off, and stops when it is turned off', async () => {
    const t = setup([
      { id: 'off', name: 'Off', minutes: 0 },
      { id: 'unset', name: 'Unset', minutes: undefined },
      { id: 'acme', name: 'Acme', minutes: 1 },
    ]);
    t.watch.sync();
    await t.time.advance(3 * 60_000);
    expect(new Set(t.fetches)).toEqual(new Set(['acme']));
    t.orgs[2] = { id: 'acme', name: 'Acme', minutes: 0 };
    t.watch.sync();
    const before = t.fetches.length;
    await t.time.advance(30 * 60_000);
    expect(t.fetches).toHaveLength(before);
    expect(t.time.pending()).toEqual([]);
    expect(t.watch.snapshot()).toEqual([]);
  });

  it('re-times the next poll when the interval changes', async () => {
    const t = setup([{ id: 'acme', name: 'Acme', minutes: 15 }]);
    t.watch.sync();
    await t.time.advance(0);
    expect(t.time.pending()).toEqual([15 * 60_000]);
    t.orgs[0] = { id: 'acme', name: 'Acme', minutes: 1 };
    t.watch.sync();
    expect(t.time.pending()).toEqual([60_000]);
  });

  it('takes a new baseline after a sign-out, so what turned meanwhile does not notify', async () => {
    const t = setup([{ id: 'acme', name: 'Acme', minutes: 1 }]);
    t.checks('acme', [['a', 'healthy']]);
    t.watch.sync();
    await t.time.advance(0);
    t.backend.set('acme', { kind: 'signed-out' });
    await t.time.advance(60_000);
    expect(t.watch.snapshot()[0]?.state).toBe('signed-out');
    t.checks('acme', [['a', 'unhealthy']]);
    await t.time.advance(60_000); // signed in again: a baseline
    expect(t.shown).toEqual([]);
    expect(t.watch.snapshot()[0]?.state).toBe('ok');
  });

  it('keeps the last state across an outage and marks the organisation offline', async () => {
    const t = setup([{ id: 'acme', name: 'Acme', minutes: 1 }]);
    t.checks('acme', [['a', 'healthy']]);
    t.watch.sync();
    await t.time.advance(0);
    t.backend.set('acme', { kind: 'offline', message: 'ECONNREFUSED' });
    await t.time.advance(60_000);
    expect(t.watch.snapshot()[0]?.state).toBe('offline');
    t.checks('acme', [['a', 'unhealthy']]);
    await t.time.advance(60_000);
    expect(t.shown.map((n) => n.checkId)).toEqual(['a']);
  });

  it('treats a failing fetch as offline and keeps polling', async () => {
    const t = setup([{ id: 'acme', name: 'Acme', minutes: 1 }]);
    const watch = createHealthWatch({
      listOrgs: () => t.orgs,
      fetchChecks: () => Promise.reject(new Error('boom')),
      deliver: () => undefined,
      clock: t.time.clock,
    });
    watch.sync();
    await t.time.advance(0);
    expect(watch.snapshot()[0]?.state).toBe('offline');
    expect(t.time.pending()).toEqual([60_000]);
  });

  it('pollNow waits for a poll in flight, then polls once more; never two at once', async () => {
    const t = setup([{ id: 'acme', name: 'Acme', minutes: 5 }]);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const watch = createHealthWatch({
      listOrgs: () => t.orgs,
      fetchChecks: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return { kind: 'ok', checks: [{ id: 'a', name: 'a', health: 'healthy' }] };
      },
      deliver: () => undefined,
      clock: t.time.clock,
    });
    watch.sync();
    await t.time.advance(0); // the baseline is in flight
    const now = watch.pollNow('acme');
    const again = watch.pollNow('acme');
    releases.shift()?.();
    await settle();
    releases.shift()?.();
    await expect(now).resolves.toEqual({ polled: true, baseline: false, notified: 0 });
    await expect(again).resolves.toEqual({ polled: true, baseline: false, notified: 0 });
    expect(most).toBe(1);
    await expect(watch.pollNow('unknown')).resolves.toEqual({
      polled: false,
      baseline: false,
      notified: 0,
    });
  });

  it('tells listeners when results change, and stops everything on close', async () => {
    const t = setup([{ id: 'acme', name: 'Acme', minutes: 1 }]);
    let calls = 0;
    t.watch.onChange(() => (calls += 1));
    t.watch.sync();
    await t.time.advance(0);
    expect(calls).toBeGreaterThanOrEqual(2);
    t.watch.close();
    expect(t.time.pending()).toEqual([]);
  });
});
