// /settings/views against the Sandbox (spec 4-views §2.9, §6): the seeded views (declared as
// Kubernetes resources, so shown, not changed, here); an admin creates a view from YAML (a whole
// resource: its `spec` is unwrapped), edits it and deletes it with the spec's toasts; an editor
// sees no Add button (only admin writes views, as the backend says).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withRoles } from './helpers/roles.ts';
import { expectColumns, loadedTable } from './helpers/tables.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

/** Replaces the text of the Monaco editor in `scope` with `text`, typed as a user would. */
async function typeInEditor(page: Page, scope: Locator, text: string) {
  const editor = scope.locator('[data-ready]');
  await expect(editor).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

test('an admin creates, edits and deletes a view', async ({ page }) => {
  await page.goto('/settings/views?org=sandbox');
  const table = await loadedTable(page, 'Views');
  await expectColumns(table, ['Name', 'Namespace', 'Source', 'Created By', 'Created', 'Updated']);
  await expect(table.getByRole('cell', { name: 'mission-control-dashboard' })).toBeVisible();
  await page.screenshot(shot('view-settings-list'));

  // A seeded view comes from a Kubernetes resource: no Update, no Delete.
  await table.getByRole('cell', { name: 'mission-control-dashboard' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit View' })).toBeVisible();
  await expect(dialog.getByText('This view comes from KubernetesCRD')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const name = `e2e-view-${Date.now()}`;
  await page.getByRole('button', { name: 'Add View' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create View' })).toBeVisible();
  await expect(dialog.getByPlaceholder('Enter view name')).toBeVisible();
  await expect(dialog.getByPlaceholder('default')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(2);
  await dialog.locator('#view-name').fill(name);
  await dialog.locator('#view-namespace').fill('e2e');
  await typeInEditor(
    page,
    dialog,
    '{kind: View, spec: {display: {title: E2E View}, panels: [{name: One, type: number, query: SELECT 1 AS value}]}}',
  );
  await page.screenshot(shot('view-settings-create'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('View added successfully')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('e2e');
  await expect(row).toContainText('UI');

  await row.getByRole('cell', { name, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Edit View' })).toBeVisible();
  // The stored spec is the resource's `spec`, unwrapped.
  await expect(dialog.locator('.view-lines')).toContainText('title: E2E View');
  await expect(dialog.locator('.view-lines')).not.toContainText('kind');
  await dialog.locator('#view-namespace').fill('e2e-edited');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('View updated successfully')).toBeVisible();
  await expect(row).toContainText('e2e-edited');

  await row.getByRole('cell', { name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(name);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('View deleted successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('an editor reads the views but adds, saves and deletes none', async ({ page }) => {
  await withRoles(page, ['editor']);
  await page.goto('/settings/views?org=sandbox');
  const table = await loadedTable(page, 'Views');
  await expect(table.getByRole('cell', { name: 'mission-control-dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add View' })).toHaveCount(0);
  await table.getByRole('cell', { name: 'mission-control-dashboard' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit View' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(dialog.locator('#view-name')).toBeDisabled();
});

test('the views settings in dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/settings/views?org=sandbox');
  const table = await loadedTable(page, 'Views');
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot(shot('view-settings-list-dark'));
  await table.getByRole('cell', { name: 'mission-control-dashboard' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-ready]')).toHaveAttribute('data-ready', 'true', {
    timeout: 30_000,
  });
  await page.screenshot(shot('view-settings-edit-dark'));
});
