// Connections against the sandbox (spec 3 §2.6, §5, §6, §8): the list, the type chooser, the
// required fields, add / test / update / delete with the spec's toasts and test messages (the
// sandbox really calls a local HTTP server), references to secrets, and who may see the screen.
import { createServer, type Server } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withRoles } from './helpers/roles.ts';
import { loadedTable } from './helpers/tables.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

let server: Server;
let target = '';

test.beforeAll(async () => {
  const expected = `Basic ${Buffer.from('monitor:pw').toString('base64')}`;
  server = createServer((req, res) =>
    res.writeHead(req.headers.authorization === expected ? 200 : 401).end(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  target = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/status`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function openList(page: Page): Promise<Locator> {
  await page.goto('/settings/connections?org=sandbox');
  return loadedTable(page, 'Connections');
}

const field = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true });

test('connections: add with required fields, test, update and delete', async ({ page }) => {
  const table = await openList(page);
  await expect(table.getByRole('cell', { name: 'postgres-main' })).toBeVisible();
  for (const header of ['Name', 'Type', 'Namespace', 'Source', 'Created', 'Updated', 'Created By'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await page.screenshot(shot('connections-list'));

  await page.getByRole('button', { name: 'Add Connection' }).click();
  const chooser = page.getByRole('dialog', { name: 'Add Connection' });
  await expect(chooser.getByRole('button', { name: 'Postgres' })).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'JMeter' })).toHaveCount(0);
  await page.screenshot(shot('connections-chooser'));
  await chooser.getByLabel('Search connection types').fill('htt');
  await chooser.getByRole('button', { name: 'HTTP', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Add HTTP Connection' });
  await expect(field(dialog, 'Namespace')).toHaveValue('default');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(4);
  const name = `e2e-http-${Date.now()}`;
  await field(dialog, 'Name').fill(name);
  await field(dialog, 'URL *').fill(target);
  await field(dialog, 'Username *').fill('monitor');
  await field(dialog, 'Password *').fill('pw');
  await expect(dialog.getByText('This field is required')).toHaveCount(0);
  await page.screenshot(shot('connections-form'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Connection added successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('HTTP');
  await row.click();
  const edit = page.getByRole('dialog', { name: `${name} (HTTP)` });
  await expect(field(edit, 'Name')).toBeDisabled();
  await edit.getByRole('button', { name: 'Test' }).click();
  await expect(edit.getByRole('status')).toContainText('Connection successful');
  await expect(page.getByText('Connection successful').first()).toBeVisible();

  await field(edit, 'Password *').fill('wrong');
  await expect(edit.getByRole('button', { name: 'Test' })).toBeDisabled();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Connection updated successfully')).toBeVisible();
  await row.click();
  const again = page.getByRole('dialog', { name: `${name} (HTTP)` });
  await again.getByRole('button', { name: 'Test' }).click();
  await expect(again.getByRole('status')).toContainText(`GET ${target} returned 401 Unauthorized`);
  await page.screenshot(shot('connections-test-failed'));

  await again.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Connection deleted successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('connections: Test in the Add dialog saves the new connection, then tests it', async ({
  page,
}) => {
  const table = await openList(page);
  await page.getByRole('button', { name: 'Add Connection' }).click();
  const chooser = page.getByRole('dialog', { name: 'Add Connection' });
  await chooser.getByLabel('Search connection types').fill('htt');
  await chooser.getByRole('button', { name: 'HTTP', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add HTTP Connection' });
  const name = `e2e-http-test-${Date.now()}`;
  await field(dialog, 'Name').fill(name);
  await field(dialog, 'URL *').fill(target);
  await field(dialog, 'Username *').fill('monitor');
  await field(dialog, 'Password *').fill('pw');
  await dialog.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(page.getByText('Connection added successfully')).toBeVisible();
  const saved = page.getByRole('dialog', { name: `${name} (HTTP)` });
  await expect(saved.getByRole('status')).toContainText('Connection successful');
  await expect(saved.getByRole('button', { name: 'Update' })).toBeVisible();
  await page.screenshot(shot('connections-add-test'));
  await saved.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});

test('connections: a kind the backend cannot test, and secret references', async ({ page }) => {
  const table = await openList(page);
  await table.getByRole('row').filter({ hasText: 'slack' }).first().click();
  const slack = page.getByRole('dialog', { name: 'slack (Slack)' });
  await expect(field(slack, 'Channel *')).toBeVisible();
  await slack.getByRole('button', { name: 'Test' }).click();
  await expect(slack.getByRole('status')).toContainText(
    'We currently do not support testing this connection type',
  );
  await slack.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add Connection' }).click();
  await page
    .getByRole('dialog', { name: 'Add Connection' })
    .getByRole('button', { name: 'Redis' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Redis Connection' });
  await expect(field(dialog, 'DB *')).toHaveValue('0');
  const name = `e2e-redis-${Date.now()}`;
  await field(dialog, 'Name').fill(name);
  await field(dialog, 'URL *').fill('redis://cache.acme.internal:6379');
  await field(dialog, 'DB *').fill('two');
  await expect(dialog.getByText('This field must be a number')).toBeVisible();
  await field(dialog, 'DB *').fill('2');
  await dialog.getByLabel('Password source').selectOption('Secret');
  await dialog.getByLabel('Password secret name').fill('redis-auth');
  await dialog.getByLabel('Password key').fill('password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Connection added successfully')).toBeVisible();

  await table.getByRole('row').filter({ hasText: name }).click();
  const edit = page.getByRole('dialog', { name: `${name} (Redis)` });
  await expect(edit.getByLabel('Password source')).toHaveValue('secret');
  await expect(edit.getByLabel('Password secret name')).toHaveValue('redis-auth');
  await expect(edit.getByLabel('Password key')).toHaveValue('password');
  await expect(field(edit, 'DB *')).toHaveValue('2');
  await edit.getByRole('button', { name: 'Test' }).click();
  await expect(edit.getByRole('status')).toContainText('secret or config map');
});

test('a viewer cannot open connections; an editor reads them without writing (spec 1 §6)', async ({
  page,
}) => {
  await withRoles(page, ['viewer']);
  await page.goto('/settings/connections?org=sandbox');
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await withRoles(page, ['editor']);
  await page.goto('/settings/connections?org=sandbox');
  await expect(page.getByRole('heading', { name: 'Connections' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Connection' })).toHaveCount(0);
  await page.goto('/settings/connections?org=sandbox&addConnection=true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
