// Event queue status against the sandbox (spec 3 §2.7): one row per queue, failing queues first,
// and a failing queue's most common error in a dialog.
import { expect, test } from './fixtures.ts';
import { loadedTable } from './helpers/tables.ts';

test('one row per event queue; a failing queue shows its most common error', async ({ page }) => {
  await page.goto('/settings/event-queue-status?org=sandbox');
  const table = await loadedTable(page, 'Event Queue');
  for (const header of ['Name', 'Pending', 'Failed', 'Average Attempts', 'First Failure'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const names = await table.locator('tbody tr td:first-child').allTextContents();
  expect(new Set(names).size).toBe(names.length);

  // The latest failure sorts first, so the first row is a failing queue.
  await table.locator('tbody tr').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/channel_not_found|deadline exceeded|connection refused/);
  await page.screenshot({ path: 'test-results/screenshots/event-queue-error.png' });
});
