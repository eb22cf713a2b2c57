// Copies a Sandbox database seeded when the app was built into a user's data folder: the first
// thing a first start does, so its bytes count. A write-ahead log segment is 16 MB of which a
// freshly checkpointed template uses a few hundred bytes; it is written as those bytes and a hole
// (the file keeps its size, the rest reads as zeros), which halves what a first start writes.
// Everything else is cloned where the file system can (APFS, Btrfs, XFS), else copied. The files
// are copied all at once on libuv's threads (~50-90 ms for the small seed's ~800 files on the
// 2-core VM, against ~175 ms for fs.cpSync), so the event loop stays free meanwhile: the Sandbox's
// command line loads the server and PGlite while its first start copies (cli.ts).
import { constants, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { copyFile, open, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A WAL segment's file name: timeline, log and segment as 24 hex digits. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

function isWalSegment(file: string): boolean {
  return WAL_SEGMENT.test(path.basename(file)) && path.basename(path.dirname(file)) === 'pg_wal';
}

/** Writes `source` to `target` with its trailing zeros left as a hole of the same length. */
async function copyWithoutTrailingZeros(source: string, target: string): Promise<void> {
  const bytes = await readFile(source);
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  const file = await open(target, 'w');
  try {
    if (end > 0) await file.write(bytes, 0, end, 0);
    await file.truncate(bytes.length);
  } finally {
    await file.close();
  }
}

export async function copyTemplate(templateDir: string, dataDir: string): Promise<void> {
  const entries = readdirSync(templateDir, { recursive: true, withFileTypes: true });
  const target = (source: string) => path.join(dataDir, path.relative(templateDir, source));
  mkdirSync(dataDir, { recursive: true });
  for (const entry of entries)
    if (entry.isDirectory())
      mkdirSync(target(path.join(entry.parentPath, entry.name)), { recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const source = path.join(entry.parentPath, entry.name);
        return isWalSegment(source)
          ? copyWithoutTrailingZeros(source, target(source))
          : copyFile(source, target(source), constants.COPYFILE_FICLONE);
      }),
  );
}

/**
 * A first start's copy, begun by the Sandbox's command line before the rest of the Sandbox (PGlite,
 * the server) has loaded, which then loads while it copies. Only into a data folder that does not
 * exist or is empty, from a template that has a database; anything else (a database there, a
 * folder left half made) is left to openSandboxDatabase, which then opens this copy like any other.
 */
export async function copyTemplateOnFirstStart(
  templateDir: string,
  dataDir: string,
  onCopying: () => void,
): Promise<boolean> {
  if (!existsSync(path.join(templateDir, 'PG_VERSION'))) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  onCopying();
  await copyTemplate(templateDir, dataDir);
  return true;
}
