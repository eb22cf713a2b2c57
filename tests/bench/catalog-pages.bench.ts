// Renderer benchmarks of the catalog's list screens on the large seed (issue 15's acceptance), in
// headless Debian Chromium against the production bundle (`npm run build` first). A second
// Sandbox holding the large seed (100,000 configs, 100,000 changes) is added as an organisation,
// and the screens open on it: every request takes the product's path (page → gateway → Sandbox),
// with nothing intercepted.
// - Summary `/catalog`: POST /catalog/summary → `catalog-summary:painted`; target 500 ms.
// - List `/catalog?configType=Kubernetes::Pod`: the configs page → `list:painted:catalog/configs`; 400 ms.
// - Changes `/catalog/changes`: a page of 200 → `list:painted:catalog/changes`; target 400 ms.
// Each figure runs from the request's Resource Timing startTime to the painted mark (query +
// transfer + render + paint). The gates (budget) sit at four times the targets.
// The large Sandbox runs in its own process, as the product's does. Reuses the large data dir of sandbox-query.bench.ts
// (under os.tmpdir(), built on first use).
// BENCH_QUICK=1: 1 warm-up + 3 runs; otherwise 1 + 5.
import { randomBytes } from 'node:crypto';
import { openSandboxDatabase } from '../../electron/sandbox/db/open-database.ts';
import { spawnSandbox } from '../../electron/sandbox/spawn.ts';
import { LARGE_SANDBOX_DIR, type Metric, report } from './bench-lib.ts';
import {
  addSandboxOrg,
  isQuick,
  isolateCache,
  newSignedInContext,
  repeat,
  waitForMark,
  withHostAndBrowser,
} from './browser/renderer-bench.ts';

interface Scenario {
  name: string;
  path: string;
  mark: string;
  /** Rows the screen must show once painted. */
  rowSelector: string;
  minRows: number;
  target: number;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'summary (grouped by class and type)',
    path: '/catalog',
    mark: 'catalog-summary:painted',
    rowSelector: '[aria-label="Catalog summary"] tbody tr',
    minRows: 5,
    target: 500,
  },
  {
    name: 'list, Kubernetes::Pod, first page',
    path: '/catalog?configType=Kubernetes%3A%3APod',
    mark: 'list:painted:catalog/configs',
    rowSelector: '[aria-label="Configs"] tbody tr',
    minRows: 20,
    target: 400,
  },
  {
    name: 'changes, a page of 200',
    path: '/catalog/changes?pageSize=200',
    mark: 'list:painted:catalog/changes',
    rowSelector: '[aria-label="Config changes"] tbody tr',
    // Only the rows in view are rendered (the table virtualises a page of 200).
    minRows: 10,
    target: 400,
  },
];

const runs = isQuick() ? 3 : 5;
const dataDir = LARGE_SANDBOX_DIR;
const prepared = await openSandboxDatabase({ dataDir, scale: 'large' });
await prepared.close();
const token = randomBytes(24).toString('hex');
// Started beside the host and Chromium (withHostAndBrowser): nothing is measured before all three
// are up.
const starting = spawnSandbox({
  dataDir,
  scale: 'large',
  token,
  tickerMs: 0,
  timeoutMs: 300_000,
});
try {
  await withHostAndBrowser(async ({ host, browser }) => {
    const large = await starting;
    const setup = await newSignedInContext(browser, host);
    const orgId = await addSandboxOrg(setup, { name: 'Large Sandbox', url: large.url, token });
    await setup.close();
    const metrics: Metric[] = [];
    for (const scenario of SCENARIOS) {
      const results = await repeat(scenario.mark, { runs, warmup: 1 }, async () => {
        const context = await newSignedInContext(browser, host);
        try {
          const page = await context.newPage();
          await isolateCache(page);
          const separator = scenario.path.includes('?') ? '&' : '?';
          await page.goto(`${scenario.path}${separator}org=${encodeURIComponent(orgId)}`);
          const painted = await waitForMark(page, scenario.mark, 120_000);
          if (!painted) throw new Error(`${scenario.mark} never came`);
          const rows = await page.locator(scenario.rowSelector).count();
          if (rows < scenario.minRows) throw new Error(`${rows} rows painted`);
          const timing = await page.evaluate(() => {
            const entry = performance
              .getEntriesByType('resource')
              .filter((e) =>
                /\/api\/(catalog\/summary|catalog\/changes|db\/configs\?)/.test(e.name),
              )
              .at(-1) as PerformanceResourceTiming | undefined;
            return entry ? { startTime: entry.startTime, responseEnd: entry.responseEnd } : null;
          });
          if (!timing) throw new Error('no Resource Timing entry for the data request');
          return {
            totalMs: painted.at - timing.startTime,
            requestMs: timing.responseEnd - timing.startTime,
            rows,
          };
        } finally {
          await context.close();
        }
      });
      metrics.push(
        {
          name: `${scenario.name}: query + paint`,
          unit: 'ms',
          samples: results.map((r) => r.totalMs),
          target: scenario.target,
          budget: scenario.target * 4,
        },
        {
          name: `${scenario.name}: the request alone`,
          unit: 'ms',
          samples: results.map((r) => r.requestMs),
        },
      );
    }
    report('Catalog screens, large seed', metrics);
  });
} finally {
  await (await starting).stop();
}
