// Job history with 50,000 rows in the sandbox (issue: Settings and administration, acceptance):
// the first page of /settings/jobs painted < 300 ms after its response. Headless Debian Chromium
// against the production bundle served by the real browser-mode host (`npm run build` first);
// the Sandbox organisation's job_history gets 50,000 rows of the last two days (not SUCCESS, so
// the screen's default filter keeps them all) through the gateway, as a client would write them.
// Measured: the job_histories request's Resource Timing responseEnd → `list:painted:job_histories`
// (two frames after the commit); reported beside it: the request itself (query + count of 50,000
// rows in PGlite). BENCH_QUICK=1: 1 warm-up + 3 runs; otherwise 1 + 5.
import { report, type Metric } from './bench-lib.ts';
import {
  hostIpc,
  isolateCache,
  isQuick,
  newSignedInContext,
  repeat,
  waitForMark,
  withHostAndBrowser,
} from './browser/renderer-bench.ts';

const ROWS = 50_000;
const BATCH = 5_000;
const STATUSES = ['FAILED', 'WARNING', 'RUNNING'] as const;
const NAMES = ['Canary', 'Scraper', 'TopologyRun', 'PushCheckStatuses', 'SyncTeams'] as const;
const runs = isQuick() ? 3 : 5;

function rows(from: number, count: number, now: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, offset) => {
    const i = from + offset;
    const start = now - ((i * 2 * 24 * 3600 * 1000) / ROWS + 60_000);
    return {
      name: NAMES[i % NAMES.length],
      status: STATUSES[i % STATUSES.length],
      resource_type: 'canary',
      resource_id: `bench-${i % 500}`,
      success_count: i % 7,
      error_count: i % 3,
      duration_millis: 100 + (i % 9000),
      hostname: 'bench',
      details: { errors: [`bench error ${i % 11}`] },
      time_start: new Date(start).toISOString(),
      time_end: new Date(start + 5000).toISOString(),
      created_at: new Date(start).toISOString(),
    };
  });
}

await withHostAndBrowser(async ({ host, browser }) => {
  const seedContext = await newSignedInContext(browser, host);
  const orgs = await hostIpc<{ id: string }[]>(seedContext, 'orgs:list', {});
  const org = orgs[0]?.id ?? 'sandbox';
  const now = Date.now();
  const seeded = performance.now();
  for (let from = 0; from < ROWS; from += BATCH) {
    const answer = await seedContext.request.post(`/org/${org}/api/db/job_history`, {
      data: rows(from, BATCH, now),
      headers: { Prefer: 'return=minimal' },
      timeout: 120_000,
    });
    if (!answer.ok())
      throw new Error(`seeding job_history: ${answer.status()} ${await answer.text()}`);
  }
  console.log(`  seeded ${ROWS} job_history rows in ${Math.round(performance.now() - seeded)} ms`);
  await seedContext.close();

  const results = await repeat('job history', { runs, warmup: 1 }, async () => {
    const context = await newSignedInContext(browser, host);
    try {
      const page = await context.newPage();
      await isolateCache(page);
      await page.goto('/settings/jobs');
      const painted = await waitForMark(page, 'list:painted:job_histories', 60_000);
      if (!painted) throw new Error('list:painted:job_histories never came');
      const timing = await page.evaluate(() => {
        const entry = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/db/job_histories'))
          .at(-1) as PerformanceResourceTiming | undefined;
        return entry ? { start: entry.requestStart, end: entry.responseEnd } : null;
      });
      if (!timing) throw new Error('no Resource Timing entry for job_histories');
      const total = await page
        .getByText(/\d[\d,]* rows/)
        .first()
        .textContent();
      if (!total || Number(total.replace(/\D/g, '')) < ROWS)
        throw new Error(`the list reports ${total ?? 'no total'}, not ≥ ${ROWS} rows`);
      return { paintMs: painted.at - timing.end, requestMs: timing.end - timing.start };
    } finally {
      await context.close();
    }
  });
  const metrics: Metric[] = [
    {
      name: 'first page painted after its response',
      unit: 'ms',
      samples: results.map((r) => r.paintMs),
      budget: 800,
      target: 300,
    },
    {
      name: 'job_histories request (50,000 rows, exact count)',
      unit: 'ms',
      samples: results.map((r) => r.requestMs),
    },
  ];
  report('Job history, 50,000 rows', metrics);
});
