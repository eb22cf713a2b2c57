// Our own signature over each update file, independent of what the platform signs (Authenticode,
// Apple notarisation, nothing on Linux): Ed25519 (node:crypto, no dependency) over the file's
// SHA-512 — the same digest electron-updater lists in latest*.yml — bound to the version and the
// file name, so a validly signed old or other-platform file cannot be passed off as this update.
// scripts/sign-update.ts writes `<file>.sig` beside each file at release time; the app fetches it
// from the same release and verifies it with the public key it was built with
// (update-public-key.ts).
import { createHash, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';

export const SIGNATURE_FORMAT = 'mcd-update-signature/1';
/** Suffix of the signature published beside each update file. */
export const SIGNATURE_SUFFIX = '.sig';

export interface UpdateSignature {
  format: typeof SIGNATURE_FORMAT;
  file: string;
  version: string;
  /** Base64 SHA-512 of the file, as in latest*.yml. */
  sha512: string;
  /** Base64 Ed25519 signature over `signedMessage(file, version, sha512)`. */
  signature: string;
}

/** The exact bytes signed: a fixed label, then each bound value on its own line. */
export function signedMessage(file: string, version: string, sha512: string): Buffer {
  return Buffer.from(
    `${SIGNATURE_FORMAT}\nfile: ${file}\nversion: ${version}\nsha512: ${sha512}\n`,
    'utf8',
  );
}

/** Base64 SHA-512 of a file, read as a stream (installers are hundreds of MB). */
export function sha512OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha512');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('base64')));
  });
}

// DER prefixes of an Ed25519 key in SPKI (public) and PKCS#8 (private) form, before the 32 raw
// bytes: lets a key be given as 32 bytes of base64 as well as PEM.
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function rawKeyBytes(text: string): Buffer | null {
  const raw = Buffer.from(text.trim(), 'base64');
  return raw.length === 32 ? raw : null;
}

function requireEd25519(key: KeyObject, what: string): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${what} is not an Ed25519 key`);
  return key;
}

/** A public key from PEM or from its 32 raw bytes in base64. */
export function parsePublicKey(text: string): KeyObject {
  const raw = rawKeyBytes(text);
  const key = raw
    ? createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' })
    : createPublicKey(text.trim());
  return requireEd25519(key, 'the update public key');
}

/** A private key from PEM or from its 32-byte seed in base64 (MCD_UPDATE_SIGNING_KEY). */
export function parsePrivateKey(text: string): KeyObject {
  const raw = rawKeyBytes(text);
  const key = raw
    ? createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, raw]), format: 'der', type: 'pkcs8' })
    : createPrivateKey(text.trim());
  return requireEd25519(key, 'the update signing key');
}

/** The public key's 32 raw bytes in base64: the form update-public-key.ts holds. */
export function rawPublicKey(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return der.subarray(SPKI_PREFIX.length).toString('base64');
}

export function signUpdate(
  privateKey: KeyObject,
  file: string,
  version: string,
  sha512: string,
): UpdateSignature {
  const signature = sign(null, signedMessage(file, version, sha512), privateKey).toString('base64');
  return { format: SIGNATURE_FORMAT, file, version, sha512, signature };
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks a published signature against what the app itself knows: the file name from the feed,
 * the version it is installing and the SHA-512 it computed from the downloaded file. The values
 * written in the signature file only explain a refusal; the signature is checked over ours.
 */
export function checkSignature(
  publicKey: KeyObject,
  published: unknown,
  expected: { file: string; version: string; sha512: string },
): SignatureCheck {
  if (!isSignatureShape(published)) return { ok: false, reason: 'the signature file is malformed' };
  if (published.file !== expected.file)
    return { ok: false, reason: `it was signed for ${published.file}, not ${expected.file}` };
  if (published.version !== expected.version)
    return { ok: false, reason: `it was signed for version ${published.version}` };
  if (published.sha512 !== expected.sha512)
    return { ok: false, reason: 'the downloaded file is not the one that was signed' };
  const message = signedMessage(expected.file, expected.version, expected.sha512);
  const valid = verify(null, message, publicKey, Buffer.from(published.signature, 'base64'));
  return valid ? { ok: true } : { ok: false, reason: 'the signature does not match our key' };
}

function isSignatureShape(value: unknown): value is UpdateSignature {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record['format'] === SIGNATURE_FORMAT &&
    ['file', 'version', 'sha512', 'signature'].every((key) => typeof record[key] === 'string')
  );
}
