// The very first start (issue 22 item 3): browser mode launched on an empty user-data folder (no
// settings, no cache, no Sandbox database), a browser opening its launch link, until the first
// screen after start (the landing page: the Sandbox's dashboard view) has painted its data. The Sandbox starts
// from the database `npm run build` seeded (out/sandbox-template), copied and moved to now.
// Wall clock from the host's launch to the `view:painted` mark; target 3 s, gate 12 s.
// Also reported: host ready (its launch line printed). `npm run build` first.
// BENCH_QUICK=1: 1 warm-up + 3 runs; otherwise 1 + 5. BENCH_TRACE=1 prints each run's waterfall.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBrowserMode, stopBrowserMode } from '../e2e/fixtures.ts';
import { report, type Metric } from './bench-lib.ts';
import {
  assertBuilt,
  isQuick,
  launchChromium,
  newSignedInContext,
  repeat,
  startupTrace,
  waitForMark,
} from './browser/renderer-bench.ts';

const TEMPLATE = path.resolve(import.meta.dirname, '../../out/sandbox-template/PG_VERSION');
assertBuilt();
if (!existsSync(TEMPLATE)) throw new Error('no out/sandbox-template: run `npm run build` first');

const runs = isQuick() ? 3 : 5;
const browser = await launchChromium();
try {
  const results = await repeat('first start', { runs, warmup: 1 }, async () => {
    const userData = mkdtempSync(path.join(os.tmpdir(), 'mcd-first-start-'));
    const launched = Date.now();
    const host = await startBrowserMode([], userData);
    const hostReady = Date.now() - launched;
    try {
      const context = await newSignedInContext(browser, host);
      try {
        const page = await context.newPage();
        await page.goto('/');
        // `/` is the landing page: the Sandbox's dashboard view (spec 4 §2.2).
        const painted = await waitForMark(page, 'view:painted', 120_000);
        if (!painted) throw new Error('view:painted never came');
        const origin = await page.evaluate(() => performance.timeOrigin);
        if (process.env.BENCH_TRACE) {
          console.log(`  navigation at ${(origin - launched).toFixed(0)} ms after launch`);
          console.log(await startupTrace(page));
        }
        return { paintedMs: origin + painted.at - launched, hostReadyMs: hostReady };
      } finally {
        await context.close();
      }
    } finally {
      await stopBrowserMode(host, false);
      rmSync(userData, { recursive: true, force: true });
    }
  });
  const metrics: Metric[] = [
    {
      name: 'first start on an empty user-data folder → landing dashboard painted with Sandbox data',
      unit: 'ms',
      samples: results.map((r) => r.paintedMs),
      target: 3000,
      budget: 12_000,
    },
    {
      name: 'host ready (launch line printed)',
      unit: 'ms',
      samples: results.map((r) => r.hostReadyMs),
    },
  ];
  report('First start', metrics);
} finally {
  await browser.close();
}
