import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node: pure logic beside the code (X.test.ts), main-process
// services against real files, the real keychain and the sandbox over HTTP (tests/integration).
export default defineConfig({
  test: {
    include: [
      'electron/**/*.test.ts',
      'preload/**/*.test.ts',
      'renderer/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/bench/bench-lib.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
