// Encrypted files for secrets too large for the keychain (a kubeconfig on Windows). Each value gets
// a fresh random AES-256-GCM key that lives only in the keychain; the file is named after a hash
// of the account, never after user text, and is written atomically with mode 0600.
//
// Crash safety: every write goes to a new file (`<hash>.<id>.secret`) while the previous one
// stays; the keychain entry, which names the file and holds its key, is switched afterwards, and
// only then are the older files removed. Whenever the process dies, the keychain names a
// complete file its key opens. (Version 1 pointers, one file per account, are still read.)
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './write-file-atomic.ts';

/** Prefix of a keychain value that points at a file: `mcd-file:v2:<file id>:<base64 key>`. */
export const FILE_MARKER = 'mcd-file:';
const V1 = 'mcd-file:v1:';
const V2 = 'mcd-file:v2:';
const MAGIC = Buffer.from('MCDS1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface Pointer {
  /** null: the version 1 file, one per account. */
  fileId: string | null;
  key: string;
}

function parsePointer(pointer: string): Pointer {
  if (pointer.startsWith(V1)) return { fileId: null, key: pointer.slice(V1.length) };
  const match = /^([0-9a-f]{16}):(.+)$/.exec(
    pointer.startsWith(V2) ? pointer.slice(V2.length) : '',
  );
  if (!match?.[1] || !match[2]) throw new Error('the pointer in the keychain is damaged');
  return { fileId: match[1], key: match[2] };
}

export class EncryptedSecretFiles {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  private hashOf(account: string): string {
    return createHash('sha256').update(account).digest('hex').slice(0, 32);
  }

  /** The file a pointer names (no id: the version 1 file of the account). */
  pathOf(account: string, fileId: string | null = null): string {
    return path.join(
      this.dir,
      fileId ? `${this.hashOf(account)}.${fileId}.secret` : `${this.hashOf(account)}.secret`,
    );
  }

  /**
   * Encrypts `value` into a new file of the account (earlier ones untouched) and returns the
   * pointer to keep in the keychain: it names that file and holds its key.
   */
  async write(account: string, value: string): Promise<string> {
    const key = randomBytes(32);
    const iv = randomBytes(IV_BYTES);
    const fileId = randomBytes(8).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(account, 'utf8')); // a file copied to another account will not open
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFileAtomic(
      this.pathOf(account, fileId),
      Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]),
    );
    return `${V2}${fileId}:${key.toString('base64')}`;
  }

  /** Throws (and leaves the file alone) when the key does not open it. */
  async read(account: string, pointer: string): Promise<string> {
    const { fileId, key: keyBase64 } = parsePointer(pointer);
    const key = Buffer.from(keyBase64, 'base64');
    if (key.length !== 32) throw new Error('the key in the keychain is damaged');
    let data: Buffer;
    try {
      data = await readFile(this.pathOf(account, fileId));
    } catch {
      throw new Error('its encrypted file is missing');
    }
    if (
      data.length < MAGIC.length + IV_BYTES + TAG_BYTES ||
      !data.subarray(0, MAGIC.length).equals(MAGIC)
    ) {
      throw new Error('its encrypted file is not in a known format');
    }
    const iv = data.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
    const tag = data.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(account, 'utf8'));
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([
        decipher.update(data.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new Error('the key does not match its encrypted file');
    }
  }

  /** Removes the one file a pointer names (a write whose pointer never reached the keychain). */
  async discard(account: string, pointer: string): Promise<void> {
    await rm(this.pathOf(account, parsePointer(pointer).fileId), { force: true });
  }

  /** Removes the account's files, except the one `keep` (a pointer) names. */
  async remove(account: string, keep?: string): Promise<void> {
    let kept: string | null = null;
    if (keep !== undefined) {
      try {
        kept = path.basename(this.pathOf(account, parsePointer(keep).fileId));
      } catch {
        kept = null;
      }
    }
    const hash = this.hashOf(account);
    const names = await readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name !== kept && /^[0-9a-f]{32}(\.[0-9a-f]{16})?\.secret$/.test(name))
        .filter((name) => name.startsWith(`${hash}.`))
        .map((name) => rm(path.join(this.dir, name), { force: true })),
    );
  }
}
