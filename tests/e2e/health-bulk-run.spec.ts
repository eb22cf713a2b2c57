// Bulk run of health checks (spec 4 §2.11) on the dashboard: an editor enters bulk mode, picks
// checks by clicking their rows and by a group's checkbox (indeterminate when part of it is
// picked), runs them (one POST per check) and reads the toast; a viewer is offered no Bulk Run.
// The table is fitted to the window (issue 32): its pager stays on screen at 1280×800.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { withRoles } from './helpers/roles.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = 'test-results/screenshots/health-bulk-run';

async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
}

test('an editor runs two selected checks in bulk and reads the toast', async ({ page }) => {
  await withRoles(page, ['editor']);
  const runs: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/canary/run/check/'))
      runs.push(request.url());
  });
  await page.goto('/health?hidePassing=false&groupBy=none');
  const table = page.getByRole('table', { name: 'Health checks' });
  // The worker's Sandbox may still be starting on a busy machine.
  await expect(table.locator('tbody tr').nth(2)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Bulk Run' }).click();

  const bar = page.getByRole('toolbar', { name: 'Bulk run' });
  await expect(bar.getByText('0 selected')).toBeVisible();
  const run = bar.getByRole('button', { name: 'Run Selected (0)' });
  await expect(run).toBeDisabled();
  // A row click toggles its check instead of opening it (once the rows carry their checkboxes).
  const rows = table.locator('tbody tr');
  await expect(rows.nth(1).getByRole('checkbox')).toBeVisible();
  await rows.nth(0).click();
  await expect(bar.getByText('1 selected')).toBeVisible();
  await rows.nth(1).click();
  await expect(page).not.toHaveURL(/checkId=/);
  await expect(bar.getByText('2 selected')).toBeVisible();
  await expect(table.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await shots(page, 'selected');

  await bar.getByRole('button', { name: 'Run Selected (2)' }).click();
  await expect(
    page.locator('.bp6-toast').filter({ hasText: 'Successfully triggered 2 check(s)' }),
  ).toBeVisible();
  expect(runs).toHaveLength(2);
  // Bulk mode ends: no bar, no checkboxes, a row opens its check again.
  await expect(bar).toBeHidden();
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bulk Run' })).toBeVisible();
});

test('a group checkbox selects its checks; Select All, Select None and Cancel', async ({
  page,
}) => {
  await withRoles(page, ['responder']);
  await page.goto('/health?hidePassing=false');
  const table = page.getByRole('table', { name: 'Health checks' });
  await expect(table.locator('tbody tr.mc-table-group-row').first()).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Bulk Run' }).click();
  const bar = page.getByRole('toolbar', { name: 'Bulk run' });

  const group = table.locator('tbody tr.mc-table-group-row').first();
  const groupBox = group.getByRole('checkbox');
  // The box itself: Blueprint's input sits under its indicator, which takes the click.
  await group.locator('label.mcd-group-select').click();
  await expect(groupBox).toBeChecked();
  // The group's checks on every page, not only this page's (spec 4 §2.11: 'a group checkbox
  // toggles all its checks'); the table groups by canary name.
  const summary = await page.request.get('/org/sandbox/api/canary/api/summary');
  const all =
    ((await summary.json()) as { checks_summary?: { canary_name?: string }[] }).checks_summary ??
    [];
  const key = (await groupBox.getAttribute('aria-label'))?.replace('Select group ', '');
  const inGroup = all.filter((c) => c.canary_name === key).length;
  await expect(bar.getByText(`${inGroup} selected`)).toBeVisible();
  // The group row still expands on click; its checks are ticked.
  await group.click();
  const checks = table.locator('tbody tr:not(.mc-table-group-row)');
  await expect(checks.first()).toBeVisible();
  await expect(checks.first().getByRole('checkbox')).toBeChecked();
  if (inGroup > 1) {
    await checks.first().click();
    await expect(groupBox).toHaveJSProperty('indeterminate', true);
    await expect(bar.getByText(`${inGroup - 1} selected`)).toBeVisible();
  }
  await shots(page, 'group');

  // Select All takes every check the filters show (here: all of them, on every page).
  await bar.getByRole('button', { name: 'Select All' }).click();
  await expect(bar.getByText(`${all.length} selected`)).toBeVisible();
  await bar.getByRole('button', { name: 'Select None' }).click();
  await expect(bar.getByText('0 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Cancel' }).click();
  await expect(bar).toBeHidden();
});

test('a viewer is offered no Bulk Run', async ({ page }) => {
  await withRoles(page, ['viewer']);
  await page.goto('/health?hidePassing=false');
  await expect(
    page.getByRole('table', { name: 'Health checks' }).locator('tbody tr').first(),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Reload checks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bulk Run' })).toHaveCount(0);
});

test('the health table fits 1280×800: its pager is on screen, no page scrollbar', async ({
  page,
}) => {
  await page.goto('/health?hidePassing=false&groupBy=none&pageSize=50');
  const table = page.getByRole('table', { name: 'Health checks' });
  await expect(table.locator('tbody tr').nth(5)).toBeVisible({ timeout: 60_000 });
  const pager = page.locator('.mc-table-pagination').first();
  await expect(pager).toBeInViewport({ ratio: 1 });
  const scrolls = await page.evaluate(
    () => document.scrollingElement!.scrollHeight > window.innerHeight,
  );
  expect(scrolls).toBe(false);
  await shots(page, 'fitted');
});
