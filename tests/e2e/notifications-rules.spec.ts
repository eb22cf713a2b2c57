// Notification rules against the sandbox (spec 3 §2.9, §5, §8; reference §4.8 N1–N3): every
// validation text of the form, a rule created for each recipient kind (switching clears the
// others; durations stored in nanoseconds), editing through `?id`, a rule from another source
// without Update, and the most common error dialog.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { expectColumns, loadedTable } from './helpers/tables.ts';
import { escapeDialog } from './helpers/escape.ts';

const SHOTS = process.env.NOTIFICATION_SHOTS;

interface StoredRule {
  id: string;
  person_id: string | null;
  team_id: string | null;
  custom_services: { name: string; connection: string }[] | null;
  repeat_interval: string | number | null;
  wait_for: number | null;
  events: string[];
  source: string | null;
}

const stored = async (page: Page, name: string) =>
  (
    await dbRows<StoredRule>(
      page.request,
      `notifications?name=eq.${encodeURIComponent(name)}&select=*`,
    )
  )[0];

async function pick(page: Page, label: string) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${label}: `) })
    .click();
  await page
    .locator('.bp6-select-popover')
    .getByRole('option', { disabled: false })
    .first()
    .click();
  await expect(
    page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${label}: (?!Select)`) }),
  ).toBeVisible();
}

test('rules: validation, one rule per recipient kind, edit through ?id', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/notifications/rules?org=sandbox');
  const table = await loadedTable(page, 'Rules');
  for (const header of ['Name', 'Events', 'Recipient', 'Sent', 'Failed', 'Pending'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // At 1280×800 Source waits behind the column chooser.
  await expectColumns(table, ['Source', 'Created']);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/rules.png` });

  // Server sorting by name, in the URL.
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sortBy=name&sortOrder=asc/);
  const [first] = await dbRows<{ name: string }>(
    page.request,
    'notifications_summary?select=name&order=name.asc&limit=1',
  );
  await expect(table.locator('tbody tr td:first-child').first()).toHaveText(first?.name ?? '');
  await page.goto('/notifications/rules?org=sandbox');
  await loadedTable(page, 'Rules');

  // Every validation text.
  await page.getByRole('button', { name: 'Add Notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Notification' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(4);
  const interval = dialog.locator('#rule-repeatInterval');
  await interval.fill('30s');
  await expect(dialog.getByText('Duration must be greater than 1 minute')).toBeVisible();
  await interval.fill('often');
  await expect(dialog.getByText('Enter a duration such as 30m, 4h or 1d')).toBeVisible();
  await interval.fill('1m');
  await expect(dialog.getByText('Duration must be greater than 1 minute')).toHaveCount(0);
  await dialog.getByRole('button', { name: '5m', exact: true }).click();
  await expect(interval).toHaveValue('5m');
  await expect(dialog.getByText('This field is required')).toHaveCount(3);

  // Person.
  const stamp = Date.now();
  const personRule = `e2e-person-${stamp}`;
  await dialog.locator('#rule-name').fill(personRule);
  await dialog.getByText('check.failed', { exact: true }).click();
  await pick(page, 'Person');
  await dialog.locator('#rule-waitFor').fill('2m');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/rule-form.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification added successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: personRule })).toBeVisible();
  const person = await stored(page, personRule);
  expect(person?.person_id).toBeTruthy();
  expect(person?.team_id).toBeNull();
  expect(person?.custom_services).toBeNull();
  expect(Number(person?.repeat_interval)).toBe(300e9);
  expect(person?.wait_for).toBe(120e9);
  expect(person?.events).toEqual(['check.failed']);
  expect(person?.source).toBe('UI');

  // Team, after a person was chosen: switching clears the person.
  const teamRule = `e2e-team-${stamp}`;
  await page.getByRole('button', { name: 'Add Notification' }).click();
  await dialog.locator('#rule-name').fill(teamRule);
  await dialog.getByText('component.unhealthy', { exact: true }).click();
  await pick(page, 'Person');
  await dialog.getByText('Team', { exact: true }).click();
  await expect(dialog.getByRole('button', { name: /^Person: / })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(2);
  await pick(page, 'Team');
  await dialog.locator('#rule-repeatInterval').fill('1h');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification added successfully').first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: teamRule })).toBeVisible();
  const team = await stored(page, teamRule);
  expect(team?.team_id).toBeTruthy();
  expect(team?.person_id).toBeNull();
  expect(Number(team?.repeat_interval)).toBe(3600e9);

  // Others: a custom service with a connection.
  const otherRule = `e2e-others-${stamp}`;
  await page.getByRole('button', { name: 'Add Notification' }).click();
  await dialog.locator('#rule-name').fill(otherRule);
  await dialog.getByText('config.unhealthy', { exact: true }).click();
  await dialog.getByText('Others', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(2);
  await pick(page, 'Connection');
  await dialog.locator('#rule-repeatInterval').fill('1d');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row').filter({ hasText: otherRule })).toBeVisible();
  const other = await stored(page, otherRule);
  expect(other?.person_id).toBeNull();
  expect(other?.team_id).toBeNull();
  expect(other?.custom_services?.[0]?.connection).toMatch(/^connection:\/\/[^/]+\/.+/);

  // Edit through ?id.
  await table.getByRole('row').filter({ hasText: personRule }).getByRole('cell').first().click();
  await expect(page).toHaveURL(new RegExp(`id=${person?.id ?? 'missing'}`));
  const edit = page.getByRole('dialog', { name: `Notification ${personRule}` });
  await expect(edit.locator('#rule-repeatInterval')).toHaveValue('5m');
  await edit.locator('#rule-repeatInterval').fill('4h');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Notification updated successfully')).toBeVisible();
  await expect(page).not.toHaveURL(/id=/);
  expect(Number((await stored(page, personRule))?.repeat_interval)).toBe(4 * 3600e9);

  // Issue 32 item 17: Delete asks first, naming the rule; Cancel keeps it.
  await table.getByRole('row').filter({ hasText: otherRule }).getByRole('cell').first().click();
  const doomed = page.getByRole('dialog', { name: `Notification ${otherRule}` });
  await doomed.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`Delete the notification ${otherRule}?`);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(doomed).toBeVisible();
  await doomed.getByRole('button', { name: 'Delete' }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${otherRule} deleted successfully`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: otherRule })).toHaveCount(0);

  // A rule from Kubernetes (the seed's check-failures) opens read-only: no Update.
  await page.goto(`/notifications/rules?org=sandbox`);
  await loadedTable(page, 'Rules');
  await table
    .getByRole('row')
    .filter({ hasText: 'check-failures' })
    .first()
    .getByRole('cell')
    .first()
    .click();
  const crd = page.getByRole('dialog');
  await expect(crd.getByText(/comes from KubernetesCRD/)).toBeVisible();
  await expect(crd.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await escapeDialog(crd);

  // The most common error of a rule with failures.
  await table.getByRole('button', { name: 'View error' }).first().click();
  await expect(page.getByRole('dialog', { name: /^Most common error: / })).toContainText(
    /slack|smtp|deadline/,
  );
  // Closing it stays in the list: the click did not open the row's rule too. (Escape is the
  // dialog's once it has the focus, a frame after it opens.)
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('.bp6-overlay')))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('rules: inhibitions, with the messages of To Resource Types', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/notifications/rules?org=sandbox');
  const table = await loadedTable(page, 'Rules');
  await page.getByRole('button', { name: 'Add Notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Notification' });
  await expect(
    dialog.getByText('Configure inhibition rules to prevent notification storms'),
  ).toBeVisible();
  const name = `e2e-inhibit-${Date.now()}`;
  await dialog.locator('#rule-name').fill(name);
  await dialog.getByText('config.unhealthy', { exact: true }).click();
  await pick(page, 'Person');
  await dialog.locator('#rule-repeatInterval').fill('5m');

  await dialog.getByRole('button', { name: 'Add Inhibition' }).click();
  const first = dialog.getByRole('region', { name: 'Inhibition Rule 1' });
  await expect(first.locator('#rule-inhibitions-0-direction')).toHaveValue('outgoing');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('From resource type is required')).toBeVisible();
  await expect(first.getByText('At least one resource type is required')).toBeVisible();
  await first.locator('#rule-inhibitions-0-from').fill('Kubernetes::Pod');
  const to = first.locator('#rule-inhibitions-0-to');
  for (const [text, message] of [
    ['Kubernetes::Deployment', 'Must be an array of resource types'],
    ['- [', 'Invalid YAML format. Must be an array of resource types'],
    ['- 1', 'All items must be strings'],
    ['[]', 'At least one resource type is required'],
  ] as const) {
    await to.fill(text);
    await expect(first.getByText(message, { exact: true })).toBeVisible();
  }
  await to.fill('- Kubernetes::Deployment\n- Kubernetes::ReplicaSet');
  await first.locator('#rule-inhibitions-0-depth').fill('2');
  await first.getByText('Soft Relationships').click();
  // A second rule, then deleted.
  await dialog.getByRole('button', { name: 'Add Inhibition' }).click();
  await dialog.getByRole('button', { name: 'Delete Inhibition Rule 2' }).click();
  await expect(dialog.getByRole('region', { name: 'Inhibition Rule 2' })).toHaveCount(0);
  await first.scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/rule-inhibitions.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification added successfully')).toBeVisible();

  const [rule] = await dbRows<{ inhibitions: unknown }>(
    page.request,
    `notifications?name=eq.${encodeURIComponent(name)}&select=inhibitions`,
  );
  expect(rule?.inhibitions).toEqual([
    {
      direction: 'outgoing',
      from: 'Kubernetes::Pod',
      to: ['Kubernetes::Deployment', 'Kubernetes::ReplicaSet'],
      depth: 2,
      soft: true,
    },
  ]);

  // Opened again, the rule shows its inhibition as saved.
  await table.getByRole('row').filter({ hasText: name }).getByRole('cell').first().click();
  const edit = page.getByRole('dialog').getByRole('region', { name: 'Inhibition Rule 1' });
  await expect(edit.locator('#rule-inhibitions-0-from')).toHaveValue('Kubernetes::Pod');
  await expect(edit.locator('#rule-inhibitions-0-to')).toHaveValue(
    '- Kubernetes::Deployment\n- Kubernetes::ReplicaSet\n',
  );
  if (SHOTS) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await edit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/rule-inhibitions-dark.png` });
  }
});
