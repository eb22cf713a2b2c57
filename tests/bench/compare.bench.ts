// Renderer benchmark of the catalog's compare (issue 21's acceptance), in headless Debian Chromium
// against the production bundle (`npm run build` first). Both sides' config_detail answers are
// replaced by 5,000-line documents (1,000 containers; every 50th image changed, a few inserted),
// held until the compare's skeleton is up, then released together.
// - Painted: the later answer's Resource Timing responseEnd → `compare:painted` (diff computed,
//   folded rows rendered, the frame painted); target 300 ms, the gate (budget) at four times that.
// BENCH_QUICK=1: 1 warm-up + 3 runs; otherwise 1 + 5.
import { report, type Metric } from './bench-lib.ts';
import {
  isolateCache,
  isQuick,
  newSignedInContext,
  pageMetrics,
  repeat,
  waitForMark,
  withHostAndBrowser,
} from './browser/renderer-bench.ts';
import { intercept } from './browser/intercept.ts';

const LEFT = '0190f0e0-0000-7000-8000-00000000c0a1';
const RIGHT = '0190f0e0-0000-7000-8000-00000000c0a2';
const runs = isQuick() ? 3 : 5;

/** A config_detail answer whose body pretty-prints to ~5,000 lines. */
function item(id: string, changed: boolean): string {
  const containers: { name: string; image: string; replicas: number }[] = [];
  for (let i = 0; i < 1000; i++) {
    containers.push({
      name: `worker-${i}`,
      image: `registry.example.com/team/worker:${changed && i % 50 === 0 ? `${i}.1` : `${i}.0`}`,
      replicas: i % 5,
    });
    if (changed && i % 250 === 0)
      containers.push({ name: `sidecar-${i}`, image: 'envoy', replicas: 1 });
  }
  const now = new Date().toISOString();
  return JSON.stringify([
    {
      id,
      name: changed ? 'bench-compare-right' : 'bench-compare-left',
      type: 'Kubernetes::Deployment',
      config_class: 'Deployment',
      config: { containers },
      created_at: now,
      updated_at: now,
      summary: {},
    },
  ]);
}

const bodies = new Map([
  [LEFT, item(LEFT, false)],
  [RIGHT, item(RIGHT, true)],
]);
const [left] = JSON.parse(bodies.get(LEFT) as string) as [{ config: unknown }];
const lines = JSON.stringify(left.config, null, 2).split('\n');
console.log(`  left document: ${lines.length.toLocaleString('en-US')} lines`);

await withHostAndBrowser(async ({ host, browser }) => {
  const results = await repeat('compare', { runs, warmup: 1 }, async () => {
    const context = await newSignedInContext(browser, host);
    try {
      const page = await context.newPage();
      await isolateCache(page);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await intercept(page, '*/org/*/api/db/config_detail\\?*', async (request) => {
        const id = request.url.searchParams.get('id')?.replace(/^eq\./, '');
        await released;
        await request.fulfill({
          contentType: 'application/json',
          body: bodies.get(id ?? '') ?? '[]',
        });
      });
      await page.goto(`/catalog/compare?left=sandbox%3A${LEFT}&right=sandbox%3A${RIGHT}`);
      await page.locator('[aria-label="Loading configs"]').waitFor({ timeout: 120_000 });
      release();
      const painted = await waitForMark(page, 'compare:painted', 60_000);
      if (!painted) throw new Error('compare:painted never came');
      const responseEnd = await page.evaluate(() =>
        Math.max(
          ...performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/db/config_detail'))
            .map((e) => (e as PerformanceResourceTiming).responseEnd),
        ),
      );
      const changed = await page.locator('tr[data-kind="changed"]').count();
      if (changed < 20) throw new Error(`${changed} changed rows, expected at least 20`);
      const metrics = await pageMetrics(page);
      return {
        paintedMs: painted.at - responseEnd,
        commitMs: (painted.detail as { commitAt: number }).commitAt - responseEnd,
        domNodes: metrics.domNodes,
      };
    } finally {
      await context.close();
    }
  });
  const metrics: Metric[] = [
    {
      name: 'compare of two 5,000-line configurations painted after the later response',
      unit: 'ms',
      samples: results.map((r) => r.paintedMs),
      target: 300,
      budget: 1200,
    },
    {
      name: 'commit after the later response',
      unit: 'ms',
      samples: results.map((r) => r.commitMs),
    },
    { name: 'DOM nodes', unit: 'count', samples: results.map((r) => r.domNodes) },
  ];
  report('Compare configurations', metrics);
});
