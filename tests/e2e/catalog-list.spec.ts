// The catalog inventory against the Sandbox (spec 2 §2, issue 15): the grouped summary and a
// group click, the section tabs carrying the config type, the filters in the URL, the search,
// 'Hide Deleted Catalog', server paging and sorting, a row opening its item, and the cached
// inventory under the offline banner. Screenshots of the summary and the list, light and dark.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onlyForScreenshots } from './helpers/screenshots.ts';
import { clearCache, waitForCached } from './helpers/offline-cache.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { expectColumns, exportList, loadedTable, visibleHeaders } from './helpers/tables.ts';
import { parseCsv } from '../../renderer/src/lib/export/csv.ts';

test.beforeEach(({ page }) => onSandbox(page));

const shot = (name: string) => ({ path: `/tmp/shots/catalog-list-${name}.png` });
const DB = '/org/sandbox/api/db';

interface SummaryRow {
  type: string;
  config_class?: string;
  count: number;
  changes: number;
  cost_30d: number | null;
  [key: string]: unknown;
}

async function summary(page: Page, body: Record<string, unknown> = {}): Promise<SummaryRow[]> {
  const answer = await page.request.post('/org/sandbox/api/catalog/summary', {
    data: {
      groupBy: ['config_class', 'type'],
      deleted: false,
      changes: { since: '30d' },
      analysis: { since: '30d' },
      cost: '30d',
      ...body,
    },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as SummaryRow[] | null) ?? [];
}

async function total(page: Page, query: string): Promise<number> {
  const answer = await page.request.get(`${DB}/configs?select=id&limit=1&${query}`, {
    headers: { Prefer: 'count=exact' },
  });
  expect(answer.ok()).toBe(true);
  return Number(answer.headers()['content-range']?.split('/')[1]);
}

/** The configs requests of the page, as the server saw them. */
const configsRequest = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === `${DB}/configs`;

const summaryTable = (page: Page) => loadedTable(page, 'Catalog summary');
const listTable = (page: Page) => loadedTable(page, 'Configs');
const row = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

test('the summary groups by config class then type, with counts, health, changes and cost', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const rows = await summary(page);
  const bucket = rows.find((r) => r.type === 'AWS::S3::Bucket')!;
  const pods = rows.find((r) => r.type === 'Kubernetes::Pod')!;
  await page.goto('/catalog');
  const table = await summaryTable(page);
  for (const header of [
    'Config Class / Type',
    'Count',
    'Health',
    'Changes (30d)',
    'Insights (30d)',
    'Cost (30d)',
  ]) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  // Every config class is a group, open, with its types beneath.
  const classes = [...new Set(rows.map((r) => r.config_class))];
  await expect(table.getByRole('row')).toHaveCount(1 + classes.length + rows.length);
  const bucketRow = row(page, 'Catalog summary', 'AWS::S3::Bucket');
  await expect(bucketRow.getByRole('cell').nth(1)).toHaveText(String(bucket.count));
  // Costs above 10 without decimals.
  await expect(bucketRow.getByRole('cell').nth(5)).toHaveText(
    `$${Math.round(bucket.cost_30d!).toLocaleString('en-US')}`,
  );
  // A changes count of 500 or more is highlighted, a smaller one is not.
  expect(pods.changes).toBeGreaterThanOrEqual(500);
  await expect(
    row(page, 'Catalog summary', 'Kubernetes::Pod').locator('.mc-catalog-changes-high'),
  ).toHaveText(String(pods.changes));
  await expect(bucketRow.locator('.mc-catalog-changes-high')).toHaveCount(0);
  // Health counts in colour order: green, red, orange, gray.
  const colours = await bucketRow
    .locator('.mc-catalog-health')
    .evaluateAll((els) =>
      els.map((e) => (e.getAttribute('class') ?? '').replace(/.*mc-catalog-health-/, '')),
    );
  expect(colours).toEqual(['green', 'red', 'orange']);
  // And painted in them: each count its own text colour (the classes alone once had no rules).
  const painted = await bucketRow
    .locator('.mc-catalog-health')
    .evaluateAll((els) => els.map((e) => getComputedStyle(e).color));
  expect(new Set(painted).size).toBe(3);
  await page.screenshot(shot('summary-light'));

  // A group row closes and opens its group.
  const group = row(page, 'Catalog summary', 'Bucket');
  await group.click();
  await expect(bucketRow).toHaveCount(0);
  await group.click();
  await expect(bucketRow).toBeVisible();
});

test('the summary sorts by a column, groups by their totals and types within them', async ({
  page,
}) => {
  const rows = await summary(page);
  const totals = new Map<string, number>();
  for (const r of rows)
    totals.set(r.config_class ?? '', (totals.get(r.config_class ?? '') ?? 0) + r.count);
  const [biggest] = [...totals].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]!;
  await page.goto('/catalog');
  const table = await summaryTable(page);
  const count = table.getByRole('columnheader', { name: 'Count' });
  // Ascending, then descending: the largest class leads.
  await count.getByRole('button').click();
  await count.getByRole('button').click();
  await expect(count).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody tr').first()).toContainText(biggest);
  const firstTypes = rows
    .filter((r) => r.config_class === biggest)
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  await expect(table.locator('tbody tr').nth(1)).toContainText(firstTypes[0]!.type);
});

test('counts above 999 read as thousands with k+', async ({ page }) => {
  await page.route('**/org/sandbox/api/catalog/summary', (route) =>
    route.fulfill({
      json: [
        {
          type: 'Kubernetes::Pod',
          config_class: 'Pod',
          count: 1500,
          health: { healthy: 1200, unhealthy: 300 },
          changes: 12_345,
          analysis: { security: 2 },
          cost_30d: 4.5,
        },
      ],
    }),
  );
  await page.goto('/catalog?status=e2e-k-plus:1');
  const table = await summaryTable(page);
  const pods = row(page, 'Catalog summary', 'Kubernetes::Pod');
  await expect(pods.getByRole('cell').nth(1)).toHaveText('1k+');
  await expect(pods.getByLabel('healthy: 1200')).toHaveText('1k+');
  await expect(pods.getByRole('cell').nth(3)).toHaveText('12k+');
  await expect(pods.getByRole('cell').nth(5)).toHaveText('$4.50');
  await expect(pods.getByLabel('security: 2')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
});

test('loading, failure and forbidden states of the summary', async ({ page }) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/org/sandbox/api/catalog/summary', async (route) => {
    await gate;
    await route.fulfill({ status: 500, json: { error: 'summary e2e failure' } });
  });
  // Filters no other test uses: nothing of them is in the offline cache to show instead.
  await page.goto('/catalog?status=e2e-error:1');
  await expect(page.locator('.mc-table[aria-busy="true"] .bp6-skeleton').first()).toBeVisible();
  release();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not load catalog summary' }),
  ).toContainText('summary e2e failure');

  await page.unroute('**/org/sandbox/api/catalog/summary');
  await page.route('**/org/sandbox/api/catalog/summary', (route) =>
    route.fulfill({ status: 403, json: { error: 'forbidden' } }),
  );
  await page.goto('/catalog?status=e2e-forbidden:1');
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
});

test('a summary row opens its type: configType set, groupBy cleared, tabs carry the type', async ({
  page,
}) => {
  await page.goto('/catalog');
  await summaryTable(page);
  await row(page, 'Catalog summary', 'Kubernetes::Pod').click();
  await expect(page).toHaveURL(/\/catalog\?configType=Kubernetes%3A%3APod$/);
  const table = await listTable(page);
  await expect(table).toHaveAttribute(
    'aria-rowcount',
    String(await total(page, 'type=eq.Kubernetes::Pod&deleted_at=is.null')),
  );
  const types = await table
    .getByRole('row')
    // Cells: the compare checkbox, Name, Type, …
    .evaluateAll((rows) => rows.slice(1).map((r) => r.children[2]?.textContent));
  expect(new Set(types)).toEqual(new Set(['Kubernetes::Pod']));
  await expect(
    page.getByRole('button', { name: 'Type: Kubernetes::Pod', exact: true }),
  ).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Catalog sections' });
  await expect(tabs.getByRole('tab', { name: 'Catalog' })).toHaveAttribute('aria-selected', 'true');
  for (const [name, path] of [
    ['Changes', '/catalog/changes'],
    ['Insights', '/catalog/insights'],
  ]) {
    await expect(tabs.getByRole('tab', { name })).toHaveAttribute(
      'href',
      `${path}?configType=Kubernetes%3A%3APod`,
    );
  }
  await expect(tabs.getByRole('tab', { name: 'Scrapers' })).toHaveAttribute(
    'href',
    '/catalog/scrapers',
  );

  // Grouped by a tag, the row's value joins the label filter.
  const byNamespace = await summary(page, { groupBy: ['namespace'] });
  const target = byNamespace.find(
    (r) => r.namespace === 'argocd' && r.type === 'Kubernetes::Deployment',
  )!;
  await page.goto('/catalog?groupBy=namespace');
  const grouped = await summaryTable(page);
  await expect(grouped.getByRole('columnheader', { name: 'namespace / Type' })).toBeVisible();
  await grouped
    .getByRole('row')
    .filter({ hasText: 'Kubernetes::Deployment' })
    .filter({ has: page.getByRole('cell', { name: String(target.count), exact: true }) })
    .first()
    .click();
  await expect(page).toHaveURL(/configType=Kubernetes%3A%3ADeployment/);
  await expect(page).not.toHaveURL(/groupBy=/);
  expect(new URL(page.url()).searchParams.get('labels')).toMatch(/^namespace%3D[^:]+:1$/);
  await expect(await listTable(page)).toHaveAttribute('aria-rowcount', /^\d+$/);
});

test('filters live in the URL; all and empty values are left out', async ({ page }) => {
  await page.goto('/catalog?configType=Kubernetes::Pod');
  await listTable(page);

  await page.getByRole('button', { name: 'Health: All' }).click();
  await page.getByRole('radio', { name: 'Include Unhealthy' }).click();
  await page.getByRole('radio', { name: 'Exclude Warning' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/health=unhealthy%3A1%2Cwarning%3A-1|health=unhealthy:1,warning:-1/);
  const table = await listTable(page);
  const unhealthy = await total(
    page,
    'type=eq.Kubernetes::Pod&health=eq.unhealthy&deleted_at=is.null',
  );
  await expect(table).toHaveAttribute('aria-rowcount', String(unhealthy));

  await page.getByRole('button', { name: 'Type: Kubernetes::Pod', exact: true }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await expect(page).not.toHaveURL(/configType=/);
  // Back to the summary, still filtered by health.
  await summaryTable(page);
  await expect(page).toHaveURL(/health=/);

  await page.goto('/catalog?configType=all&search=&groupBy=');
  await summaryTable(page);
  await page.getByRole('button', { name: 'Group By: Config Class, Type' }).click();
  const groupBy = page.getByRole('group', { name: 'Group By' });
  const tick = (name: string) => groupBy.getByText(name, { exact: true }).click();
  await tick('Config Class');
  await expect(page).toHaveURL(/groupBy=type$/);
  await tick('Config Class');
  // The default grouping stays out of the URL.
  await expect(page).toHaveURL(/groupBy=type%2Cconfig_class$|groupBy=type,config_class$/);
  await tick('Type');
  await tick('Type');
  await expect(page).not.toHaveURL(/groupBy=/);
});

test('the search covers names and more, debounced into the URL', async ({ page }) => {
  await page.goto('/catalog');
  await summaryTable(page);
  const box = page.getByPlaceholder('Search for configs');
  await box.fill('cart-api');
  await expect(page).toHaveURL(/search=cart-api/);
  const table = await listTable(page);
  const expected = await total(
    page,
    'or=(name.ilike.*cart-api*,type.ilike.*cart-api*,description.ilike.*cart-api*,namespace.ilike.*cart-api*)&deleted_at=is.null',
  );
  expect(expected).toBeGreaterThan(0);
  await expect(table).toHaveAttribute('aria-rowcount', String(expected));
  await expect(
    table.locator('.mc-catalog-config-name').filter({ hasText: 'cart-api' }).first(),
  ).toBeVisible();

  await box.fill('no-such-config-e2e');
  await expect(page).toHaveURL(/search=no-such-config-e2e/);
  await expect(table.getByRole('cell', { name: 'No data available' })).toBeVisible();
  await box.fill('');
  await expect(page).not.toHaveURL(/search=/);
  await summaryTable(page);
});

test('Hide Deleted Catalog: on by default, kept on the device, and sent with each request', async ({
  page,
}) => {
  const [queue] = (await (
    await page.request.get(
      `${DB}/configs?select=id,name&type=eq.AWS::SQS::Queue&order=name.asc&limit=1`,
    )
  ).json()) as { id: string; name: string }[];
  const patch = (deleted_at: string | null) =>
    page.request.patch(`${DB}/config_items?id=eq.${queue!.id}`, {
      data: { deleted_at },
      headers: { Prefer: 'return=representation' },
    });
  expect((await patch('now()')).ok()).toBe(true);
  try {
    const url = `/catalog?configType=AWS::SQS::Queue&search=${encodeURIComponent(queue!.name)}`;
    const first = page.waitForRequest(configsRequest);
    await page.goto(url);
    expect(new URL((await first).url()).searchParams.get('deleted_at')).toBe('is.null');
    const hide = page.getByRole('checkbox', { name: 'Hide Deleted Catalog' });
    // Blueprint draws the switch over its input: a person clicks the label.
    const toggle = () => page.getByText('Hide Deleted Catalog', { exact: true }).click();
    await expect(hide).toBeChecked();
    const table = await listTable(page);
    await expect(table.getByRole('cell', { name: 'No data available' })).toBeVisible();

    const next = page.waitForRequest(configsRequest);
    await toggle();
    expect(new URL((await next).url()).searchParams.has('deleted_at')).toBe(false);
    const deleted = table.getByRole('row').filter({ hasText: queue!.name });
    await expect(deleted.getByText('Deleted', { exact: true })).toBeVisible();

    // The summary asks for deleted items too.
    const body = page.waitForRequest((r) => r.url().endsWith('/api/catalog/summary'));
    await page.goto('/catalog');
    expect((await body).postDataJSON()).toMatchObject({ deleted: true });
    await expect(page.getByRole('checkbox', { name: 'Hide Deleted Catalog' })).not.toBeChecked();
    await toggle();
    await expect(page.getByRole('checkbox', { name: 'Hide Deleted Catalog' })).toBeChecked();

    // The same preference on the Preferences page, reached from the user menu.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Preferences' }).click();
    await expect(page).toHaveURL(/\/settings\/preferences$/);
    const onPage = page.getByRole('checkbox', { name: 'Hide Deleted Catalog' });
    await expect(onPage).toBeChecked();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot(shot('preferences'));
    await toggle();
    await expect(onPage).not.toBeChecked();
    await page.goto('/catalog');
    await expect(page.getByRole('checkbox', { name: 'Hide Deleted Catalog' })).not.toBeChecked();
    await page.goto('/settings/preferences');
    await page.getByRole('button', { name: 'Restore defaults' }).click();
    await expect(onPage).toBeChecked();
  } finally {
    await patch(null);
  }
});

test('the configs table pages and sorts on the server and a row opens its item', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/catalog?configType=Kubernetes::Pod');
  const table = await listTable(page);
  // Default order: type ascending, then name.
  const [firstPod] = (await (
    await page.request.get(
      `${DB}/configs?select=id,name&type=eq.Kubernetes::Pod&deleted_at=is.null&order=type.asc,name.asc&limit=1`,
    )
  ).json()) as { id: string; name: string }[];
  await expect(table.locator('.mc-catalog-config-name').first()).toHaveText(firstPod!.name);
  await expect(table.getByRole('columnheader', { name: 'Type' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  for (const header of ['Name', 'Status', 'Health', 'Tags', 'Changes', 'Insights', 'Cost (30d)']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  // Past the window's width, in the column chooser.
  await expectColumns(table, ['Created', 'Updated', 'Agent']);
  await expect(table.getByRole('row')).toHaveCount(51);
  await page.screenshot(shot('list-light'));

  await table.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sortBy=name&sortOrder=asc/);
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sortBy=name&sortOrder=desc/);
  const [last] = (await (
    await page.request.get(
      `${DB}/configs?select=id,name&type=eq.Kubernetes::Pod&deleted_at=is.null&order=name.desc&limit=1`,
    )
  ).json()) as { id: string; name: string }[];
  await expect(table.locator('.mc-catalog-config-name').first()).toHaveText(last!.name);

  // Group By on the list gathers the page's rows by their values.
  await page.goto(
    '/catalog?configType=Kubernetes::Pod&sortBy=name&sortOrder=desc&groupBy=namespace',
  );
  const groups = (await listTable(page)).locator('.mc-table-group-row');
  await expect(groups.first()).toContainText(/^namespace: \S+ \(\d+\)$/);
  await page.goto('/catalog?configType=Kubernetes::Pod&sortBy=name&sortOrder=desc');
  await listTable(page);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/pageIndex=1/);
  await expect(page.getByText('Page 2 of')).toBeVisible();
  const [nextFirst] = (await (
    await page.request.get(
      `${DB}/configs?select=id,name&type=eq.Kubernetes::Pod&deleted_at=is.null&order=name.desc&limit=1&offset=50`,
    )
  ).json()) as { id: string; name: string }[];
  await expect(table.locator('.mc-catalog-config-name').first()).toHaveText(nextFirst!.name);

  await table.getByRole('row').filter({ hasText: nextFirst!.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${nextFirst!.id}$`));
});

test('offline: the cached inventory reads under the banner', async ({ page }) => {
  await clearCache(page);
  await page.goto('/catalog');
  await summaryTable(page);
  await expect(row(page, 'Catalog summary', 'Kubernetes::Pod')).toBeVisible();
  await waitForCached(page, '"catalog","summary"', 'Kubernetes::Pod');

  await page.route('**/org/**', (route) => route.abort('internetdisconnected'));
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByText(/^Offline — showing data from/)).toBeVisible({ timeout: 15_000 });
  await expect(row(page, 'Catalog summary', 'Kubernetes::Pod')).toBeVisible();
  await page.screenshot(shot('offline'));
});

test('the summary and the list in the dark theme', async ({ page }) => {
  onlyForScreenshots();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/catalog');
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await summaryTable(page);
  await expect(row(page, 'Catalog summary', 'Kubernetes::Pod')).toBeVisible();
  await page.screenshot(shot('summary-dark'));
  await page.goto('/catalog?configType=Kubernetes::Pod');
  await expect((await listTable(page)).getByRole('row')).toHaveCount(51);
  await page.screenshot(shot('list-dark'));
});

test('the configs of a type export their visible columns, as settings lists do', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/catalog?configType=Kubernetes::Pod');
  const table = await loadedTable(page, 'Configs');
  const headers = await visibleHeaders(table);
  const file = await exportList(page, 'CSV');
  expect(file.name).toMatch(/^sandbox-configs-.*\.csv$/);
  const records = parseCsv(file.text);
  expect(records[0]).toEqual(headers);
  expect(records.length).toBeGreaterThan(1);
});

test('the summary (no type chosen) exports its rows too, a column per Group By (issue 32, g)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/catalog');
  await loadedTable(page, 'Catalog summary');
  await page.screenshot(shot('summary-export'));
  const file = await exportList(page, 'CSV');
  expect(file.name).toMatch(/^sandbox-catalog-summary-.*\.csv$/);
  const records = parseCsv(file.text);
  expect(records[0]).toEqual([
    'Config Class',
    'Type',
    'Count',
    'Health',
    'Changes (30d)',
    'Insights (30d)',
    'Cost (30d)',
  ]);
  // One record per summary row (a type in its class); the class rows are not records.
  expect(records.length - 1).toBeGreaterThan(0);
  expect(records.slice(1).every((r) => r[1] !== '')).toBe(true);
});
