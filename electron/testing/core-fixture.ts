// Test support: a whole core (IPC router, org services, cache…) on a throwaway folder and an
// in-memory keychain, with a stand-in backend, as the wiring tests drive it through the router.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCore, type Core, type CoreOptions } from '../core.ts';
import { memoryKeytar } from '../secrets/testing/memory-keytar.ts';

export interface CoreFixture {
  core: Core;
  /** The core's user data folder. */
  dir: string;
  /** What reached the keychain, keyed `service|account`. */
  keychain: Map<string, string>;
  /** Closes the core, then deletes its folder. */
  close: () => Promise<void>;
}

/** Every new organisation is probed: this stand-in backend answers its /api/about. */
const aboutOnly = () =>
  Promise.resolve(
    new Response('{"Version":"v1"}', { headers: { 'content-type': 'application/json' } }),
  );

/** A core in browser mode that trusts every sender; `overrides` replace any option (confirm…). */
export function openCoreFixture(overrides: Partial<CoreOptions> = {}): CoreFixture {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-core-'));
  const memory = memoryKeytar();
  const core = createCore({
    userDataDir: dir,
    appInfo: {
      name: 'Mission Control',
      version: '9.9.9',
      mode: 'browser',
      platform: 'linux',
      arch: 'x64',
      versions: { node: '22', electron: null, chrome: null },
    },
    isTrustedSender: () => true,
    openExternal: () => Promise.resolve(),
    orgs: { keytar: memory.keytar, transport: aboutOnly },
    ...overrides,
  });
  const close = async () => {
    await core.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { core, dir, keychain: memory.entries, close };
}
