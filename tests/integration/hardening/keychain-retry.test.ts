// Issue 18 item 6, second half: one keychain timeout used to disable the keychain for the whole
// session. Now calls fail at once for a back-off (no second 10 s hang), then one is tried again;
// a success brings the keychain back, each further failure doubles the wait. A keychain library
// that could not be loaded stays off. The last test runs against the real Secret Service when one
// answers (npm test runs under dbus-run-session with gnome-keyring).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadKeytar, type KeytarLike } from '../../../electron/secrets/keychain.ts';
import { createSecretStore } from '../../../electron/secrets/secret-store.ts';
import { memoryKeytar } from '../../../electron/secrets/testing/memory-keytar.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-keychain-retry-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A keychain that hangs while `hanging` is true (a prompt, a D-Bus activation), else works. */
function flakyKeychain() {
  const { keytar: inner, entries } = memoryKeytar();
  const state = { hanging: true, calls: 0 };
  const hang = () => new Promise<never>(() => {});
  const keytar: KeytarLike = {
    getPassword: (s, a) => (state.calls++, state.hanging ? hang() : inner.getPassword(s, a)),
    setPassword: (s, a, v) => (state.calls++, state.hanging ? hang() : inner.setPassword(s, a, v)),
    deletePassword: (s, a) => (state.calls++, state.hanging ? hang() : inner.deletePassword(s, a)),
  };
  return { keytar, entries, state };
}

describe('keychain retry after a timeout', () => {
  it('fails fast during the back-off, then tries again and recovers', async () => {
    const { keytar, state } = flakyKeychain();
    let now = 1_000_000;
    const store = createSecretStore({
      keytar,
      dir,
      timeoutMs: 30,
      retry: { firstMs: 5_000, maxMs: 60_000, now: () => now },
    });
    await expect(store.get('org', 'token')).rejects.toMatchObject({
      code: 'KEYCHAIN_UNAVAILABLE',
    });
    expect(store.mode()).toBe('unavailable');
    expect(store.unavailableReason()).toMatch(/did not answer/);

    // Within the back-off: refused at once, the keychain is not asked.
    const calls = state.calls;
    await expect(store.set('org', 'token', 't')).rejects.toMatchObject({
      code: 'KEYCHAIN_UNAVAILABLE',
    });
    expect(state.calls).toBe(calls);

    // Still hanging after the back-off: tried once, and the next wait is twice as long.
    now += 5_000;
    await expect(store.get('org', 'token')).rejects.toMatchObject({
      code: 'KEYCHAIN_UNAVAILABLE',
    });
    expect(state.calls).toBe(calls + 1);
    now += 5_000;
    await expect(store.get('org', 'token')).rejects.toMatchObject({
      code: 'KEYCHAIN_UNAVAILABLE',
    });
    expect(state.calls).toBe(calls + 1);

    // The keychain answers again: the next try after the back-off succeeds and it is back.
    state.hanging = false;
    now += 5_000;
    await store.set('org', 'token', 'kept');
    expect(store.mode()).toBe('keychain');
    expect(store.unavailableReason()).toBeNull();
    expect(await store.get('org', 'token')).toBe('kept');
  });

  it('the wait stops growing at the maximum', async () => {
    const { keytar, state } = flakyKeychain();
    let now = 0;
    const store = createSecretStore({
      keytar,
      dir,
      timeoutMs: 10,
      retry: { firstMs: 1_000, maxMs: 3_000, now: () => now },
    });
    for (let i = 0; i < 5; i += 1) {
      await expect(store.get('org', 'token')).rejects.toMatchObject({
        code: 'KEYCHAIN_UNAVAILABLE',
      });
      now += 3_000;
    }
    expect(state.calls).toBe(5); // every call came after its wait, none was refused unasked
  });

  it('a keychain library that could not be loaded is not retried', async () => {
    let loads = 0;
    let now = 0;
    const store = createSecretStore({
      keytar: () => {
        loads += 1;
        return Promise.resolve(new Error('libsecret-1.so.0: cannot open shared object file'));
      },
      dir,
      retry: { firstMs: 10, now: () => now },
    });
    await expect(store.get('o', 'token')).rejects.toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
    now += 1_000_000;
    await expect(store.get('o', 'token')).rejects.toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
    expect(store.mode()).toBe('unavailable');
    expect(loads).toBe(1);
  });

  it('against the real keychain: one timeout, then the keychain is used again', async (context) => {
    const real = await loadKeytar();
    const account = `retry-test-${process.pid}-${Date.now()}`;
    const required = Boolean(process.env.MCD_REQUIRE_KEYCHAIN); // set by npm test's keyring run
    if (real instanceof Error) {
      if (required) throw real;
      return context.skip();
    }
    try {
      await real.setPassword('mission-control-desktop-test', account, 'probe');
    } catch (error) {
      if (required) throw error;
      return context.skip(); // no Secret Service answers here
    }
    await real.deletePassword('mission-control-desktop-test', account);
    let hangOnce = true;
    const keytar: KeytarLike = {
      getPassword: (s, a) =>
        hangOnce ? ((hangOnce = false), new Promise(() => {})) : real.getPassword(s, a),
      setPassword: (s, a, v) => real.setPassword(s, a, v),
      deletePassword: (s, a) => real.deletePassword(s, a),
    };
    let now = 0;
    const store = createSecretStore({
      keytar,
      dir,
      // Long enough for a real Secret Service on a loaded machine; only the forced hang waits it out.
      timeoutMs: 2000,
      retry: { firstMs: 100, now: () => now },
    });
    await expect(store.get(account, 'token')).rejects.toMatchObject({
      code: 'KEYCHAIN_UNAVAILABLE',
    });
    now += 100;
    await store.set(account, 'token', 'from-the-real-keychain');
    expect(store.mode()).toBe('keychain');
    expect(await store.get(account, 'token')).toBe('from-the-real-keychain');
    await store.delete(account, 'token');
  });
});
