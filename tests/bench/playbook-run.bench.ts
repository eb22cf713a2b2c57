// Renderer benchmark of the playbook run page (issue 17): a running run with 50 actions whose
// results hold 10,000 log lines each, followed by polling (the run and its actions every 2 s, the
// selected action every 1 s), in headless Debian Chromium against the production bundle served by
// the real browser-mode host (`npm run build` first). Plain Node script:
// `node tests/bench/playbook-run.bench.ts`. BENCH_QUICK=1: 1 warm-up (the page opened alone) +
// 2 runs, else 1 + 4.
//
// A seeded run's P10 answer is replaced by a running one; P11 by its 50 actions (the select the
// page sends leaves results out, as PostgREST does); P12 by the selected action with 10,000
// stdout and 10,000 log lines (~1.5 MB). Measured: requestAnimationFrame deltas over 6 s while
// the page is polled and a step is selected every 600 ms (each selection loads and paints a new
// 10,000-line result), p95 against the 25 ms target.
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { median, percentile, report } from './bench-lib.ts';
import {
  isQuick,
  newSignedInContext,
  pageMetrics,
  repeat,
  type BrowserModeHost,
  withHostAndBrowser,
} from './browser/renderer-bench.ts';

const ACTIONS = 50;
const LINES = 10_000;
const MEASURE_MS = 6000;
const SELECT_EVERY_MS = 600;
const quick = isQuick();
const plan = { runs: quick ? 2 : 4, warmup: 1 };

const now = Date.now();
const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const actionId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

function text(i: number, kind: string): string {
  const out: string[] = [];
  for (let l = 0; l < LINES; l++)
    out.push(
      `${iso(l * 10)} INFO  ${kind} step-${i} line ${l} see https://runbooks.example/${i}/${l}`,
    );
  return out.join('\n') + '\n';
}

const actions = Array.from({ length: ACTIONS }, (_, i) => ({
  id: actionId(i),
  name: `step-${i}`,
  playbook_run_id: 'RUN',
  status: i === ACTIONS - 1 ? 'running' : 'completed',
  scheduled_time: iso(i * 1000),
  start_time: iso(i * 1000),
  end_time: i === ACTIONS - 1 ? null : iso(i * 1000 + 900),
  error: null,
  agent_id: null,
  agent: null,
}));
const results = new Map<string, string>();
function detail(id: string): string {
  let body = results.get(id);
  if (!body) {
    const i = Number(id.slice(-12));
    body = JSON.stringify([
      { ...actions[i], result: { stdout: text(i, 'out'), stderr: '', logs: text(i, 'log') } },
    ]);
    results.set(id, body);
  }
  return body;
}

interface Run {
  frameP50: number;
  frameP95: number;
  frameMax: number;
  polls: number;
  heapMB: number;
  domNodes: number;
}

async function seededRun(browser: Browser, host: BrowserModeHost): Promise<string> {
  const context = await newSignedInContext(browser, host);
  try {
    const answer = await context.request.get(
      '/org/sandbox/api/db/playbook_runs?parent_id=is.null&select=id&limit=1',
    );
    const [row] = (await answer.json()) as { id: string }[];
    if (!row) throw new Error('the sandbox has no playbook run');
    return row.id;
  } finally {
    await context.close();
  }
}

/**
 * The run page opened on a fresh page of `context`, its answers replaced (see the top), until the
 * selected step's output shows. `closing.now` set: a poll still in flight may find no page.
 */
async function openRun(context: BrowserContext, runId: string, closing: { now: boolean }) {
  const page = await context.newPage();
  let polls = 0;
  await page.route('**/api/db/playbook_runs?*', async (route: Route) => {
    try {
      const response = await route.fetch();
      const rows = (await response.json()) as Record<string, unknown>[];
      polls++;
      await route.fulfill({
        response,
        json: rows.map((r) => ({ ...r, status: 'running', end_time: null, error: null })),
      });
    } catch (error) {
      // A poll still in flight when the run's context closes has nowhere to answer.
      if (!closing.now) throw error;
    }
  });
  await page.route('**/api/db/rpc/get_playbook_run_actions?*', (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(actions),
    }),
  );
  await page.route('**/api/db/playbook_run_actions?*', (route: Route) => {
    const id = /id=eq\.([0-9a-f-]{36})/.exec(decodeURIComponent(route.request().url()))?.[1];
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: id ? detail(id) : '[]',
    });
  });
  await page.goto(`/playbooks/runs/${runId}?org=sandbox`);
  await page
    .getByRole('region', { name: /^Output of step-/ })
    .getByLabel('Logs')
    .waitFor({
      timeout: 60_000,
    });
  return { page, polls: () => polls };
}

async function run(browser: Browser, host: BrowserModeHost, runId: string): Promise<Run> {
  const context = await newSignedInContext(browser, host);
  const closing = { now: false };
  try {
    const { page, polls } = await openRun(context, runId, closing);
    const frames = page.evaluate(
      (ms) =>
        new Promise<number[]>((resolve) => {
          const deltas: number[] = [];
          let last = performance.now();
          const started = last;
          const tick = (t: number) => {
            deltas.push(t - last);
            last = t;
            if (t - started < ms) requestAnimationFrame(tick);
            else resolve(deltas);
          };
          requestAnimationFrame(tick);
        }),
      MEASURE_MS,
    );
    const options = page.getByRole('listbox', { name: 'Run steps' }).getByRole('option');
    const started = Date.now();
    for (let i = 0; Date.now() - started < MEASURE_MS - SELECT_EVERY_MS; i++) {
      await options.nth((i * 7) % ACTIONS).click();
      await page.waitForTimeout(SELECT_EVERY_MS);
    }
    const deltas = await frames;
    const metrics = await pageMetrics(page);
    return {
      frameP50: median(deltas),
      frameP95: percentile(deltas, 95),
      frameMax: Math.max(...deltas),
      polls: polls(),
      heapMB: metrics.heapMB,
      domNodes: metrics.domNodes,
    };
  } finally {
    closing.now = true;
    await context.close();
  }
}

/**
 * Quick mode's warm-up: the page opened alone. Every run has a fresh context, so a warm-up warms
 * the host, the browser and GPU processes and the routes, which opening exercises; the step
 * answers the selections need are built before the runs (below), not by a warm-up's selections.
 */
async function warmUp(browser: Browser, host: BrowserModeHost, runId: string) {
  const context = await newSignedInContext(browser, host);
  const closing = { now: false };
  try {
    const { polls } = await openRun(context, runId, closing);
    return { polls: polls() };
  } finally {
    closing.now = true;
    await context.close();
  }
}

// Every step's answer built now, so that no run builds one (~1.5 MB of JSON) in this process
// while it measures.
for (const action of actions) detail(action.id);

let failed = false;
await withHostAndBrowser(async ({ host, browser: b }) => {
  const runId = await seededRun(b, host);
  console.log(
    `fixture: ${ACTIONS} actions × ${LINES.toLocaleString('en-US')} stdout + log lines; ${plan.warmup} warm-up + ${plan.runs} runs${quick ? ' (BENCH_QUICK)' : ''}`,
  );
  const runs = await repeat(
    'playbook-run',
    plan,
    () => run(b, host, runId),
    quick ? () => warmUp(b, host, runId) : undefined,
  );
  for (const r of runs)
    if (r.polls < 2) throw new Error(`the run was polled ${r.polls} times in ${MEASURE_MS} ms`);
  const verdicts = report('Playbook run, 50 actions × 10,000 lines, polled', [
    {
      // Whole vsyncs, as for health and logs: three (50 ms) on a loaded machine pass, four trip.
      name: 'polled for 6 s, a step selected every 600 ms: p95 frame',
      unit: 'ms',
      samples: runs.map((r) => r.frameP95),
      budget: 50,
      target: 25,
    },
    { name: 'p50 frame', unit: 'ms', samples: runs.map((r) => r.frameP50) },
    { name: 'longest frame', unit: 'ms', samples: runs.map((r) => r.frameMax) },
    { name: 'JS heap after 6 s', unit: 'MB', samples: runs.map((r) => r.heapMB) },
    { name: 'DOM nodes after 6 s', unit: 'count', samples: runs.map((r) => r.domNodes) },
  ]);
  failed = verdicts.some((v) => !v.ok);
});
if (failed) process.exitCode = 1;
