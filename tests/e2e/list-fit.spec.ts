// Issue 37 "Fits 1280×800": the lists that scrolled sideways at 1280×800 (agents, catalog
// scrapers, jobs, health checks, teams, integrations, the catalog) now fit, their lowest-priority
// columns behind the column chooser; and a column the user hides stays hidden after a reload.
import { expect, test } from './fixtures.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { loadedTable, sidewaysOverflow } from './helpers/tables.ts';

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
