// The playbook runs list against the sandbox (spec 3 §2.10, §9; reference P9): the last 7 days by
// default, filters by playbook and status kept in the URL, server paging, and a row opens its run.
import { expect, test } from './fixtures.ts';
import { bodyRows, dbRows } from './helpers/sandbox-db.ts';

const SHOTS = '/tmp/shots-playbooks';

test('filters runs by playbook and status in the URL, pages on the server, opens a run', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const requests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/db/playbook_runs?')) requests.push(decodeURIComponent(req.url()));
  });
  await page.goto('/playbooks/runs?org=sandbox');
  const table = page.getByRole('table', { name: 'Playbook Runs' });
  await expect(bodyRows(table).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Time range' })).toHaveText(/7 days/);
  // The default range asks the server for runs of the last 7 days only, top-level, paged.
  const first = requests.at(-1) ?? '';
  expect(first).toContain('or=(and(start_time.gte.');
  expect(first).toContain('parent_id=is.null');
  expect(first).toMatch(/limit=50/);
  await page.screenshot({ path: `${SHOTS}/runs-list.png` });

  // Server paging: the seed has more than 50 runs in the last week.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/pageIndex=1/);
  await expect(bodyRows(table).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/status=failed/);
  await expect(page).not.toHaveURL(/pageIndex=1/);
  await expect(bodyRows(table).first()).toBeVisible();
  for (const cell of await bodyRows(table).locator('td:nth-child(2)').allTextContents())
    expect(cell).toBe('Failed');

  const [scale] = await dbRows<{ id: string }>(
    page.request,
    'playbooks?name=eq.scale-deployment&select=id',
  );
  await page
    .getByRole('combobox', { name: 'Playbook' })
    .selectOption({ label: 'Scale Deployment' });
  await expect(page).toHaveURL(new RegExp(`playbook=${scale!.id}`));
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
  await expect(bodyRows(table).first()).toBeVisible();
  for (const cell of await bodyRows(table).locator('td:nth-child(1)').allTextContents())
    expect(cell).toBe('Scale Deployment');

  // The filters come back with the URL.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Playbook' })).toHaveValue(scale!.id);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
  await expect(bodyRows(table).first()).toBeVisible({ timeout: 30_000 });

  await bodyRows(table).first().click();
  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Scale Deployment' })).toBeVisible();
});

test('a status without runs in range reads No data available', async ({ page }) => {
  await page.goto('/playbooks/runs?org=sandbox&status=retrying');
  const table = page.getByRole('table', { name: 'Playbook Runs' });
  await expect(table.getByText('No data available')).toBeVisible({ timeout: 30_000 });
});
