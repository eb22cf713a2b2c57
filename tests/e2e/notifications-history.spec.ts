// The Notifications tab against the sandbox (spec 3 §2.9, §4): the send log newest first with
// the tabs as routes, the Status and Resource Type filters in the URL, 'Repeated' for
// repeat-interval, and a send's detail with its body or error.
import { expect, test } from './fixtures.ts';
import { bodyRows, dbInsert, dbRows } from './helpers/sandbox-db.ts';
import { loadedTable } from './helpers/tables.ts';
import { escapeDialog } from './helpers/escape.ts';

const SHOTS = process.env.NOTIFICATION_SHOTS;

test('send history: tabs, filter by status and resource type, a send in full', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/notifications?org=sandbox');
  const table = await loadedTable(page, 'Notifications');
  const tabs = page.getByRole('tablist', { name: 'Notification sections' });
  await expect(tabs.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const header of ['Created', 'Resource', 'Type', 'Rule', 'Event', 'Status', 'Count'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(bodyRows(table).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/send-history.png` });

  // By default the sends not made are left out (spec 4-views §2.12).
  const statuses = () => table.locator('tbody tr td:nth-child(6)').allTextContents();
  const notMade = 'not Inhibited, not Repeated, not Silenced, not Skipped';
  await expect(page.getByRole('button', { name: `Status: ${notMade}`, exact: true })).toBeVisible();
  const shown = new Set(await statuses());
  for (const status of ['Inhibited', 'Repeated', 'Silenced', 'Skipped'])
    expect(shown.has(status), status).toBe(false);

  // Include 'Repeated': the URL carries it and every row is a repeat.
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('radio', { name: 'Include Repeated' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=[^&]*repeat-interval%3A1/);
  await expect.poll(async () => new Set(await statuses())).toEqual(new Set(['Repeated']));

  // And one resource type: both filters hold, in the URL.
  const types = page.getByLabel('Resource Type', { exact: true });
  await expect(types.locator('option', { hasText: 'Kubernetes::Pod' })).toHaveCount(1);
  await types.selectOption('Kubernetes::Pod');
  await expect(page).toHaveURL(/resourceType=Kubernetes%3A%3APod/);
  await expect(page).toHaveURL(/status=[^&]*repeat-interval%3A1/);
  await expect
    .poll(async () => new Set(await table.locator('tbody tr td:nth-child(3)').allTextContents()))
    .toEqual(new Set(['Kubernetes::Pod']));
  await expect.poll(async () => new Set(await statuses())).toEqual(new Set(['Repeated']));

  // The filters survive a reload (they live in the URL).
  await page.reload();
  await loadedTable(page, 'Notifications');
  await expect(page.getByLabel('Resource Type', { exact: true })).toHaveValue('Kubernetes::Pod');
  const repeated = 'Status: not Inhibited, Repeated, not Silenced, not Skipped';
  await expect(page.getByRole('button', { name: repeated, exact: true })).toBeVisible();

  // A failed send opens with its error.
  await page.goto('/notifications?org=sandbox&status=error%3A1');
  const failed = await loadedTable(page, 'Notifications');
  await expect.poll(async () => new Set(await statuses())).toEqual(new Set(['Error']));
  await failed.locator('tbody tr td:nth-child(5)').first().click();
  const dialog = page.getByRole('dialog', { name: 'Notification' });
  await expect(dialog.getByRole('alert')).toContainText('Error');
  await expect(dialog).toContainText(/slack|smtp|deadline/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/send-detail-error.png` });
  await escapeDialog(dialog);

  // A sent one opens with its body.
  await page.goto('/notifications?org=sandbox&status=sent%3A1');
  const sent = await loadedTable(page, 'Notifications');
  await sent.locator('tbody tr td:nth-child(5)').first().click();
  await expect(page.getByRole('dialog').getByLabel('Body')).toContainText('for resource');
  await escapeDialog(page.getByRole('dialog'));

  // The tabs are routes.
  await tabs.getByRole('tab', { name: 'Silences' }).click();
  await expect(page).toHaveURL(/\/notifications\/silences/);
  await tabs.getByRole('tab', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/\/notifications\/rules/);

  if (SHOTS) {
    // The screens in the dark theme (the OS preference; the theme setting is 'system').
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const [name, url, title] of [
      ['send-history-dark', '/notifications?org=sandbox', 'Notifications'],
      ['rules-dark', '/notifications/rules?org=sandbox', 'Rules'],
      ['silences-dark', '/notifications/silences?org=sandbox', 'Silences'],
    ] as const) {
      await page.goto(url);
      await loadedTable(page, title);
      await expect(page.locator('body')).toHaveClass(/bp6-dark/);
      await page.screenshot({ path: `${SHOTS}/${name}.png` });
    }
  }
});

test('send history: an inhibited send names the send that inhibited it', async ({ page }) => {
  const [sent] = await dbRows<{
    id: string;
    notification_id: string;
    resource_id: string;
    source_event: string;
  }>(
    page.request,
    'notification_send_history?status=eq.sent&select=id,notification_id,resource_id,source_event&limit=1',
  );
  expect(sent).toBeDefined();
  await dbInsert(page.request, 'notification_send_history', {
    notification_id: sent?.notification_id,
    resource_id: sent?.resource_id,
    source_event: 'config.unhealthy',
    status: 'inhibited',
    parent_id: sent?.id,
  });
  await page.goto(
    '/notifications?org=sandbox&status=inhibited%3A1&sortBy=created_at&sortOrder=desc',
  );
  const table = await loadedTable(page, 'Notifications');
  await expect(bodyRows(table).first()).toContainText('Inhibited');
  await table.locator('tbody tr td:nth-child(5)').first().click();
  const dialog = page.getByRole('dialog', { name: 'Notification' });
  await expect(dialog).toContainText('Inhibited By');
  // The inhibiting send by its resource, event and time, not its id; it opens in the dialog.
  const link = dialog.getByRole('button', { name: new RegExp(` · ${sent?.source_event} · `) });
  await expect(link).toBeVisible();
  // A link's colour, not the white of a primary button's text.
  await expect(link).toHaveCSS('color', 'rgb(33, 93, 176)');
  await expect(dialog).not.toContainText(sent?.id ?? '');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/send-detail-inhibited.png` });
  await link.click();
  await expect(dialog).not.toContainText('Inhibited By');
  await expect(dialog.getByText('Sent', { exact: true })).toBeVisible();
});
