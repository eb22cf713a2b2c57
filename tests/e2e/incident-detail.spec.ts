// One incident, /incidents/{id} (spec 2 §2, §4, §8): not found, the breadcrumb and component
// chips, status moves through 'Add contributing factors to definition of done' (validation,
// Cancel, Skip, Submit), Close / Reopen, autosave of the type, the changelog, and a viewer who
// cannot change anything. Each test makes its own incident through the Sandbox's /db API.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onlyForScreenshots } from './helpers/screenshots.ts';
import { DB, dbRows } from './helpers/sandbox-db.ts';
import { withRoles } from './helpers/roles.ts';
import { onSandbox } from './helpers/sandbox-org.ts';

test.beforeEach(({ page }) => onSandbox(page));

const SHOTS = '/tmp/shots-detail';
const OFFLINE_REASON =
  'Not available offline: the organisation cannot be reached. This is enabled again once the connection is back.';
mkdirSync(SHOTS, { recursive: true });

interface Made {
  id: string;
  incidentId: string;
  title: string;
  evidence: { id: string; description: string }[];
  componentId: string;
  componentName: string;
}

async function insert<T>(request: APIRequestContext, table: string, data: unknown): Promise<T> {
  const answer = await request.post(`${DB}/${table}`, {
    data,
    headers: { Prefer: 'return=representation' },
  });
  expect(answer.ok(), `insert into ${table}: ${answer.status()}`).toBe(true);
  const rows = (await answer.json()) as T[];
  return rows[0]!;
}

async function makeIncident(request: APIRequestContext, status = 'open'): Promise<Made> {
  const [commander] = await dbRows<{ id: string }>(
    request,
    'people?email=eq.commander@sandbox.local&select=id',
  );
  const [component] = await dbRows<{ id: string; name: string }>(
    request,
    'components?deleted_at=is.null&select=id,name&order=name.asc&limit=1',
  );
  const title = `Checkout latency ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const incident = await insert<{ id: string; incident_id: string }>(request, 'incidents', {
    title,
    description: 'p99 above 2 s on checkout',
    severity: 'medium',
    type: 'performance',
    status,
    created_by: commander!.id,
    commander_id: commander!.id,
  });
  const root = await insert<{ id: string }>(request, 'hypotheses', {
    incident_id: incident.id,
    type: 'root',
    title,
    status: 'possible',
    created_by: commander!.id,
  });
  const evidence = [];
  for (const e of [
    { type: 'topology', description: 'Topology', component_id: component!.id },
    { type: 'comment', description: 'Error rate back under 1%', evidence: { comment: 'ok' } },
  ]) {
    const row = await insert<{ id: string; description: string }>(request, 'evidences', {
      ...e,
      hypothesis_id: root.id,
      created_by: commander!.id,
    });
    evidence.push(row);
  }
  return {
    id: incident.id,
    incidentId: incident.incident_id,
    title,
    evidence,
    componentId: component!.id,
    componentName: component!.name,
  };
}

async function incidentRow(request: APIRequestContext, id: string) {
  const [row] = await dbRows<{ status: string; type: string; severity: string }>(
    request,
    `incidents?id=eq.${id}&select=status,type,severity`,
  );
  return row!;
}

/** The sidebar: the action plan has status selectors of its own. */
const side = (page: Page) => page.getByRole('complementary', { name: 'Incident details' });

async function open(page: Page, made: Made) {
  await page.goto(`/incidents/${made.id}?org=sandbox`);
  await expect(page.getByRole('heading', { name: made.title })).toBeVisible({ timeout: 30_000 });
}

test('a malformed or unknown id reads Incident not found', async ({ page }) => {
  await page.goto('/incidents/not-an-incident?org=sandbox');
  await expect(page.getByText('Incident not found')).toBeVisible({ timeout: 30_000 });
  await page.goto('/incidents/00000000-0000-4000-8000-000000000000?org=sandbox');
  await expect(page.getByText('Incident not found')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'All incidents' }).click();
  await expect(page).toHaveURL(/\/incidents(\?|$)/);
});

test('the page shows the breadcrumb, chips, tabs and details', async ({ page }) => {
  const made = await makeIncident(page.request);
  await open(page, made);
  const crumb = page.locator('.mcd-detail-crumbs').getByRole('link', { name: 'Incidents' });
  await expect(crumb).toBeVisible();
  const chip = page.getByRole('navigation', { name: 'Components' }).getByRole('link');
  await expect(chip).toHaveText(made.componentName);
  await expect(chip).toHaveAttribute('href', new RegExp(`/topology/${made.componentId}`));

  await expect(page.getByRole('tab', { name: 'Action Plan' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Expand All' }).click();
  await expect(page).toHaveURL(/comments=true/);
  await page.getByRole('button', { name: 'Collapse All' }).click();
  await expect(page).not.toHaveURL(/comments=true/);
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page).toHaveURL(/tab=comments/);

  const details = page.getByRole('complementary', { name: 'Incident details' });
  await expect(details.getByText(made.incidentId, { exact: true })).toBeVisible();
  await expect(side(page).getByLabel('Type')).toHaveValue('performance');
  await expect(side(page).getByLabel('Priority')).toHaveValue('medium');
  await expect(side(page).getByLabel('Commanders')).toHaveValue(/.+/);
  await expect(side(page).getByLabel('Status').locator('option')).toHaveText([
    'Open',
    'Investigating',
    'Mitigated',
    'Resolved',
    'Closed',
  ]);

  // Type autosaves once left alone.
  await side(page).getByLabel('Type').selectOption('security');
  await expect.poll(async () => (await incidentRow(page.request, made.id)).type).toBe('security');
  await side(page).getByLabel('Priority').selectOption('critical');
  await expect
    .poll(async () => (await incidentRow(page.request, made.id)).severity)
    .toBe('critical');

  // The commander is one person from the people list.
  const [other] = await dbRows<{ id: string }>(
    page.request,
    'people?email=eq.responder@sandbox.local&select=id',
  );
  await side(page).getByLabel('Commanders').selectOption(other!.id);
  await expect
    .poll(async () => {
      const [row] = await dbRows<{ commander_id: string }>(
        page.request,
        `incidents?id=eq.${made.id}&select=commander_id`,
      );
      return row!.commander_id;
    })
    .toBe(other!.id);

  // Breadcrumb goes back to the list.
  await crumb.click();
  await expect(page).toHaveURL(/\/incidents(\?|$)/);
});

test('moving to mitigated and resolved asks for the definition of done', async ({ page }) => {
  const made = await makeIncident(page.request);
  await open(page, made);
  const status = side(page).getByLabel('Status');
  const dialog = page.getByRole('dialog', {
    name: 'Add contributing factors to definition of done',
  });

  await status.selectOption('mitigated');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Error rate back under 1%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please select atleast one evidence')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue('open');
  expect((await incidentRow(page.request, made.id)).status).toBe('open');

  await status.selectOption('mitigated');
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('Incident status updated successfully')).toBeVisible();
  await expect
    .poll(async () => (await incidentRow(page.request, made.id)).status)
    .toBe('mitigated');
  await expect(status).toHaveValue('mitigated');
  const unmarked = await dbRows<{ definition_of_done: boolean }>(
    page.request,
    `evidences?id=in.(${made.evidence.map((e) => e.id).join(',')})&select=definition_of_done`,
  );
  expect(unmarked.every((e) => !e.definition_of_done)).toBe(true);

  await status.selectOption('resolved');
  await dialog.getByText('Error rate back under 1%').click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await incidentRow(page.request, made.id)).status).toBe('resolved');
  const comment = made.evidence.find((e) => e.description === 'Error rate back under 1%')!;
  const [marked] = await dbRows<{ definition_of_done: boolean }>(
    page.request,
    `evidences?id=eq.${comment.id}&select=definition_of_done`,
  );
  expect(marked!.definition_of_done).toBe(true);
  await expect(status.locator('option')).toHaveText(['Resolved', 'Closed', 'Open']);

  // Other moves apply at once.
  await status.selectOption('closed');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await incidentRow(page.request, made.id)).status).toBe('closed');
  await expect(status.locator('option')).toHaveText(['Closed', 'Open']);
});

test('Close and Reopen toggle the status', async ({ page }) => {
  const made = await makeIncident(page.request);
  await open(page, made);
  const header = page.locator('.mcd-detail-header');
  await header.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(header.getByRole('button', { name: 'Reopen' })).toBeVisible();
  expect((await incidentRow(page.request, made.id)).status).toBe('closed');
  await expect(side(page).getByLabel('Status')).toHaveValue('closed');
  await header.getByRole('button', { name: 'Reopen' }).click();
  await expect(header.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  expect((await incidentRow(page.request, made.id)).status).toBe('open');

  // Each move is in the changelog, newest first.
  await page.getByRole('button', { name: 'Changelog', exact: true }).click();
  const entries = page.getByRole('list', { name: 'Changelog' }).getByRole('listitem');
  await expect(entries.first()).toContainText('changed the status to Open');
  await expect(entries.nth(1)).toContainText('changed the status to Closed');
});

test('a refused status change says so and keeps the status', async ({ page }) => {
  const made = await makeIncident(page.request);
  await open(page, made);
  await page.route('**/api/db/incidents?id=eq.*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { message: 'database is read-only' } })
      : route.fallback(),
  );
  await side(page).getByLabel('Status').selectOption('investigating');
  await expect(page.getByText('Incident status updated failed')).toBeVisible();
  await expect(side(page).getByLabel('Status')).toHaveValue('open');
  expect((await incidentRow(page.request, made.id)).status).toBe('open');
});

test('one sidebar panel is open at a time; the changelog lists the history', async ({ page }) => {
  const [seeded] = await dbRows<{ incident_id: string; n: number }>(
    page.request,
    'incident_histories?select=incident_id&type=eq.incident.created&order=created_at.desc&limit=1',
  );
  const history = await dbRows<{ id: string }>(
    page.request,
    `incident_histories?incident_id=eq.${seeded!.incident_id}&select=id`,
  );
  await page.goto(`/incidents/${seeded!.incident_id}?org=sandbox`);
  const details = page.getByRole('button', { name: 'Details', exact: true });
  await expect(details).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Changelog', exact: true }).click();
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  const changelog = page.getByRole('list', { name: 'Changelog' });
  await expect(changelog.getByRole('listitem')).toHaveCount(history.length);
  await expect(changelog.getByText('created the incident')).toBeVisible();
  await page.getByRole('button', { name: 'Definition of done', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Changelog', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('an incident without history reads No changelog found', async ({ page }) => {
  const made = await makeIncident(page.request);
  // The Sandbox writes history for every insert, so the empty answer is staged.
  await page.route('**/api/db/incident_histories?**', (route) => route.fulfill({ json: [] }));
  await open(page, made);
  await page.getByRole('button', { name: 'Changelog', exact: true }).click();
  await expect(page.getByText('No changelog found')).toBeVisible();
});

test('a viewer reads the incident but cannot change it', async ({ page }) => {
  const made = await makeIncident(page.request);
  await withRoles(page, ['viewer']);
  await open(page, made);
  await expect(side(page).getByLabel('Status')).toBeDisabled();
  await expect(side(page).getByLabel('Type')).toBeDisabled();
  await expect(side(page).getByLabel('Priority')).toBeDisabled();
  await expect(side(page).getByLabel('Commanders')).toBeDisabled();
  // Write actions are not shown to a viewer (spec 1 §6); the values say why they are disabled.
  await expect(
    page.locator('.mcd-detail-header').getByRole('button', { name: 'Close', exact: true }),
  ).toHaveCount(0);
  await side(page).locator('.mc-inc-guard').first().hover();
  // The tooltip's text; the action plan, once loaded, says the same under its heading.
  await expect(
    page.locator('.bp6-popover-content', {
      hasText: 'You do not have permission to change incidents.',
    }),
  ).toBeVisible();
});

test('offline, the incident stays readable and writes say why they are disabled', async ({
  page,
}) => {
  const made = await makeIncident(page.request);
  await open(page, made);
  const close = page
    .locator('.mcd-detail-header')
    .getByRole('button', { name: 'Close', exact: true });
  await expect(close).toBeEnabled();
  await page.route('**/org/sandbox/**', (route) => route.abort('internetdisconnected'));
  // The changelog's first read finds the organisation unreachable.
  await page.getByRole('button', { name: 'Changelog', exact: true }).click();
  await expect(close).toBeDisabled({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: made.title })).toBeVisible();
  await page.getByRole('button', { name: 'Details', exact: true }).click();
  await expect(side(page).getByLabel('Status')).toBeDisabled();
  await page.locator('.mcd-detail-header .mc-inc-guard').hover();
  // The tooltip's text; the action plan, once loaded, says the same under its heading.
  await expect(page.locator('.bp6-popover-content', { hasText: OFFLINE_REASON })).toBeVisible();
});

test('screenshots of the page and each sidebar panel, light and dark', async ({ page }) => {
  onlyForScreenshots();
  await page.setViewportSize({ width: 1280, height: 800 });
  const [seeded] = await dbRows<{ id: string }>(
    page.request,
    'incidents?status=eq.investigating&select=id&order=created_at.asc&limit=1',
  );
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/incidents/${seeded!.id}?org=sandbox`);
    await expect(page.getByRole('button', { name: 'Details', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(side(page).getByLabel('Commanders')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/incident-details-${scheme}.png` });
    await page.getByRole('button', { name: 'Definition of done', exact: true }).click();
    await page.screenshot({ path: `${SHOTS}/incident-dod-${scheme}.png` });
    await page.getByRole('button', { name: 'Changelog', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Changelog' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/incident-changelog-${scheme}.png` });
  }
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page).toHaveURL(/tab=comments/);
  await page.screenshot({ path: `${SHOTS}/incident-comments-dark.png` });
  const made = await makeIncident(page.request);
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, made);
  await expect(page.getByRole('navigation', { name: 'Components' }).getByRole('link')).toHaveText(
    made.componentName,
  );
  await page.screenshot({ path: `${SHOTS}/incident-chips-light.png` });
  await side(page).getByLabel('Status').selectOption('mitigated');
  const dialog = page.getByRole('dialog', {
    name: 'Add contributing factors to definition of done',
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please select atleast one evidence')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/incident-dod-dialog-light.png` });
});
