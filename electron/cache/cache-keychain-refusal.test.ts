// Issue 39 item 5: a keychain that refuses for a moment (a dismissed prompt, D-Bus activation) must
// not cost the offline cache. The cache stays on disk untouched, nothing is written under a key the
// next start could not have, and the keychain is asked again — so once it answers, the cache reads
// back, in this session and after a restart. (The existing test of a keychain that never loads is
// in cache-service.test.ts.)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KeytarLike } from '../secrets/keychain.ts';
import { createSecretStore, KEYCHAIN_RETRY_FIRST_MS } from '../secrets/secret-store.ts';
import { memoryKeytar } from '../secrets/testing/memory-keytar.ts';
import { cacheServiceIn } from './testing/cache-fixture.ts';

let dir: string;
let clock = 1_700_000_000_000;
const sender = { url: 'x', isTopFrame: true };

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-cache-refusal-'));
  clock = 1_700_000_000_000;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The same keychain entries, refusing the next `refusals` calls as a dismissed prompt would. */
function flakyKeytar(keytar: KeytarLike, refusals: { left: number }): KeytarLike {
  const refuse = () => {
    if (refusals.left <= 0) return false;
    refusals.left -= 1;
    return true;
  };
  const no = () => Promise.reject(new Error('the user dismissed the keychain prompt'));
  return {
    getPassword: (s, a) => (refuse() ? no() : keytar.getPassword(s, a)),
    setPassword: (s, a, v) => (refuse() ? no() : keytar.setPassword(s, a, v)),
    deletePassword: (s, a) => (refuse() ? no() : keytar.deletePassword(s, a)),
  };
}

/** One start of the app: a secret store and a cache service over the same folder and keychain. */
function start(keytar: KeytarLike) {
  const secrets = createSecretStore({
    keytar,
    dir: path.join(dir, 'secrets'),
    retry: { now: () => clock },
  });
  return cacheServiceIn(dir, secrets, () => clock);
}

const cacheFiles = () => readdirSync(path.join(dir, 'cache')).sort();

describe('offline cache with a keychain that refuses for a moment', () => {
  it('keeps the cache readable across the refusal and a restart, and quarantines nothing', async () => {
    const { keytar } = memoryKeytar();
    const first = start(keytar);
    await first.handlers['cache:write']({ orgId: 'acme', payload: 'offline data' }, sender);
    const written = readFileSync(path.join(dir, 'cache', 'acme.cache'));

    // The next start: the keychain refuses twice, then answers.
    const refusals = { left: 2 };
    const second = start(flakyKeytar(keytar, refusals));
    const read = () => second.handlers['cache:read']({ orgId: 'acme' }, sender);
    await expect(read()).rejects.toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
    // A write meanwhile is refused too: nothing goes to disk under a key of this session only.
    await expect(
      second.handlers['cache:write']({ orgId: 'acme', payload: 'session only' }, sender),
    ).rejects.toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
    expect(readFileSync(path.join(dir, 'cache', 'acme.cache')).equals(written)).toBe(true);
    expect(cacheFiles()).toEqual(['acme.cache']);
    expect(second.keys.sessionOnly()).toBe(false);

    // After the back-off the keychain is asked again: refused once more, then it answers.
    clock += KEYCHAIN_RETRY_FIRST_MS;
    await expect(read()).rejects.toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
    expect(refusals.left).toBe(0);
    clock += 2 * KEYCHAIN_RETRY_FIRST_MS;
    await expect(read()).resolves.toEqual({
      status: 'hit',
      payload: 'offline data',
      writtenAt: 1_700_000_000_000,
    });
    await second.handlers['cache:write']({ orgId: 'acme', payload: 'newer data' }, sender);

    // A restart with the keychain working reads what the session wrote after the refusal.
    const third = start(keytar);
    await expect(third.handlers['cache:read']({ orgId: 'acme' }, sender)).resolves.toMatchObject({
      status: 'hit',
      payload: 'newer data',
    });
    expect(cacheFiles()).toEqual(['acme.cache']);
    expect(existsSync(path.join(dir, 'cache', 'acme.cache'))).toBe(true);
  });

  it('creates no key while the keychain refuses to store one, and writes nothing until it does', async () => {
    const { keytar, entries } = memoryKeytar();
    const refusals = { left: 0 };
    const cache = start(flakyKeytar(keytar, refusals));
    // The read finds no key (a first start), then storing the new key is refused.
    const write = () => cache.handlers['cache:write']({ orgId: 'acme', payload: 'data' }, sender);
    const original = keytar.setPassword.bind(keytar);
    let stores = 0;
    keytar.setPassword = (s, a, v) => {
      stores += 1;
      return stores === 1 ? Promise.reject(new Error('locked collection')) : original(s, a, v);
    };
    await expect(write()).rejects.toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
    expect(existsSync(path.join(dir, 'cache', 'acme.cache'))).toBe(false);
    expect(entries.size).toBe(0);
    clock += KEYCHAIN_RETRY_FIRST_MS;
    await expect(write()).resolves.toMatchObject({ bytes: expect.any(Number) as number });
    const restarted = start(keytar);
    await expect(
      restarted.handlers['cache:read']({ orgId: 'acme' }, sender),
    ).resolves.toMatchObject({ status: 'hit', payload: 'data' });
  });
});
