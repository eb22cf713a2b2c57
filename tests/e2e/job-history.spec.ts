// Job History against the sandbox (spec 3 §2.4, §9): by default the last 2 days without SUCCESS,
// the tri-state Status filter and the Job Name include button in the URL, and a job's details.
import { expect, test } from './fixtures.ts';
import { loadedTable } from './helpers/tables.ts';

test('job history: default filters, include and exclude, details', async ({ page }) => {
  await page.goto('/settings/jobs?org=sandbox');
  const table = await loadedTable(page, 'Jobs History');
  for (const header of ['Timestamp', 'Job Name', 'Agent', 'Resource', 'Status', 'Duration'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Time range' })).toHaveText(/Last 2 days/);
  const statuses = async () => table.locator('tbody tr td:nth-child(5)').allTextContents();
  expect(await statuses()).not.toContain('SUCCESS');

  // Include FAILED only: the URL carries both choices and every row is FAILED.
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('radio', { name: 'Include FAILED' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=FAILED%3A1%2CSUCCESS%3A-1/);
  await expect.poll(async () => new Set(await statuses())).toEqual(new Set(['FAILED']));

  // 'All' statuses (the default turned off) shows SUCCESS rows again.
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('radio', { name: 'None FAILED' }).click();
  await page.getByRole('radio', { name: 'None SUCCESS' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=all/);
  await expect.poll(async () => (await statuses()).includes('SUCCESS')).toBe(true);

  // The include button of a job name filters on it.
  const firstName = (await table.locator('tbody tr td:nth-child(2)').first().textContent()) ?? '';
  await table.locator('tbody tr').first().hover();
  await table
    .getByRole('button', { name: `Include ${firstName}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(`${firstName}:1`)}`));
  await expect
    .poll(async () => new Set(await table.locator('tbody tr td:nth-child(2)').allTextContents()))
    .toEqual(new Set([firstName]));

  // The minimum duration: only ms and s pass; a value that does is the URL's at once.
  const duration = page.getByLabel('Duration ≥');
  await duration.fill('5 minutes');
  await expect(page.getByText('duration is allowed only in milli seconds & seconds')).toBeVisible();
  await expect(page).not.toHaveURL(/minDuration/);
  await duration.fill('1ms');
  await expect(page).toHaveURL(/minDuration=1ms/);
  await page.screenshot({ path: 'test-results/screenshots/job-history.png' });
});

test('a failed job opens its details', async ({ page }) => {
  await page.goto('/settings/jobs?org=sandbox&status=FAILED%3A1');
  const table = await loadedTable(page, 'Jobs History');
  await table.locator('tbody tr td:first-child').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Details for job');
  await expect(dialog.getByRole('tab', { name: 'Errors' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/job-details.png' });
});
