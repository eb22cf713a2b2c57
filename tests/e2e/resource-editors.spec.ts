// The resource editors against the sandbox (spec 3 §2.3, §5): a new health check or catalog
// scraper starts at its type chooser, the Form and Code tabs edit the same spec, required fields
// say so and block the save, and a saved resource opens on its type's form again.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seedCanary } from './helpers/canaries.ts';
import { loadedTable } from './helpers/tables.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a new HTTP health check: chooser, form, code, save, and its form again', async ({ page }) => {
  await page.goto('/settings/canaries/new?org=sandbox');
  const chooser = page.getByRole('group', { name: 'Health Check type' });
  for (const label of ['HTTP', 'ICMP Ping', 'Kubernetes Namespace', 'SQL Query', 'Custom'])
    await expect(chooser.getByRole('button', { name: label, exact: true })).toBeVisible();
  await expect(chooser.getByRole('button')).toHaveCount(31);
  await page.screenshot(shot('editor-check-chooser'));
  await chooser.getByRole('button', { name: 'HTTP', exact: true }).click();

  const name = `e2e-check-${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).first().fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  // The check's own name and URL are required (spec 3 §5); nothing is sent.
  await expect(
    page.locator('#http-url').locator('xpath=ancestor::*[contains(@class,"bp6-form-group")][1]'),
  ).toContainText('This field is required');
  await field(page, 'Name *').fill('status-api');
  await field(page, 'URL *').fill('https://status.acme.example/health');
  await page.getByLabel('Method').selectOption('POST');
  await expect(field(page, 'Body')).toBeVisible();
  await page.locator('label').filter({ hasText: /^204$/ }).click();
  await expect(page.getByRole('checkbox', { name: '204' })).toBeChecked();
  await field(page, 'Threshold (ms)').fill('-5');
  await expect(page.getByText('Must be at least 0', { exact: true })).toBeVisible();
  await field(page, 'Threshold (ms)').fill('750');
  await page.getByLabel('Authentication').selectOption('Basic');
  await page.locator('#http-username').fill('monitor');
  await page.getByLabel('Password source').selectOption('Secret');
  await page.getByLabel('Password secret name').fill('status-api');
  await page.getByLabel('Password key').fill('password');
  await page.screenshot(shot('editor-check-form'));

  await page.getByRole('tab', { name: 'Code' }).click();
  const code = page.locator('.mc-code-editor').last();
  await expect(code).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(code.locator('.view-lines')).toContainText('thresholdMillis');
  await page.screenshot(shot('editor-check-code'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} created successfully`)).toBeVisible();
  // What the form wrote is the spec the backend stores.
  const stored = await page.request.get(`/org/sandbox/api/db/canaries?name=eq.${name}&select=spec`);
  expect(((await stored.json()) as [{ spec: unknown }])[0].spec).toEqual({
    schedule: '@every 5m',
    http: [
      {
        name: 'status-api',
        url: 'https://status.acme.example/health',
        method: 'POST',
        responseCodes: [204],
        thresholdMillis: 750,
        username: { value: 'monitor' },
        password: { valueFrom: { secretKeyRef: { name: 'status-api', key: 'password' } } },
      },
    ],
  });

  const table = await loadedTable(page, 'Health Checks');
  await table.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Form' })).toBeVisible();
  await expect(field(page, 'URL *')).toHaveValue('https://status.acme.example/health');
  await expect(field(page, 'Threshold (ms)')).toHaveValue('750');
  await expect(page.getByLabel('Password secret name')).toHaveValue('status-api');
  await expect(page.getByRole('button', { name: 'Change type' })).toHaveCount(0);
});

test('a new Kubernetes catalog scraper: its defaults and required cluster name', async ({
  page,
}) => {
  await page.goto('/settings/config_scrapers/new?org=sandbox');
  const chooser = page.getByRole('group', { name: 'Catalog Scraper type' });
  await expect(chooser.getByRole('button')).toHaveCount(11);
  await chooser.getByRole('button', { name: 'Kubernetes', exact: true }).click();
  await expect(page.getByLabel('Schedule *')).toHaveValue('@every 30m');
  await expect(field(page, 'Max In Flight')).toHaveValue('64');
  const name = `e2e-scraper-${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).first().fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  // The field's own message, and the Spec field's line in the spec's words.
  await expect(page.getByText('This field is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Cluster Name: This field is required')).toBeVisible();
  await field(page, 'Cluster Name *').fill('apps-e2e');
  await field(page, 'Excluded Kinds').fill('Secret\nConfigMap');
  await page.screenshot(shot('editor-scraper-form'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} created successfully`)).toBeVisible();
  const table = await loadedTable(page, 'Catalog Scrapers');
  await table.getByRole('cell', { name, exact: true }).click();
  await expect(field(page, 'Cluster Name *')).toHaveValue('apps-e2e');
  await expect(field(page, 'Excluded Kinds')).toHaveValue('Secret\nConfigMap');
});

test('a new check says nothing until touched; an interval check saves unchanged; URLs are checked', async ({
  page,
}) => {
  await page.goto('/settings/canaries/new?org=sandbox');
  await page
    .getByRole('group', { name: 'Health Check type' })
    .getByRole('button', { name: 'HTTP', exact: true })
    .click();
  await expect(field(page, 'URL *')).toBeVisible();
  await expect(page.getByText(/must have required property|This field is required/)).toHaveCount(0);
  await expect(field(page, 'Schedule *')).toHaveValue('@every 5m');
  await field(page, 'URL *').fill('not a url');
  await field(page, 'URL *').blur();
  await expect(
    page.locator('#http-url').locator('xpath=ancestor::*[contains(@class,"bp6-form-group")][1]'),
  ).toContainText('Enter a valid URL');

  // A check written with `interval` (seconds) instead of a schedule.
  const name = `e2e-interval-${Date.now()}`;
  const { id, savedSpec } = await seedCanary(page.request, name, {
    interval: 30,
    http: [{ name: 'web', url: 'https://web.acme.example' }],
  });
  await page.goto(`/settings/canaries/${id}?org=sandbox`);
  await expect(field(page, 'Schedule *')).toHaveValue('@every 30s');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`${name} updated successfully`)).toBeVisible();
  expect(await savedSpec()).toEqual({
    interval: 30,
    http: [{ name: 'web', url: 'https://web.acme.example' }],
  });
  await page.goto(`/settings/canaries/${id}?org=sandbox`);
  await field(page, 'Schedule *').selectOption('@every 5m');
  // One Icon on an HTTP check's form, the check's own (issue 32, e).
  await expect(page.getByLabel('Icon', { exact: true })).toHaveCount(1);
  await expect(page.locator('#spec-icon')).toHaveCount(0);
  await page.locator('#http-icon').fill('http');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`${name} updated successfully`)).toBeVisible();
  expect(await savedSpec()).toEqual({
    schedule: '@every 5m',
    http: [{ name: 'web', url: 'https://web.acme.example', icon: 'http' }],
  });

  // A check whose type has no form: Schedule and Icon still are on the Form tab.
  const { id: customId } = await seedCanary(page.request, `${name}-custom`, {
    schedule: '@hourly',
    restic: [{ name: 'backups', repository: 's3:b', maxAge: '1d' }],
  });
  await page.goto(`/settings/canaries/${customId}?org=sandbox`);
  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(field(page, 'Schedule *')).toHaveValue('@hourly');
  await expect(page.locator('#spec-icon')).toBeVisible();
  await page.screenshot(shot('editor-check-custom-form'));
});
