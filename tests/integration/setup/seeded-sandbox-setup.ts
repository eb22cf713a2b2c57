// Vitest global setup of the integration project: one seeded Sandbox database for every test that
// needs the seeded world. The app's own first-start database (out/sandbox-template, seeded by
// `npm run build` or here when missing or stale) is copied once, opened so its times move to now,
// and its health history moved too; each test then starts from a copy of that folder, which is
// the Sandbox's fast path (about 1.5 s instead of a 6.5 s seed in memory). Likewise an empty
// PGlite database, dumped once, for the tests that build their own schema (freshPGlite).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import {
  finishDeferredRebase,
  openSandboxDatabase,
} from '../../../electron/sandbox/db/open-database.ts';
import '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { buildSandboxTemplate } from '../../../scripts/sandbox-template.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export default async function setup(project: TestProject): Promise<() => void> {
  await buildSandboxTemplate(repoRoot, path.join(repoRoot, 'out'));
  const root = mkdtempSync(path.join(os.tmpdir(), 'mcd-seeded-'));
  const dataDir = path.join(root, 'db');
  const database = await openSandboxDatabase({
    dataDir,
    templateDir: path.join(repoRoot, 'out/sandbox-template'),
  });
  await finishDeferredRebase(database.db);
  await database.close();
  project.provide('seededSandboxDir', dataDir);
  const empty = new PGlite();
  await empty.waitReady; // a dump asked for before that never answers
  const image = path.join(root, 'empty-pglite.tar');
  writeFileSync(image, Buffer.from(await (await empty.dumpDataDir('none')).arrayBuffer()));
  await empty.close();
  project.provide('emptyPgliteImage', image);
  return () => rmSync(root, { recursive: true, force: true });
}
