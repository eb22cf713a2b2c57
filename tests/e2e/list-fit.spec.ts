// Issue 37 "Fits 1280×800": the lists that scrolled sideways at 1280×800 (agents, catalog
// scrapers, jobs, health checks, teams, integrations, the catalog) now fit, their lowest-priority
// columns behind the column chooser, and so does every other routed list screen; a column the
// user hides stays hidden after a reload.
import { expect, test } from './fixtures.ts';
import type { Locator } from '@playwright/test';
import { onSandbox } from './helpers/sandbox-org.ts';
import { loadedTable, sidewaysOverflow } from './helpers/tables.ts';
import { LIST_SCREENS } from '../../renderer/src/app/routing/list-screens.ts';
import {
  OWN_SCREENS,
  SETTINGS_TABLES,
} from '../../renderer/src/features/settings/settings-tables.ts';

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(async ({ page }) => onSandbox(page));

const LISTS: readonly { path: string; table: string }[] = [
  { path: '/agents', table: 'Agents' },
  { path: '/catalog/scrapers', table: 'Catalog Scrapers' },
  { path: '/settings/jobs', table: 'Jobs History' },
  { path: '/settings/canaries', table: 'Health Checks' },
  { path: '/settings/teams', table: 'Teams' },
  { path: '/settings/integrations', table: 'Integrations' },
  { path: '/catalog', table: 'Catalog summary' },
  { path: '/catalog?configType=Kubernetes::Pod', table: 'Configs' },
];

// One test per list: eight page loads in one test came near the test's time limit on a busy CI
// machine (51 s of 60), and a failure now names its list.
for (const list of LISTS) {
  test(`${list.table} (${list.path}) fits 1280×800 without a horizontal scrollbar`, async ({
    page,
  }) => {
    await page.goto(list.path);
    const table = await loadedTable(page, list.table);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // The chooser is drawn once the table has measured its box and fitted its columns.
    await expect(table.getByRole('button', { name: /^Columns/ })).toBeVisible();
    // Fitting follows measuring: polled, so a busy machine's late layout is not read as overflow.
    await expect.poll(() => sidewaysOverflow(page), { timeout: 15_000 }).toEqual([]);
    if (list.path === '/agents' || list.path === '/settings/integrations')
      await page.screenshot({ path: `/tmp/k2fit-${list.table.toLowerCase()}.png` });
  });
}

/** Every routed list screen, a route with a parameter once for each of its values. */
const EVERY_LIST = LIST_SCREENS.flatMap((path) =>
  path === '/settings/:table'
    ? Object.keys(SETTINGS_TABLES)
        .filter((table) => !Object.hasOwn(OWN_SCREENS, table))
        .map((table) => `/settings/${table}`)
    : [path],
).filter((path) => !LISTS.some((list) => list.path === path));

for (const path of EVERY_LIST) {
  test(`${path} fits 1280×800 without a horizontal scrollbar`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('.mc-table[aria-busy="false"]').first()).toBeVisible({
      timeout: 60_000,
    });
    await expect.poll(() => sidewaysOverflow(page), { timeout: 15_000 }).toEqual([]);
  });
}

test('a column hidden with the chooser stays hidden after a reload', async ({ page }) => {
  await page.goto('/agents');
  const table = await loadedTable(page, 'Agents');
  const header = table.getByRole('columnheader', { name: 'Checks', exact: true });
  await expect(header).toBeVisible();
  await table.getByRole('button', { name: /^Columns/ }).click();
  const chooser = page.getByRole('group', { name: 'Columns' });
  const tick = chooser.getByRole('checkbox', { name: 'Checks', exact: true });
  await expect(tick).toBeChecked();
  await chooser.getByText('Checks', { exact: true }).click();
  await expect(tick).not.toBeChecked();
  await expect(header).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.reload();
  const again = await loadedTable(page, 'Agents');
  await expect(again.locator('tbody tr').first()).toBeVisible();
  await expect(again.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
  await expect(again.getByRole('columnheader', { name: 'Checks', exact: true })).toHaveCount(0);
  await expect(again.getByRole('button', { name: /^Columns: .*Checks/ })).toBeVisible();
});

// Issue 32: a cell of parts side by side (a job's name, a resource's link and its copy button)
// keeps to its column, cut with an ellipsis, and shows its whole text on hover.
test('a cut cell ends in an ellipsis and shows its whole text on hover', async ({ page }) => {
  await page.goto('/settings/jobs?status=all');
  const table = await loadedTable(page, 'Jobs History');
  await expect(table.getByRole('button', { name: /^Columns/ })).toBeVisible();
  const parts = table.locator('td .mcd-ellipsis');
  const firstCut = () =>
    parts.evaluateAll((all) => all.findIndex((part) => part.scrollWidth > part.clientWidth));
  // Polled: the table cuts its cells once it has fitted its columns to the window.
  await expect.poll(firstCut).toBeGreaterThanOrEqual(0);
  const cellOf = (part: Locator) => part.locator('xpath=ancestor::td[1]');
  await expect(cellOf(parts.nth(await firstCut()))).not.toHaveAttribute('title');
  // Again until a cut cell stays cut under the pointer: on a busy machine the table may still be
  // settling its height and columns when the first one is found.
  await expect(async () => {
    const index = await firstCut();
    expect(index).toBeGreaterThanOrEqual(0);
    const part = parts.nth(index);
    await expect(part).toHaveCSS('text-overflow', 'ellipsis');
    const whole = (await part.textContent())!.trim();
    await cellOf(part).hover();
    await expect(cellOf(part)).toHaveAttribute('title', whole, { timeout: 2000 });
  }).toPass();
});

test("a view table's labels show two chips and fold the rest into '+N'", async ({ page }) => {
  await page.goto('/view/mc/cluster-overview');
  const row = page.locator('tbody tr').first();
  const chips = row.locator('.mc-cell-chips > .bp6-tag');
  await expect(chips.first()).toBeVisible();
  const more = row.locator('.mc-cell-chips > .mc-cell-more');
  await expect(more).toHaveText(/^\+\d+$/);
  await expect(chips).toHaveCount(3);
  const hidden = Number((await more.textContent())!.slice(1));
  await expect(more).toHaveAttribute(
    'title',
    new RegExp(`^([^\\n]+=[^\\n]*\\n){${hidden - 1}}[^\\n]+=`),
  );
  // The '+N' chip is whole; the two before it give way.
  await expect.poll(() => more.evaluate((chip) => chip.scrollWidth <= chip.clientWidth)).toBe(true);
});
