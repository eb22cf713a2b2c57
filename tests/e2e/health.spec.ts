// Health dashboard and check detail against the seeded sandbox (browser mode, admin): defaults and
// URL parameters, filters, search debounce, grouping and tabs, table and cards, the check modal
// (metrics, chart, History filters, Spec, Run Now, Link to Incident) and closing it back to
// timeRange=1h.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { dbRows, openIncidentWithRoot, pickIncident } from './helpers/sandbox-db.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

interface Summary {
  checks_summary?: { id: string; name: string; status: string; canary_id: string }[];
}

async function seededChecks(page: Page) {
  const answer = await page.request.get('/org/sandbox/api/canary/api/summary');
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as Summary;
  return body.checks_summary ?? [];
}

test('dashboard shows the spec defaults, groups, tabs, search and both layouts', async ({
  page,
}) => {
  const checks = await seededChecks(page);
  expect(checks.length).toBeGreaterThan(0);
  await page.goto('/health');
  await expect(page.getByLabel('Hide Passing')).toBeChecked();
  await expect(page.getByLabel('Group By')).toHaveValue('canary_name');
  await expect(page.getByLabel('Tab By')).toHaveValue('namespace');
  const table = page.getByRole('table', { name: 'Health checks' });
  for (const header of ['Checks', 'Health', 'Uptime', 'Latency', 'Transition'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  const tabs = page.getByRole('tab');
  // The sandbox ticker flips statuses, so only the hidden-passing subset is asserted, not its size.
  await expect(tabs.first()).toHaveText(/^All \((\d+)\)$/);
  const shown = Number(/\d+/.exec((await tabs.first().textContent()) ?? '')?.[0]);
  expect(shown).toBeLessThan(checks.length);
  // Group rows carry passed/total; with passing hidden every visible group reads 0/n.
  // In the body: the header's column chooser is a collapsed button too.
  const firstGroup = table.locator('tbody').getByRole('button', { expanded: false }).first();
  await expect(firstGroup).toHaveText(/0\/\d+$/);
  await firstGroup.click();
  await expect(table.getByRole('row')).not.toHaveCount(0);
  // The whole group row toggles, not only its button: a click at the row's far end collapses it.
  const groupRow = table.locator('tbody tr.mc-table-group-row').first();
  await expect(groupRow.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  const box = await groupRow.boundingBox();
  await page.mouse.click(box!.x + box!.width - 8, box!.y + box!.height / 2);
  await expect(groupRow.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  await groupRow.getByRole('button').click();
  await page.screenshot(shot('health-table'));

  await page.getByLabel('Hide Passing').click({ force: true });
  await expect(page).toHaveURL(/hidePassing=false/);
  await expect(tabs.first()).toHaveText(`All (${checks.length})`);

  await page.getByLabel('Group By').selectOption({ label: 'No Grouping' });
  await expect(page).toHaveURL(/groupBy=none/);
  const target = checks[0]!;
  await page.getByPlaceholder('Search by name, description, or endpoint').fill(target.name);
  await expect(page).toHaveURL(
    new RegExp(`query=${encodeURIComponent(target.name).replace(/%20/g, '\\+')}`),
  );
  await expect(table.getByRole('cell', { name: target.name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Card layout' }).click();
  await expect(page).toHaveURL(/layout=card/);
  await expect(page.getByRole('button', { name: target.name, exact: true })).toBeVisible();
  await page.getByPlaceholder('Search by name, description, or endpoint').fill('');
  await expect(page).not.toHaveURL(/query=/);
  await page.getByLabel('Group By').selectOption('canary_name');
  await expect(page).not.toHaveURL(/groupBy=/);
  await expect(page.getByRole('heading', { level: 4 }).first()).toHaveText(/\d+\/\d+$/);
  await page.screenshot(shot('health-cards'));
});

test('a check link opens the modal; History filters, Spec, Run Now; closing resets timeRange', async ({
  page,
}) => {
  const [check] = await seededChecks(page);
  await page.goto(`/health?checkId=${check!.id}&timeRange=3h`);
  const modal = page.getByRole('dialog');
  // A fresh sandbox copy answers its first embedded query slowly on a loaded machine.
  await expect(modal.getByRole('heading', { name: check!.name }).first()).toBeVisible({
    timeout: 30_000,
  });
  for (const metric of ['Uptime', 'Latency', 'Severity', 'Last Run', 'Transitioned', 'Next Run'])
    await expect(modal.getByLabel(metric, { exact: true })).toBeVisible();
  await expect(modal.getByRole('combobox', { name: 'Time Range' })).toHaveValue('3h');
  await expect(modal.getByText(/\d+ passed \/ \d+ failed/)).toBeVisible();
  await expect(modal.getByText('Health Overview')).toBeVisible();
  // The chart has a time axis over the chosen range and a latency scale from 0.
  await expect(modal.getByRole('list', { name: 'Time axis' }).getByRole('listitem')).toHaveCount(6);
  await expect(
    modal.getByRole('list', { name: 'Latency scale' }).getByRole('listitem').first(),
  ).toHaveText('0ms');
  const history = modal.getByRole('table', { name: 'Check history' });
  for (const header of ['Age', 'Duration', 'Message'])
    await expect(history.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(history.locator('tbody tr').first()).toBeVisible();
  await page.screenshot(shot('health-modal'));

  // Status Unhealthy is sent as status=eq.false (0); duration in s is sent as ms.
  const statusRequest = page.waitForRequest(
    (r) => r.url().includes('check_statuses') && r.url().includes('status=eq.false'),
  );
  await modal.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Unhealthy' });
  await statusRequest;
  const durationRequest = page.waitForRequest((r) => r.url().includes('duration=gte.5000'));
  await modal.getByRole('combobox', { name: 'Duration' }).fill('5s');
  await durationRequest;
  await modal.getByRole('combobox', { name: 'Duration' }).fill('5 minutes');
  await expect(
    modal.getByText('duration is allowed only in milli seconds & seconds'),
  ).toBeVisible();
  await page.screenshot(shot('health-modal-duration-error'));

  await modal.getByRole('tab', { name: 'Spec' }).click();
  // The spec tab shows the owning canary's spec as yaml: its first top-level key is on line 1.
  const canary = await page.request.get(
    `/org/sandbox/api/db/canaries?id=eq.${check!.canary_id}&select=spec`,
  );
  const [{ spec }] = (await canary.json()) as [{ spec: Record<string, unknown> }];
  await expect(modal.locator('.monaco-editor .view-lines')).toContainText(
    `${Object.keys(spec)[0]}:`,
  );
  await expect(modal.getByRole('tab', { name: /^Relationships\s*\d+$/ })).toBeVisible();

  const run = page.waitForResponse((r) => r.url().includes(`/canary/run/check/${check!.id}`));
  await modal.getByRole('button', { name: 'Run Now' }).click();
  expect((await run).status()).toBe(200);
  await expect(modal.getByRole('button', { name: 'Run Now' })).toBeEnabled();
  await expect(modal.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    /\/settings\/canaries\//,
  );

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/health\?timeRange=1h$/);
});

test('clicking a row opens the modal with checkId in the URL', async ({ page }) => {
  await page.goto('/health?hidePassing=false&groupBy=none');
  const table = page.getByRole('table', { name: 'Health checks' });
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  await firstRow.click();
  await expect(page).toHaveURL(/checkId=[0-9a-f-]{36}/);
  await expect(page).toHaveURL(/timeRange=\w+/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the Playbooks menu runs a playbook on the check and opens the run', async ({ page }) => {
  const checks = await seededChecks(page);
  const list = await page.request.get(`/org/sandbox/api/playbook/list?check_id=${checks[0]!.id}`);
  const runnable = (await list.json()) as { title: string; parameters: unknown[] }[];
  // The run form with parameters has its own spec (playbook-run.spec.ts); here the plain case.
  const plain = runnable.find((p) => p.parameters.length === 0);
  expect(plain).toBeDefined();
  await page.goto(`/health?checkId=${checks[0]!.id}&timeRange=1h`);
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Playbooks' }).click();
  await page.getByRole('menuitem', { name: plain!.title }).click();
  const form = page.getByRole('dialog', { name: plain!.title });
  await expect(form.getByText('No parameters for this playbook.')).toBeVisible();
  await form.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
});

test('Link to Incident in the modal footer attaches the check as evidence', async ({ page }) => {
  const [check] = await seededChecks(page);
  const target = await openIncidentWithRoot(page.request);
  await page.goto(`/health?checkId=${check!.id}&timeRange=3h`);
  const modal = page.getByRole('dialog', { name: check!.name });
  await modal.getByRole('button', { name: 'Link to Incident' }).click({ timeout: 30_000 });
  const attach = page.getByRole('dialog', { name: `Link ${check!.name} to Incident` });
  await pickIncident(page, attach, target.title);
  await attach.getByLabel('Description').fill('e2e: failing since the deploy');
  await page.screenshot(shot('health-link-incident'));
  await attach.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByText('Check linked to the incident')).toBeVisible();
  const evidence = await dbRows<Record<string, unknown>>(
    page.request,
    `evidences?select=type,description,evidence&check_id=eq.${check!.id}&type=eq.check`,
  );
  expect(evidence).toContainEqual({
    type: 'check',
    description: 'e2e: failing since the deploy',
    evidence: { start: 'now-3h', includeMessages: false },
  });
});
