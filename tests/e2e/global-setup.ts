// Prepares one Sandbox database before the e2e run (a copy of the one the build seeded, its times
// moved to now, or a fresh seed); every browser-mode host then starts from a copy
// of it (tests/e2e/fixtures.ts), so no test waits for a fresh seed. Reopening an existing data
// folder is the sandbox's fast path.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  finishDeferredRebase,
  openSandboxDatabase,
} from '../../electron/sandbox/db/open-database.ts';
import { spawnSandbox } from '../../electron/sandbox/spawn.ts';

export const SANDBOX_TEMPLATE_DIR = path.resolve(
  import.meta.dirname,
  '../../out/e2e-sandbox-template',
);

export default async function globalSetup(): Promise<void> {
  if (!existsSync(path.resolve(import.meta.dirname, '../../electron/sandbox/cli.ts'))) return;
  rmSync(SANDBOX_TEMPLATE_DIR, { recursive: true, force: true });
  const sandbox = await spawnSandbox({
    dataDir: SANDBOX_TEMPLATE_DIR,
    // The app's own first-start database (seeded by `npm run build`), when there is one.
    templateDir: path.resolve(import.meta.dirname, '../../out/sandbox-template'),
    tickerMs: 0,
    timeoutMs: 240_000,
  });
  await sandbox.stop();
  // The health history's move, which a first start leaves for after it answers, done once here
  // rather than in every test's Sandbox.
  const database = await openSandboxDatabase({ dataDir: SANDBOX_TEMPLATE_DIR });
  await finishDeferredRebase(database.db);
  await database.close();
}
