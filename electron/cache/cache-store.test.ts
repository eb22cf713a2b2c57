import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type * as fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCacheStore, type CacheStoreOptions } from './cache-store.ts';

// File-system faults injected under the store (and writeFileAtomic below it): a rename or a write
// that fails after the payload was encrypted, as a full disk or an I/O error would.
const faults = vi.hoisted(() => ({
  /** Runs instead of fs.rename while set. */
  rename: null as ((from: string, to: string) => Promise<void>) | null,
  /** Runs instead of FileHandle.writeFile while set (it gets the real handle to write with). */
  write: null as ((handle: fsPromises.FileHandle, data: Uint8Array) => Promise<void>) | null,
}));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof fsPromises>();
  const rename: typeof real.rename = (from, to) =>
    faults.rename ? faults.rename(String(from), String(to)) : real.rename(from, to);
  const open = async (...args: Parameters<typeof real.open>) => {
    const handle = await real.open(...args);
    const { write } = faults;
    if (write) {
      Object.defineProperty(handle, 'writeFile', {
        value: (data: Uint8Array) => write(handle, data),
      });
    }
    return handle;
  };
  return { ...real, default: { ...real, rename, open }, rename, open };
});

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
afterEach(() => {
  faults.rename = null;
  faults.write = null;
  rmSync(dir, { recursive: true, force: true });
});

const ioError = (code: string, syscall: string) =>
  Object.assign(new Error(`${code}: injected fault, ${syscall}`), { code, syscall });

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

  it('a rename that fails after the encrypted temp file is written leaves the previous file intact and no temp file', async () => {
    const cache = store();
    await cache.write('acme', '"good"');
    const previous = readFileSync(path.join(dir, 'acme.cache'));
    const seen: { temp: string; bytes: Buffer }[] = [];
    faults.rename = (from, to) => {
      // The failure comes after encryption: the complete new file is on disk beside the target.
      expect(to).toBe(path.join(dir, 'acme.cache'));
      seen.push({ temp: from, bytes: readFileSync(from) });
      return Promise.reject(ioError('EIO', 'rename'));
    };
    await expect(cache.write('acme', '"new"')).rejects.toMatchObject({ code: 'EIO' });
    faults.rename = null;

    expect(seen).toHaveLength(1);
    expect(path.dirname(seen[0]!.temp)).toBe(dir);
    expect(seen[0]!.bytes.subarray(0, 8).toString()).toBe('MCDCACHE');
    expect(seen[0]!.bytes.equals(previous)).toBe(false);
    expect(existsSync(seen[0]!.temp)).toBe(false);
    expect(readdirSync(dir)).toEqual(['acme.cache']);
    expect(readFileSync(path.join(dir, 'acme.cache')).equals(previous)).toBe(true);
    expect(await cache.read('acme')).toMatchObject({ status: 'hit', payload: '"good"' });
  });

  it('a disk that fills up in the middle of the write leaves the previous file intact and no temp file', async () => {
    const cache = store();
    await cache.write('acme', '"good"');
    const previous = readFileSync(path.join(dir, 'acme.cache'));
    let written = 0;
    faults.write = async (handle, data) => {
      // Half the encrypted bytes reach the temp file, then the disk is full.
      written = (await handle.write(data.subarray(0, Math.floor(data.length / 2)))).bytesWritten;
      expect((await handle.stat()).size).toBe(written);
      throw ioError('ENOSPC', 'write');
    };
    await expect(cache.write('acme', JSON.stringify('x'.repeat(4096)))).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    faults.write = null;

    expect(written).toBeGreaterThan(1000);
    expect(readdirSync(dir)).toEqual(['acme.cache']);
    expect(readFileSync(path.join(dir, 'acme.cache')).equals(previous)).toBe(true);
    expect(await cache.read('acme')).toMatchObject({ status: 'hit', payload: '"good"' });
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

  it('a removal that comes while a write waits for its key is done after that write, not undone by it', async () => {
    let giveKey: () => void = () => undefined;
    const keyGiven = new Promise<void>((resolve) => (giveKey = resolve));
    const key = randomBytes(32);
    const cache = store({ getKey: () => keyGiven.then(() => key) });
    const write = cache.write('acme', '"before the clear"');
    const removed = cache.remove('acme');
    await new Promise((resolve) => setTimeout(resolve, 10));
    giveKey();
    await Promise.all([write, removed]);
    expect(readdirSync(dir)).toEqual([]);
    // A write that comes after the removal is new data, and stays.
    await cache.write('acme', '"after"');
    expect(readdirSync(dir)).toEqual(['acme.cache']);
  });

  it('refuses ids that could escape the folder', async () => {
    await expect(store().write('../../etc/passwd', '"x"')).rejects.toThrow(
      'not an organisation id',
    );
  });
});
