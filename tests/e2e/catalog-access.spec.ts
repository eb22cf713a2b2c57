// Catalog access against the Sandbox (spec 5-access §2.7): the item's Access and Access Logs tabs
// with their counts; /catalog/access with its grouped tabs, a drill-down to flat mode and a
// filter there; Add alias and Merge on the Users tab as admin, and no row actions for a viewer.
// Screenshots in both themes at 1280×800.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bodyRows, dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { withRoles } from './helpers/roles.ts';

test.beforeEach(async ({ page }) => {
  await onSandbox(page);
  await page.setViewportSize({ width: 1280, height: 800 });
});

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (name: string) => ({ path: `${SHOTS}/catalog-access-${name}.png` });
const LOADED = { timeout: 30_000 };

async function table(page: Page, name: string) {
  const located = page.getByRole('table', { name, exact: true });
  await expect(located).toBeVisible(LOADED);
  await expect(bodyRows(located).first()).toBeVisible(LOADED);
  return located;
}

test('the item tabs Access and Access Logs show their counts and rows', async ({ page }) => {
  const logs = await dbRows<{ config_id: string }>(
    page.request,
    'config_access_logs?select=config_id',
  );
  const perConfig = new Map<string, number>();
  for (const l of logs) perConfig.set(l.config_id, (perConfig.get(l.config_id) ?? 0) + 1);
  const [configId, logCount] = [...perConfig].sort((a, b) => b[1] - a[1])[0]!;
  const grants = await dbRows<{ user: string | null }>(
    page.request,
    `config_access_summary?select=user&config_id=eq.${configId}&order=user.asc`,
  );
  expect(grants.length).toBeGreaterThan(0);

  await page.goto(`/catalog/${configId}/access`);
  await expect(
    page.getByRole('tab', { name: new RegExp(`^Access\\s*${grants.length}$`) }),
  ).toBeVisible(LOADED);
  await expect(
    page.getByRole('tab', { name: new RegExp(`^Access Logs\\s*${logCount}$`) }),
  ).toBeVisible();
  const access = await table(page, 'Catalog Access');
  await expect(page.getByRole('heading', { name: 'Catalog Access' })).toBeVisible();
  await expect(bodyRows(access)).toHaveCount(grants.length);
  for (const header of ['User', 'Role', 'Type', 'Last Signed In', 'Last Reviewed', 'Granted'])
    await expect(access.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(bodyRows(access).first()).toContainText(grants[0]!.user ?? '');
  await page.screenshot(shot('item-access-light'));

  await page.getByRole('tab', { name: new RegExp(`^Access Logs\\s*${logCount}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${configId}/access-logs`));
  const logTable = await table(page, 'Access Logs');
  await expect(bodyRows(logTable)).toHaveCount(logCount);
  for (const header of ['User', 'MFA', 'Properties', 'Accessed At'])
    await expect(logTable.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(logTable.getByText('source_ip:').first()).toBeVisible();
  await page.screenshot(shot('item-logs-light'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot(shot('item-logs-dark'));
});

test('an item without grants has no Access tab', async ({ page }) => {
  const [quiet] = await dbRows<{ id: string }>(
    page.request,
    'config_items?select=id&type=eq.Kubernetes::Pod&deleted_at=is.null&limit=1',
  );
  await page.goto(`/catalog/${quiet!.id}/changes`);
  await expect(page.getByRole('tab', { name: /^Changes/ })).toBeVisible(LOADED);
  await expect(page.getByRole('tab', { name: /^Access/ })).toHaveCount(0);
});

test('the global page: grouped tabs, a drill-down to flat mode, a filter', async ({ page }) => {
  await page.goto('/catalog');
  await page.getByRole('tab', { name: 'Access', exact: true }).click();
  await expect(page).toHaveURL(/\/catalog\/access/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Access');
  const catalogs = await table(page, 'Catalogs');
  for (const header of ['Catalog', 'Users', 'Roles', 'Last Signed In', 'Latest Grant'])
    await expect(catalogs.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await page.screenshot(shot('catalogs-light'));

  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/mode=group-user/);
  await table(page, 'Users');
  await page.getByRole('tab', { name: 'Groups', exact: true }).click();
  await expect(page).toHaveURL(/mode=group-group/);
  const groups = await table(page, 'Groups');
  await page.screenshot(shot('groups-light'));

  // A grouped row is a link to its drill-down: its menu opens it or copies that link.
  const row = bodyRows(groups).filter({ hasText: 'okta-security-audit' });
  await row.click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'Row actions' });
  await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Open' }).click();
  const flat = await table(page, 'Catalog access');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Group: okta-security-audit' }),
  ).toBeVisible();
  for (const r of await bodyRows(flat).all()) await expect(r).toContainText('SecurityAudit');
  const all = await bodyRows(flat).count();

  // Exclude the first row's user: the rows left are fewer, none of them that user.
  await page.getByRole('button', { name: /^User: All/ }).click();
  const options = page.getByRole('group', { name: 'User' });
  const first = options.getByRole('radiogroup').first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('radio', { name: `Exclude ${name}` }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/accessFlat__external_user_id=/);
  await expect(bodyRows(flat)).not.toHaveCount(all);
  await expect(flat.getByText(name, { exact: true })).toHaveCount(0);
  await page.screenshot(shot('flat-light'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot(shot('flat-dark'));

  // A grouped tab clears the filters.
  await page.getByRole('tab', { name: 'Catalogs', exact: true }).click();
  await table(page, 'Catalogs');
  await expect(page).not.toHaveURL(/accessFlat__/);
  await page.screenshot(shot('catalogs-dark'));
});

test('Add alias and Merge as admin', async ({ page }) => {
  const [primary] = await dbRows<{ user: string }>(
    page.request,
    'config_access_summary_by_user?select=user&email=like.*acme.example&order=access_count.desc,user.asc&limit=1',
  );
  const [dup] = await dbRows<{ name: string }>(
    page.request,
    'external_users?select=name&name=like.gh-*&deleted_at=is.null&limit=1',
  );
  await page.goto('/catalog/access?mode=group-user&groupBy=user');
  const users = await table(page, 'Users');
  await expect(users.getByRole('columnheader', { name: 'Actions' })).toHaveCount(1);

  await users
    .getByRole('button', { name: `Actions for ${primary!.user}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Add alias' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add external user alias' });
  await expect(dialog).toBeVisible();
  const alias = dialog.getByPlaceholder('github://username');
  await alias.fill('  GitHub://E2E-Octocat ');
  await expect(dialog).toContainText('Saved as github://e2e-octocat');
  await page.screenshot(shot('alias-light'));
  await dialog.getByRole('button', { name: 'Add alias' }).click();
  await expect(page.getByText('Alias github://e2e-octocat was added')).toBeVisible();
  await expect(dialog).toBeHidden();

  await users
    .getByRole('button', { name: `Actions for ${primary!.user}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Merge duplicate into this user' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge duplicate external user' });
  await expect(merge).toContainText('The selected row remains the primary user.');
  await expect(merge.getByRole('button', { name: 'Merge users' })).toBeDisabled();
  await merge.getByRole('button', { name: /^Duplicate user/ }).click();
  await page.getByRole('combobox', { name: 'Filter Duplicate user' }).fill('gh-');
  await page.getByRole('option', { name: `${dup!.name} (—)` }).click();
  await expect(merge.getByRole('button', { name: 'Merge users' })).toBeEnabled();
  await page.screenshot(shot('merge-light'));
  await merge.getByRole('button', { name: 'Merge users' }).click();
  await expect(page.getByText('External users were merged')).toBeVisible();
  await expect(users.getByText(dup!.name, { exact: true })).toHaveCount(0);
  const gone = await dbRows(
    page.request,
    `external_users?select=id&name=eq.${dup!.name}&deleted_at=is.null`,
  );
  expect(gone).toHaveLength(0);
});

test('a viewer sees the Users tab without row actions', async ({ page }) => {
  await withRoles(page, ['viewer']);
  await page.goto('/catalog/access?mode=group-user&groupBy=user');
  const users = await table(page, 'Users');
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(users.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
});
