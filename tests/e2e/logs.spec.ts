// Logs screen against the sandbox (browser mode, admin, 1280×800): the select-a-component state,
// choosing a component writes topologyId and logsSelector into the URL and titles the page, lines
// show, the search narrows them and stays in the URL, a search without hits says so, an unknown
// selector shows the backend's message, a resized column keeps its width across a reload, and
// cached lines stay readable under the offline banner. Screenshots in light and dark.
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ipc } from './helpers/ipc.ts';
import { onSandbox } from './helpers/sandbox-org.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });
const SELECT_TEXT = 'Please select a component to view the logs';
const NO_LOGS_TEXT = 'There are no logs matching the search query';

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(({ page }) => onSandbox(page));

interface Target {
  id: string;
  name: string;
  selectors: string[];
}

let target: Target | undefined;

/** The first component with logs (the picker's first entry) and its log selectors. */
async function logsTarget(request: APIRequestContext): Promise<Target> {
  if (target) return target;
  const list = await request.get(
    '/org/sandbox/api/db/components_with_logs?select=id,name&order=name.asc&limit=1',
  );
  const [component] = (await list.json()) as { id: string; name: string }[];
  expect(component, 'the sandbox has components with logs').toBeDefined();
  const tree = await request.get(`/org/sandbox/api/canary/api/topology?id=${component!.id}`);
  const body = (await tree.json()) as { components?: { logs?: { name: string }[] }[] };
  const selectors = (body.components?.[0]?.logs ?? []).map((log) => log.name);
  expect(selectors.length, `${component!.name} has log selectors`).toBeGreaterThan(0);
  target = { ...component!, selectors };
  return target;
}

const logsUrl = (t: Target, extra = '') =>
  `/logs?topologyId=${t.id}&logsSelector=${encodeURIComponent(t.selectors[0]!)}${extra}`;

/**
 * The results table once it shows lines and no search is under way (the first search of a fresh
 * sandbox may take a while; an answer restored from the offline cache may be refetched, which
 * draws a new table).
 */
async function linesShown(page: Page): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Logs' });
  await expect(table.locator('[role="row"][data-index]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Reload logs' })).toBeEnabled({ timeout: 30_000 });
  return table;
}

/** The count under the table ('1,204 lines', 'Showing 100,000 of 250,000 lines'). */
async function lineCount(page: Page): Promise<number> {
  const text = (await page.locator('.mcd-logs-footer > span').first().textContent()) ?? '';
  const match = /^(?:Showing )?([\d,]+)/.exec(text);
  expect(match, `a line count in '${text}'`).not.toBeNull();
  return Number(match![1]!.replace(/,/g, ''));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The message's own text: a folded long message's cell also holds its Show more button.
const messages = (table: Locator) =>
  table.locator('[role="row"][data-index] .mcd-logs-message .mcd-logs-text');

test('choosing a component fills in the URL, titles the page and shows its lines', async ({
  page,
}) => {
  const t = await logsTarget(page.request);
  await page.goto('/logs');
  await expect(page.getByText(SELECT_TEXT)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Logs', exact: true })).toBeVisible();
  await page.screenshot(shot('logs-select-component'));

  await page.getByRole('button', { name: /^Component: / }).click();
  // Narrowed by name first: the list is windowed, and it may still be loading.
  await page.getByLabel('Filter Component').fill(t.name);
  // Sorted by name, the component itself comes before any whose name it begins.
  await page.locator('.bp6-select-popover').getByRole('option', { name: t.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]topologyId=${t.id}(&|$)`));
  await expect(page).toHaveURL(
    new RegExp(`[?&]logsSelector=${encodeURIComponent(t.selectors[0]!)}(&|$)`),
  );
  await expect(page.getByRole('heading', { name: `Logs - ${t.name}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Logs - ${escape(t.name)} — `));
  await expect(page.getByRole('button', { name: `Component: ${t.name}` })).toBeVisible();

  const table = await linesShown(page);
  for (const header of ['Time', 'Message', 'Labels'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  expect(await lineCount(page)).toBeGreaterThan(0);
  await expect(messages(table).first()).not.toBeEmpty();
  await page.screenshot(shot('logs-light'));

  // Back leaves the page, not the URL before the selector was filled in.
  await page.goBack();
  await expect(page).not.toHaveURL(/topologyId=/);
  await expect(page.getByText(SELECT_TEXT)).toBeVisible();
});

test('lines are dense enough to read a stack trace at 1280×800', async ({ page }) => {
  const t = await logsTarget(page.request);
  await page.goto(logsUrl(t));
  const table = await linesShown(page);
  // Measured until it holds: rows are measured by the virtual list after they paint, and on a busy
  // machine the first reading can fall between the estimate and the measurement.
  await expect(async () => {
    const box = (await table.boundingBox())!;
    const rows = await table.locator('[role="row"][data-index]').evaluateAll((list) =>
      list.map((r) => ({
        top: r.getBoundingClientRect().top,
        bottom: r.getBoundingClientRect().bottom,
        height: r.getBoundingClientRect().height,
        // The message cell's content: its text, a count, a Show more button.
        text: (() => {
          const cell = r.querySelector('.mcd-logs-message');
          const [first, last] = [cell?.firstElementChild, cell?.lastElementChild];
          if (!first || !last) return 0;
          return last.getBoundingClientRect().bottom - first.getBoundingClientRect().top;
        })(),
        lineHeight: (() => {
          const cell = r.querySelector('.mcd-logs-message');
          if (!cell) return 0;
          const style = getComputedStyle(cell);
          const height = parseFloat(style.lineHeight);
          return Number.isFinite(height) ? height : parseFloat(style.fontSize) * 1.2;
        })(),
      })),
    );
    // A row is as tall as its message and no taller (labels stay on one line, little padding).
    for (const row of rows) expect(row.height).toBeLessThanOrEqual(row.text + 8);
    // About five lines a screen was too few to follow a stack trace. Lines of text, not rows: the
    // generated logs follow the clock, and a screen may hold a multi-line stack trace or two.
    const inView = rows.filter((r) => r.top >= box.y && r.bottom <= box.y + box.height);
    const lines = inView.reduce(
      (sum, r) => sum + Math.max(1, Math.round(r.text / (r.lineHeight || r.text || 1))),
      0,
    );
    expect(lines).toBeGreaterThanOrEqual(12);
  }).toPass({ timeout: 20_000 });
});

test('the screen in dark mode', async ({ page }) => {
  const t = await logsTarget(page.request);
  await ipc(page.request, 'settings:set', { theme: 'dark' });
  try {
    await page.goto(logsUrl(t));
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await linesShown(page);
    await page.screenshot(shot('logs-dark'));
    await page.getByRole('button', { name: /^Component: / }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.screenshot(shot('logs-dark-picker'));
  } finally {
    await ipc(page.request, 'settings:set', { theme: 'system' });
  }
});

test('the search narrows the lines, stays in the URL, and says when nothing matches', async ({
  page,
}) => {
  const t = await logsTarget(page.request);
  // A fixed hour: the generated logs follow the clock, so 'the last hour' gains lines between
  // the count without the search and the count with it.
  const end = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const start = new Date(end.getTime() - 3_600_000);
  await page.goto(logsUrl(t, `&start=${start.toISOString()}&end=${end.toISOString()}`));
  const table = await linesShown(page);
  const all = await lineCount(page);
  // A word of the first line's message: at least that line matches it.
  const first = (await messages(table).first().textContent()) ?? '';
  const word = first.match(/[A-Za-z]{5,}/)?.[0];
  expect(word, `a word in '${first}'`).toBeDefined();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(word!);
  await expect(page).toHaveURL(new RegExp(`[?&]query=${word}(&|$)`));
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(async () => {
    const texts = await messages(table).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts.slice(0, 10))
      expect(text.toLowerCase()).toContain(word!.toLowerCase());
  }).toPass({ timeout: 15_000 });
  expect(await lineCount(page)).toBeLessThanOrEqual(all);
  await page.screenshot(shot('logs-search'));

  const nothing = 'zq-no-such-line-zq';
  await search.fill(nothing);
  await expect(page.getByText(NO_LOGS_TEXT)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`[?&]query=${nothing}(&|$)`));
  await page.screenshot(shot('logs-no-results'));
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(nothing);
  await expect(page.getByText(NO_LOGS_TEXT)).toBeVisible({ timeout: 30_000 });
});

test('a wider time range is kept in the URL and brings more lines', async ({ page }) => {
  const t = await logsTarget(page.request);
  await page.goto(logsUrl(t));
  await linesShown(page);
  const hour = await lineCount(page);
  await page.getByRole('button', { name: 'Last 1 hour' }).click();
  await page.getByRole('menuitem', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/[?&]start=7d(&|$)/);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toBeVisible();
  await expect.poll(() => lineCount(page), { timeout: 30_000 }).toBeGreaterThan(hour);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toBeVisible();
});

test('a component with several log selectors offers them', async ({ page }) => {
  const answer = await page.request.get(
    '/org/sandbox/api/db/components?select=id,name,log_selectors&log_selectors=not.is.null&deleted_at=is.null&order=name.asc',
  );
  const rows = (await answer.json()) as { id: string; name: string; log_selectors: unknown }[];
  const node = rows.find((r) => Array.isArray(r.log_selectors) && r.log_selectors.length > 1);
  expect(node, 'the sandbox has a component with two log selectors').toBeDefined();
  const names = (node!.log_selectors as { name: string }[]).map((s) => s.name);
  await page.goto(`/logs?topologyId=${node!.id}`);
  await expect(page).toHaveURL(new RegExp(`[?&]logsSelector=${names[0]}(&|$)`));
  const select = page.getByRole('combobox', { name: 'Log selector' });
  await expect(select).toHaveValue(names[0]!);
  expect(await select.locator('option').allTextContents()).toEqual(names);
  await select.selectOption(names[1]!);
  await expect(page).toHaveURL(new RegExp(`[?&]logsSelector=${names[1]}(&|$)`));
  await linesShown(page);
  await expect(page.getByRole('heading', { name: `Logs - ${node!.name}` })).toBeVisible();
});

test('a log selector the component does not have shows the backend message inline', async ({
  page,
}) => {
  const t = await logsTarget(page.request);
  await page.goto(`/logs?topologyId=${t.id}&logsSelector=no-such-selector`);
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load logs' });
  await expect(alert).toContainText("log selector with the name 'no-such-selector' was not found", {
    timeout: 30_000,
  });
  await page.screenshot(shot('logs-unknown-selector'));
});

test('a component that does not exist says so', async ({ page }) => {
  await page.goto('/logs?topologyId=0190a1b2-0000-7e5f-8a9b-000000000000');
  await expect(page.getByText('Component not found')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Logs', exact: true })).toBeVisible();
});

test('a resized column keeps its width after a reload', async ({ page }) => {
  const t = await logsTarget(page.request);
  await page.goto(logsUrl(t));
  const table = await linesShown(page);
  const time = table.getByRole('columnheader', { name: 'Time' });
  const before = (await time.boundingBox())!.width;
  const handle = (await page.getByRole('separator', { name: 'Resize Time' }).boundingBox())!;
  const x = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 40, y, { steps: 4 });
  await page.mouse.move(x + 80, y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await time.boundingBox())!.width).toBeCloseTo(before + 80, 0);
  const stored = await page.evaluate(() => localStorage.getItem('mc.table.logs.columnSize.time'));
  expect(Number(stored)).toBeCloseTo(before + 80, 0);

  await page.reload();
  const again = await linesShown(page);
  // Polled: the answer restored from the offline cache may be replaced by a fresh one meanwhile.
  await expect
    .poll(
      async () => (await again.getByRole('columnheader', { name: 'Time' }).boundingBox())?.width,
    )
    .toBeCloseTo(before + 80, 0);
});

test('cached lines stay readable under the offline banner', async ({ page }) => {
  const t = await logsTarget(page.request);
  await page.goto(logsUrl(t));
  const table = await linesShown(page);
  const first = await messages(table).first().textContent();
  // Main holds this answer in the organisation's offline cache: its first line, not just any
  // earlier search of the worker (lines keep arriving, so an older answer starts elsewhere).
  const firstJson = JSON.stringify(first ?? '').slice(1, -1);
  await expect
    .poll(
      async () => {
        const read = await ipc(page.request, 'cache:read', { orgId: 'sandbox' });
        return (
          typeof read.payload === 'string' &&
          read.payload.includes('["logs","search"') &&
          read.payload.includes(firstJson)
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  const offline = (route: Route) => route.abort('internetdisconnected');
  await page.route('**/org/**', offline);
  try {
    await page.reload();
    await expect(page.getByText(/^Offline — showing data from /)).toBeVisible({ timeout: 15_000 });
    const cached = await linesShown(page);
    await expect(messages(cached).first()).toHaveText(first ?? '');
    await expect(page.getByRole('heading', { name: `Logs - ${t.name}` })).toBeVisible();
    await page.screenshot(shot('logs-offline'));
  } finally {
    await page.unroute('**/org/**', offline);
  }
});
