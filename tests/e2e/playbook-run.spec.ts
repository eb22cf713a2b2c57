// The playbook run form from the check detail modal (spec 1 §3–§5), browser mode against the
// seeded sandbox: the 'Tune Check Probe' playbook asks for one parameter of every type and text
// format. Defaults (templated by the server), every validation message, pickers that read the
// backend, code fields that ignore invalid yaml/json, 'Running...', the run page, the server's
// error as a toast, and the offline guard on the Run button.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });
const PLAYBOOK = 'Tune Check Probe';
const OFFLINE_REASON =
  'Not available offline: the organisation cannot be reached. This is enabled again once the connection is back.';

interface Check {
  id: string;
  namespace: string;
}

/** A seeded check the parameterised playbook runs on (its selector: http and tcp checks). */
async function runnableCheck(page: Page): Promise<Check> {
  const answer = await page.request.get(
    '/org/sandbox/api/db/checks?type=eq.http&deleted_at=is.null&select=id,namespace&limit=1',
  );
  const check = ((await answer.json()) as Check[])[0];
  if (!check) throw new Error('the sandbox seed has no http check');
  return check;
}

async function openRunForm(page: Page, check: Check): Promise<Locator> {
  // Explicitly the Sandbox: earlier specs in this worker leave other organisations most recent.
  await page.goto(`/health?org=sandbox&checkId=${check.id}&timeRange=1h`);
  await page.getByRole('dialog').getByRole('button', { name: 'Playbooks' }).click();
  await page.getByRole('menuitem', { name: PLAYBOOK }).click();
  const form = page.getByRole('dialog', { name: PLAYBOOK });
  await expect(form.getByLabel('Namespace')).toBeVisible();
  return form;
}

/** The message line under a parameter's field (form groups carry the parameter's name). */
const messageOf = (form: Locator, name: string) =>
  form.locator(`.mc-playbook-param-${name} .bp6-form-helper-text`);

/** Replaces a Monaco editor's text in one edit, as a paste would. */
async function replaceCode(page: Page, editor: Locator, text: string) {
  await expect(editor).toHaveAttribute('data-ready', 'true');
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/** Opens a picker once the previous list is gone (it fades out; its options would be read instead). */
async function openPicker(page: Page, form: Locator, label: string) {
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await form.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
}

async function pick(page: Page, form: Locator, label: string, search?: string) {
  await openPicker(page, form, label);
  if (search !== undefined) await page.getByLabel(`Filter ${label}`).fill(search);
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text;
}

test('shows every parameter type with its server defaults', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 2600 });
  const check = await runnableCheck(page);
  const form = await openRunForm(page, check);
  const editors = form.locator('.mc-code-editor');
  await expect(editors).toHaveCount(2);
  await expect(editors.nth(0)).toHaveAttribute('data-ready', 'true');
  await expect(editors.nth(1)).toHaveAttribute('data-ready', 'true');
  await expect(editors.nth(0)).toContainText('retries: 2');
  await expect(editors.nth(1)).toContainText('"X-Probe": "mission-control"');
  await expect(form.getByLabel('Dry run')).toBeChecked();
  await expect(form.getByRole('button', { name: 'Severity: Medium' })).toBeVisible();
  for (const [label, placeholder] of [
    ['Owner team', 'Select a team…'],
    ['Approver', 'Select a person…'],
    ['Service component', 'Select a component…'],
    ['Deployment', 'Select a config…'],
    ['Baseline check', 'Select a check…'],
  ])
    await expect(form.getByRole('button', { name: `${label}: ${placeholder}` })).toBeVisible();
  // `{{.check.namespace}}`, rendered by the server for this check.
  await expect(form.getByLabel('Namespace')).toHaveValue(check.namespace);
  await expect(form.getByLabel('Memory limit', { exact: true })).toHaveValue('256');
  await expect(form.getByLabel('Memory limit unit')).toHaveValue('Mi');
  await expect(form.getByLabel('CPU limit')).toHaveValue('500');
  await expect(form.getByTitle('millicores')).toHaveText('m');
  await expect(form.getByLabel('Probe replicas')).toHaveAttribute('type', 'number');
  await expect(form.getByLabel('Contact email')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Runbook URL')).toHaveAttribute('type', 'url');
  await expect(form.getByLabel('Apply on')).toHaveAttribute('type', 'date');
  await expect(form.getByRole('textbox', { name: /^Reason/ })).toHaveJSProperty(
    'tagName',
    'TEXTAREA',
  );
  await expect(form.getByText('Kubernetes namespace of the canary')).toBeVisible();
  await form.screenshot(shot('playbook-run-form'));
});

test('validates every rule with a clear message and sends only a valid form', async ({ page }) => {
  const check = await runnableCheck(page);
  const form = await openRunForm(page, check);
  const run = form.getByRole('button', { name: 'Run' });
  let runCalls = 0;
  await page.route('**/api/playbook/run', async (route) => {
    runCalls++;
    await route.continue();
  });

  // Reason is required and empty: the attempt shows the message and sends nothing.
  await run.click();
  await expect(messageOf(form, 'reason')).toContainText('This field is required');
  await expect(run).toBeDisabled();

  const cases: [string, () => Promise<void>, string][] = [
    [
      'namespace',
      () => form.getByLabel('Namespace').fill('Bad_Name'),
      "Use lowercase letters, digits, '-' and '.' only",
    ],
    [
      'memory',
      () => form.getByLabel('Memory limit', { exact: true }).fill('lots'),
      'This field must be a number',
    ],
    [
      'memory',
      () => form.getByLabel('Memory limit', { exact: true }).fill('32'),
      'Must be at least 64Mi',
    ],
    ['cpu', () => form.getByLabel('CPU limit').fill('50'), 'Must be at least 100m'],
    [
      'cpu',
      () => form.getByLabel('CPU limit').fill('1.5'),
      'CPU must be a whole number of millicores',
    ],
    ['replicas', () => form.getByLabel('Probe replicas').fill('9'), 'Must be at most 5'],
    [
      'contact',
      () => form.getByLabel('Contact email').fill('oncall'),
      'Enter a valid email address',
    ],
    ['runbook', () => form.getByLabel('Runbook URL').fill('runbooks'), 'Enter a valid URL'],
    [
      'ticket',
      () => form.getByLabel('Change ticket').fill('ops-1'),
      'Must match the pattern [A-Z]+-[0-9]+',
    ],
    [
      'ticket',
      () => form.getByLabel('Change ticket').fill('OPS-12345678901234567'),
      'Must be at most 20 characters long',
    ],
    [
      'reason',
      () => form.getByRole('textbox', { name: /^Reason/ }).fill('short'),
      'Must be at least 10 characters long',
    ],
  ];
  for (const [name, act, message] of cases) {
    await act();
    await expect(messageOf(form, name), `${name}: ${message}`).toContainText(message);
    await expect(run).toBeDisabled();
  }
  await page.setViewportSize({ width: 1400, height: 2600 });
  await form.screenshot(shot('playbook-run-form-errors'));
  // Memory across units: 32 Gi is above the 8Gi maximum.
  await form.getByLabel('Memory limit unit').selectOption('Gi');
  await expect(messageOf(form, 'memory')).toContainText('Must be at most 8Gi');
  // A number input holding text it cannot parse reads as empty; the form still says why.
  await form.getByLabel('Probe replicas').fill('');
  await form.getByLabel('Probe replicas').pressSequentially('e');
  await expect(messageOf(form, 'replicas')).toContainText('This field must be a number');
  await form.getByRole('button', { name: 'Severity: Medium' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'High' }).click();

  // Fix everything: Run is enabled again and nothing was sent so far.
  await form.getByLabel('Namespace').fill('payments.prod');
  await form.getByLabel('Memory limit', { exact: true }).fill('2');
  await form.getByLabel('CPU limit').fill('250');
  await form.getByLabel('Probe replicas').fill('3');
  await form.getByLabel('Contact email').fill('oncall@example.com');
  await form.getByLabel('Runbook URL').fill('https://runbooks.example.com/probe');
  await form.getByLabel('Apply on').fill('2026-12-01');
  await form.getByLabel('Change ticket').fill('OPS-1234');
  await form.getByRole('textbox', { name: /^Reason/ }).fill('Probe times out under load');
  await expect(form.locator('.bp6-intent-danger')).toHaveCount(0);
  await expect(run).toBeEnabled();
  expect(runCalls).toBe(0);
});

test('runs with picked rows and typed values, ignoring invalid code, then opens the run', async ({
  page,
}) => {
  const check = await runnableCheck(page);
  const form = await openRunForm(page, check);
  const editors = form.locator('.mc-code-editor');
  // Valid yaml is applied; a later invalid edit is silently not (the last valid text is sent).
  await replaceCode(page, editors.nth(0), 'timeout: 30s');
  await replaceCode(page, editors.nth(0), 'timeout: 30s: [');
  // Invalid json from the start: the default stays.
  await replaceCode(page, editors.nth(1), '{"X-Probe": ');
  // Blueprint draws the box over the input: click the label, as a person would.
  await form.getByText('Dry run', { exact: true }).click();
  await expect(form.getByLabel('Dry run')).not.toBeChecked();
  await form.getByRole('button', { name: 'Severity: Medium' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Low' }).click();
  const team = await pick(page, form, 'Owner team');
  await pick(page, form, 'Approver');
  await pick(page, form, 'Service component');
  // The config picker is narrowed to deployments by properties.filter and searched by name.
  await openPicker(page, form, 'Deployment');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const text of await options.allTextContents())
    expect(text).toContain('Kubernetes::Deployment');
  await options.first().click();
  await pick(page, form, 'Baseline check');
  await expect(form.getByRole('button', { name: `Owner team: ${team}` })).toBeVisible();
  await form.getByLabel('Memory limit', { exact: true }).fill('1');
  await form.getByLabel('Memory limit unit').selectOption('Gi');
  await form.getByLabel('CPU limit').fill('750');
  await form.getByRole('textbox', { name: /^Reason/ }).fill('Probe times out under load');

  // Hold the run call so 'Running...' can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/playbook/run', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Run' }).click();
  const running = form.getByRole('button', { name: 'Running...' });
  await expect(running).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);

  const runId = /runs\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  const stored = await page.request.get(
    `/org/sandbox/api/db/playbook_runs?id=eq.${runId}&select=check_id,parameters`,
  );
  const [row] = (await stored.json()) as { check_id: string; parameters: Record<string, string> }[];
  expect(row?.check_id).toBe(check.id);
  const params = row?.parameters ?? {};
  expect(params).toMatchObject({
    probe: 'timeout: 30s',
    headers: '{"X-Probe": "mission-control"}',
    dry_run: 'false',
    severity: 'low',
    namespace: check.namespace,
    memory: '1Gi',
    cpu: '750m',
    replicas: '1',
    reason: 'Probe times out under load',
  });
  for (const picker of ['owner_team', 'approver', 'service', 'deployment', 'baseline_check'])
    expect(params[picker], picker).toMatch(/^[0-9a-f-]{36}$/);
  const deployment = await page.request.get(
    `/org/sandbox/api/db/config_items?id=eq.${params.deployment}&select=type`,
  );
  expect(await deployment.json()).toEqual([{ type: 'Kubernetes::Deployment' }]);
});

test('toasts the server error and keeps the form; Run is disabled offline', async ({ page }) => {
  const check = await runnableCheck(page);
  const form = await openRunForm(page, check);
  await form.getByRole('textbox', { name: /^Reason/ }).fill('Probe times out under load');
  await page.route('**/api/playbook/run', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'not allowed to run tune-check on this check', message: 'x' }),
    }),
  );
  const run = form.getByRole('button', { name: 'Run' });
  await run.click();
  await expect(page.getByText('not allowed to run tune-check on this check').first()).toBeVisible();
  await expect(page).toHaveURL(/\/health/);
  await expect(run).toBeEnabled();

  // The sandbox becomes unreachable; the next request (a picker search) finds out.
  await page.route('**/org/sandbox/**', (route) => route.abort('internetdisconnected'));
  await openPicker(page, form, 'Owner team');
  await page.getByLabel('Filter Owner team').fill('zz');
  await expect(run).toBeDisabled({ timeout: 20_000 });
  await form.locator('.mcd-offline-guard').hover();
  await expect(page.getByText(OFFLINE_REASON)).toBeVisible();
});

test('a playbook without parameters says so and runs', async ({ page }) => {
  const check = await runnableCheck(page);
  await page.goto(`/health?org=sandbox&checkId=${check.id}&timeRange=1h`);
  await page.getByRole('dialog').getByRole('button', { name: 'Playbooks' }).click();
  await page.getByRole('menuitem', { name: 'Collect Diagnostics' }).click();
  const form = page.getByRole('dialog', { name: 'Collect Diagnostics' });
  await expect(form.getByText('No parameters for this playbook.')).toBeVisible();
  await form.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
  // The run page follows the run it landed on.
  await expect(page.getByRole('heading', { name: 'Collect Diagnostics' })).toBeVisible();
  await expect(page.locator('dd[aria-label="Resource"]')).toContainText(/\S/);
});
