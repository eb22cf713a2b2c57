// Plumbing for renderer benchmarks (performance.md B.4 "Method"): headless Debian Chromium via
// playwright-core with this machine's flags, the real browser-mode host serving the production
// bundle from out/renderer (started as the e2e fixtures start it), one fresh browser context per
// run, the host's IPC reachable with the session cookie, and CDP metrics.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startBrowserMode, stopBrowserMode, type BrowserModeHost } from '../../e2e/fixtures.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';
import { intercept } from './intercept.ts';
import { installTypingProbe, keystrokeDurations, readTyping } from './page-probes.ts';

export type { BrowserModeHost };

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const VIEWPORT = { width: 1280, height: 800 };

export const isQuick = () => Boolean(process.env.BENCH_QUICK);

const isBuilt = () => existsSync(path.join(repoRoot, 'out/renderer/index.html'));

export function assertBuilt(): void {
  if (!isBuilt())
    throw new Error('out/renderer is missing: run `npm run build` before the renderer benchmarks');
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = CHROMIUM_PATH;
  if (!existsSync(executablePath))
    throw new Error(`no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export async function startHost(): Promise<BrowserModeHost> {
  assertBuilt();
  return startBrowserMode();
}

export { stopBrowserMode as stopHost };

/**
 * A renderer benchmark's frame: the browser-mode host and Chromium started, `body` run with them,
 * and both closed whatever `body` does (a throw still fails the script). The two start at once:
 * nothing is measured yet, and each is seconds of a 2-core machine's wall time spent mostly
 * waiting on the other's process start.
 */
export async function withHostAndBrowser<T>(
  body: (env: { host: BrowserModeHost; browser: Browser }) => Promise<T>,
): Promise<T> {
  const [host, browser] = await Promise.allSettled([startHost(), launchChromium()]);
  try {
    if (host.status === 'rejected') throw host.reason;
    if (browser.status === 'rejected') throw browser.reason;
    return await body({ host: host.value, browser: browser.value });
  } finally {
    if (browser.status === 'fulfilled') await browser.value.close();
    if (host.status === 'fulfilled') await stopBrowserMode(host.value);
  }
}

/** A fresh context (empty storage and HTTP cache) carrying the host's session cookie. */
export async function newSignedInContext(
  browser: Browser,
  host: BrowserModeHost,
): Promise<BrowserContext> {
  // Its own `/org/**` requests say they are fetches, as the renderer's client does (gateway.ts).
  const context = await browser.newContext({
    viewport: VIEWPORT,
    baseURL: host.origin,
    extraHTTPHeaders: { 'x-mcd-request': 'fetch' },
  });
  await context.addCookies([host.cookie]);
  return context;
}

/**
 * Quick mode's warm-up of a screen benchmark: the mount alone, in a fresh context. Every run opens
 * a fresh context, so a warm-up can only warm the host, the browser and GPU processes and the
 * script's routes, all of which the mount exercises.
 */
export async function mountWarmUp(
  browser: Browser,
  host: BrowserModeHost,
  mount: (page: Page) => Promise<{ painted: { at: number }; responseEnd: number }>,
): Promise<{ mountMs: number }> {
  const context = await newSignedInContext(browser, host);
  try {
    const { painted, responseEnd } = await mount(await context.newPage());
    return { mountMs: painted.at - responseEnd };
  } finally {
    await context.close();
  }
}

/** Calls a host IPC channel as the renderer would (`POST /ipc/<channel>`); throws on `ok: false`. */
export async function hostIpc<T>(
  context: BrowserContext,
  channel: string,
  data: unknown,
): Promise<T> {
  const answer = await context.request.post(`/ipc/${channel}`, { data });
  const body = (await answer.json()) as { ok: boolean; value?: T; error?: { message: string } };
  if (!body.ok) throw new Error(`${channel} failed: ${body.error?.message ?? answer.status()}`);
  return body.value as T;
}

/**
 * Adds an organisation backed by the Sandbox at `url` to the host and signs in with `token` (kept
 * for the session only when this machine has no Secret Service, as outside `npm test`); its id.
 */
export async function addSandboxOrg(
  context: BrowserContext,
  org: { name: string; url: string; token: string },
): Promise<string> {
  const { id } = await hostIpc<{ id: string }>(context, 'orgs:add', {
    name: org.name,
    url: org.url,
    prefix: '',
  });
  const signIn = () =>
    hostIpc(context, 'auth:signIn', { orgId: id, method: 'token', token: org.token });
  await signIn().catch(async (error: unknown) => {
    if (!String(error).includes('keychain')) throw error;
    await hostIpc(context, 'auth:useSessionOnly', {});
    await signIn();
  });
  return id;
}

export interface PageMetrics {
  heapMB: number;
  domNodes: number;
}

/** CDP Performance.getMetrics: used JS heap and live DOM nodes. */
export async function pageMetrics(page: Page): Promise<PageMetrics> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { heapMB: value('JSHeapUsedSize') / 2 ** 20, domNodes: value('Nodes') };
}

/**
 * Start time (ms after navigation start) of the first mark `name`, waiting up to `timeoutMs`.
 * The page tells when the mark comes (a PerformanceObserver, one call in the page): polling it
 * (Playwright's waitForFunction) ran a call on the page's main thread every 50 ms, and its first
 * call evaluated Playwright's injected script (~10 ms in traces), while the load being measured
 * was still on that thread. A navigation meanwhile (a reload, a redirect) asks the new document.
 */
export async function waitForMark(
  page: Page,
  name: string,
  timeoutMs: number,
): Promise<{ at: number; detail: unknown } | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
    });
    const seen = page.evaluate(
      (mark) =>
        new Promise<{ at: number; detail: unknown }>((resolve) => {
          const found = () => {
            const entry = performance.getEntriesByName(mark, 'mark')[0] as
              PerformanceMark | undefined;
            return entry ? { at: entry.startTime, detail: entry.detail as unknown } : null;
          };
          const now = found();
          if (now) return resolve(now);
          const observer = new PerformanceObserver(() => {
            const entry = found();
            if (!entry) return;
            observer.disconnect();
            resolve(entry);
          });
          observer.observe({ type: 'mark' });
        }),
      name,
    );
    try {
      const result = await Promise.race([seen, timeout]);
      return result === 'timeout' ? null : result;
    } catch (error) {
      // The document went away (a navigation): ask the next one, after it has begun.
      if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      clearTimeout(timer);
      seen.catch(() => undefined);
    }
  }
  return null;
}

/**
 * Opens `path` with the answer to `pattern` held back until the screen shows its skeleton
 * (`skeletonLabel`), then releases it and waits for `mark`. Returns the mark and the answer's
 * Resource Timing responseEnd (the entry whose URL contains `resourcePart`).
 */
export async function paintAfterHeldAnswer(
  page: Page,
  options: {
    /** The answered requests' URL pattern (intercept.ts). */
    pattern: string;
    body: string;
    path: string;
    skeletonLabel: string;
    mark: string;
    resourcePart: string;
  },
): Promise<{ painted: { at: number; detail: unknown }; responseEnd: number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await intercept(page, options.pattern, async (request) => {
    await released;
    await request.fulfill({ contentType: 'application/json', body: options.body });
  });
  await page.goto(options.path);
  await page.locator(`[aria-label="${options.skeletonLabel}"]`).waitFor({ timeout: 120_000 });
  release();
  const painted = await waitForMark(page, options.mark, 60_000);
  if (!painted) throw new Error(`${options.mark} never came`);
  const responseEnd = await page.evaluate((part) => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(part))
      .at(-1) as PerformanceResourceTiming | undefined;
    return entry?.responseEnd ?? null;
  }, options.resourcePart);
  if (!responseEnd) throw new Error(`no Resource Timing entry for ${options.resourcePart}`);
  return { painted, responseEnd };
}

/**
 * Runs `fn` `warmup` + `runs` times, keeping the results of the measured runs only. A `warmUp`
 * given runs in place of `fn` for the warm-ups: the part of a run that warms what it measures.
 */
export async function repeat<T>(
  label: string,
  options: { runs: number; warmup: number },
  fn: (index: number) => Promise<T>,
  warmUp: (index: number) => Promise<unknown> = fn,
): Promise<T[]> {
  const kept: T[] = [];
  for (let i = 0; i < options.warmup + options.runs; i += 1) {
    const started = performance.now();
    const warm = i < options.warmup;
    const result = await withRetry(label, () => (warm ? warmUp(i) : fn(i)));
    // The run's wall time too: where a script's seconds go (the CI stage's length).
    const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
    console.log(
      `  ${label} ${warm ? 'warm-up' : `run ${i - options.warmup + 1}`} (${took}): ${brief(result)}`,
    );
    if (!warm) kept.push(result as T);
  }
  return kept;
}

/**
 * The plan of a scenario that follows another of the same script on the same screen, browser and
 * host: in quick mode its warm-up is left out, since the one before warmed the host, the bundle and
 * the browser already (its measured runs stay). Full mode keeps B.4's warm-up per scenario.
 */
export function followUpPlan(plan: { runs: number; warmup: number }): {
  runs: number;
  warmup: number;
} {
  return isQuick() ? { ...plan, warmup: 0 } : plan;
}

/**
 * Other engineers rebuild out/ while benchmarks run (the host then answers 404 for a moment):
 * a run that fails is retried twice, after the bundle is back. Persistent failures still throw.
 */
async function withRetry<T>(label: string, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt > 2) throw error;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.log(`  ${label}: run failed (${reason}); retrying (${attempt}/2)`);
      for (let waited = 0; waited < 60_000 && !isBuilt(); waited += 1000)
        await new Promise((resolve) => setTimeout(resolve, 1000));
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
}

function brief(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'number'
      ? Math.round(v * 10) / 10
      : Array.isArray(v) && v.length > 8
        ? `[${v.length}]`
        : v,
  );
}

/**
 * Offline cache reads answered here with a miss, so one run's persisted data never feeds the next;
 * the writes reach the host (its cache folder of this run; nothing reads them back). Returns how
 * many writes the renderer's persister has handed over.
 */
export async function isolateCache(page: Page): Promise<() => number> {
  let writes = 0;
  await intercept(page, '*/ipc/cache:read', (r) =>
    r.fulfill({ json: { ok: true, value: { status: 'miss' } } }),
  );
  // The start-up read too: main would otherwise hand over whatever an earlier scenario left.
  await intercept(page, '*/ipc/cache:readInitial', (r) =>
    r.fulfill({ json: { ok: true, value: { orgId: null, read: { status: 'miss' } } } }),
  );
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/ipc/cache:write') writes += 1;
  });
  return () => writes;
}

export interface TypingResult {
  /** Event Timing duration per keystroke (keystrokeDurations). */
  keys: number[];
  /** Keydown → after the next paint, per keystroke (the rAF probe). */
  afterPaint: number[];
  /** The debounced search in the URL → its result painted. */
  searchAppliedMs: number;
}

/**
 * Types `text` into the focused search box with the keystroke probes installed and waits until
 * `expected` is on screen (page-probes.ts installTypingProbe): what a search benchmark reports.
 */
export async function typeAndMeasure(
  page: Page,
  text: string,
  options: {
    expected: Parameters<typeof installTypingProbe>[0];
    delayMs: number;
    timeoutMs: number;
  },
): Promise<TypingResult> {
  await page.evaluate(installTypingProbe, options.expected);
  await page.keyboard.type(text, { delay: options.delayMs });
  await page.waitForFunction(() => window.__mcdTyping?.appliedPaintedAt != null, null, {
    timeout: options.timeoutMs,
  });
  await page.waitForTimeout(200);
  const typing = await page.evaluate(readTyping);
  if (!typing) throw new Error('the typing probe is gone');
  const nav = typing.navigations[typing.navigations.length - 1];
  if (nav === undefined || typing.appliedPaintedAt === null)
    throw new Error('the debounced search never reached the URL');
  return {
    keys: keystrokeDurations(typing, text.length),
    afterPaint: typing.afterPaint,
    searchAppliedMs: typing.appliedPaintedAt - nav,
  };
}

/** Where a page's start-up time went: resources and marks, ms from navigation (BENCH_TRACE=1). */
export async function startupTrace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const lines = [`  domInteractive ${nav.domInteractive.toFixed(0)}`];
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      // The host's own time, where it says (IPC answers' Server-Timing).
      const host = e.serverTiming.find((t) => t.name === 'host');
      lines.push(
        `  ${e.startTime.toFixed(0)}→${e.responseEnd.toFixed(0)} ${new URL(e.name).pathname} ${(e.encodedBodySize / 1024).toFixed(0)} KB${host ? ` (host ${host.duration} ms)` : ''}`,
      );
    }
    for (const m of performance.getEntriesByType('mark') as PerformanceMark[]) {
      const commitAt = (m.detail as { commitAt?: number } | null)?.commitAt;
      const commit = commitAt === undefined ? '' : ` (committed ${commitAt.toFixed(0)})`;
      lines.push(`  mark ${m.name} ${m.startTime.toFixed(0)}${commit}`);
    }
    return lines.join('\n');
  });
}
