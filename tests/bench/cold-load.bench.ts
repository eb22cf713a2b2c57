// Cold load of the health dashboard, live (issue 33 item 1): a fresh browser context (empty HTTP
// cache and storage) opens `/health` on the Sandbox organisation, signed in, its backend answering
// (the default Sandbox: 300 checks). Measured from navigation start: the first data request sent
// (the checks summary's Resource Timing startTime), its answer, the dashboard painted
// (`dashboard:painted`), and the slowest host IPC answer during the load (target: under 10 ms), as
// the page waited for it and as the host took it (its Server-Timing).
// BENCH_TRACE=1 prints each run's start-up waterfall (resources and marks).
// Targets from issue 33 (a quarter of the web console's figures on this kind of machine); the
// gates sit far above them, for this VM's slow hours. BENCH_QUICK=1: 1 warm-up + 3 runs; else 1 + 5.
import type { Page } from 'playwright-core';
import { report } from './bench-lib.ts';
import {
  isQuick,
  newSignedInContext,
  repeat,
  startupTrace,
  waitForMark,
  withHostAndBrowser,
} from './browser/renderer-bench.ts';

const runs = isQuick() ? 3 : 5;
const SUMMARY = /\/api\/canary\/api\/summary/;

interface Load {
  firstRequestMs: number;
  answeredMs: number;
  paintedMs: number;
  slowestIpcMs: number;
  slowestHostMs: number;
  assets: number;
}

/** The load's figures, read from Resource Timing once the dashboard has painted. */
function readLoad(page: Page, paintedMs: number): Promise<Load> {
  return page.evaluate(
    ({ summary, painted }) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const data = entries.find((e) => new RegExp(summary).test(e.name));
      if (!data) throw new Error('no checks summary request during the load');
      const ipc = entries.filter((e) => new URL(e.name).pathname.startsWith('/ipc/'));
      return {
        firstRequestMs: data.startTime,
        answeredMs: data.responseEnd,
        paintedMs: painted,
        slowestIpcMs: Math.max(0, ...ipc.map((e) => e.responseEnd - e.requestStart)),
        // The host's own time (its Server-Timing), without the browser's and the network's.
        slowestHostMs: Math.max(
          0,
          ...ipc
            .flatMap((e) => e.serverTiming.filter((t) => t.name === 'host'))
            .map((t) => t.duration),
        ),
        assets: entries.filter((e) => new URL(e.name).pathname.startsWith('/assets/')).length,
      };
    },
    { summary: SUMMARY.source, painted: paintedMs },
  );
}

await withHostAndBrowser(async ({ host, browser }) => {
  const loads = await repeat('cold load of /health', { runs, warmup: 1 }, async () => {
    const context = await newSignedInContext(browser, host);
    try {
      const page = await context.newPage();
      await page.goto('/health');
      const painted = await waitForMark(page, 'dashboard:painted', 30_000);
      if (!painted) throw new Error('dashboard:painted never came');
      if (process.env.BENCH_TRACE) console.log(await startupTrace(page));
      return await readLoad(page, painted.at);
    } finally {
      await context.close();
    }
  });
  console.log(`the load fetched ${loads[0]?.assets ?? 0} assets`);
  const verdicts = report('cold load of the health dashboard, 300 checks', [
    {
      name: 'navigation start → first data request sent',
      unit: 'ms',
      samples: loads.map((l) => l.firstRequestMs),
      budget: 4000,
      target: 400,
    },
    {
      name: 'navigation start → checks summary answered',
      unit: 'ms',
      samples: loads.map((l) => l.answeredMs),
    },
    {
      name: 'navigation start → first rows painted',
      unit: 'ms',
      samples: loads.map((l) => l.paintedMs),
      budget: 6000,
      target: 530,
    },
    {
      name: 'slowest host IPC answer during the load',
      unit: 'ms',
      samples: loads.map((l) => l.slowestIpcMs),
      target: 10,
    },
    {
      name: "slowest host IPC answer during the load, the host's own time (Server-Timing)",
      unit: 'ms',
      samples: loads.map((l) => l.slowestHostMs),
      target: 10,
    },
  ]);
  if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
});
