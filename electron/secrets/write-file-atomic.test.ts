import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFile, rename } from 'node:fs/promises';
import {
  RENAME_BACKOFF_MS,
  removeStaleTempFiles,
  writeFileAtomic,
  type AtomicWriteFs,
} from './write-file-atomic.ts';

const fsError = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });

/** Real file operations, with the first `failures` renames failing with `code`; waits recorded. */
function flakyFs(code: string, failures: number) {
  const waits: number[] = [];
  const syncs: string[] = [];
  let renames = 0;
  const fs: AtomicWriteFs = {
    rename: async (from, to) => {
      renames += 1;
      if (renames <= failures) throw fsError(code);
      await rename(from, to);
    },
    copyFile: (from, to) => copyFile(from, to),
    wait: (ms) => Promise.resolve(void waits.push(ms)),
    sync: (target) => Promise.resolve(void syncs.push(target)),
  };
  return { fs, waits, syncs, renames: () => renames };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mcd-atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('replaces a 0644 file with a 0600 one and leaves no temp file', async () => {
    const file = path.join(dir, 'config.yaml');
    await writeFile(file, 'old');
    await chmod(file, 0o644);
    await writeFileAtomic(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(['config.yaml']);
  });

  it('keeps the previous file intact when the write fails', async () => {
    const file = path.join(dir, 'config.yaml');
    await writeFile(file, 'previous');
    // A value fs cannot write (like ENOSPC mid-write) must not touch the target.
    await expect(writeFileAtomic(file, 42 as unknown as string)).rejects.toThrow();
    expect(await readFile(file, 'utf8')).toBe('previous');
    expect(await readdir(dir)).toEqual(['config.yaml']);
  });

  it('fails cleanly when the target is a directory', async () => {
    await expect(writeFileAtomic(dir, 'x')).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('writeFileAtomic on a locked or foreign-device target (reliability row 34)', () => {
  it.each(['EBUSY', 'EPERM', 'EACCES'])(
    'tries again, backing off, while the target is held (%s)',
    async (code) => {
      const file = path.join(dir, 'cache.bin');
      await writeFile(file, 'old');
      const flaky = flakyFs(code, 3);
      await writeFileAtomic(file, 'new', 0o600, flaky.fs);
      expect(await readFile(file, 'utf8')).toBe('new');
      expect(flaky.waits).toEqual(RENAME_BACKOFF_MS.slice(0, 3));
      expect(await readdir(dir)).toEqual(['cache.bin']);
    },
  );

  it('gives up after its last try, keeping the previous file and no temp file', async () => {
    const file = path.join(dir, 'cache.bin');
    await writeFile(file, 'previous');
    const flaky = flakyFs('EBUSY', 100);
    await expect(writeFileAtomic(file, 'new', 0o600, flaky.fs)).rejects.toMatchObject({
      code: 'EBUSY',
    });
    expect(flaky.renames()).toBe(RENAME_BACKOFF_MS.length + 1);
    expect(await readFile(file, 'utf8')).toBe('previous');
    expect(await readdir(dir)).toEqual(['cache.bin']);
  });

  it('does not retry other failures (ENOSPC, ENOENT)', async () => {
    const file = path.join(dir, 'cache.bin');
    const flaky = flakyFs('ENOSPC', 1);
    await expect(writeFileAtomic(file, 'new', 0o600, flaky.fs)).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(flaky.waits).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('copies over the target when the rename crosses devices (EXDEV)', async () => {
    const file = path.join(dir, 'cache.bin');
    await writeFile(file, 'old');
    const flaky = flakyFs('EXDEV', 1);
    await writeFileAtomic(file, 'new', 0o600, flaky.fs);
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['cache.bin']);
    // Not atomic, so at least flushed: the copied bytes reach the disk before the call returns.
    expect(flaky.syncs).toEqual([file]);
  });

  it('flushes the folder after the rename, so the new name survives a power cut', async () => {
    const file = path.join(dir, 'registry.json');
    const flaky = flakyFs('EBUSY', 0);
    await writeFileAtomic(file, '{}', 0o600, flaky.fs);
    expect(flaky.syncs).toEqual([dir]);
  });

  it('flushes a real folder without an error on this platform', async () => {
    await writeFileAtomic(path.join(dir, 'settings.json'), '{}');
    expect(await readFile(path.join(dir, 'settings.json'), 'utf8')).toBe('{}');
  });
});

describe('removeStaleTempFiles', () => {
  it("removes the temp files of killed writes (ours and conf's) and nothing else", async () => {
    const names = [
      '.abc.secret.0123456789ab.tmp', // writeFileAtomic
      'organisations.json.tmp-1764128000a1b2c3', // conf (atomically)
      'organisations.json',
      'settings.json.bak',
      'notes.tmp',
      'acme.cache',
    ];
    for (const name of names) await writeFile(path.join(dir, name), 'x');
    expect(removeStaleTempFiles(dir).sort()).toEqual([
      '.abc.secret.0123456789ab.tmp',
      'organisations.json.tmp-1764128000a1b2c3',
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      'acme.cache',
      'notes.tmp',
      'organisations.json',
      'settings.json.bak',
    ]);
    expect(removeStaleTempFiles(path.join(dir, 'missing'))).toEqual([]);
  });
});
