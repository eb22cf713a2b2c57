// An organisation whose backend is really down, for the cold starts of performance.md P1 ("with
// network blocked"): a real sandbox is started, added to the host and signed in to (token in the
// keychain, or in memory when this machine has none), then stopped. From then on main's sign-in
// check and the gateway's requests get a refused connection, as every request does without a
// network, and nothing in the browser has to be intercepted to make it so (Playwright's request
// interception would hold every request of the start, the bundle's too, for a round trip to the
// test process).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { spawnSandbox } from '../../../electron/sandbox/spawn.ts';
import { addSandboxOrg, newSignedInContext, type BrowserModeHost } from './renderer-bench.ts';

/** Adds an org backed by a sandbox to `host`, signs in, stops the sandbox; the org's id. */
export async function offlineOrg(browser: Browser, host: BrowserModeHost): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mcd-bench-offline-'));
  const token = randomBytes(24).toString('hex');
  // Started from the build's first-start database (a copy, seconds) rather than a fresh seed.
  const sandbox = await spawnSandbox({
    dataDir,
    templateDir: path.resolve(import.meta.dirname, '../../../out/sandbox-template'),
    token,
    tickerMs: 0,
    timeoutMs: 200_000,
  });
  const context = await newSignedInContext(browser, host);
  try {
    return await addSandboxOrg(context, {
      name: 'Offline benchmark',
      url: sandbox.url,
      token,
    });
  } finally {
    await context.close();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
