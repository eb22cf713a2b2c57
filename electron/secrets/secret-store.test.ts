import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_MARKER } from './encrypted-file.ts';
import { KEYCHAIN_SERVICE, type KeytarLike } from './keychain.ts';
import { memoryKeytar } from './testing/memory-keytar.ts';
import { createSecretStore } from './secret-store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mcd-secrets-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('SecretStore', () => {
  it('keeps small values in the keychain under <orgId>/<kind>', async () => {
    const { keytar, entries } = memoryKeytar();
    const store = createSecretStore({ keytar, dir });
    await store.set('org-1', 'token', 'abc.def');
    expect(entries.get(`${KEYCHAIN_SERVICE}|org-1/token`)).toBe('abc.def');
    expect(await store.get('org-1', 'token')).toBe('abc.def');
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });

  it('puts values over 2,560 bytes in an encrypted file whose key is in the keychain', async () => {
    const { keytar, entries } = memoryKeytar();
    const store = createSecretStore({ keytar, dir });
    const big = `apiVersion: v1\n# ${'x'.repeat(3000)}\npassword: very-secret-token\n`;
    await store.set('org-1', 'kubeconfig', big);
    const pointer = entries.get(`${KEYCHAIN_SERVICE}|org-1/kubeconfig`);
    expect(pointer?.startsWith(FILE_MARKER)).toBe(true);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const raw = await readFile(path.join(dir, files[0] ?? ''));
    expect(raw.includes(Buffer.from('very-secret-token'))).toBe(false); // not plaintext on disk
    expect(await store.get('org-1', 'kubeconfig')).toBe(big);
    // Shrinking the value moves it back to the keychain and removes the file.
    await store.set('org-1', 'kubeconfig', 'small');
    expect(await readdir(dir)).toEqual([]);
    expect(await store.get('org-1', 'kubeconfig')).toBe('small');
  });

  it('on a decrypt failure keeps the ciphertext and asks to sign in again', async () => {
    const { keytar, entries } = memoryKeytar();
    const store = createSecretStore({ keytar, dir });
    await store.set('org-1', 'kubeconfig', 'y'.repeat(5000));
    const [file = ''] = await readdir(dir);
    const before = await readFile(path.join(dir, file));
    // The keyring changed: the key in the keychain no longer opens the file.
    entries.set(
      `${KEYCHAIN_SERVICE}|org-1/kubeconfig`,
      `${FILE_MARKER}${Buffer.alloc(32, 7).toString('base64')}`,
    );
    await expect(store.get('org-1', 'kubeconfig')).rejects.toMatchObject({
      code: 'SECRET_UNREADABLE',
      message: expect.stringMatching(/Sign in again/) as unknown,
    });
    expect(await readFile(path.join(dir, file))).toEqual(before);
    // A tampered file is refused the same way, and still not deleted.
    await writeFile(
      path.join(dir, file),
      Buffer.concat([before.subarray(0, 40), Buffer.from('tampered')]),
    );
    await expect(store.get('org-1', 'kubeconfig')).rejects.toMatchObject({
      code: 'SECRET_UNREADABLE',
    });
    expect(await readdir(dir)).toEqual([file]);
  });

  it('a hanging keychain times out, reports unavailable, and offers session-only memory', async () => {
    const hanging: KeytarLike = {
      getPassword: () => new Promise(() => {}),
      setPassword: () => new Promise(() => {}),
      deletePassword: () => new Promise(() => {}),
    };
    const store = createSecretStore({ keytar: hanging, dir, timeoutMs: 50 });
    const started = Date.now();
    await expect(store.get('org-1', 'token')).rejects.toMatchObject({
      code: 'KEYCHAIN_UNAVAILABLE',
      message: expect.stringMatching(/did not answer/) as unknown,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(store.mode()).toBe('unavailable');
    expect(store.unavailableReason()).toMatch(/session only/);
    // Explained once: later calls fail at once instead of hanging again.
    const again = Date.now();
    await expect(store.set('org-1', 'token', 't')).rejects.toMatchObject({
      code: 'KEYCHAIN_UNAVAILABLE',
    });
    expect(Date.now() - again).toBeLessThan(40);
    store.useSessionOnly();
    await store.set('org-1', 'token', 't');
    expect(await store.get('org-1', 'token')).toBe('t');
    expect(await readdir(dir).catch(() => [])).toEqual([]); // never plaintext on disk
  });

  it('a keytar that failed to load is reported as unavailable, not thrown', async () => {
    const store = createSecretStore({
      keytar: new Error('libsecret-1.so.0: cannot open shared object file'),
      dir,
    });
    await expect(store.get('o', 'token')).rejects.toMatchObject({
      code: 'KEYCHAIN_UNAVAILABLE',
      message: expect.stringMatching(/libsecret/) as unknown,
    });
  });

  it('purgeOrg removes every kind and the encrypted files, and nothing of other orgs', async () => {
    const { keytar, entries } = memoryKeytar();
    const store = createSecretStore({ keytar, dir });
    await store.set('a', 'token', 't');
    await store.set('a', 'password', 'p');
    await store.set('a', 'kubeconfig', 'k'.repeat(4000));
    await store.set('b', 'token', 'other');
    await store.purgeOrg('a');
    expect([...entries.keys()]).toEqual([`${KEYCHAIN_SERVICE}|b/token`]);
    expect(await readdir(dir)).toEqual([]);
  });
});
