import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEYCHAIN_SERVICE } from '../secrets/keychain.ts';
import { createSecretStore } from '../secrets/secret-store.ts';
import { memoryKeytar } from '../secrets/testing/memory-keytar.ts';
import { DISK_FULL_PAUSE_MS, type CacheServiceOptions } from './cache-service.ts';
import { cacheServiceIn } from './testing/cache-fixture.ts';

let dir: string;
let clock = 1_700_000_000_000;
const DAY = 24 * 3600_000;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-cache-service-'));
  clock = 1_700_000_000_000;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function service(
  secrets: CacheServiceOptions['secrets'],
  overrides: Partial<CacheServiceOptions> = {},
) {
  return cacheServiceIn(dir, secrets, () => clock, overrides);
}

function keychainSecrets() {
  const { keytar, entries } = memoryKeytar();
  return { secrets: createSecretStore({ keytar, dir: path.join(dir, 'secrets') }), entries };
}

describe('cache service', () => {
  it('round-trips a string payload through the handlers and keeps a 32-byte key in the keychain', async () => {
    const { secrets, entries } = keychainSecrets();
    const cache = service(secrets);
    const payload = JSON.stringify({ clientState: { queries: [{ queryKey: ['checks'] }] } });
    const { bytes } = await cache.handlers['cache:write'](
      { orgId: 'acme', payload },
      { url: 'x', isTopFrame: true },
    );
    expect(bytes).toBeGreaterThan(payload.length);
    const stored = entries.get(`${KEYCHAIN_SERVICE}|acme/cache-key`);
    expect(stored && Buffer.from(stored, 'base64').length).toBe(32);

    // A restart (new service, same keychain) reads it back with the stored key.
    const again = service(secrets);
    const read = await again.handlers['cache:read'](
      { orgId: 'acme' },
      { url: 'x', isTopFrame: true },
    );
    expect(read).toEqual({ status: 'hit', payload, writtenAt: clock });
    expect(
      await again.handlers['cache:size']({ orgId: 'acme' }, { url: 'x', isTopFrame: true }),
    ).toEqual({
      bytes,
    });
  });

  it('creates one key per organisation even when calls race', async () => {
    const { secrets, entries } = keychainSecrets();
    const cache = service(secrets);
    const sender = { url: 'x', isTopFrame: true };
    await Promise.all([
      cache.handlers['cache:write']({ orgId: 'acme', payload: 'a' }, sender),
      cache.handlers['cache:read']({ orgId: 'acme' }, sender),
      cache.handlers['cache:write']({ orgId: 'beta', payload: 'b' }, sender),
    ]);
    const a = entries.get(`${KEYCHAIN_SERVICE}|acme/cache-key`);
    const b = entries.get(`${KEYCHAIN_SERVICE}|beta/cache-key`);
    expect(a).toBeDefined();
    expect(a).not.toEqual(b);
    const read = await service(secrets).store.read('acme');
    expect(read).toMatchObject({ status: 'hit', payload: 'a' });
  });

  it('without a keychain, keeps the key in memory: works for the session, unreadable after a restart', async () => {
    const secrets = createSecretStore({
      keytar: new Error('no D-Bus session'),
      dir: path.join(dir, 'secrets'),
    });
    const cache = service(secrets);
    await cache.store.write('acme', 'session data');
    expect(await cache.store.read('acme')).toMatchObject({
      status: 'hit',
      payload: 'session data',
    });
    expect(cache.keys.sessionOnly()).toBe(true);
    // Nothing key-like was written next to the cache.
    expect(readdirSync(path.join(dir, 'cache'))).toEqual(['acme.cache']);

    const restarted = service(secrets);
    expect(await restarted.store.read('acme')).toEqual({
      status: 'discarded',
      reason: 'the cache file could not be decrypted',
    });
  });

  it('discards blobs from another app version and older than the maxAge setting', async () => {
    const { secrets } = keychainSecrets();
    await service(secrets, { appVersion: '1.0.0' }).store.write('acme', 'old app');
    expect(await service(secrets).store.read('acme')).toEqual({
      status: 'discarded',
      reason: 'the cache was written by another version of the app',
    });

    let maxAgeDays = 7;
    const cache = service(secrets, { maxAgeDays: () => maxAgeDays });
    await cache.store.write('acme', 'fresh');
    clock += 3 * DAY;
    expect(await cache.store.read('acme')).toMatchObject({ status: 'hit' });
    maxAgeDays = 2; // the setting is read on every access
    expect(await cache.store.read('acme')).toMatchObject({ status: 'discarded' });
  });

  it('quarantines a corrupt blob and answers discarded', async () => {
    const { secrets } = keychainSecrets();
    const cache = service(secrets);
    await cache.store.write('acme', 'x');
    writeFileSync(path.join(dir, 'cache', 'acme.cache'), 'garbage');
    const read = await cache.handlers['cache:read'](
      { orgId: 'acme' },
      { url: 'x', isTopFrame: true },
    );
    expect(read).toEqual({ status: 'discarded', reason: 'the cache file was damaged' });
    expect(
      readdirSync(path.join(dir, 'cache')).some((f) => f.startsWith('acme.cache.corrupt-')),
    ).toBe(true);
  });

  it('tells the user once that the disk is full', async () => {
    const { secrets } = keychainSecrets();
    const told: string[] = [];
    const cache = service(secrets, { notify: (message) => told.push(message) });
    const sender = { url: 'x', isTopFrame: true };
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    let attempts = 0;
    cache.store.write = () => {
      attempts += 1;
      return Promise.reject(full);
    };
    const write = () => cache.handlers['cache:write']({ orgId: 'acme', payload: '{}' }, sender);
    await expect(write()).rejects.toThrow('no space left');
    // Reliability row 33: the writes rest for a while instead of failing on every idle moment.
    clock += DISK_FULL_PAUSE_MS - 1_000;
    await expect(write()).rejects.toMatchObject({
      code: 'DISK_FULL',
      message: 'Offline data is not being saved: the disk was full. The next try is in 1 s.',
    });
    expect(attempts).toBe(1);
    clock += 1_000;
    await expect(write()).rejects.toThrow('no space left');
    expect(attempts).toBe(2);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^The disk is full, so offline data is not being saved\./);
    // Space freed: the next write after the rest goes through and writes continue.
    cache.store.write = () => Promise.resolve({ bytes: 2 });
    clock += DISK_FULL_PAUSE_MS;
    await expect(write()).resolves.toEqual({ bytes: 2 });
    await expect(write()).resolves.toEqual({ bytes: 2 });
  });

  it('clear removes the blob; purge also forgets the key', async () => {
    const { secrets, entries } = keychainSecrets();
    const cache = service(secrets);
    const sender = { url: 'x', isTopFrame: true };
    await cache.store.write('acme', 'x');
    expect(await cache.handlers['cache:clear']({ orgId: 'acme' }, sender)).toEqual({
      cleared: true,
    });
    expect(await cache.handlers['cache:size']({ orgId: 'acme' }, sender)).toEqual({ bytes: 0 });
    expect(await cache.handlers['cache:clear']({ orgId: 'acme' }, sender)).toEqual({
      cleared: false,
    });

    await cache.store.write('acme', 'y');
    expect(entries.has(`${KEYCHAIN_SERVICE}|acme/cache-key`)).toBe(true);
    await cache.purge('acme');
    expect(entries.has(`${KEYCHAIN_SERVICE}|acme/cache-key`)).toBe(false);
    expect(await cache.store.read('acme')).toEqual({ status: 'miss' });
  });

  it('refuses to write the cache of an organisation that no longer exists', async () => {
    const { secrets, entries } = keychainSecrets();
    const known = new Set(['acme']);
    const cache = service(secrets, { isKnownOrg: (orgId) => known.has(orgId) });
    const sender = { url: 'x', isTopFrame: true };
    known.delete('acme');
    await expect(
      cache.handlers['cache:write']({ orgId: 'acme', payload: 'late' }, sender),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await cache.store.read('acme')).toEqual({ status: 'miss' });
    expect(entries.has(`${KEYCHAIN_SERVICE}|acme/cache-key`)).toBe(false);
  });
});
