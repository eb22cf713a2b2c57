// Atomic private file write: a temp file in the same folder (mode 0600 from creation, so no window
// where others can read it), flushed, then renamed over the target. A crash or a full disk leaves
// the previous file intact.
import { randomBytes } from 'node:crypto';
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
