// The cold-start scenarios of the renderer benchmarks (performance.md P1 CI proxy and P11): an
// organisation's offline cache written for real through the host (`cache:write`, encrypted on
// disk, read back by the renderer's `cache:read` on start-up), then `/health` opened in a fresh
// context while every `/org/**` request is aborted as without a network, or hangs for 30 s.
import type { Browser, Page, Route } from 'playwright-core';
import {
  hostIpc,
  newSignedInContext,
  waitForMark,
  type BrowserModeHost,
} from './renderer-bench.ts';

export type Outage = 'abort' | 'hang';

export interface CachedRun {
  cachedPaintedMs: number | null;
  bannerMs: number | null;
  restoredMs: number | null;
  networkPainted: boolean;
}

export interface CachedStart {
  orgId: string;
  /** The persisted QueryClient to put in the host's cache before the start. */
  payload: string;
  /** What the first dashboard tab must read once the cached checks are shown. */
  expectTab: string;
  outage: Outage;
  /** How long to wait for the cached dashboard. */
  capMs: number;
}

/**
 * One cold start of `/health` with the org's backend down: navigation start → cached dashboard
 * painted, offline banner, cache restored (ms, null when not reached within `capMs`).
 */
export async function cachedRun(
  browser: Browser,
  host: BrowserModeHost,
  options: CachedStart,
): Promise<CachedRun> {
  const { outage, capMs } = options;
  const context = await newSignedInContext(browser, host);
  const stop = new AbortController();
  try {
    // A real cache file through the host (encrypted, read back by cache:read on start-up).
    await hostIpc(context, 'cache:write', { orgId: options.orgId, payload: options.payload });
    const page = await context.newPage();
    await page.route('**/org/**', async (route: Route) => {
      if (outage === 'abort') return route.abort('internetdisconnected');
      // The backend accepts the connection and never answers (for 30 s, then the socket dies).
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 30_000);
        stop.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (!stop.signal.aborted) await route.abort('timedout').catch(() => undefined);
    });
    await page.goto('/health', { waitUntil: 'commit' });
    const cached = await waitForMark(page, 'dashboard:cached-painted', capMs);
    const banner = await waitForMark(
      page,
      'offline:banner',
      cached ? Math.max(100, capMs - cached.at) : 100,
    );
    const restored = await waitForMark(page, 'cache:restored', 100);
    if (cached) {
      const tab = await page.getByRole('tab').first().textContent();
      if (tab !== options.expectTab)
        throw new Error(`the cached dashboard shows "${tab}", not ${options.expectTab}`);
    }
    const networkPainted = (await waitForMark(page, 'dashboard:painted', 1)) !== null;
    // BENCH_TRACE=1 prints where the start-up time went (resources and marks, ms from navigation).
    if (process.env.BENCH_TRACE) console.log(await startupTrace(page));
    // The backend was never reached, so the only data on screen is the cache's.
    if (networkPainted)
      throw new Error('dashboard:painted (network data) with the backend blocked');
    return {
      cachedPaintedMs: cached?.at ?? null,
      bannerMs: banner?.at ?? null,
      restoredMs: restored?.at ?? null,
      networkPainted,
    };
  } finally {
    stop.abort();
    await context.close();
  }
}

async function startupTrace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const lines = [`  domInteractive ${nav.domInteractive.toFixed(0)}`];
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      lines.push(
        `  ${e.startTime.toFixed(0)}→${e.responseEnd.toFixed(0)} ${new URL(e.name).pathname} ${(e.encodedBodySize / 1024).toFixed(0)} KB`,
      );
    for (const m of performance.getEntriesByType('mark') as PerformanceMark[]) {
      const commitAt = (m.detail as { commitAt?: number } | null)?.commitAt;
      const commit = commitAt === undefined ? '' : ` (committed ${commitAt.toFixed(0)})`;
      lines.push(`  mark ${m.name} ${m.startTime.toFixed(0)}${commit}`);
    }
    return lines.join('\n');
  });
}
