// Signs a release's update files with our own key (electron/updates/update-signature.ts), after
// electron-builder: for each file listed in dist/latest*.yml it checks the file's SHA-512 against
// the feed and writes `dist/<file>.sig`, to be uploaded to the release beside the file. The key
// comes from MCD_UPDATE_SIGNING_KEY (PEM, or the 32-byte seed in base64); without it the release
// is published unsigned, and the app asks before installing it.
// `node scripts/sign-update.ts [--dist dist]`
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { UPDATE_PUBLIC_KEY } from '../electron/updates/update-public-key.ts';
import {
  parsePrivateKey,
  parsePublicKey,
  rawPublicKey,
  sha512OfFile,
  SIGNATURE_SUFFIX,
  signUpdate,
} from '../electron/updates/update-signature.ts';
import type { KeyObject } from 'node:crypto';

export const SIGNING_KEY_ENV = 'MCD_UPDATE_SIGNING_KEY';

interface FeedEntry {
  version: string;
  url: string;
  sha512: string;
}

/** Every file the feed files in `dist` list (files[] and the older top-level path), once each. */
export function feedEntries(dist: string): FeedEntry[] {
  const feeds = readdirSync(dist).filter((name) => /^latest.*\.yml$/.test(name));
  if (feeds.length === 0) throw new Error(`no latest*.yml in ${dist}: run electron-builder first`);
  const entries = new Map<string, FeedEntry>();
  for (const feed of feeds) {
    const info = parse(readFileSync(path.join(dist, feed), 'utf8')) as {
      version?: unknown;
      files?: { url?: unknown; sha512?: unknown }[];
      path?: unknown;
      sha512?: unknown;
    };
    if (typeof info.version !== 'string') throw new Error(`${feed} has no version`);
    const listed = [...(info.files ?? []), { url: info.path, sha512: info.sha512 }];
    for (const { url, sha512 } of listed) {
      if (typeof url !== 'string' || typeof sha512 !== 'string') continue;
      entries.set(url, { version: info.version, url, sha512 });
    }
  }
  return [...entries.values()];
}

/** The file on disk: its feed name, or the artifact name whose spaces the feed wrote as dashes. */
function locate(dist: string, url: string): string {
  const name = readdirSync(dist).find((file) => file === url || file.replace(/ /g, '-') === url);
  if (!name) throw new Error(`${url} is listed in the feed but not in ${dist}`);
  return path.join(dist, name);
}

function signingKey(text: string, appKey: string, log: (line: string) => void): KeyObject {
  let key: KeyObject;
  try {
    key = parsePrivateKey(text);
  } catch {
    throw new Error(`${SIGNING_KEY_ENV} is not an Ed25519 private key (PEM or base64 seed)`);
  }
  const publicKey = rawPublicKey(key);
  if (appKey === '')
    log(
      `this build has no update public key, so it will still treat the release as unsigned; ` +
        `put ${publicKey} in electron/updates/update-public-key.ts`,
    );
  else if (rawPublicKey(parsePublicKey(appKey)) !== publicKey)
    throw new Error(
      `${SIGNING_KEY_ENV} does not belong to the public key in update-public-key.ts: ` +
        'the app would refuse this release',
    );
  return key;
}

export async function signRelease(options: {
  dist: string;
  signingKey: string | undefined;
  appKey?: string;
  log?: (line: string) => void;
}): Promise<{ signed: string[] }> {
  const log = options.log ?? console.log;
  const entries = feedEntries(options.dist);
  if (!options.signingKey?.trim()) {
    log(`${SIGNING_KEY_ENV} is not set: the release is published unsigned (the app asks first)`);
    return { signed: [] };
  }
  const key = signingKey(options.signingKey, options.appKey ?? UPDATE_PUBLIC_KEY, log);
  const signed: string[] = [];
  for (const entry of entries) {
    const file = locate(options.dist, entry.url);
    const sha512 = await sha512OfFile(file);
    if (sha512 !== entry.sha512)
      throw new Error(`${entry.url} does not match its SHA-512 in the feed: not signed`);
    const signature = signUpdate(key, entry.url, entry.version, sha512);
    const out = path.join(options.dist, `${entry.url}${SIGNATURE_SUFFIX}`);
    writeFileSync(out, `${JSON.stringify(signature, null, 2)}\n`);
    signed.push(path.basename(out));
    log(`signed ${entry.url} (${entry.version})`);
  }
  return { signed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--dist');
  const dist = path.resolve(i >= 0 ? (args[i + 1] ?? 'dist') : 'dist');
  signRelease({ dist, signingKey: process.env[SIGNING_KEY_ENV] }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
