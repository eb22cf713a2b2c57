// Copies a Sandbox database seeded when the app was built into a user's data folder: the first
// thing a first start does, so its bytes count. A write-ahead log segment is 16 MB of which a
// freshly checkpointed template uses a few hundred bytes; it is written as those bytes and a hole
// (the file keeps its size, the rest reads as zeros), which halves what a first start writes.
// Everything else is cloned where the file system can (APFS, Btrfs, XFS), else copied.
import {
  closeSync,
  constants,
  cpSync,
  ftruncateSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** A WAL segment's file name: timeline, log and segment as 24 hex digits. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

function isWalSegment(file: string): boolean {
  return WAL_SEGMENT.test(path.basename(file)) && path.basename(path.dirname(file)) === 'pg_wal';
}

/** Writes `source` to `target` with its trailing zeros left as a hole of the same length. */
function copyWithoutTrailingZeros(source: string, target: string): void {
  const bytes = readFileSync(source);
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  const fd = openSync(target, 'w');
  try {
    if (end > 0) writeSync(fd, bytes, 0, end, 0);
    ftruncateSync(fd, bytes.length);
  } finally {
    closeSync(fd);
  }
}

export function copyTemplate(templateDir: string, dataDir: string): void {
  const segments: string[] = [];
  cpSync(templateDir, dataDir, {
    recursive: true,
    mode: constants.COPYFILE_FICLONE,
    filter: (source) => {
      if (!isWalSegment(source)) return true;
      segments.push(source);
      return false;
    },
  });
  for (const source of segments)
    copyWithoutTrailingZeros(source, path.join(dataDir, path.relative(templateDir, source)));
}
