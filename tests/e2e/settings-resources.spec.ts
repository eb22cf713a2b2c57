// Generic resource settings against the sandbox (spec 3 §2.2): the list's columns, server sorting
// in the URL, 'No resources found'-free real data; a team created, edited and soft-deleted with
// the spec's toasts; what a viewer and an editor may do (spec 3 §6).
import { expect, test } from './fixtures.ts';
import { seedCanary } from './helpers/canaries.ts';
import { withRoles } from './helpers/roles.ts';
import { expectColumns, loadedTable } from './helpers/tables.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

test('the health checks list: columns, server sort and paging in the URL', async ({ page }) => {
  await page.goto('/settings/canaries?org=sandbox');
  const table = await loadedTable(page, 'Health Checks');
  await expectColumns(table, [
    'Name',
    'Source',
    'Schedule',
    'Namespace',
    'Job Status',
    'Last Run',
    'Last Failed',
    'Tags',
    'Created',
    'Updated',
    'Created By',
  ]);
  await expect(page.getByRole('button', { name: 'Add Health Check' })).toBeVisible();
  await page.screenshot(shot('settings-canaries'));

  await table.getByRole('columnheader', { name: 'Name', exact: true }).getByRole('button').click();
  await expect(page).toHaveURL(/sortBy=name&sortOrder=asc/);
  const names = async () => table.locator('tbody tr td:first-child').allTextContents();
  await expect
    .poll(async () => {
      const [first, second] = await names();
      return first !== undefined && second !== undefined && first.localeCompare(second) <= 0;
    })
    .toBe(true);
  await page.getByLabel('Rows per page').selectOption('100');
  await expect(page).toHaveURL(/pageSize=100/);
  await expect(page).not.toHaveURL(/pageIndex/);
});

test('a team is created, edited and deleted with the spec toasts', async ({ page }) => {
  const name = `e2e-team-${Date.now()}`;
  await page.goto('/settings/teams?org=sandbox');
  await page.getByRole('button', { name: 'Add Team' }).click();
  await expect(page).toHaveURL(/\/settings\/teams\/new$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);

  await page.getByLabel('Name').fill(name);
  const spec = page.locator('.mc-code-editor').last();
  await expect(spec).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await spec.locator('.view-lines').click();
  await page.keyboard.type('owner: e2e-oncall');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} created successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/teams$/);

  const table = page.getByRole('table', { name: 'Teams' });
  await table.getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/teams\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Name')).toBeDisabled();
  await expect(page.locator('.mc-code-editor').last()).toContainText('owner: e2e-oncall');
  await page.getByLabel('Icon').fill('slack');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`${name} updated successfully`)).toBeVisible();

  await table.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByLabel('Icon')).toHaveValue('slack');
  await page.screenshot(shot('settings-team-edit'));

  // Members: the empty state, one person added and removed with the spec's toasts.
  await page.getByRole('tab', { name: 'Manage Team' }).click();
  await expect(page.getByText("You haven't added any team members to the team yet.")).toBeVisible();
  await page.getByRole('button', { name: 'Add Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add users to the team' });
  await dialog.getByLabel('Search people').fill('Aiko');
  await dialog.getByText(/Aiko Weber/).click();
  await expect(dialog.getByRole('checkbox', { name: /Aiko Weber/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Aiko Weber added to the team successfully')).toBeVisible();
  const members = await loadedTable(page, 'Team members');
  await expect(members).toContainText('Aiko Weber');
  await page.screenshot(shot('settings-team-members'));
  await members.getByRole('button', { name: 'Actions for Aiko Weber' }).click();
  await page.getByRole('menuitem', { name: 'Remove user' }).click();
  await expect(page.getByText('Aiko Weber removed from team successfully')).toBeVisible();
  await expect(page.getByText("You haven't added any team members to the team yet.")).toBeVisible();
  await page.getByRole('tab', { name: 'Spec' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} deleted successfully`)).toBeVisible();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('a viewer reads a resource without write actions; an editor may add', async ({ page }) => {
  await withRoles(page, ['viewer']);
  await page.goto('/settings/canaries?org=sandbox');
  const table = await loadedTable(page, 'Health Checks');
  await expect(page.getByRole('button', { name: 'Add Health Check' })).toHaveCount(0);
  await table.locator('tbody tr').first().click();
  await expect(page.getByRole('tab', { name: 'Spec' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  await page.unrouteAll({ behavior: 'wait' });
  await withRoles(page, ['editor']);
  await page.goto('/settings/canaries?org=sandbox');
  await expect(page.getByRole('button', { name: 'Add Health Check' })).toBeVisible();
});

test("a health check's spec is checked against the Canary schema before it saves", async ({
  page,
}) => {
  const name = `e2e-canary-${Date.now()}`;
  const { id, savedSpec } = await seedCanary(page.request, name, {
    schedule: '@every 5m',
    http: [{ name: 'web', url: 'https://web.acme.example' }],
  });
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/db/canaries'))
      writes.push(request.method());
  });

  await page.goto(`/settings/canaries/${id}?org=sandbox`);
  // A kind with a type editor keeps the YAML on its Code tab.
  const codeTab = page.getByRole('tab', { name: 'Code', exact: true });
  const spec = page.locator('.mc-code-editor').last();
  /** Replaces the spec's text (flow YAML on one line, so Monaco adds no indentation). */
  const setSpec = async (text: string) => {
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    if ((await codeTab.count()) > 0) await codeTab.click();
    await expect(spec).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await spec.locator('.view-lines').click();
    // Cleared first: typing '{' over a selection would wrap it in braces instead.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(text);
  };

  // A url that is not text and a check without its name: the schema's messages, no write.
  await setSpec(
    '{schedule: "@every 5m", http: [{name: web, url: 42}, {url: "https://b.acme.example"}]}',
  );
  await expect(page.getByText('spec.http[0].url: must be text')).toBeVisible();
  await expect(page.getByText("spec.http[1]: must have required property 'name'")).toBeVisible();
  await page.getByRole('button', { name: 'Update' }).click();
  await page.screenshot(shot('settings-canary-spec-invalid'));
  await expect(page).toHaveURL(new RegExp(`/settings/canaries/${id}`));
  expect(writes).toEqual([]);
  expect(await savedSpec()).toEqual({
    schedule: '@every 5m',
    http: [{ name: 'web', url: 'https://web.acme.example' }],
  });

  await setSpec(
    '{schedule: "@every 1m", http: [{name: web, url: "https://web.acme.example/healthz"}]}',
  );
  await expect(page.getByText(/spec\.http\[0\]\.url/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`${name} updated successfully`)).toBeVisible();
  expect(writes).toEqual(['PATCH']);
  expect(await savedSpec()).toEqual({
    schedule: '@every 1m',
    http: [{ name: 'web', url: 'https://web.acme.example/healthz' }],
  });

  const table = page.getByRole('table', { name: 'Health Checks' });
  await table.getByRole('cell', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} deleted successfully`)).toBeVisible();
});

// Issue 32 item 15: `/settings/properties` read the properties table as generic resources and
// showed 'No resources found' and 'rows could not be read'; kinds with a screen of their own lead
// there from their generic URL.
test('the generic URLs of feature flags, connections and notifications lead to their screens', async ({
  page,
}) => {
  await page.goto('/settings/properties?org=sandbox');
  await expect(page).toHaveURL(/\/settings\/feature-flags/);
  await loadedTable(page, 'Feature Flags');
  await expect(page.getByText(/could not be read|No resources found/)).toHaveCount(0);
  await page.goto('/settings/notifications?org=sandbox');
  await expect(page).toHaveURL(/\/notifications\/rules/);
  await page.goto('/settings/properties/new?org=sandbox');
  await expect(page).toHaveURL(/\/settings\/feature-flags/);
});
