import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_CHROMIUM_PATH } from './tests/chromium.ts';

// The gallery's preview-server port, picked per run so two runs on one machine do not collide; the
// workers inherit it through the environment (tests/e2e/widgets.spec.ts reads GALLERY_URL).
process.env.MCD_GALLERY_PORT ??= String(40_000 + (process.pid % 20_000));
const galleryPort = process.env.MCD_GALLERY_PORT;
process.env.GALLERY_URL ??= `http://127.0.0.1:${galleryPort}/gallery.html`;

// The Sandboxes a spec starts beside its worker's (tests/e2e/helpers/extra-sandbox.ts, the
// Kratos and OIDC ones) live for one test: PGlite on V8's baseline compiler only, as in the
// integration tests (electron/sandbox/spawn.ts). Four multi-organisation specs cost 145 s of CPU
// instead of 192. The worker's own host keeps V8's default (tests/e2e/fixtures.ts).
process.env.MCD_SANDBOX_LIFTOFF ??= '1';

const FULL_BROWSER_SPECS = ['**/health-notifications.spec.ts'];
// V8 without its optimising compilers (Maglev, TurboFan) in the e2e browser: a test's page lives
// seconds, too short for optimised code to pay back its compiling, and the compile threads' memory
// returns (madvise, a TLB flush on every core of this VM) showed up in the kernel's share. On the
// 2-core machine, three workers, the same specs run interleaved with and without: 8-10 % fewer
// CPU-seconds. The benchmarks keep the full browser with its JIT, as Electron runs.
const BROWSER_ARGS = [
  ...CHROMIUM_ARGS,
  '--process-per-site',
  '--js-flags=--no-maglev --no-turbofan',
];

// End-to-end tests: the built renderer in Debian Chromium, served by browser mode (the same
// services and router as Electron), against the embedded sandbox. Each worker starts its own
// browser-mode host on a fresh user-data folder (tests/e2e/fixtures.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Three workers, each with its own host, Sandbox and browser: one worker keeps about two thirds
  // of one core busy (a test waits on its page as often as it computes), so two left a third of
  // the 2-core machine idle. On a quiet 2-core machine the suite took 11.9 min with three against
  // ~15 with two. Spec files stay whole on one worker; MCD_E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.MCD_E2E_WORKERS ?? 3),
  // One retry on CI: a test that passes only on its retry is reported "flaky" by name in the
  // summary of `npm test` (scripts/verify.ts), so a flake is seen without failing the landing.
  retries: process.env.CI ? 1 : 0,
  // Longer limits on CI, whose machine may be busy with other work: a test that waits for a
  // condition takes no longer for it, only a failing one does (the harness's busy run once spent
  // 1.5x our quiet time in every stage, and a page of eight lists came near 60 s).
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: [['list'], ['json', { outputFile: 'out/test-results/e2e.json' }]],
  // The widget gallery (tests/e2e/widgets.spec.ts) is built by `npm run build` into out/gallery and
  // served as it is by `vite preview`; every other spec starts its own browser-mode host through
  // tests/e2e/fixtures.ts.
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --config vite.gallery.config.ts --port ${galleryPort} --strictPort --host 127.0.0.1`,
    url: process.env.GALLERY_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      // One renderer process for all pages of a site in a browser context: a test's page joins
      // the process its worker's shared context keeps open (tests/e2e/fixtures.ts) instead of
      // starting its own. Three specs took 94 s instead of 129 s, their renderer CPU 73 s
      // instead of 118 s.
      args: BROWSER_ARGS,
    },
    viewport: { width: 1400, height: 900 },
    // As a user who turned motion down in the system settings: dialogs, popovers and toasts appear
    // without their transitions (renderer/src/app/global.css), which Chromium otherwise paints
    // frame by frame in software on this GPU-less machine, and Playwright waits out before a click.
    contextOptions: { reducedMotion: 'reduce' },
    // Tests' own `page.request` / `request` calls to `/org/**` say they are fetches, as the
    // renderer's HTTP client does: the gateway refuses anything that could load as a document.
    extraHTTPHeaders: { 'x-mcd-request': 'fetch' },
    // Recorded only on the retry of a failed test (CI retries once): recording every test's
    // snapshots cost about a sixth of the e2e stage's time (widgets.spec.ts: 133 s against 111 s).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // A click or fill waits this long for its element to take it, then fails naming what was in
    // the way. Without a limit one waited out the whole 5-minute test (notification-centre.spec,
    // ci121: the retry passed in 4 s), and a failure said only that the test had timed out.
    actionTimeout: process.env.CI ? 30_000 : 15_000,
  },
  // The headless shell has no web Notification (its permission stays denied whatever a context
  // grants): the spec of the app's web notifications runs in the full browser.
  projects: [
    { name: 'chromium', testIgnore: FULL_BROWSER_SPECS },
    {
      name: 'chromium-full',
      testMatch: FULL_BROWSER_SPECS,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: BROWSER_ARGS } },
    },
  ],
});
