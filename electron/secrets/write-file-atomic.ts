// Atomic private file write: a temp file in the same folder (mode 0600 from creation, so no window
// where others can read it), flushed, then renamed over the target. A crash or a full disk leaves
// the previous file intact.
import { randomBytes } from 'node:crypto';
import { copyFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  mode = 0o600,
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
    await rename(temp, target);
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
