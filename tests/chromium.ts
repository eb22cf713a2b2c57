// The one Chromium every browser test and benchmark launches: Debian's (Playwright's own download
// is unreachable here), with the flags this machine needs (performance.md B.4).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e tests' browser: Debian's headless shell (the same Blink without the full browser's UI
 * layers) when installed, as `.ci/run` does. The same 30 e2e tests cost 118 s of CPU with it and
 * 153 s with the full browser on the 2-core machine, where the e2e stage is CPU-bound. The
 * benchmarks keep the full browser, the closer relative of Electron's.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
