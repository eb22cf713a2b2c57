// The global catalog lists against the Sandbox (spec 2 §2, issue 15): /catalog/changes (filters
// and chips in the URL, the breadcrumb rule, 200 rows a page, the details dialog with its diff,
// 'Hide Deleted Config Changes') and /catalog/insights (filters from the URL, the component
// filter, the detail panel's 500-character cut). Screenshots in both themes.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onlyForScreenshots } from './helpers/screenshots.ts';
import { bodyRows, dbDelete, dbInsert, dbRows } from './helpers/sandbox-db.ts';
import { clearCache, waitForCached } from './helpers/offline-cache.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { escapeDialog } from './helpers/escape.ts';

test.beforeEach(({ page }) => onSandbox(page));

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const LOAD = { timeout: 30_000 };

async function open(page: Page, url: string, table: string): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  const located = page.getByRole('table', { name: table });
  await expect(located).toBeVisible(LOAD);
  return located;
}

const search = (page: Page) => new URL(page.url()).searchParams;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

test('Changes: 200 a page in the URL, filters as chips, the breadcrumb names one config type', async ({
  page,
}) => {
  const table = await open(page, '/catalog/changes', 'Config changes');
  await expect.poll(() => search(page).get('pageSize')).toBe('200');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toHaveText(/Catalog\s*Changes/);
  await expect(page.getByRole('tab', { name: 'Changes' })).toHaveAttribute('aria-selected', 'true');
  await expect(bodyRows(table).first()).toBeVisible(LOAD);
  expect(await bodyRows(table).count()).toBeLessThanOrEqual(200);
  const headers = await table.locator('thead th:not(.mc-table-chooser-cell)').allInnerTexts();
  expect(headers.map((h) => h.trim())).toEqual([
    'Config',
    'Change Type',
    'Summary',
    'Severity',
    'Source',
    'Created By',
    'Age',
    'Count',
  ]);
  await page.screenshot({ path: `${SHOTS}/catalog-changes-light.png` });

  // Choosing a config type: the URL, a chip and the breadcrumb follow.
  const firstType = await bodyRows(table).first().locator('a').getAttribute('title');
  const type = firstType!.split(': ')[0]!;
  await page.getByRole('button', { name: 'Config Type: All' }).click();
  await page.getByLabel('Filter Config Type').fill(type);
  await page.getByRole('option', { name: type, exact: true }).click();
  await expect.poll(() => search(page).get('configType')).toBe(type);
  expect(search(page).get('pageSize')).toBe('200');
  const chip = page.getByRole('listitem').filter({ hasText: `Config Type: ${type}` });
  await expect(chip).toBeVisible();
  const typeCrumb = breadcrumb.getByRole('link', { name: type });
  await expect(typeCrumb).toHaveAttribute(
    'href',
    `/catalog?configType=${encodeURIComponent(type)}`,
  );
  // The section tabs carry the type along.
  await expect(page.getByRole('tab', { name: 'Insights' })).toHaveAttribute(
    'href',
    `/catalog/insights?configType=${encodeURIComponent(type)}`,
  );
  // The previous page stays while the filtered one loads, and its first row has this type (the
  // type was read from it): wait until every row of the first twenty has it.
  const titles = () =>
    bodyRows(table)
      .locator('td:first-child a')
      .evaluateAll((as) => as.slice(0, 20).map((a) => a.getAttribute('title') ?? ''));
  await expect
    .poll(async () => (await titles()).every((title) => title.startsWith(`${type}: `)), LOAD)
    .toBe(true);

  // Severity from the URL shows as a chip; removing chips clears the URL and the breadcrumb.
  await page.goto(
    `/catalog/changes?configType=${encodeURIComponent(type)}&severity=high&pageSize=200`,
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Severity: high' })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Remove Severity: high' }).click();
  await expect.poll(() => search(page).has('severity')).toBe(false);
  // The next chip is removed from the list as it now shows (a navigation renders in a transition).
  await expect(page.getByRole('listitem').filter({ hasText: 'Severity:' })).toHaveCount(0);
  await page.getByRole('button', { name: `Remove Config Type: ${type}` }).click();
  await expect.poll(() => search(page).has('configType')).toBe(false);
  await expect(breadcrumb.getByRole('link', { name: type })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
});

test('Changes: Age sorts both ways, Summary, Source and Created By filter, the pager is in view', async ({
  page,
}) => {
  const table = await open(page, '/catalog/changes', 'Config changes');
  await expect(bodyRows(table).first()).toBeVisible(LOAD);
  // 200 rows a page: the pager under the table stays inside the 800 px window.
  const pager = page.getByText(/^Page \d+ of \d+$/);
  const box = await pager.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  const ageColumn = (await table.getByRole('columnheader').allInnerTexts()).findIndex((h) =>
    h.trim().startsWith('Age'),
  );
  const newest = await bodyRows(table).first().locator('td').nth(ageColumn).innerText();
  // Age, newest first by default, turns oldest first on a click, and back on the next.
  await table.getByRole('columnheader', { name: 'Age' }).getByRole('button').click();
  await expect(page).toHaveURL(/sortBy=age&sortOrder=asc/);
  await expect(table.getByRole('columnheader', { name: 'Age' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(bodyRows(table).first().locator('td').nth(ageColumn)).not.toHaveText(newest, LOAD);
  await table.getByRole('columnheader', { name: 'Age' }).getByRole('button').click();
  await expect(page).not.toHaveURL(/sortBy=/);
  await expect(table.getByRole('columnheader', { name: 'Age' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  for (const [label, param] of [
    ['Summary', 'summary'],
    ['Source', 'source'],
    ['Created By', 'createdBy'],
  ] as const) {
    const box = page.getByPlaceholder(label, { exact: true });
    await box.fill('e2e-nothing-matches');
    await expect.poll(() => search(page).get(param)).toBe('e2e-nothing-matches');
    await expect(bodyRows(table)).toHaveCount(0, LOAD);
    await box.fill('');
    await expect.poll(() => search(page).has(param)).toBe(false);
  }
});

test('Changes: a row opens the details dialog with its diff', async ({ page }) => {
  const [config] = await dbRows<{ id: string; name: string }>(
    page.request,
    'config_items?deleted_at=is.null&select=id,name&order=name&limit=1',
  );
  await dbInsert(page.request, 'config_changes', {
    config_id: config!.id,
    change_type: 'E2EGlobalDiff',
    summary: 'e2e global diff',
    severity: 'medium',
    source: 'e2e',
    created_at: minutesAgo(30),
    diff: '--- a/spec\n+++ b/spec\n@@ -1 +1 @@\n-replicas: 1\n+replicas: 3\n',
  });
  try {
    const table = await open(
      page,
      '/catalog/changes?changeType=E2EGlobalDiff:1&pageSize=200',
      'Config changes',
    );
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Change Type: E2EGlobalDiff' }),
    ).toBeVisible();
    await expect(bodyRows(table)).toHaveCount(1, LOAD);
    await expect(bodyRows(table).first()).toContainText(config!.name);
    await bodyRows(table).first().getByText('e2e global diff').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const diff = dialog.getByRole('region', { name: 'Diff' });
    await expect(diff).toContainText('+replicas: 3', LOAD);
    await expect(diff).toContainText('-replicas: 1');
    await page.screenshot({ path: `${SHOTS}/catalog-changes-dialog-light.png` });
    await escapeDialog(dialog);
    await expect(dialog).toBeHidden();
    // The config's name links to the item instead of opening the dialog.
    await bodyRows(table).first().getByRole('link', { name: config!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${config!.id}`));
  } finally {
    await dbDelete(page.request, 'config_changes?change_type=eq.E2EGlobalDiff');
  }
});

// The switch decides include_deleted_configs; the Sandbox's answer to it is covered by the
// sandbox integration tests, so this test answers the search itself.
test("Changes: 'Hide Deleted Config Changes' is on by default and remembered", async ({ page }) => {
  const sent: boolean[] = [];
  await page.route('**/api/catalog/changes', async (route) => {
    const body = route.request().postDataJSON() as { include_deleted_configs?: boolean };
    const included = body.include_deleted_configs === true;
    sent.push(included);
    const change = {
      id: '7f0c6a52-33e4-4c1e-9d0e-3b6d2f1a9e01',
      config_id: '0b7d8a64-2c1f-4f55-8c3e-5a9d1e2f3b40',
      change_type: 'E2EDeletedConfig',
      severity: 'info',
      source: 'e2e',
      summary: 'e2e change of a deleted config',
      created_at: minutesAgo(20),
      count: 1,
      name: 'deleted-config',
      type: 'Kubernetes::ConfigMap',
      deleted_at: minutesAgo(10),
    };
    await route.fulfill({ json: included ? { total: 1, changes: [change] } : {} });
  });
  const table = await open(page, '/catalog/changes?pageSize=200', 'Config changes');
  const hide = page.getByRole('checkbox', { name: 'Hide Deleted Config Changes' });
  await expect(hide).toBeChecked();
  await expect(table.getByText('No data available')).toBeVisible(LOAD);
  expect(sent).toContain(false);
  await page.getByText('Hide Deleted Config Changes').click();
  await expect(hide).not.toBeChecked();
  await expect(bodyRows(table)).toHaveCount(1, LOAD);
  expect(sent.at(-1)).toBe(true);
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: 'Hide Deleted Config Changes' }),
  ).not.toBeChecked();
  await expect(bodyRows(page.getByRole('table', { name: 'Config changes' }))).toHaveCount(1, LOAD);
});

test('Insights: filters from the URL, the columns, and a detail panel with the message cut', async ({
  page,
}) => {
  const table = await open(
    page,
    '/catalog/insights?type=security&severity=high',
    'Catalog insights',
  );
  const headers = await table.locator('thead th:not(.mc-table-chooser-cell)').allInnerTexts();
  expect(headers.map((h) => h.trim())).toEqual([
    'Catalog',
    'Type',
    'Analyzer',
    'Severity',
    'Status',
    'First Observed',
    'Last Observed',
  ]);
  await expect(page.getByRole('listitem').filter({ hasText: 'Type: security' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Severity: high' })).toBeVisible();
  await expect(bodyRows(table).first()).toBeVisible(LOAD);
  expect(await bodyRows(table).count()).toBeLessThanOrEqual(50);
  const cells = await bodyRows(table).locator('td:nth-child(2)').allInnerTexts();
  const severities = await bodyRows(table).locator('td:nth-child(4)').allInnerTexts();
  expect(new Set(cells.map((c) => c.trim()))).toEqual(new Set(['Security']));
  expect(new Set(severities.map((c) => c.trim()))).toEqual(new Set(['High']));
  await page.screenshot({ path: `${SHOTS}/catalog-insights-light.png` });

  const [some] = await dbRows<{ config_id: string }>(
    page.request,
    'config_analysis?select=config_id&limit=1',
  );
  await dbInsert(page.request, 'config_analysis', {
    config_id: some!.config_id,
    analyzer: 'e2e-global-long',
    analysis_type: 'security',
    severity: 'critical',
    status: 'open',
    summary: 'E2E global long finding',
    message: `<p><b>${'B'.repeat(600)}</b></p>`,
    first_observed: new Date().toISOString(),
    last_observed: new Date().toISOString(),
  });
  try {
    const filtered = await open(
      page,
      '/catalog/insights?analyzer=e2e-global-long',
      'Catalog insights',
    );
    await expect(bodyRows(filtered)).toHaveCount(1, LOAD);
    await bodyRows(filtered).first().getByText('e2e-global-long').click();
    const panel = page.getByRole('region', { name: 'Insight details' });
    await expect(panel.getByTestId('insight-message')).toHaveText(`${'B'.repeat(500)}…`);
    await expect(panel.getByText('The message is cut to its first 500 characters.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/catalog-insights-panel-light.png` });
  } finally {
    await dbDelete(page.request, 'config_analysis?analyzer=eq.e2e-global-long');
  }
});

test("Insights: a component's insights, as a topology card links to them", async ({ page }) => {
  const links = await dbRows<{ component_id: string; analysis_id: string }>(
    page.request,
    'analysis_by_component?select=component_id,analysis_id&limit=200',
  );
  test.skip(links.length === 0, 'no component has insights in the Sandbox');
  const component = links[0]!.component_id;
  const all = await dbRows<{ analysis_id: string; analysis_type: string; status: string }>(
    page.request,
    `analysis_by_component?component_id=eq.${component}&select=analysis_id,analysis_type,status`,
  );
  const type = all[0]!.analysis_type;
  // The card's badge counts open insights, and the list it opens shows those (issue 32, c).
  const ofType = all.filter((a) => a.analysis_type === type);
  const expected = new Set(ofType.filter((a) => a.status === 'open').map((a) => a.analysis_id));
  const table = await open(
    page,
    `/catalog/insights?component=${component}&type=${type}`,
    'Catalog insights',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Component: ' })).toBeVisible();
  await expect(bodyRows(table)).toHaveCount(Math.min(expected.size, 50), LOAD);
  // Configs are loaded by id: each row names its config.
  const names = await bodyRows(table).locator('td:first-child').allInnerTexts();
  for (const name of names) expect(name.trim()).not.toBe('');
  const statuses = await bodyRows(table).locator('td:nth-child(5)').allInnerTexts();
  for (const status of statuses) expect(status.trim()).toBe('Open');
  await page.goto(`/catalog/insights?component=${component}&type=${type}&status=all`);
  const every = new Set(ofType.map((a) => a.analysis_id));
  await expect(bodyRows(table)).toHaveCount(Math.min(every.size, 50), LOAD);
  await page.getByRole('button', { name: /^Remove Component: / }).click();
  await expect.poll(() => search(page).has('component')).toBe(false);
});

test('offline: the changes and insights a user visited read from the cache', async ({ page }) => {
  await clearCache(page);
  const changes = await open(page, '/catalog/changes', 'Config changes');
  await expect(bodyRows(changes).first()).toBeVisible(LOAD);
  const firstChange = (await bodyRows(changes).first().innerText()).split('\n')[0]!;
  // As a user goes: the Insights tab, in the same window.
  await page.getByRole('tab', { name: 'Insights' }).click();
  const insights = page.getByRole('table', { name: 'Catalog insights' });
  await expect(bodyRows(insights).first()).toBeVisible(LOAD);
  await waitForCached(page, '"resource","catalog/changes"', '"resource","catalog/insights"');

  await page.route('**/org/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/catalog/changes', { waitUntil: 'commit' });
  await expect(page.getByText(/^Offline — showing data from/)).toBeVisible(LOAD);
  await expect(bodyRows(page.getByRole('table', { name: 'Config changes' })).first()).toContainText(
    firstChange,
  );
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(
    bodyRows(page.getByRole('table', { name: 'Catalog insights' })).first(),
  ).toBeVisible();
  await expect(page.getByText(/^Offline — showing data from/)).toBeVisible();
});

test('both lists in the dark theme', async ({ page }) => {
  onlyForScreenshots();
  await page.emulateMedia({ colorScheme: 'dark' });
  const changes = await open(page, '/catalog/changes', 'Config changes');
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await expect(bodyRows(changes).first()).toBeVisible(LOAD);
  await page.screenshot({ path: `${SHOTS}/catalog-changes-dark.png` });
  // As a user goes: the Insights tab, in the same window.
  await page.getByRole('tab', { name: 'Insights' }).click();
  const insights = page.getByRole('table', { name: 'Catalog insights' });
  await expect(bodyRows(insights).first()).toBeVisible(LOAD);
  await page.screenshot({ path: `${SHOTS}/catalog-insights-dark.png` });
});
