// Per-organisation offline cache on disk: one encrypted blob per organisation (the renderer's
// persisted QueryClient, as a JSON string), written atomically (temp file → fsync → rename), with
// a header that names format, app and schema version, org and time. The header is the cipher's
// additional authenticated data, so editing any of it (the written-at time that the maximum age is
// judged by, say) makes the file fail to decrypt. A blob that is unreadable,
// foreign, too old or from another version is discarded — corrupt ones are quarantined beside it —
// and start-up carries on. Keys come from the keychain, one per organisation, so removing an
// organisation's key makes any copy of its cache unreadable.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../secrets/write-file-atomic.ts';

const MAGIC = 'MCDCACHE';
/**
 * 2: `MAGIC{header JSON}\n`, the 16-byte GCM tag, then the ciphertext; the header line (without
 * its newline) is the additional authenticated data. 1 kept the tag inside a header that nothing
 * authenticated; such files are discarded once (their age cannot be trusted) and written anew.
 */
const FORMAT_VERSION = 2;
const TAG_BYTES = 16;
const ORG_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** A cache blob larger than this is not ours (or not worth keeping). */
export const MAX_CACHE_BYTES = 64 * 1024 * 1024;

export interface CacheHeader {
  formatVersion: number;
  appVersion: string;
  schemaVersion: number;
  orgId: string;
  writtenAt: number;
  iv: string;
}

export type CacheRead =
  | { status: 'hit'; payload: string; writtenAt: number }
  | { status: 'miss' }
  | { status: 'discarded'; reason: string };

export interface CacheStoreOptions {
  dir: string;
  appVersion: string;
  schemaVersion: number;
  /** 32-byte key for the org, from the keychain (created on first use by the caller). */
  getKey: (orgId: string) => Promise<Buffer>;
  maxAgeMs: () => number;
  now?: () => number;
}

export interface CacheStore {
  write(orgId: string, payload: string): Promise<{ bytes: number }>;
  read(orgId: string): Promise<CacheRead>;
  remove(orgId: string): Promise<void>;
  size(orgId: string): Promise<number>;
}

function checkOrgId(orgId: string): void {
  if (!ORG_ID.test(orgId)) throw new Error('not an organisation id');
}

/** Moves a damaged blob aside, keeping at most three such copies per org. */
async function quarantine(dir: string, file: string, at: number): Promise<void> {
  const target = `${file}.corrupt-${new Date(at).toISOString().replace(/[:.]/g, '-')}`;
  await rename(file, target).catch(() => rm(file, { force: true }));
  // Keep at most three quarantined copies per org so a crash loop cannot fill the disk.
  const base = path.basename(file);
  const old = (await readdir(dir)).filter((f) => f.startsWith(`${base}.corrupt-`)).sort();
  await Promise.all(
    old.slice(0, Math.max(0, old.length - 3)).map((f) => rm(path.join(dir, f), { force: true })),
  );
}

/** The blob of format 2: header line, tag, ciphertext, the header authenticated with the data. */
function seal(key: Buffer, header: CacheHeader, payload: string): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(header.iv, 'base64'));
  const headerBytes = Buffer.from(`${MAGIC}${JSON.stringify(header)}`, 'utf8');
  cipher.setAAD(headerBytes);
  const body = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  return Buffer.concat([headerBytes, Buffer.from('\n'), cipher.getAuthTag(), body]);
}

/** The blob's header and where its line ends; null when there is none to read. */
function readHeader(data: Buffer): { header: CacheHeader; newline: number } | null {
  const newline = data.indexOf(0x0a);
  try {
    if (newline < 0 || data.subarray(0, MAGIC.length).toString() !== MAGIC) return null;
    const header = JSON.parse(data.subarray(MAGIC.length, newline).toString('utf8')) as CacheHeader;
    if (typeof header !== 'object' || header === null || typeof header.writtenAt !== 'number')
      return null;
    return { header, newline };
  } catch {
    return null;
  }
}

/**
 * Why a readable header's blob is not used (and whether it is quarantined or just deleted); null
 * when it is current.
 */
function rejection(
  header: CacheHeader,
  orgId: string,
  options: CacheStoreOptions,
  now: number,
): { quarantine: boolean; reason: string } | null {
  if (header.formatVersion === 1)
    // Its written-at time was never authenticated: drop it; the next write replaces it.
    return { quarantine: false, reason: 'the cache was written in an older format' };
  if (header.orgId !== orgId)
    return { quarantine: true, reason: 'the cache file belonged to another organisation' };
  if (
    header.formatVersion !== FORMAT_VERSION ||
    header.appVersion !== options.appVersion ||
    header.schemaVersion !== options.schemaVersion
  )
    return { quarantine: false, reason: 'the cache was written by another version of the app' };
  if (now - header.writtenAt > options.maxAgeMs())
    return { quarantine: false, reason: 'the cached data was older than the maximum age' };
  return null;
}

/** The payload of a sealed blob; throws when it does not decrypt (an edited header included). */
function unseal(key: Buffer, data: Buffer, header: CacheHeader, newline: number): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.iv, 'base64'));
  // The header exactly as stored is authenticated with the data: an edited time fails here.
  decipher.setAAD(data.subarray(0, newline));
  const tag = data.subarray(newline + 1, newline + 1 + TAG_BYTES);
  if (tag.length !== TAG_BYTES) throw new Error('no tag');
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(data.subarray(newline + 1 + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** Runs the tasks given for one key one at a time, in the order they were given. */
function queuePerKey() {
  const turns = new Map<string, Promise<unknown>>();
  return function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (turns.get(key) ?? Promise.resolve()).then(task, task);
    const settled = run.catch(() => undefined);
    turns.set(key, settled);
    void settled.then(() => turns.get(key) === settled && turns.delete(key));
    return run;
  };
}

function newHeader(options: CacheStoreOptions, orgId: string, writtenAt: number): CacheHeader {
  return {
    formatVersion: FORMAT_VERSION,
    appVersion: options.appVersion,
    schemaVersion: options.schemaVersion,
    orgId,
    writtenAt,
    iv: randomBytes(12).toString('base64'),
  };
}

/** Removes a cache file and whatever was left beside it under its name (temp files, quarantine). */
async function removeFiles(dir: string, file: string): Promise<void> {
  const base = path.basename(file);
  const files = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    files
      .filter((f) => f === base || f.startsWith(`${base}.`))
      .map((f) => rm(path.join(dir, f), { force: true })),
  );
}

export function createCacheStore(options: CacheStoreOptions): CacheStore {
  const now = options.now ?? Date.now;
  const fileOf = (orgId: string) => path.join(options.dir, `${orgId}.cache`);
  const discard = async (file: string, reason: string): Promise<CacheRead> => {
    await quarantine(options.dir, file, now());
    return { status: 'discarded', reason };
  };

  // An org's writes and removals run one at a time, in the order they came: a removal (the user's
  // "clear", a sign-out) that arrived while a write waited for its key or its disk would otherwise
  // finish first, and the write's rename would then bring the cleared data back.
  const inTurn = queuePerKey();

  async function writeSealed(orgId: string, payload: string) {
    const key = await options.getKey(orgId);
    const data = seal(key, newHeader(options, orgId, now()), payload);
    if (data.length > MAX_CACHE_BYTES)
      throw new Error(`the cache for ${orgId} would be larger than ${MAX_CACHE_BYTES} bytes`);

    await mkdir(options.dir, { recursive: true, mode: 0o700 });
    await writeFileAtomic(fileOf(orgId), data);
    return { bytes: data.length };
  }

  async function read(orgId: string): Promise<CacheRead> {
    checkOrgId(orgId);
    const file = fileOf(orgId);
    let data: Buffer;
    try {
      const info = await stat(file);
      if (info.size > MAX_CACHE_BYTES) return await discard(file, 'the cache file was too large');
      data = await readFile(file);
    } catch {
      return { status: 'miss' };
    }
    const parsed = readHeader(data);
    if (!parsed) return discard(file, 'the cache file was damaged');
    const { header, newline } = parsed;
    const rejected = rejection(header, orgId, options, now());
    if (rejected?.quarantine) return discard(file, rejected.reason);
    if (rejected) {
      await rm(file, { force: true });
      return { status: 'discarded', reason: rejected.reason };
    }
    // Outside the try below: a keychain that cannot give the key now is no sign of a damaged
    // file, so its error goes to the caller and the file stays for the next read.
    const key = await options.getKey(orgId);
    try {
      const payload = unseal(key, data, header, newline);
      return { status: 'hit', payload, writtenAt: header.writtenAt };
    } catch {
      return discard(file, 'the cache file could not be decrypted');
    }
  }

  return {
    async write(orgId, payload) {
      checkOrgId(orgId);
      return inTurn(orgId, () => writeSealed(orgId, payload));
    },
    read,
    async remove(orgId) {
      checkOrgId(orgId);
      return inTurn(orgId, () => removeFiles(options.dir, fileOf(orgId)));
    },
    async size(orgId) {
      checkOrgId(orgId);
      return stat(fileOf(orgId)).then(
        (s) => s.size,
        () => 0,
      );
    },
  };
}
