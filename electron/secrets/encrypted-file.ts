// Encrypted files for secrets too large for the keychain (a kubeconfig on Windows). Each value gets
// a fresh random AES-256-GCM key that lives only in the keychain; the file is named after a hash
// of the account, never after user text, and is written atomically with mode 0600.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './write-file-atomic.ts';

/** Prefix of a keychain value that points at a file: `mcd-file:v1:<base64 key>`. */
export const FILE_MARKER = 'mcd-file:v1:';
const MAGIC = Buffer.from('MCDS1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class EncryptedSecretFiles {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  pathOf(account: string): string {
    return path.join(
      this.dir,
      `${createHash('sha256').update(account).digest('hex').slice(0, 32)}.secret`,
    );
  }

  /** Encrypts `value` into the account's file and returns the base64 key to keep in the keychain. */
  async write(account: string, value: string): Promise<string> {
    const key = randomBytes(32);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(account, 'utf8')); // a file copied to another account will not open
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFileAtomic(
      this.pathOf(account),
      Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]),
    );
    return key.toString('base64');
  }

  /** Throws (and leaves the file alone) when the key does not open it. */
  async read(account: string, keyBase64: string): Promise<string> {
    const key = Buffer.from(keyBase64, 'base64');
    if (key.length !== 32) throw new Error('the key in the keychain is damaged');
    let data: Buffer;
    try {
      data = await readFile(this.pathOf(account));
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

  async remove(account: string): Promise<void> {
    await rm(this.pathOf(account), { force: true });
  }
}
