import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node: pure logic beside the code (X.test.ts), main-process
// services against real files, the real keychain and the sandbox over HTTP (tests/integration).
//
// Three projects. First, two files at a time, the pure and in-process tests; on the 2-core CI
// machine their time was almost all starting a worker and importing, so they share workers and
// their imports (isolate: false: 264 files in ~15 s instead of ~180 s), except the files that mock
// a module or a global, which get a fresh worker each. Then, one file at a time, everything that
// starts a Sandbox (PGlite), spawns processes or measures a fault against a deadline: those hold a
// core each and time out when doubled up. They share one worker too (isolate: false): a fresh
// fork and its imports cost each of the 106 files ~1.5 s, 209 s of CI's 531 s for the project;
// sharing, the project took 162 s on a quiet 2-core machine. Such a file stops what it starts and
// puts back any global it replaces (vi.unstubAllGlobals) in its afterAll.
const serial = ['electron/sandbox/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'];

const unit = ['electron/**/*.test.ts', 'preload/**/*.test.ts', 'renderer/src/**/*.test.{ts,tsx}'];

/**
 * Unit tests that replace a module (vi.mock) or a global never share a worker's modules: found by
 * reading the files, so a new one needs no entry here.
 */
const mocking = unit
  .flatMap((pattern) => globSync(pattern, { cwd: import.meta.dirname, exclude: serial }))
  .filter((file) =>
    /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(
      readFileSync(path.join(import.meta.dirname, file), 'utf8'),
    ),
  );

// On CI, whose machine may be busy with other work, a test has longer: applying the whole Sandbox
// schema to an empty PGlite took 33 s on a loaded 2-core machine (about 6 s on a quiet one).
const shared = {
  environment: 'node',
  testTimeout: process.env.CI ? 90_000 : 30_000,
  hookTimeout: process.env.CI ? 240_000 : 120_000,
} as const;

export default defineConfig({
  test: {
    pool: 'forks',
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: unit,
          exclude: [...serial, ...mocking],
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'unit-mocking',
          include: mocking,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'integration',
          // One seeded Sandbox database prepared per run, copied by each test that needs one.
          globalSetup: ['tests/integration/setup/seeded-sandbox-setup.ts'],
          include: [
            'electron/sandbox/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/bench/bench-lib.test.ts',
          ],
          maxWorkers: 1,
          isolate: false,
          // PGlite's WebAssembly on V8's baseline compiler only, in these workers and in the
          // Sandbox processes they spawn (electron/sandbox/spawn.ts): a file's Sandbox lives
          // seconds, too short for optimising PostgreSQL's module to pay back its CPU.
          execArgv: ['--liftoff-only'],
          env: { MCD_SANDBOX_LIFTOFF: '1' },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
