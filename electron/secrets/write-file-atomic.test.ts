import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeStaleTempFiles, writeFileAtomic } from './write-file-atomic.ts';

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
