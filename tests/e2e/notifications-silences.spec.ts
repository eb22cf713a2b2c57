// Silences against the sandbox (spec 3 §2.9, §4, §5; reference §4.8 N8–N10): add one on a check
// ('now' times sent as absolute ones, the description shown as Reason), edit it, expire it (until
// in the past shows it struck through) and delete it after confirming (soft delete).
import { expect, test } from './fixtures.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { loadedTable } from './helpers/tables.ts';

const SHOTS = process.env.NOTIFICATION_SHOTS;

interface StoredSilence {
  check_id: string | null;
  config_id: string | null;
  from: string;
  until: string | null;
  source: string;
  recursive: boolean;
  deleted_at: string | null;
}

test('silences: add, edit, expire and delete', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/notifications/silences?org=sandbox');
  const table = await loadedTable(page, 'Silences');
  for (const header of ['Resource', 'Duration', 'Source', 'Reason', 'Created By', 'Delete'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // The seed has a silence that ended yesterday: it is struck through.
  await expect(table.locator('tr.mcd-silence-expired').first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/silences.png` });

  await page.getByRole('button', { name: 'Add Silence' }).click();
  await expect(page).toHaveURL(/\/notifications\/silences\/add/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();

  // Catalog chosen first, then Check: switching clears the first choice.
  await page.getByRole('button', { name: /^Catalog: / }).click();
  await page
    .locator('.bp6-select-popover')
    .getByRole('option', { disabled: false })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Catalog: (?!Select)/ })).toBeVisible();
  await page.getByText('Check', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Check: Select a check…' })).toBeVisible();
  await page.getByRole('button', { name: /^Check: / }).click();
  const option = page
    .locator('.bp6-select-popover')
    .getByRole('option', { disabled: false })
    .first();
  const checkName = (await option.textContent()) ?? '';
  await option.click();

  const reason = `e2e maintenance ${Date.now()}`;
  await page.getByLabel('Until').fill('later');
  await page.getByLabel('Until').blur();
  await expect(page.getByText('Enter a time such as now+2h or 2026-01-31 18:00')).toBeVisible();
  await page.getByLabel('Until').fill('now+2h');
  await page.getByLabel('Reason').fill(reason);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/add-silence.png` });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Silence added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/notifications\/silences(\?|$)/);

  const list = await loadedTable(page, 'Silences');
  const row = list.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('Check');
  await expect(row).toContainText('2h');
  await expect(row).toContainText('UI');
  const [stored] = await dbRows<StoredSilence>(
    page.request,
    `notification_silences?description=eq.${encodeURIComponent(reason)}&select=*`,
  );
  expect(stored?.check_id).toBeTruthy();
  expect(stored?.config_id).toBeNull();
  expect(stored?.source).toBe('UI');
  expect(Date.parse(stored?.until ?? '') - Date.parse(stored?.from ?? '')).toBeGreaterThan(
    2 * 3_600_000 - 60_000,
  );
  expect(checkName).not.toBe('');

  // Edit: a new reason and recursive.
  await row.getByRole('cell').nth(3).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Reason')).toHaveValue(reason);
  await dialog.getByLabel('Reason').fill(`${reason} edited`);
  await dialog.getByText('Recursive').click();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-silence.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Silence updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const edited = list.getByRole('row').filter({ hasText: `${reason} edited` });
  await expect(edited).toContainText('recursive');
  await expect(edited).not.toHaveClass(/mcd-silence-expired/);

  // Expire: until in the past shows the silence struck through.
  await edited.getByRole('cell').nth(3).click();
  await dialog.getByLabel('From').fill('now-3h');
  await dialog.getByLabel('Until').fill('now-1h');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(edited).toContainText('2h');
  await expect(edited).toHaveClass(/mcd-silence-expired/);

  // Delete, after confirming: the row goes and the silence is soft deleted.
  await edited.getByRole('button', { name: /^Delete silence / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/deleted successfully/)).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: reason })).toHaveCount(0);
  // The confirmation's click stays with the Delete button: the row's edit dialog did not open.
  await expect(dialog).toBeHidden();
  const [deleted] = await dbRows<StoredSilence>(
    page.request,
    `notification_silences?description=eq.${encodeURIComponent(`${reason} edited`)}&select=*`,
  );
  expect(deleted?.deleted_at).not.toBeNull();
});
