// The OS keychain through @napi-rs/keyring against a real Secret Service (gnome-keyring under
// dbus-run-session, as `npm test` runs it): store, read and delete, and an entry in the shape the
// keytar builds wrote (attributes service + account, written with secret-tool) read once and
// moved to keyring's entry. Without a reachable keychain or secret-tool the tests are skipped
// with a notice, unless MCD_REQUIRE_KEYCHAIN=1 makes that a failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  KEYCHAIN_SERVICE,
  loadKeytar,
  type KeytarLike,
} from '../../../electron/secrets/keychain.ts';

const keychain = await loadKeytar();
const prefix = `keyring-test-${randomUUID()}`;

function secretTool(args: string[], input?: string): string | null {
  try {
    return execFileSync('secret-tool', args, { input, encoding: 'utf8', timeout: 5000 });
  } catch {
    return null;
  }
}

async function works(): Promise<string | null> {
  if (keychain instanceof Error) return `the keyring module did not load (${keychain.message})`;
  if (process.platform !== 'linux') return 'the keytar migration test is for the Secret Service';
  if (spawnSync('secret-tool', ['--help']).error)
    return 'secret-tool (libsecret-tools) is not installed';
  try {
    await keychain.setPassword(KEYCHAIN_SERVICE, `${prefix}/probe`, 'x');
    await keychain.deletePassword(KEYCHAIN_SERVICE, `${prefix}/probe`);
    return null;
  } catch (error) {
    return `no Secret Service answers (${error instanceof Error ? error.message : String(error)})`;
  }
}

const missing = await works();
if (missing) {
  if (process.env.MCD_REQUIRE_KEYCHAIN === '1') throw new Error(`keyring tests: ${missing}`);
  console.warn(`keyring tests skipped: ${missing}`);
}
const real = keychain as KeytarLike;

afterAll(async () => {
  if (missing) return;
  for (const kind of ['token', 'legacy', 'probe'])
    await real.deletePassword(KEYCHAIN_SERVICE, `${prefix}/${kind}`).catch(() => undefined);
});

describe.skipIf(missing !== null)('the OS keychain through @napi-rs/keyring', () => {
  it('stores, reads and deletes a credential visible to other Secret Service clients', async () => {
    const account = `${prefix}/token`;
    await real.setPassword(KEYCHAIN_SERVICE, account, 's3cret');
    expect(await real.getPassword(KEYCHAIN_SERVICE, account)).toBe('s3cret');
    expect(secretTool(['lookup', 'service', KEYCHAIN_SERVICE, 'username', account])).toBe('s3cret');
    expect(await real.deletePassword(KEYCHAIN_SERVICE, account)).toBe(true);
    expect(await real.getPassword(KEYCHAIN_SERVICE, account)).toBeNull();
  });

  it('moves an entry written by a keytar build to the new entry once', async () => {
    const account = `${prefix}/legacy`;
    secretTool(
      ['store', '--label=keytar entry', 'service', KEYCHAIN_SERVICE, 'account', account],
      'from-keytar',
    );
    expect(secretTool(['lookup', 'service', KEYCHAIN_SERVICE, 'account', account])).toBe(
      'from-keytar',
    );
    expect(await real.getPassword(KEYCHAIN_SERVICE, account)).toBe('from-keytar');
    // Rewritten in keyring's shape, and the old item is gone.
    expect(secretTool(['lookup', 'service', KEYCHAIN_SERVICE, 'username', account])).toBe(
      'from-keytar',
    );
    expect(secretTool(['lookup', 'service', KEYCHAIN_SERVICE, 'account', account])).toBeNull();
    // A fresh keychain (the next start) reads the new entry.
    const next = (await loadKeytar()) as KeytarLike;
    expect(await next.getPassword(KEYCHAIN_SERVICE, account)).toBe('from-keytar');
  });
});
