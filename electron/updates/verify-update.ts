// The verdict on a downloaded update, before the app offers to install it: verified (our
// signature matches the file the app hashed itself), unsigned (no key in this build, or the
// release carries no signature: the user is asked first) or refused (a signature that does not
// match, or a file the feed does not list: never installed).
import {
  fetchSignature as fetchOverHttps,
  signatureUrl,
  type SignatureFetch,
} from './update-feed.ts';
import { checkSignature, parsePublicKey, sha512OfFile } from './update-signature.ts';
import type { KeyObject } from 'node:crypto';

export type UpdateVerdict =
  { kind: 'verified' } | { kind: 'unsigned'; reason: string } | { kind: 'refused'; reason: string };

/** What electron-updater's 'update-downloaded' reports (the GitHub provider adds `tag`). */
export interface DownloadedUpdate {
  version: string;
  downloadedFile: string;
  files: readonly { url: string; sha512: string }[];
  tag?: string;
}

export interface VerifyOptions {
  /** The key this build trusts (update-public-key.ts); empty: none. */
  publicKey: string;
  fetchSignature?: (url: string) => Promise<SignatureFetch>;
  hashFile?: (file: string) => Promise<string>;
}

export async function verifyDownloadedUpdate(
  update: DownloadedUpdate,
  options: VerifyOptions,
): Promise<UpdateVerdict> {
  let sha512: string;
  try {
    sha512 = await (options.hashFile ?? sha512OfFile)(update.downloadedFile);
  } catch {
    return { kind: 'refused', reason: 'the downloaded file could not be read' };
  }
  // The entry of the feed this file is: by its content, not its name on disk.
  const entry = update.files.find((file) => file.sha512 === sha512);
  if (!entry)
    return { kind: 'refused', reason: 'the downloaded file is not listed in the release' };
  if (options.publicKey.trim() === '')
    return { kind: 'unsigned', reason: 'this build has no update signing key' };
  let key: KeyObject;
  try {
    key = parsePublicKey(options.publicKey);
  } catch {
    return { kind: 'unsigned', reason: "this build's update signing key is unreadable" };
  }
  const fetched = await (options.fetchSignature ?? fetchOverHttps)(signatureUrl(update, entry.url));
  if (fetched.status === 'missing')
    return { kind: 'unsigned', reason: 'the release carries no signature' };
  if (fetched.status === 'failed')
    return { kind: 'unsigned', reason: `its signature could not be fetched (${fetched.message})` };
  let published: unknown;
  try {
    published = JSON.parse(fetched.text);
  } catch {
    return { kind: 'refused', reason: 'the signature file is malformed' };
  }
  const check = checkSignature(key, published, {
    file: entry.url,
    version: update.version,
    sha512,
  });
  return check.ok ? { kind: 'verified' } : { kind: 'refused', reason: check.reason };
}
