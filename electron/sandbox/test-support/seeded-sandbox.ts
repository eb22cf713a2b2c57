// The seeded Sandbox for integration tests: a private copy of the database prepared once per
// run (tests/integration/setup/seeded-sandbox-setup.ts), so a test starts in about a second and
// may change what it likes. Same seed and scale as startSandbox()'s in-memory default; the copy
// is removed on close.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openSandboxDatabase, type SandboxDatabase } from '../db/open-database.ts';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded Sandbox data folder, already opened once, for startSeededSandbox to copy. */
    seededSandboxDir: string;
    /** An empty PGlite database's data folder as a tar file, for freshPGlite to load. */
    emptyPgliteImage: string;
  }
}

/** The image as read once in this test file's process. */
let emptyImage: Blob | undefined;

/**
 * An empty in-memory PGlite database, loaded from the image made once per run instead of running
 * initdb again (about a seventh of the time).
 */
export function freshPGlite(): PGlite {
  emptyImage ??= new Blob([readFileSync(inject('emptyPgliteImage'))]);
  return new PGlite({ loadDataDir: emptyImage });
}

/**
 * `open` run on a private copy of the seeded database folder; the copy is removed when what it
 * opened is closed (or when opening fails).
 */
async function onSeededCopy<T extends { close: () => Promise<void> }>(
  open: (dataDir: string) => Promise<T>,
): Promise<T> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mcd-sandbox-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  const dataDir = path.join(root, 'db');
  cpSync(inject('seededSandboxDir'), dataDir, { recursive: true });
  const opened = await open(dataDir).catch((error: unknown) => {
    remove();
    throw error;
  });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      remove();
    },
  };
}

/** The seeded database itself, without the server: a private copy, removed on close. */
export function openSeededDatabase(): Promise<SandboxDatabase> {
  return onSeededCopy((dataDir) => openSandboxDatabase({ dataDir }));
}

export function startSeededSandbox(
  options: Omit<SandboxOptions, 'dataDir' | 'templateDir' | 'database'> = {},
): Promise<RunningSandbox> {
  return onSeededCopy((dataDir) => startSandbox({ ...options, dataDir }));
}
