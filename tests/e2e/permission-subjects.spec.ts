// The subject workbench against the Sandbox (spec 5-access §2.5): an admin picks a team, reads its
// effective access to playbooks, sets Allow then Default on `playbook:run` of one playbook and
// sees the effective answer follow; the Check Access form's messages and answer; an editor reads
// the same screen with the switches locked. Screenshots in light and dark.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DB, dbRows } from './helpers/sandbox-db.ts';
import { withRoles } from './helpers/roles.ts';

const SHOTS = 'test-results/screenshots';

async function firstTeam(page: Page): Promise<{ id: string; name: string }> {
  const [team] = await dbRows<{ id: string; name: string }>(
    page.request,
    'teams?deleted_at=is.null&select=id,name&order=name.asc&limit=1',
  );
  expect(team).toBeDefined();
  // A rerun starts from no settings-managed rule for this team.
  await page.request.delete(
    `${DB}/permissions?subject=eq.${team!.id}&source=eq.interactive_settings`,
  );
  return team!;
}

async function shoot(page: Page, name: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/permission-subjects-${name}-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot({ path: `${SHOTS}/permission-subjects-${name}-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('an admin allows then resets a team running a playbook', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const team = await firstTeam(page);
  await page.goto(`/settings/permissions/subjects?org=sandbox&subject=${team.id}`);
  await expect(page.getByRole('heading', { name: team.name })).toBeVisible({ timeout: 30_000 });
  const subjects = page.getByRole('menu', { name: 'Subject list' });
  for (const group of ['role', 'team', 'person', 'playbook', 'plugin'])
    await expect(subjects.getByText(group, { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Playbooks \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Plugins \(3\)$/ })).toBeVisible();

  const table = page.getByRole('table', { name: 'Access' });
  for (const action of ['read', 'playbook:run', 'playbook:cancel', 'playbook:approve', 'mcp:run'])
    await expect(table.getByRole('columnheader', { name: action, exact: true })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'Delete Pod' });
  const runCell = row.getByRole('cell').nth(2);
  await expect(runCell).toHaveText('Denied');
  await shoot(page, 'team');

  await row.click();
  const drawer = page.getByRole('region', { name: 'Access to Delete Pod' });
  const run = drawer.getByRole('group', { name: 'Direct access for playbook:run' });
  await expect(run.getByRole('radio', { name: 'Default' })).toHaveAttribute('aria-checked', 'true');
  await run.getByRole('radio', { name: 'Allow' }).click();
  await expect(page.getByText('Updated permission')).toBeVisible();
  await expect(run.getByRole('radio', { name: 'Allow' })).toHaveAttribute('aria-checked', 'true');
  await expect(drawer.getByRole('listitem', { name: 'playbook:run' })).toContainText('Allowed');
  await shoot(page, 'drawer');
  await run.getByRole('radio', { name: 'Default' }).click();
  await expect(run.getByRole('radio', { name: 'Default' })).toHaveAttribute('aria-checked', 'true');
  await expect(drawer.getByRole('listitem', { name: 'playbook:run' })).toContainText('Denied');
  await page.locator('.mcd-access-drawer').getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(runCell).toHaveText('Denied');
  const left = await dbRows(
    page.request,
    `permissions?subject=eq.${team.id}&source=eq.interactive_settings&select=id`,
  );
  expect(left).toHaveLength(0);

  await page.getByRole('tab', { name: /^Plugins/ }).click();
  await expect(page.getByRole('table', { name: 'kubernetes' })).toContainText('All operations');
});

test('Check Access: the messages, then the effective answer', async ({ page }) => {
  await page.goto('/settings/permissions/subjects?org=sandbox&subject=editor');
  await expect(page.getByRole('heading', { name: 'editor' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Check access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check Access' });
  await dialog.getByRole('button', { name: 'Check Access' }).click();
  await expect(dialog.getByText('Action is required')).toBeVisible();
  await expect(dialog.getByText('Resource is required')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Action *' }).selectOption('playbook:run');
  await dialog.getByRole('combobox', { name: 'Resource *' }).selectOption({ label: 'Delete Pod' });
  await dialog.getByRole('button', { name: 'Check Access' }).click();
  await expect(dialog.getByRole('status')).toContainText('Allowed');
  await shoot(page, 'check');
});

test('an editor reads the workbench; the switches are locked', async ({ page }) => {
  await withRoles(page, ['editor']);
  await page.goto('/settings/permissions/subjects?org=sandbox&subject=viewer');
  await expect(page.getByRole('heading', { name: 'viewer' })).toBeVisible({ timeout: 30_000 });
  const row = page
    .getByRole('table', { name: 'Access' })
    .getByRole('row')
    .filter({ hasText: 'Delete Pod' });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Allowed');
  await row.click();
  const drawer = page.getByRole('region', { name: 'Access to Delete Pod' });
  await expect(drawer.getByText('You do not have permission to change permissions.')).toBeVisible();
  const run = drawer.getByRole('group', { name: 'Direct access for playbook:run' });
  await expect(run.getByRole('radio', { name: 'Allow' })).toBeDisabled();
});
