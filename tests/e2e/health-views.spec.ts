// Health dashboard views beyond the default table: the pivot (pivotBy / pivotLabel /
// pivotCellType in the URL, one column per label value, cells open their check) and the check
// modal's Graph tab, which exists only on short windows.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { escapeDialog } from './helpers/escape.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

interface SummaryCheck {
  id: string;
  name: string;
  labels?: Record<string, string>;
}

async function seededChecks(page: Page): Promise<SummaryCheck[]> {
  const answer = await page.request.get('/org/sandbox/api/canary/api/summary');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { checks_summary?: SummaryCheck[] }).checks_summary ?? [];
}

test('pivot by a label key: URL parameters, one column per value, cells open the check', async ({
  page,
}) => {
  const checks = await seededChecks(page);
  const key = checks.flatMap((c) => Object.keys(c.labels ?? {})).sort()[0];
  expect(key, 'the seed gives checks labels').toBeDefined();
  const values = [...new Set(checks.map((c) => c.labels?.[key!]).filter(Boolean))] as string[];

  await page.goto('/health?hidePassing=false');
  await page.getByLabel('Pivot By').selectOption(key!);
  await expect(page).toHaveURL(new RegExp(`pivotBy=label&pivotLabel=${encodeURIComponent(key!)}`));
  const table = page.getByRole('table', { name: `Health checks by ${key}` });
  await expect(table.getByRole('columnheader', { name: 'Checks' })).toBeVisible();
  for (const value of values.slice(0, 5))
    await expect(table.getByRole('columnheader', { name: value, exact: true })).toBeVisible();
  // Uptime cells read as percentages; switching the cell type writes pivotCellType.
  const firstCell = table.locator('.mc-pivot-cell').first();
  await expect(firstCell).toHaveText(/%|–/);
  await page.screenshot(shot('health-pivot'));
  await page.getByLabel('Pivot cell').selectOption('latency');
  await expect(page).toHaveURL(/pivotCellType=latency/);
  await expect(firstCell).not.toHaveText(/%/);

  await firstCell.click();
  await expect(page).toHaveURL(/checkId=/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await escapeDialog(page.getByRole('dialog'));
  await expect(page).not.toHaveURL(/checkId=/);

  await page.getByLabel('Pivot By').selectOption('none');
  await expect(page).not.toHaveURL(/pivotBy|pivotLabel/);
  await expect(page.getByRole('table', { name: 'Health checks' })).toBeVisible();
});

test('the check modal has a Graph tab only on short windows', async ({ page }) => {
  const [check] = await seededChecks(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/health?checkId=${check!.id}&timeRange=1h`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Health Overview')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Graph' })).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 700 });
  const graphTab = dialog.getByRole('tab', { name: 'Graph' });
  await expect(graphTab).toBeVisible();
  await expect(dialog.getByText('Health Overview')).toBeHidden();
  await graphTab.click();
  await expect(dialog.getByText('Health Overview')).toBeVisible();
  await page.screenshot(shot('health-modal-short'));

  // Growing the window again puts the chart back above the tabs and History in front.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(dialog.getByRole('tab', { name: 'Graph' })).toHaveCount(0);
  await expect(dialog.getByRole('tab', { name: 'History' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('label filter, Tab By, sorting and paging all live in the URL', async ({ page }) => {
  const checks = await seededChecks(page);
  const pair = checks
    .flatMap((c) => Object.entries(c.labels ?? {}).map(([k, v]) => `${k}=${v}`))
    .sort()[0]!;
  const [key, value] = pair.split('=') as [string, string];
  const withLabel = checks.filter((c) => c.labels?.[key] === value).length;

  await page.goto('/health?hidePassing=false&groupBy=none');
  const allTab = page.getByRole('tab').first();
  await expect(allTab).toHaveText(`All (${checks.length})`);

  // Tri-state label filter: include → only those checks; exclude → all others; none → gone.
  await page.getByRole('radio', { name: `Include ${pair}`, exact: true }).click();
  await expect(page).toHaveURL(/labels=/);
  await expect(allTab).toHaveText(`All (${withLabel})`);
  await page.getByRole('radio', { name: `Exclude ${pair}`, exact: true }).click();
  await expect(allTab).toHaveText(`All (${checks.length - withLabel})`);
  await page.getByRole('radio', { name: `None ${pair}`, exact: true }).click();
  await expect(page).not.toHaveURL(/labels=/);
  await expect(allTab).toHaveText(`All (${checks.length})`);

  // Tab By Agent: 'All' first, then the other tabs in alphabetical order.
  await page.getByLabel('Tab By').selectOption({ label: 'Agent' });
  await expect(page).toHaveURL(/tabBy=agent_id/);
  const titles = (await page.getByRole('tab').allTextContents()).map((t) =>
    t.replace(/ \(\d+\)$/, ''),
  );
  expect(titles[0]).toBe('All');
  expect(titles.slice(1)).toEqual([...titles.slice(1)].sort((a, b) => a.localeCompare(b)));
  await page.getByLabel('Tab By').selectOption({ label: 'namespace' });
  await expect(page).not.toHaveURL(/tabBy=/);

  // Sorting: first click ascending, second descending, both in the URL.
  const table = page.getByRole('table', { name: 'Health checks' });
  await table.getByRole('button', { name: 'Uptime' }).click();
  await expect(page).toHaveURL(/sortBy=uptime/);
  await expect(table.getByRole('columnheader', { name: 'Uptime' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await table.getByRole('button', { name: 'Uptime' }).click();
  // The kit writes the direction as sortOrder (the spec's health params name both; an old link's
  // sortDesc=true is read as descending and rewritten).
  await expect(page).toHaveURL(/sortOrder=desc/);
  await expect(table.getByRole('columnheader', { name: 'Uptime' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // Paging: 50 per page by default; next page and a larger page size are written to the URL.
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toContainText(`Page 1 of ${Math.ceil(checks.length / 50)}`);
  await pagination.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/pageIndex=1/);
  await pagination.getByLabel('Rows per page').selectOption('100');
  await expect(page).toHaveURL(/pageSize=100/);
  await expect(pagination).toContainText(`of ${Math.ceil(checks.length / 100)}`);
});

test('the modal header shows label chips with +N more and relationships link out', async ({
  page,
}) => {
  const checks = await seededChecks(page);
  const many = checks.reduce((a, b) =>
    Object.keys(b.labels ?? {}).length > Object.keys(a.labels ?? {}).length ? b : a,
  );
  await page.goto(`/health?checkId=${many.id}&timeRange=1h`);
  const dialog = page.getByRole('dialog');
  const chips = dialog.locator('.mc-check-labels .bp6-tag');
  const total = Object.keys(many.labels ?? {}).length;
  expect(total).toBeGreaterThan(0);
  await expect(chips.first()).toBeVisible();
  const texts = await chips.allTextContents();
  const more = texts.map((t) => /^\+(\d+) more$/.exec(t)).find(Boolean);
  // Every label is either a chip or counted in '+N more'.
  expect(texts.length - (more ? 1 : 0) + Number(more?.[1] ?? 0)).toBe(total);

  const relationships = dialog.getByRole('tab', { name: /^Relationships\s*\d+$/ });
  await relationships.click();
  const links = dialog.getByRole('list', { name: 'Relationships' }).getByRole('link');
  const count = Number(/(\d+)\s*$/.exec((await relationships.textContent()) ?? '')?.[1]);
  await expect(links).toHaveCount(count);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/(catalog|topology)\/[0-9a-f-]+$/);
});

test('the label list searches, keeps chosen labels on top and condenses from four', async ({
  page,
}) => {
  const checks = await seededChecks(page);
  const pairs = [
    ...new Set(checks.flatMap((c) => Object.entries(c.labels ?? {}).map(([k, v]) => `${k}=${v}`))),
  ].sort();
  await page.goto('/health?hidePassing=false');
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  const list = sidebar.getByRole('list', { name: 'Labels' });
  // A page of labels, then 'Show more'.
  if (pairs.length > 60) {
    await expect(list.getByRole('listitem')).toHaveCount(60);
    await sidebar.getByRole('button', { name: /Show more/ }).click();
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(120, pairs.length));
  }
  const target = pairs[pairs.length - 1]!;
  await sidebar.getByLabel('Search labels').fill(target);
  await expect(list.getByRole('listitem').first()).toContainText(target);
  await list.getByRole('radio', { name: `Include ${target}`, exact: true }).click();
  await sidebar.getByLabel('Search labels').fill('');
  // The chosen label stays first even though it sorts last.
  await expect(list.getByRole('listitem').first()).toContainText(target);
  for (const pair of pairs.slice(0, 3))
    await list.getByRole('radio', { name: `Exclude ${pair}`, exact: true }).click();
  await expect(sidebar.getByText('4 selected')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/labels=/);
  await page.screenshot(shot('health-label-filter'));
});

test('a tab row wider than the page says so, scrolls to the rest, and shows the chosen tab', async ({
  page,
}) => {
  // Issue 32: at 1280 the namespace tabs ran out of the page ("ingre…") with no sign of more.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/health?hidePassing=false');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveText(/^All \(\d+\)$/);
  const last = tabs.last();
  const forward = page.getByRole('button', { name: 'Scroll tabs forward' });
  const back = page.getByRole('button', { name: 'Scroll tabs back' });
  await expect(forward, 'the Sandbox has more namespaces than fit at 1280').toBeEnabled();
  await expect(back).toBeDisabled();
  await expect(last).not.toBeInViewport();
  // Forward until the last tab shows; the button is disabled once nothing is left beyond it.
  await expect(async () => {
    if (await forward.isEnabled()) await forward.click({ timeout: 1_000 });
    await expect(forward).toBeDisabled({ timeout: 500 });
  }).toPass();
  await expect(last).toBeInViewport({ ratio: 0.9 });
  await expect(back).toBeEnabled();
  await page.screenshot(shot('health-tabs-scrolled'));

  // A link to the last tab opens with that tab in view.
  const name = ((await last.textContent()) ?? '').replace(/ \(\d+\)$/, '');
  await page.goto(`/health?hidePassing=false&tab=${encodeURIComponent(name)}`);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${name} `));
  await expect(page.getByRole('tab', { selected: true })).toBeInViewport({ ratio: 0.9 });
  await expect(back).toBeEnabled();
});
