// Feature flags against the sandbox (spec 3 §2.7, §5, §8): local properties read-only, add with
// 'please provide all details', edit and remove (after a confirmation naming the flag) with the
// spec's toasts.
import { expect, test } from './fixtures.ts';

test('feature flags: local ones read-only; add, edit and remove a flag', async ({ page }) => {
  await page.goto('/settings/feature-flags?org=sandbox');
  const table = page.getByRole('table', { name: 'Feature Flags' });
  await expect(table.getByRole('cell', { name: 'scraper.concurrency' })).toBeVisible({
    timeout: 30_000,
  });
  await table.getByRole('cell', { name: 'scraper.concurrency' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Cannot edit local feature flags')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(dialog.getByLabel('Value')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const name = `e2e.flag.${Date.now()}`;
  await page.getByRole('button', { name: 'Add Feature Flag' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Both name and value are needed: each says so under its input.
  await expect(dialog.getByText('please provide all details')).toHaveCount(2);
  await expect(dialog.getByText('please provide all details').first()).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Value').fill('on');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Feature flag added successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();

  await table.getByRole('cell', { name, exact: true }).click();
  await dialog.getByLabel('Value').fill('off');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Feature flag updated successfully')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('off');
  await page.screenshot({ path: 'test-results/screenshots/feature-flags.png' });

  await table.getByRole('cell', { name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // Issue 32 item 17: the delete asks first, naming the flag.
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`Delete the feature flag ${name}?`);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Feature flag removed successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name, exact: true })).toHaveCount(0);
});
