// Unpacks an npm package tarball (gzip'd ustar, files under `package/`) into a folder. Written out
// because the build must not depend on a `tar` binary (Windows runners differ) or on a transitive
// npm dependency; npm tarballs use only regular files, folders and pax headers.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

function field(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** The `path` record of a pax extended header, if any. */
function paxPath(body: Buffer): string | null {
  for (const record of body.toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/.exec(record);
    if (match) return match[1] ?? null;
  }
  return null;
}

/** Where an entry goes inside `dest`: its path without the leading `package/`, kept inside. */
function destination(dest: string, entryPath: string): string | null {
  const relative = entryPath.replace(/^[^/]+\//, '');
  if (!relative) return null;
  const target = path.resolve(dest, relative);
  const root = path.resolve(dest);
  if (target !== root && !target.startsWith(root + path.sep))
    throw new Error(`tarball entry ${entryPath} points outside the package folder`);
  return target;
}

export function extractPackageTarball(tgz: Buffer, dest: string): string[] {
  const tar = gunzipSync(tgz);
  const written: string[] = [];
  let offset = 0;
  let nextPath: string | null = null;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1) || '0';
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const body = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      nextPath = paxPath(body);
      continue;
    }
    const entryPath = nextPath ?? name;
    nextPath = null;
    const target = destination(dest, entryPath);
    if (!target) continue;
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0') {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, body);
      written.push(target);
    }
  }
  return written;
}
