// The cache file's header (format, versions, org, written-at) is authenticated with the data:
// editing the written-at time to defeat the maximum age makes the file unreadable, and files of
// the old format (whose header nothing authenticated) are discarded once, then written anew.
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCacheStore } from './cache-store.ts';

const DAY = 24 * 3600_000;
let dir: string;
let clock = 1_700_000_000_000;
const key = randomBytes(32);

function store() {
  return createCacheStore({
    dir,
    appVersion: '1.0.0',
    schemaVersion: 1,
    getKey: () => Promise.resolve(key),
    maxAgeMs: () => 7 * DAY,
    now: () => clock,
  });
}

/** Rewrites the header line's JSON with `edit`, leaving everything after the newline as it was. */
function editHeader(file: string, edit: (header: Record<string, unknown>) => void): void {
  const data = readFileSync(file);
  const newline = data.indexOf(0x0a);
  const header = JSON.parse(data.subarray(8, newline).toString('utf8')) as Record<string, unknown>;
  edit(header);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`MCDCACHE${JSON.stringify(header)}`), data.subarray(newline)]),
  );
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-cache-header-'));
  clock = 1_700_000_000_000;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('cache header authentication', () => {
  it('refuses a file whose written-at time was moved forward to defeat the maximum age', async () => {
    const cache = store();
    await cache.write('acme', '"stale data"');
    clock += 30 * DAY;
    const file = path.join(dir, 'acme.cache');
    editHeader(file, (header) => {
      header.writtenAt = clock - 1000;
    });
    expect(await cache.read('acme')).toEqual({
      status: 'discarded',
      reason: 'the cache file could not be decrypted',
    });
    expect(readdirSync(dir).some((f) => f.startsWith('acme.cache.corrupt-'))).toBe(true);
  });

  it('refuses a file whose version fields were edited, even with the data untouched', async () => {
    const cache = store();
    await cache.write('acme', '"data"');
    editHeader(path.join(dir, 'acme.cache'), (header) => {
      header.iv = String(header.iv); // same value, different key order: still not the bytes sealed
      header.extra = 1;
    });
    expect(await cache.read('acme')).toMatchObject({ status: 'discarded' });
  });

  it('reads an untouched file back', async () => {
    const cache = store();
    await cache.write('acme', '"fresh"');
    clock += DAY;
    expect(await cache.read('acme')).toEqual({
      status: 'hit',
      payload: '"fresh"',
      writtenAt: clock - DAY,
    });
  });

  it('discards a file of the old format once, cleanly, and the next write replaces it', async () => {
    // Format 1: the tag inside an unauthenticated header, AAD only magic + org id.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from('MCDCACHEacme'));
    const body = Buffer.concat([cipher.update('"old"', 'utf8'), cipher.final()]);
    const header = {
      formatVersion: 1,
      appVersion: '1.0.0',
      schemaVersion: 1,
      orgId: 'acme',
      writtenAt: clock,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
    };
    const file = path.join(dir, 'acme.cache');
    writeFileSync(file, Buffer.concat([Buffer.from(`MCDCACHE${JSON.stringify(header)}\n`), body]));

    const cache = store();
    expect(await cache.read('acme')).toEqual({
      status: 'discarded',
      reason: 'the cache was written in an older format',
    });
    expect(readdirSync(dir)).toEqual([]);
    expect(await cache.read('acme')).toEqual({ status: 'miss' });
    await cache.write('acme', '"new"');
    expect(await cache.read('acme')).toMatchObject({ status: 'hit', payload: '"new"' });
  });

  it('treats a header that is JSON but not an object as damage, without throwing', async () => {
    writeFileSync(path.join(dir, 'acme.cache'), 'MCDCACHEnull\nxxxxxxxxxxxxxxxxxxxx');
    expect(await store().read('acme')).toEqual({
      status: 'discarded',
      reason: 'the cache file was damaged',
    });
  });
});
