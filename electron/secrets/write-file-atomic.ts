// Atomic private file write: a temp file in the same folder (mode 0600 from creation, so no window
// where others can read it), flushed, then renamed over the target. A crash or a full disk leaves
// the previous file intact. On Windows an antivirus scanner or an indexer holds a file it has just
// seen for a moment, and the rename fails with EBUSY, EPERM or EACCES: it is tried again a few
// times, backing off, before the write fails. Once renamed, the folder is flushed too (POSIX), so
// the new name survives a power cut, not only the new bytes. A rename across devices (EXDEV: the
// target is a file mounted on its own, e.g. a bind mount) cannot be atomic: it falls back to
// copying over the target and flushing it, and a crash during that copy can leave the target
// partly written (docs/reliability-and-security.md names this residual risk).
import { randomBytes } from 'node:crypto';
import { copyFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { copyFile, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Codes of a file held for a moment by another process (Windows), worth another try. */
const BUSY_CODES = new Set(['EBUSY', 'EPERM', 'EACCES']);
/** Waits between tries: ~1.5 s in all before giving up. */
export const RENAME_BACKOFF_MS = [20, 60, 150, 400, 900] as const;

export interface AtomicWriteFs {
  rename: (from: string, to: string) => Promise<void>;
  copyFile: (from: string, to: string) => Promise<void>;
  wait: (ms: number) => Promise<unknown>;
  /** Flushes a file, or a folder's entries, to disk. */
  sync: (target: string) => Promise<void>;
}

/** fsync of a path; a folder cannot be opened for it on Windows (nor flushed on some file systems). */
async function syncPath(target: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } catch (error) {
    if (!['EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP'].includes(codeOf(error) ?? '')) throw error;
  } finally {
    await handle.close();
  }
}

const realFs: AtomicWriteFs = { rename, copyFile, wait: (ms) => sleep(ms), sync: syncPath };

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** Moves `temp` over `target`: retried while busy, copied across devices (also for streamed writes). */
export async function moveIntoPlace(
  temp: string,
  target: string,
  fs: AtomicWriteFs = realFs,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fs.rename(temp, target);
      await fs.sync(path.dirname(target));
      return;
    } catch (error) {
      const code = codeOf(error);
      if (code === 'EXDEV') {
        await fs.copyFile(temp, target);
        await fs.sync(target);
        await rm(temp, { force: true });
        return;
      }
      const wait = RENAME_BACKOFF_MS[attempt];
      if (!BUSY_CODES.has(code ?? '') || wait === undefined) throw error;
      await fs.wait(wait);
    }
  }
}

export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  mode = 0o600,
  fs: AtomicWriteFs = realFs,
): Promise<void> {
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const handle = await open(temp, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.chmod(mode); // the umask may have narrowed or (on some systems) ignored `mode`
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await moveIntoPlace(temp, target, fs);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Copies `source` over `target` so a crash leaves `target` either old or complete. */
export function copyFileAtomicSync(source: string, target: string): void {
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    copyFileSync(source, temp);
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Our temp files (`.<name>.<12 hex>.tmp`) and conf's (`<name>.tmp-<10 digits><6 hex>`). */
const TEMP_FILE = /^(\..+\.[0-9a-f]{12}\.tmp|.+\.tmp-\d{10}[0-9a-f]{6})$/;

/**
 * Removes the temp files a killed process left in `dir` (not its subfolders). Run at start,
 * once the instance lock is held: no other process of ours is writing there. Returns their names.
 */
export function removeStaleTempFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const stale = names.filter((name) => TEMP_FILE.test(name));
  for (const name of stale) rmSync(path.join(dir, name), { force: true });
  return stale;
}
