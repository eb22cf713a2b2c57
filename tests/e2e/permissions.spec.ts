// The permissions list and form against the Sandbox (spec 5-access §2.4): an admin filters by an
// action, adds a deny rule, edits and deletes it, re-checks the rule whose scope is gone (then
// fixes its selector); a playbook's Permissions dialog; an editor reads without writes; a viewer
// is refused; light and dark screenshots.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { shotsLightDark } from './helpers/screenshots.ts';
import { withRoles } from './helpers/roles.ts';
import { loadedTable } from './helpers/tables.ts';
import { escapeDialog } from './helpers/escape.ts';

const SHOTS = 'test-results/screenshots';

/** A radio of the form's group `group` (Subject and Resource both offer 'Playbook'). */
const radio = (dialog: Locator, group: string, value: string) =>
  dialog.locator('label.bp6-radio').filter({
    has: dialog.page().locator(`input[name="permission-${group}"][value="${value}"]`),
  });

/** Picks the option named `option` of the search picker labelled `label`. */
async function pick(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
  await page.getByLabel(`Filter ${label}`).fill(option);
  await page
    .getByRole('option', { name: new RegExp(option) })
    .first()
    .click();
  await expect(
    dialog.getByRole('button', { name: new RegExp(`^${label}: ${option}`) }),
  ).toBeVisible();
}

test('an admin filters, adds, edits, re-checks and deletes permissions', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/settings/permissions?org=sandbox');
  const table = await loadedTable(page, 'Permissions');
  await expect(page.getByRole('tab', { name: 'Permissions' })).toBeVisible();
  await expect(table.getByText('Group: sre-oncall').first()).toBeVisible();
  await expect(table.getByText('Role: guest')).toBeVisible();
  await shotsLightDark(page, SHOTS, 'permissions-list');

  // A rule's action filters the list by it (query `action`).
  const approve = table.getByRole('button', { name: 'playbook:approve' }).first();
  await approve.click();
  await expect(page).toHaveURL(/action=playbook%3Aapprove|action=playbook:approve/);
  await expect(table.getByRole('button', { name: 'playbook:run' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'playbook:approve' }).first()).toBeVisible();
  await expect(
    table.locator('.mcd-permission-action').filter({ hasNotText: 'playbook:approve' }),
  ).toHaveCount(0);

  // A deny rule: the viewer role may not read logs.
  await page.goto('/settings/permissions?org=sandbox');
  await loadedTable(page, 'Permissions');
  const description = `e2e deny logs ${Date.now()}`;
  await page.getByRole('button', { name: 'Add Permission' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add Permission')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await radio(dialog, 'subjectKind', 'role').click();
  await pick(page, 'Role', 'viewer');
  await radio(dialog, 'resourceKind', 'global').click();
  await dialog.getByLabel('Object').selectOption('logs');
  await dialog.getByLabel('Action').selectOption('read');
  await dialog.getByText('Deny', { exact: true }).click();
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Permission added')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: description });
  await expect(row).toContainText('Group: viewer');
  await expect(row).toContainText('Logs');
  await expect(
    row.getByRole('button', { name: 'Deny read', exact: true }).locator('.bp6-icon-ban-circle'),
  ).toBeVisible();

  // Edit: another action.
  await row.getByText(description).click();
  await expect(dialog.getByText('Edit Permission')).toBeVisible();
  await expect(dialog.getByLabel('Object')).toHaveValue('logs');
  await dialog.getByLabel('Action').selectOption('update');
  await shotsLightDark(page, SHOTS, 'permissions-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Permission updated')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Deny update', exact: true })).toBeVisible();

  // The rule naming a deleted scope: Re-check keeps its error while the selector is wrong.
  const errored = table.getByRole('row').filter({ hasText: 'Contractors read the old billing' });
  await expect(errored).toContainText('Scope not found');
  await errored.getByRole('button', { name: 'Re-check' }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: 'Scope not found' })).toBeVisible();
  // Its selector fixed (a scope that exists), the error is gone.
  await errored.getByText('Contractors read the old billing').click();
  await expect(dialog.getByText('Scope not found')).toBeVisible();
  await pick(page, 'Scope', 'all-playbooks');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Permission updated').first()).toBeVisible();
  await expect(errored).toContainText('Scopes: all-playbooks');
  await expect(errored.getByText('Scope not found')).toHaveCount(0);

  // Delete, asked first.
  await row.getByText(description).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Permission deleted')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: description })).toHaveCount(0);
});

test("a playbook's Permissions dialog: inbound rules, and an outbound rule added", async ({
  page,
}) => {
  await page.goto('/playbooks?org=sandbox');
  await page.getByRole('button', { name: 'Permissions of Scale Deployment' }).click();
  const modal = page.getByRole('dialog', { name: 'Permissions: Scale Deployment' });
  const inbound = await loadedTable(page, 'Inbound');
  await expect(inbound.getByText('Cover while the commander is away')).toBeVisible();
  await shotsLightDark(page, SHOTS, 'permissions-playbook');

  // Inbound's Add Permission names the playbook as the resource.
  await modal.getByRole('button', { name: 'Add Permission' }).click();
  const form = page.getByRole('dialog', { name: 'Add Permission' });
  await expect(form.getByRole('button', { name: /^Playbook: Scale Deployment/ })).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Inbound's Check Access asks about this playbook, with its actions only.
  await modal.getByRole('button', { name: 'Check Access' }).click();
  const check = page.getByRole('dialog', { name: 'Playbook Access Check' });
  await expect(check.getByRole('combobox', { name: 'Resource Type' })).toBeDisabled();
  const actions = check.getByRole('combobox', { name: 'Action *' });
  await expect(actions.locator('option', { hasText: 'mcp:use' })).toHaveCount(0);
  await check.getByRole('combobox', { name: 'Subject *' }).selectOption('editor');
  await actions.selectOption('playbook:run');
  await check.getByRole('button', { name: 'Check Access' }).click();
  await expect(check.getByRole('status')).toContainText('Allowed');
  await check.getByRole('button', { name: 'Close' }).click();

  // Outbound: the playbook as the subject.
  await modal.getByRole('tab', { name: 'Outbound' }).click();
  const outbound = await loadedTable(page, 'Outbound');
  await expect(outbound.getByText('No permissions found')).toBeVisible();
  await modal.getByRole('button', { name: 'Add Permission' }).click();
  await expect(form.getByRole('button', { name: /^Playbook: Scale Deployment/ })).toBeVisible();
  await radio(form, 'resourceKind', 'global').click();
  await form.getByLabel('Object').selectOption('connection');
  await form.getByLabel('Action').selectOption('read');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Permission added')).toBeVisible();
  await expect(
    outbound.getByRole('row').filter({ hasText: 'playbook: Scale Deployment' }),
  ).toContainText('Connection');
});

test('an editor reads permissions without writing; a viewer is refused', async ({ page }) => {
  await withRoles(page, ['editor']);
  await page.goto('/settings/permissions?org=sandbox');
  const table = await loadedTable(page, 'Permissions');
  await expect(table.getByText('Role: guest')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Permission' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Re-check' })).toHaveCount(0);
  await table.getByText('Everyone sees the health checks').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Edit Permission')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(dialog.getByLabel('Action')).toBeDisabled();
  await escapeDialog(dialog);

  await page.unrouteAll({ behavior: 'wait' });
  await withRoles(page, ['viewer']);
  await page.goto('/settings/permissions?org=sandbox');
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
});
