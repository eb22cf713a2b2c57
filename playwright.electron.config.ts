import { defineConfig } from '@playwright/test';

// The Electron glue end to end: Playwright's `_electron` launcher starts the bundled main process
// with the real Electron binary. Where no binary exists (our CI cannot download it) the spec prints
// "skipped: no Electron binary (…)" and skips; browser-mode e2e (playwright.config.ts) covers the UI.
export default defineConfig({
  testDir: 'tests/electron',
  testMatch: '**/*.electron.spec.ts',
  outputDir: 'test-results/electron',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'out/test-results/e2e-electron.json' }]],
  use: { trace: 'retain-on-failure' },
});
