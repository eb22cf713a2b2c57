// Offline-first against real backends (issue 7): organisations backed by sandbox processes that
// the test stops and restarts (same port, data folder and token), so "offline" is what a user
// meets — the backend gone, connections refused. Covers: cached health dashboard and check with
// the banner and 'as of' after a reload and after a restart of browser mode; mutation buttons
// disabled with the reason; a screen never visited says it is not available offline; the backend
// back → banner gone and data refetched; and two organisations offline at once, each with its own
// cache file, never showing each other's data. (offline.spec.ts covers the mocked-backend cases.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page, Route } from '@playwright/test';
import {
  expect,
  startBrowserMode,
  stopBrowserMode,
  test,
  type BrowserModeHost,
} from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandboxes,
  type ExtraSandbox,
} from './helpers/extra-sandbox.ts';
import { ipc } from './helpers/ipc.ts';
import { waitForOrgCache } from './helpers/offline-cache.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });
const BANNER =
  /^Offline — showing data from (\d{1,2} \w{3} )?\d{2}:\d{2} \((just now|\d+ min ago)\)$/;
const OFFLINE_REASON = /^Not available offline: the organisation cannot be reached/;

type RestartableSandbox = ExtraSandbox;
let sandboxA: RestartableSandbox;
let sandboxB: RestartableSandbox;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const started = await startExtraSandboxes({}, { seed: 22 });
  [sandboxA, sandboxB] = [started[0]!, started[1]!];
});

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

async function rows<T>(sandbox: RestartableSandbox, table: string, select: string): Promise<T[]> {
  return sandbox.rows<T>(table, `select=${select}&limit=2000`);
}

/** Check and canary names: what the health dashboard shows (canary names are its group rows). */
async function dashboardNames(sandbox: RestartableSandbox): Promise<Set<string>> {
  const names = new Set<string>();
  for (const table of ['checks', 'canaries'])
    for (const row of await rows<{ name: string }>(sandbox, table, 'name')) names.add(row.name);
  return names;
}

async function renameCanary(sandbox: RestartableSandbox, id: string, name: string) {
  const response = await fetch(`${sandbox.url}/db/canaries?id=eq.${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(response.ok).toBe(true);
}

async function addOrg(request: APIRequestContext, name: string, sandbox: RestartableSandbox) {
  return addSandboxOrg(request, { name, sandbox });
}

async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

async function bannerMs(page: Page): Promise<number> {
  return page.evaluate(
    () => performance.getEntriesByName('offline:banner')[0]?.startTime ?? Infinity,
  );
}

async function openContext(browser: Browser, host: BrowserModeHost) {
  const context = await browser.newContext({ baseURL: host.origin });
  await context.addCookies([host.cookie]);
  // A 15 s auto-refresh on the dashboard (allowed for a 15 min range): its "as of" shows once the
  // data is older than that.
  await context.addInitScript(() => localStorage.setItem('mc.autoRefresh', '15s'));
  return { context, page: await context.newPage() };
}

test('visited screens stay readable offline, across a restart of browser mode, and refresh when the backend is back', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await sandboxA.start();
  let host = await startBrowserMode();
  const dataDir = host.userDataDir;
  try {
    let { context, page } = await openContext(browser, host);
    const orgId = await addOrg(page.request, 'Offline A', sandboxA);
    const names = [...(await dashboardNames(sandboxA))];
    const [check] = await rows<{ id: string; name: string; canary_id: string }>(
      sandboxA,
      'checks',
      'id,name,canary_id',
    );
    expect(check).toBeDefined();
    const [canary] = await rows<{ id: string; name: string }>(
      sandboxA,
      'canaries',
      `id,name&id=eq.${check!.canary_id}`,
    );
    const dashboard = `/health?org=${orgId}&hidePassing=false&timeRange=15m`;
    const checkUrl = `${dashboard}&checkId=${check!.id}`;
    const shows = async (p: Page, list: string[]) => {
      const text = await pageText(p);
      return list.some((name) => text.includes(name));
    };

    // Online: the dashboard, then one check (its metrics and history tab).
    await page.goto(dashboard);
    await expect.poll(() => shows(page, names), { timeout: 30_000 }).toBe(true);
    await page.goto(checkUrl);
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: check!.name }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(modal.getByRole('button', { name: 'Run Now' })).toBeEnabled();
    await expect(modal.getByRole('table', { name: 'Check history' })).toBeVisible();
    await waitForOrgCache(page.request, orgId, [
      '["health","summary"',
      `["health","check",{"id":"${check!.id}"}]`,
      '["resource","health/history"',
    ]);

    // (a) The backend stops; a reload paints the check from cache with the banner.
    await sandboxA.stop();
    await page.reload({ waitUntil: 'commit' });
    const banner = page.getByText(BANNER);
    await expect(banner).toBeVisible({ timeout: 20_000 });
    const afterReload = await bannerMs(page);
    // A figure, not a gate: e2e asserts no timings (the cached cold start is gated in
    // tests/bench/health-dashboard.bench.ts); a busy CI machine once took 2,003 ms here.
    console.log(`offline banner ${Math.round(afterReload)} ms after navigation (budget 1 s)`);
    await expect(modal.getByRole('heading', { name: check!.name }).first()).toBeVisible();
    await expect(modal.getByRole('table', { name: 'Check history' })).toBeVisible();

    // (e) Run Now and Edit are disabled, and the tooltip says why.
    const runNow = modal.getByRole('button', { name: 'Run Now' });
    await expect(runNow).toBeDisabled();
    await modal
      .locator('.mcd-offline-guard', { has: page.getByRole('button', { name: 'Run Now' }) })
      .hover({ timeout: 10_000 });
    await expect(page.getByText(OFFLINE_REASON)).toBeVisible();
    await page.waitForTimeout(400); // the tooltip's fade-in, for the screenshot
    await page.screenshot(shot('offline-run-now'));
    await page.mouse.move(0, 0);
    const edit = modal.getByRole('button', { name: 'Edit' });
    if ((await edit.count()) > 0) await expect(edit).toBeDisabled();

    // The dashboard from cache, marked 'as of' once older than its 15 s refresh.
    await page.goto(dashboard, { waitUntil: 'commit' });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => shows(page, names)).toBe(true);
    await expect(page.getByTestId('as-of').first()).toHaveText(/^as of \d{2}:\d{2}$/, {
      timeout: 30_000,
    });
    await page.screenshot(shot('offline-dashboard'));

    // (f) A screen never visited says so instead of an error or a spinner, and (e) its create
    // button is disabled with the reason.
    await page.goto(`/agents?org=${orgId}`);
    await expect(page.getByRole('heading', { name: 'Not available offline' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('table', { name: 'Agents' })).toHaveCount(0);
    const addAgent = page.getByRole('button', { name: 'Add agent' });
    await expect(addAgent).toBeDisabled();
    await page.screenshot(shot('offline-not-available'));
    await page
      .locator('.mcd-offline-guard', { has: page.getByRole('button', { name: 'Add agent' }) })
      .hover({ timeout: 10_000 });
    await expect(page.getByText(OFFLINE_REASON)).toBeVisible();
    await context.close();

    // (b) Browser mode restarts while the backend is still down: the same cached screen.
    await stopBrowserMode(host, false);
    host = await startBrowserMode([], dataDir);
    ({ context, page } = await openContext(browser, host));
    const bannerAfterRestart = page.getByText(BANNER);
    // Searching for the check leaves one group row: its canary (the summary is filtered in the page).
    await page.goto(`${dashboard}&query=${encodeURIComponent(check!.name)}`, {
      waitUntil: 'commit',
    });
    await expect(bannerAfterRestart).toBeVisible({ timeout: 20_000 });
    const afterRestart = await bannerMs(page);
    console.log(`offline banner ${Math.round(afterRestart)} ms after a restart (budget 1 s)`);
    await expect.poll(() => shows(page, names)).toBe(true);
    await expect(page.getByTestId('as-of').first()).toBeVisible({ timeout: 30_000 });

    await expect(page.getByText(canary!.name, { exact: true }).first()).toBeVisible();

    // (c) The backend comes back, and its data changed while the app was offline (the app's
    // requests stay cut off until the change is made, so the app cannot have seen it yet).
    const cutOff = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/org/**', cutOff);
    await sandboxA.start();
    const renamed = `${canary!.name}-renamed-while-offline`;
    await renameCanary(sandboxA, canary!.id, renamed);
    const fresh: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/canary/api/summary') && response.status() === 200)
        fresh.push(Date.now());
    });
    const backAt = Date.now();
    await page.unroute('**/org/**', cutOff);
    // The probe notices, the banner goes, the data is fetched anew and shows the change.
    await expect(bannerAfterRestart).toBeHidden({ timeout: 45_000 });
    await expect.poll(() => fresh.filter((at) => at >= backAt).length).toBeGreaterThan(0);
    await expect(page.getByText(renamed, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(canary!.name, { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('as-of')).toHaveCount(0);
    // …and main's copy is rewritten from the fresh answers.
    await expect
      .poll(async () => Number((await ipc(page.request, 'cache:read', { orgId })).writtenAt), {
        timeout: 15_000,
      })
      .toBeGreaterThan(backAt);
    await renameCanary(sandboxA, canary!.id, canary!.name); // as the next test expects it
    await ipc(page.request, 'orgs:remove', { id: orgId });
    await context.close();
  } finally {
    await stopBrowserMode(host);
  }
});

test('two organisations offline: each has its own cache file and B never shows A', async ({
  page,
  host,
}) => {
  test.setTimeout(240_000);
  await Promise.all([sandboxA.start(), sandboxB.start()]);
  const namesA = await dashboardNames(sandboxA);
  const namesB = await dashboardNames(sandboxB);
  const onlyA = [...namesA].filter((name) => !namesB.has(name));
  const onlyB = [...namesB].filter((name) => !namesA.has(name));
  expect(onlyA.length).toBeGreaterThan(10);
  expect(onlyB.length).toBeGreaterThan(10);
  const orgA = await addOrg(page.request, 'Cached Org A', sandboxA);
  const orgB = await addOrg(page.request, 'Cached Org B', sandboxB);
  const dashboard = (orgId: string) => `/health?org=${orgId}&hidePassing=false`;
  const shows = async (list: string[]) => {
    const text = await pageText(page);
    return list.filter((name) => text.includes(name));
  };

  for (const [orgId, only] of [
    [orgA, onlyA],
    [orgB, onlyB],
  ] as const) {
    await page.goto(dashboard(orgId));
    await expect
      .poll(async () => (await shows(only)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await waitForOrgCache(page.request, orgId, ['["health","summary"']);
  }

  // Each organisation's cache is its own (encrypted) file under the user-data folder.
  const cacheDir = path.join(host.userDataDir, 'cache');
  const files = readdirSync(cacheDir);
  expect(files).toEqual(expect.arrayContaining([`${orgA}.cache`, `${orgB}.cache`]));
  const fileA = readFileSync(path.join(cacheDir, `${orgA}.cache`)).toString('latin1');
  const fileB = readFileSync(path.join(cacheDir, `${orgB}.cache`)).toString('latin1');
  expect(fileA).not.toEqual(fileB);
  for (const name of [...onlyA.slice(0, 20), ...onlyB.slice(0, 20)]) {
    expect(fileA.includes(name), `plain "${name}" in A's file`).toBe(false);
    expect(fileB.includes(name), `plain "${name}" in B's file`).toBe(false);
  }
  // Decrypted, each holds only its own organisation's data.
  const payload = async (orgId: string) =>
    String((await ipc(page.request, 'cache:read', { orgId })).payload);
  const [cachedA, cachedB] = [await payload(orgA), await payload(orgB)];
  // A name as a JSON string value: exact, not a part of a longer name.
  const holds = (cached: string, name: string) => cached.includes(JSON.stringify(name));
  expect(onlyA.filter((name) => holds(cachedB, name))).toEqual([]);
  expect(onlyB.filter((name) => holds(cachedA, name))).toEqual([]);
  expect(onlyA.some((name) => holds(cachedA, name))).toBe(true);
  expect(onlyB.some((name) => holds(cachedB, name))).toBe(true);

  // Both backends go away.
  await Promise.all([sandboxA.stop(), sandboxB.stop()]);
  for (const [orgId, own, other] of [
    [orgB, onlyB, onlyA],
    [orgA, onlyA, onlyB],
  ] as const) {
    await page.goto(dashboard(orgId), { waitUntil: 'commit' });
    await expect(page.getByText(BANNER)).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await shows(own)).length).toBeGreaterThan(0);
    // Watch for 2 s: nothing of the other organisation appears.
    const seen = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      for (const name of await shows(other)) seen.add(name);
      await page.waitForTimeout(100);
    }
    expect([...seen]).toEqual([]);
  }

  // The organisation's settings show its cache: size, max age, and 'Clear cache'.
  await page.getByTestId('org-switcher').click();
  await page.getByRole('option', { name: 'Manage organisations…' }).click();
  await page
    .getByRole('dialog', { name: 'Manage organisations' })
    .getByRole('button', { name: 'Edit Cached Org A' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Cached Org A' });
  await expect(edit.getByTestId('cache-size')).toHaveText(
    /^\d+(\.\d)? (bytes|KB|MB|GB) kept on this computer \(encrypted\)\.$/,
  );
  const maxAge = edit.getByRole('combobox', { name: 'Keep cached data for' });
  await expect(maxAge).toHaveValue('7');
  await edit.getByRole('region', { name: 'Offline cache' }).scrollIntoViewIfNeeded();
  await page.screenshot(shot('offline-org-cache-settings'));
  await maxAge.selectOption('14');
  await expect
    .poll(async () => (await ipc(page.request, 'settings:get', {})).cacheMaxAgeDays)
    .toBe(14);
  await maxAge.selectOption('7');
  await expect
    .poll(async () => (await ipc(page.request, 'settings:get', {})).cacheMaxAgeDays)
    .toBe(7);
  await edit.getByRole('button', { name: 'Clear cache' }).click();
  await expect(edit.getByTestId('cache-size')).toHaveText('Nothing is cached.');
  expect((await ipc(page.request, 'cache:size', { orgId: orgA })).bytes).toBe(0);
  // Only A's cache went.
  expect(Number((await ipc(page.request, 'cache:size', { orgId: orgB })).bytes)).toBeGreaterThan(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await ipc(page.request, 'orgs:remove', { id: orgA });
  await ipc(page.request, 'orgs:remove', { id: orgB });
});
