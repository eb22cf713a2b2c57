// An incident's responders against the Sandbox (spec 2 §2, §4, §5, §8; issue 16 item 6): a person
// added directly; a team's email and Jira responders through the wizard with every field required,
// fixed values disabled, defaults prefilled, the team's Jira instance preselected and the project
// clearing the issue type; a team without responder clients; the detail modal with its timeline;
// the soft delete; a viewer who cannot add or delete.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withRoles } from './helpers/roles.ts';
import { dbInsert, dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';

test.beforeEach(({ page }) => onSandbox(page));

const SHOTS = process.env['MCD_SHOTS_DIR'];

interface ResponderRow {
  id: string;
  type: string;
  person_id: string | null;
  team_id: string | null;
  created_by: string;
  deleted_at: string | null;
  properties: Record<string, string> | null;
}

/** A fresh incident of this test's own, so responders of other tests never mix in. */
async function newIncident(page: Page, title: string): Promise<string> {
  const [admin] = await dbRows<{ id: string }>(
    page.request,
    'people?email=eq.admin@sandbox.local&select=id',
  );
  const id = randomUUID();
  await dbInsert(page.request, 'incidents', {
    id,
    title,
    description: title,
    created_by: admin?.id,
    severity: 'high',
    type: 'availability',
    status: 'open',
  });
  return id;
}

async function openIncident(page: Page, id: string): Promise<Locator> {
  await page.goto(`/incidents/${id}`);
  const field = page.locator('.mcd-responders-field');
  await expect(field.getByRole('button', { name: 'Add Responders' })).toBeVisible({
    timeout: 30_000,
  });
  return field;
}

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

async function choose(scope: Locator, page: Page, label: string, option: string | RegExp) {
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await scope.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Light and dark screenshots when MCD_SHOTS_DIR is set (for looking at, not asserting). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
}

async function responders(page: Page, incidentId: string): Promise<ResponderRow[]> {
  return dbRows<ResponderRow>(
    page.request,
    `responders?incident_id=eq.${incidentId}&select=id,type,person_id,team_id,created_by,deleted_at,properties&order=created_at`,
  );
}

test('adds a person, and a team responder by email and by Jira with validation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const incidentId = await newIncident(page, `Responders e2e ${randomUUID().slice(0, 8)}`);
  const [person] = await dbRows<{ id: string; name: string }>(
    page.request,
    'people?email=not.is.null&deleted_at=is.null&select=id,name&order=name&limit=1',
  );
  const field = await openIncident(page, incidentId);
  await expect(field.getByText('No responders yet')).toBeVisible();

  // A person: choosing one turns Next into Add.
  await field.getByRole('button', { name: 'Add Responders' }).click();
  const wizard = dialog(page);
  await expect(wizard.getByRole('heading', { name: 'Add Responders' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Please provide valid value')).toBeVisible();
  await shot(page, 'wizard-1-select');
  await choose(wizard, page, 'Person', new RegExp(`^${escape(person!.name)}`));
  await wizard.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Responder added successfully')).toBeVisible();
  await expect(wizard).toHaveCount(0);
  await expect(field.getByRole('button', { name: `${person!.name} (Person)` })).toBeVisible();

  // A team: choosing it clears the person; Next lists only its configured types.
  await field.getByRole('button', { name: 'Add Responders' }).click();
  await choose(wizard, page, 'Person', new RegExp(`^${escape(person!.name)}`));
  await choose(wizard, page, 'Team', 'Checkout');
  await expect(wizard.getByRole('button', { name: 'Person: Select a person' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  const types = wizard.getByRole('group', { name: 'Responder Types' });
  await expect(types.getByRole('button')).toHaveText([
    'Email',
    'Jira',
    'Microsoft Planner',
    'ServiceNow',
  ]);
  await shot(page, 'wizard-2-types');
  await types.getByRole('button', { name: 'Email' }).click();

  // Email: 'to' is fixed by the team, subject and body are prefilled from the incident.
  await expect(wizard.getByLabel('To')).toHaveValue('checkout-oncall@acme.example');
  await expect(wizard.getByLabel('To')).toBeDisabled();
  await expect(wizard.getByLabel('Subject')).toHaveValue(/^Incident INC-\d+: Responders e2e/);
  await wizard.getByLabel('Subject').fill('');
  await wizard.getByLabel('Body').fill('');
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(wizard.getByText('Please provide valid value')).toHaveCount(2);
  await shot(page, 'wizard-3-email-invalid');
  await wizard.getByLabel('Subject').fill('Checkout is down');
  await wizard.getByLabel('Body').fill('Please join the bridge.');
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Responder added successfully').first()).toBeVisible();
  await expect(wizard).toHaveCount(0);

  // Jira: the team's instance is preselected, its defaults prefill, a project change clears the
  // issue type, 'Back' and 'Previous' step back.
  await field.getByRole('button', { name: 'Add Responders' }).click();
  await choose(wizard, page, 'Team', 'Checkout');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await types.getByRole('button', { name: 'Jira' }).click();
  await expect(wizard.getByRole('button', { name: 'Jira Instance: Checkout Jira' })).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Project: Operations (OPS)' })).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Issue Type: Incident' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(types).toBeVisible();
  await wizard.getByRole('button', { name: 'Previous' }).click();
  await expect(wizard.getByRole('button', { name: 'Team: Checkout' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await types.getByRole('button', { name: 'Jira' }).click();
  await choose(wizard, page, 'Project', 'Checkout (CHK)');
  await expect(wizard.getByRole('button', { name: 'Issue Type: Select issue type' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(wizard.getByText('Please provide valid value')).toHaveCount(3);
  await shot(page, 'wizard-4-jira-invalid');
  await choose(wizard, page, 'Issue Type', 'Bug');
  await wizard.getByLabel('Summary').fill('Checkout returns 500');
  await wizard.getByLabel('Description').fill('Since 10:00 UTC');
  await shot(page, 'wizard-5-jira-filled');
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(wizard).toHaveCount(0);
  await expect(field.getByRole('button', { name: 'Checkout (Jira)' })).toBeVisible();

  const rows = await responders(page, incidentId);
  expect(rows).toHaveLength(3);
  expect(rows[0]).toMatchObject({ type: 'person', person_id: person!.id, team_id: null });
  expect(rows[1]).toMatchObject({ type: 'system', team_id: expect.any(String) });
  expect(rows[1]!.properties).toEqual({
    responderType: 'email',
    to: 'checkout-oncall@acme.example',
    subject: 'Checkout is down',
    body: 'Please join the bridge.',
  });
  expect(rows[2]!.properties).toMatchObject({
    responderType: 'jira',
    project: 'CHK',
    issueType: 'Bug',
    summary: 'Checkout returns 500',
    description: 'Since 10:00 UTC',
    priority: 'High',
  });
  expect(rows.every((r) => r.created_by)).toBe(true);
  await shot(page, 'responders-list');
});

test('a team without responder clients says so', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const teams = await dbRows<{ name: string; spec: { responder_clients?: unknown } | null }>(
    page.request,
    'teams?deleted_at=is.null&select=name,spec&order=name',
  );
  const bare = teams.find((t) => !t.spec?.responder_clients);
  expect(bare).toBeDefined();
  const incidentId = await newIncident(page, `No clients ${randomUUID().slice(0, 8)}`);
  const field = await openIncident(page, incidentId);
  await field.getByRole('button', { name: 'Add Responders' }).click();
  const wizard = dialog(page);
  await choose(wizard, page, 'Team', bare!.name);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('There were no responders configured for this team')).toBeVisible();
  await shot(page, 'wizard-no-types');
  // Closing resets the wizard.
  await wizard.getByRole('button', { name: 'Close' }).click();
  await field.getByRole('button', { name: 'Add Responders' }).click();
  await expect(wizard.getByRole('button', { name: 'Team: Select a team' })).toBeVisible();
});

test('shows a responder with its timeline, then deletes it softly', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const incidentId = await newIncident(page, `Delete responder ${randomUUID().slice(0, 8)}`);
  const [team] = await dbRows<{ id: string }>(page.request, 'teams?name=eq.Checkout&select=id');
  const [admin] = await dbRows<{ id: string }>(
    page.request,
    'people?email=eq.admin@sandbox.local&select=id',
  );
  const created = new Date(Date.now() - 60 * 60_000);
  await dbInsert(page.request, 'responders', {
    incident_id: incidentId,
    type: 'system',
    team_id: team!.id,
    created_by: admin!.id,
    external_id: 'OPS-42',
    created_at: created.toISOString(),
    acknowledged: new Date(created.getTime() + 5 * 60_000).toISOString(),
    properties: { responderType: 'jira', project: 'OPS', issueType: 'Bug', summary: 'Down' },
  });
  const field = await openIncident(page, incidentId);
  const name = field.getByRole('button', { name: 'Checkout (Jira)' });
  await name.hover();
  const card = page.getByRole('tooltip', { name: 'Checkout details' });
  await expect(card.getByRole('link', { name: /OPS-42/ })).toHaveAttribute(
    'href',
    'https://checkout.atlassian.example/browse/OPS-42',
  );
  await shot(page, 'responder-hover-card');
  await name.click();
  const detail = dialog(page);
  await expect(detail.getByRole('list', { name: 'Responder timeline' })).toContainText('Created');
  await expect(detail.locator('[aria-current="step"]')).toContainText('Resolved');
  await expect(detail.getByText('Time taken to acknowledge:')).toBeVisible();
  await expect(detail.getByText('5m', { exact: true })).toBeVisible();
  await shot(page, 'responder-detail');
  await detail.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Responder deleted successfully')).toBeVisible();
  await expect(field.getByText('No responders yet')).toBeVisible();
  const [row] = await responders(page, incidentId);
  expect(row?.deleted_at).toBeTruthy();
});

test('a viewer reads responders but cannot add or delete', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const incidentId = await newIncident(page, `Viewer ${randomUUID().slice(0, 8)}`);
  const [person] = await dbRows<{ id: string; name: string }>(
    page.request,
    'people?email=not.is.null&deleted_at=is.null&select=id,name&order=name&limit=1',
  );
  await dbInsert(page.request, 'responders', {
    incident_id: incidentId,
    type: 'person',
    person_id: person!.id,
    created_by: person!.id,
    properties: { responderType: 'person', person: person!.id },
  });
  await withRoles(page, ['viewer']);
  await page.goto(`/incidents/${incidentId}`);
  const field = page.locator('.mcd-responders-field');
  // Write actions are not offered to a viewer (spec 1 §6), as on every screen.
  await expect(field.getByRole('button', { name: `${person!.name} (Person)` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(field.getByRole('button', { name: 'Add Responders' })).toHaveCount(0);
  await expect(field.getByRole('button', { name: `Delete responder ${person!.name}` })).toHaveCount(
    0,
  );
});

test('planner: the plan clears the bucket; a fixed Jira value is disabled', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const incidentId = await newIncident(page, `Planner ${randomUUID().slice(0, 8)}`);
  const field = await openIncident(page, incidentId);
  await field.getByRole('button', { name: 'Add Responders' }).click();
  const wizard = dialog(page);
  await choose(wizard, page, 'Team', 'Checkout');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Microsoft Planner' }).click();
  await expect(
    wizard.getByRole('button', { name: 'Planner Instance: Checkout Planner' }),
  ).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Priority: Important' })).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Bucket: Select bucket' })).toBeDisabled();
  await choose(wizard, page, 'Plan', 'SRE On-call');
  await choose(wizard, page, 'Bucket', 'Triage');
  await shot(page, 'wizard-planner');
  await choose(wizard, page, 'Plan', 'Release Readiness');
  await expect(wizard.getByRole('button', { name: 'Bucket: Select bucket' })).toBeEnabled();
  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByRole('button', { name: 'Previous' }).click();

  await choose(wizard, page, 'Team', 'Payments');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(
    wizard.getByRole('group', { name: 'Responder Types' }).getByRole('button'),
  ).toHaveText(['Jira']);
  await wizard.getByRole('button', { name: 'Jira' }).click();
  await expect(wizard.getByRole('button', { name: 'Jira Instance: Payments Jira' })).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Priority: Highest' })).toBeDisabled();
});

test('a failed add toasts the error and starts the wizard again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const incidentId = await newIncident(page, `Failing add ${randomUUID().slice(0, 8)}`);
  const [person] = await dbRows<{ id: string; name: string }>(
    page.request,
    'people?email=not.is.null&deleted_at=is.null&select=id,name&order=name&limit=1',
  );
  await page.route('**/org/sandbox/api/db/responders?**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { message: 'responder store unavailable' } })
      : route.fallback(),
  );
  const field = await openIncident(page, incidentId);
  await field.getByRole('button', { name: 'Add Responders' }).click();
  const wizard = dialog(page);
  await choose(wizard, page, 'Person', new RegExp(`^${escape(person!.name)}`));
  await wizard.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'responder store unavailable')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Person: Select a person' })).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeVisible();
  expect(await responders(page, incidentId)).toHaveLength(0);
});
