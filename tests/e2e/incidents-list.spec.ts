// The incident list against the Sandbox (spec 2 §2, §5, §6; issue 16 item 1): open incidents by
// default, every filter kept in the URL ('all' and empty values left out), the topology card's
// link (?type=&component=&severity=), a row opening its incident, 'Create New Incident' with its
// validation text writing the incident, its root hypothesis and opening it, and a viewer who
// cannot create. Screenshots of the list and the dialog at 1280×800, light and dark.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withRoles } from './helpers/roles.ts';
import { bodyRows, dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { loadedTable } from './helpers/tables.ts';

test.beforeEach(({ page }) => onSandbox(page));

const SHOTS = '/tmp/shots-list';
const EMPTY = 'There are no incidents matching this criteria';

interface Summary {
  id: string;
  incident_id: string;
  title: string;
  status: string;
  severity: string;
  type: string;
}

const search = (page: Page) => new URL(page.url()).searchParams;
const table = (page: Page) => loadedTable(page, 'Incidents');

/** Picks `option` in the toolbar dropdown `label` (its button reads '<label>: <current>'). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
  await page.getByLabel(`Filter ${label}`).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('open incidents by default; filters live in the URL and narrow the list', async ({ page }) => {
  const open = await dbRows<Summary>(
    page.request,
    'incident_summary?status=eq.open&select=id,incident_id,title',
  );
  const all = await dbRows<Summary>(page.request, 'incident_summary?select=id');
  await page.goto('/incidents');
  const list = await table(page);
  await expect(bodyRows(list)).toHaveCount(Math.min(open.length, 50));
  expect(search(page).get('status')).toBeNull();
  await expect(page.getByRole('button', { name: 'Status: Open', exact: true })).toBeVisible();

  // Status 'All' must say so in the URL (an absent status means open).
  await choose(page, 'Status', 'All');
  await expect.poll(() => search(page).get('status')).toBe('all');
  await expect(bodyRows(list)).toHaveCount(Math.min(all.length, 50));

  // Severity then back to All: the parameter goes away.
  const withHigh = await dbRows<Summary>(
    page.request,
    'incident_summary?severity=eq.high&select=id',
  );
  await choose(page, 'Severity', 'High');
  await expect.poll(() => search(page).get('severity')).toBe('high');
  await expect(bodyRows(list)).toHaveCount(Math.min(withHigh.length, 50));
  await choose(page, 'Severity', 'All');
  await expect.poll(() => search(page).has('severity')).toBe(false);

  // The search waits for the typing to settle, then narrows by title.
  const [sample] = await dbRows<Summary>(page.request, 'incident_summary?select=title&limit=1');
  const word = sample!.title.split(' ')[0]!;
  const matching = await dbRows<Summary>(
    page.request,
    `incident_summary?title=ilike.*${encodeURIComponent(word)}*&select=id`,
  );
  await page.getByRole('searchbox', { name: 'Search incidents' }).fill(word);
  await expect.poll(() => search(page).get('search')).toBe(word);
  await expect(bodyRows(list)).toHaveCount(Math.min(matching.length, 50));
  await page.getByRole('searchbox', { name: 'Search incidents' }).fill('');
  await expect.poll(() => search(page).has('search')).toBe(false);

  // Nothing matches: the empty text.
  await page.goto('/incidents?status=all&search=zzzz-no-such-incident');
  await expect(page.getByText(EMPTY)).toBeVisible({ timeout: 30_000 });
});

test('the topology card link and the owner filter narrow through the incidents table', async ({
  page,
}) => {
  const [evidence] = await dbRows<{ component_id: string; hypotheses: { incident_id: string } }>(
    page.request,
    'evidences?component_id=not.is.null&select=component_id,hypotheses(incident_id)&limit=1',
  );
  const component = evidence!.component_id;
  const [incident] = await dbRows<Summary>(
    page.request,
    `incident_summary?id=eq.${evidence!.hypotheses.incident_id}&select=*`,
  );
  const expected = await dbRows<{ id: string }>(
    page.request,
    `incidents?select=id,hypotheses!inner(evidences!inner(component_id))` +
      `&hypotheses.evidences.component_id=eq.${component}&type=eq.${incident!.type}` +
      `&severity=eq.${incident!.severity}&status=eq.${incident!.status}`,
  );
  await page.goto(
    `/incidents?type=${incident!.type}&component=${component}&severity=${incident!.severity}` +
      `&status=${incident!.status}`,
  );
  const list = await table(page);
  await expect(bodyRows(list)).toHaveCount(expected.length);
  await expect(bodyRows(list).filter({ hasText: incident!.incident_id }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Component: / })).not.toHaveText('All');

  // Owner: incidents the person commands or created.
  const [commander] = await dbRows<{ id: string; name: string }>(
    page.request,
    'people?email=eq.commander@sandbox.local&select=id,name',
  );
  const owned = await dbRows<{ id: string }>(
    page.request,
    `incidents?or=(commander_id.eq.${commander!.id},created_by.eq.${commander!.id})` +
      '&status=eq.open&select=id',
  );
  await page.goto(`/incidents?owner=${commander!.id}`);
  await expect(bodyRows(await table(page))).toHaveCount(Math.min(owned.length, 50));
  await expect(
    page.getByRole('button', { name: `Owner: ${commander!.name}`, exact: true }),
  ).toBeVisible();
});

test('a row opens its incident', async ({ page }) => {
  const [first] = await dbRows<Summary>(
    page.request,
    'incident_summary?status=eq.open&order=created_at.desc&select=id,incident_id&limit=1',
  );
  await page.goto('/incidents');
  const list = await table(page);
  await bodyRows(list).filter({ hasText: first!.incident_id }).first().click();
  await expect(page).toHaveURL(new RegExp(`/incidents/${first!.id}$`));
});

test('create: the title is required; the incident, its root hypothesis, then the incident opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/incidents');
  await table(page);
  await page.screenshot({ path: `${SHOTS}/incidents-list-light.png` });
  await page.getByRole('button', { name: 'Create New Incident' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Incident' });
  await expect(dialog.getByLabel('Severity')).toHaveValue('low');
  await expect(dialog.getByLabel('Status')).toHaveValue('open');
  await expect(dialog.getByLabel('Type')).toHaveValue('availability');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/incidents-create-light.png`, animations: 'disabled' });

  const title = `Checkout latency e2e ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await expect(dialog.getByText('This field is required')).toHaveCount(0);
  await dialog.getByLabel('Description').fill('p99 above 2 s');
  await dialog.getByLabel('Severity').selectOption({ label: 'Critical' });
  await dialog.getByLabel('Type').selectOption({ label: 'Performance' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const id = new URL(page.url()).pathname.split('/').pop()!;

  const [row] = await dbRows<Record<string, unknown>>(
    page.request,
    `incidents?id=eq.${id}&select=title,description,severity,status,type,created_by,commander_id,communicator_id`,
  );
  expect(row).toMatchObject({
    title,
    description: 'p99 above 2 s',
    severity: 'critical',
    status: 'open',
    type: 'performance',
  });
  expect(row!.commander_id).toBe(row!.created_by);
  expect(row!.communicator_id).toBe(row!.created_by);
  const hypotheses = await dbRows<{ type: string; status: string; title: string }>(
    page.request,
    `hypotheses?incident_id=eq.${id}&select=type,status,title`,
  );
  expect(hypotheses).toEqual([{ type: 'root', status: 'possible', title }]);

  // The list shows it among the open incidents.
  await page.goto(`/incidents?search=${encodeURIComponent(title)}`);
  const list = await table(page);
  await expect(bodyRows(list)).toHaveCount(1);
  await expect(bodyRows(list).first()).toContainText('Critical');
  await expect(bodyRows(list).first()).toContainText('Performance');
  await expect(bodyRows(list).first()).toContainText('Open');
});

test('a viewer reads the list and is not offered to create', async ({ page }) => {
  await withRoles(page, ['viewer']);
  await page.goto('/incidents');
  await expect(bodyRows(await table(page)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Incident' })).toHaveCount(0);
});

test('the list and the dialog in dark at 1280×800', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/incidents?status=all');
  await table(page);
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot({ path: `${SHOTS}/incidents-list-dark.png` });
  await page.getByRole('button', { name: 'Create New Incident' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Incident' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/incidents-create-dark.png`, animations: 'disabled' });
});

test('offline, the list says so and creating is disabled with the reason', async ({ page }) => {
  await page.goto('/incidents');
  await table(page);
  const plus = page.getByRole('button', { name: 'Create New Incident' });
  await expect(plus).toBeEnabled();
  await page.route('**/org/sandbox/**', (route) => route.abort('internetdisconnected'));
  // A filter nothing has cached yet: its read fails and finds the organisation unreachable.
  await choose(page, 'Severity', 'Blocker');
  await expect(plus).toBeDisabled({ timeout: 20_000 });
  await page.locator('.mcd-offline-guard', { has: plus }).hover();
  await expect(
    page.getByText(
      'Not available offline: the organisation cannot be reached. This is enabled again once the connection is back.',
    ),
  ).toBeVisible();
});

test('a failed create is toasted and the dialog keeps what was typed', async ({ page }) => {
  await page.goto('/incidents');
  await table(page);
  await page.route('**/org/sandbox/api/db/incidents?select=*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { message: 'severity is not allowed' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Create New Incident' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Incident' });
  await dialog.getByLabel('Title').fill('Will not be stored');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('severity is not allowed')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByLabel('Title')).toHaveValue('Will not be stored');
  await expect(page).toHaveURL(/\/incidents(\?.*)?$/);
});
