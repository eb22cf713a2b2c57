import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCacheStore, type CacheStoreOptions } from './cache-store.ts';

let dir: string;
const keys = new Map<string, Buffer>();
let clock = 1_700_000_000_000;

function store(overrides: Partial<CacheStoreOptions> = {}) {
  return createCacheStore({
    dir,
    appVersion: '1.0.0',
    schemaVersion: 1,
    getKey: (orgId) => {
      if (!keys.has(orgId)) keys.set(orgId, randomBytes(32));
      return Promise.resolve(keys.get(orgId)!);
    },
    maxAgeMs: () => 7 * 24 * 3600_000,
    now: () => clock,
    ...overrides,
  });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-cache-'));
  keys.clear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('cache store', () => {
  it('round-trips a payload, encrypted at rest, with mode 0600', async () => {
    const cache = store();
    const payload = JSON.stringify({ checks: [{ name: 'api-health-secret-name' }] });
    await cache.write('acme', payload);
    const file = path.join(dir, 'acme.cache');
    expect(readFileSync(file).toString('latin1')).not.toContain('api-health-secret-name');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await cache.read('acme')).toEqual({ status: 'hit', payload, writtenAt: clock });
  });

  it('keeps organisations apart: one file each, and a file copied across orgs is refused', async () => {
    const cache = store();
    await cache.write('org-a', '"A data"');
    await cache.write('org-b', '"B data"');
    expect(readdirSync(dir).sort()).toEqual(['org-a.cache', 'org-b.cache']);
    writeFileSync(path.join(dir, 'org-b.cache'), readFileSync(path.join(dir, 'org-a.cache')));
    const read = await cache.read('org-b');
    expect(read).toEqual({
      status: 'discarded',
      reason: 'the cache file belonged to another organisation',
    });
  });

  it('quarantines a truncated or garbage file and reports it, never throws', async () => {
    const cache = store();
    await cache.write('acme', '"x"'.repeat(1000));
    const file = path.join(dir, 'acme.cache');
    writeFileSync(file, readFileSync(file).subarray(0, 200));
    expect(await cache.read('acme')).toMatchObject({ status: 'discarded' });
    expect(readdirSync(dir).some((f) => f.startsWith('acme.cache.corrupt-'))).toBe(true);
    writeFileSync(file, 'garbage without a header');
    expect(await cache.read('acme')).toEqual({
      status: 'discarded',
      reason: 'the cache file was damaged',
    });
    expect(await cache.read('acme')).toEqual({ status: 'miss' });
  });

  it('discards caches of another app version and ones older than the maximum age', async () => {
    await store({ appVersion: '0.9.0' }).write('acme', '"old app"');
    expect(await store().read('acme')).toEqual({
      status: 'discarded',
      reason: 'the cache was written by another version of the app',
    });
    await store().write('acme', '"fresh"');
    clock += 8 * 24 * 3600_000;
    expect(await store().read('acme')).toMatchObject({
      status: 'discarded',
      reason: expect.stringContaining('older') as string,
    });
  });

  it('a lost key (org removed, keyring changed) makes the cache unreadable and it is set aside', async () => {
    const cache = store();
    await cache.write('acme', '"data"');
    keys.set('acme', randomBytes(32));
    expect(await cache.read('acme')).toEqual({
      status: 'discarded',
      reason: 'the cache file could not be decrypted',
    });
  });

  it('a failed write leaves the previous file intact and no temp file behind', async () => {
    const cache = store();
    await cache.write('acme', '"good"');
    const failing = store({ getKey: () => Promise.resolve(Buffer.alloc(7)) }); // wrong key size → cipher throws
    await expect(failing.write('acme', '"new"')).rejects.toThrow();
    expect(await cache.read('acme')).toMatchObject({ status: 'hit', payload: '"good"' });
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('remove deletes the cache and its quarantined copies; size reports bytes', async () => {
    const cache = store();
    await cache.write('acme', '"data"');
    expect(await cache.size('acme')).toBeGreaterThan(0);
    writeFileSync(path.join(dir, 'acme.cache.corrupt-1'), 'x');
    await cache.remove('acme');
    expect(readdirSync(dir)).toEqual([]);
    expect(await cache.size('acme')).toBe(0);
  });

  it('refuses ids that could escape the folder', async () => {
    await expect(store().write('../../etc/passwd', '"x"')).rejects.toThrow(
      'not an organisation id',
    );
  });
});
