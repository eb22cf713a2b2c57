// Makes the key pair that signs releases (electron/updates/update-signature.ts). The private key
// goes to a file only (mode 600, never printed): store its contents as the release workflow's
// secret MCD_UPDATE_SIGNING_KEY, then delete it. The public key is printed: it goes into
// electron/updates/update-public-key.ts.
// `node scripts/update-signing-key.ts --out update-key.pem`
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rawPublicKey } from '../electron/updates/update-signature.ts';

/** Writes the private key to `out` (refusing to replace a file); returns the public key. */
export function makeSigningKey(out: string): string {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  writeFileSync(out, pem, { mode: 0o600, flag: 'wx' });
  return rawPublicKey(publicKey);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--out');
  const out = i >= 0 ? args[i + 1] : undefined;
  if (!out) {
    console.error('usage: update-signing-key.ts --out <private key file>');
    process.exit(1);
  }
  try {
    const publicKey = makeSigningKey(path.resolve(out));
    console.log(`private key written to ${out}: store it as the secret MCD_UPDATE_SIGNING_KEY`);
    console.log(`public key for electron/updates/update-public-key.ts:\n${publicKey}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
