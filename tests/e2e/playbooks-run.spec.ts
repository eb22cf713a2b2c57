// The playbook run page against the sandbox (spec 3 §2.10, §4, §5, §8): a run started through the
// API is followed by polling until its steps are final and their logs appear (links only for
// http and https), Download logs, Params, Re-run playbook with the same parameters, approving a
// run that waits for approval, the Initialization step of a failed run, skipped steps that cannot
// be selected, and 'No result'.
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onlyForScreenshots } from './helpers/screenshots.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { fetchThrough } from './helpers/route-fetch.ts';
import { escapeDialog } from './helpers/escape.ts';

const SHOTS = '/tmp/shots-playbooks';
const FINAL = /^(Completed|Failed)$/;

async function playbookId(request: APIRequestContext, name: string): Promise<string> {
  const [row] = await dbRows<{ id: string }>(request, `playbooks?name=eq.${name}&select=id`);
  if (!row) throw new Error(`no playbook ${name}`);
  return row.id;
}

async function deploymentId(request: APIRequestContext): Promise<string> {
  const [row] = await dbRows<{ id: string }>(
    request,
    'config_items?type=eq.Kubernetes::Deployment&deleted_at=is.null&select=id&limit=1',
  );
  if (!row) throw new Error('no deployment in the seed');
  return row.id;
}

async function startRun(
  request: APIRequestContext,
  playbook: string,
  params: Record<string, string> = {},
): Promise<string> {
  const answer = await request.post('/org/sandbox/api/playbook/run', {
    data: {
      id: await playbookId(request, playbook),
      config_id: await deploymentId(request),
      params,
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { run_id: string }).run_id;
}

const field = (page: Page, label: string) => page.locator(`dd[aria-label="${label}"]`);
const steps = (page: Page) => page.getByRole('listbox', { name: 'Run steps' });

test('follows a run by polling until its steps are final and logs appear, then re-runs it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const runId = await startRun(page.request, 'scale-deployment', { replicas: '3' });
  await page.goto(`/playbooks/runs/${runId}?org=sandbox`);
  await expect(page.getByRole('heading', { name: 'Scale Deployment' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(field(page, 'Triggered by')).not.toHaveText('—');
  // The ticker starts the run and finishes its action over the next ticks; the page follows.
  await expect(field(page, 'Status')).toHaveText(FINAL, { timeout: 45_000 });
  const step = steps(page).getByRole('option', { name: /scale/ });
  await expect(step).toBeVisible();
  await step.click();
  const output = page.getByRole('region', { name: 'Output of scale' });
  await expect(output.getByLabel('Output', { exact: true })).toContainText(
    'deployment.apps/scale configured',
  );
  const logs = output.getByLabel('Logs', { exact: true });
  await expect(logs).toContainText('INFO  resolving templates');
  await expect(
    logs.getByRole('link', { name: 'https://runbooks.sandbox.local/scale' }),
  ).toHaveAttribute('href', 'https://runbooks.sandbox.local/scale');
  await page.screenshot({ path: `${SHOTS}/run-detail.png` });

  const download = page.waitForEvent('download');
  await output.getByRole('button', { name: 'Download logs' }).click();
  expect((await download).suggestedFilename()).toMatch(/^scale-.*\.log$/);
  await expect(page.getByText('Downloaded logs')).toBeVisible();

  await page.getByRole('button', { name: 'Params' }).click();
  const params = page.getByRole('dialog', { name: 'Params' });
  await expect(params.getByRole('row', { name: 'replicas 3' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/run-params.png` });
  await escapeDialog(params);

  let rerunBody: unknown;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/playbook/run') && req.method() === 'POST')
      rerunBody = req.postDataJSON();
  });
  await page.getByRole('button', { name: 'Re-run playbook' }).click();
  await expect(page).not.toHaveURL(new RegExp(runId));
  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}/);
  expect(rerunBody).toMatchObject({ params: { replicas: '3' }, config_id: expect.any(String) });
  await expect(page.getByRole('heading', { name: 'Scale Deployment' })).toBeVisible();
  await expect(field(page, 'Status')).toHaveText(/^(Scheduled|Running|Completed|Failed)$/);
});

test('a failed download says so', async ({ page }) => {
  const [run] = await dbRows<{ id: string }>(
    page.request,
    'playbook_runs?status=eq.completed&parent_id=is.null&select=id&limit=1',
  );
  await page.goto(`/playbooks/runs/${run!.id}?org=sandbox`);
  const output = page.getByRole('region', { name: /^Output of / });
  await expect(output.getByLabel('Logs', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.route('**/api/db/playbook_run_actions?*', (route) => route.abort());
  await output.getByRole('button', { name: 'Download logs' }).click();
  await expect(page.getByText('Failed to download logs')).toBeVisible();
});

test('approves a run that waits for approval', async ({ page }) => {
  const runId = await startRun(page.request, 'rollback-deployment');
  await page.goto(`/playbooks/runs/${runId}?org=sandbox`);
  await expect(field(page, 'Status')).toHaveText('Pending Approval', { timeout: 30_000 });
  await expect(page.getByText('The run waits for approval.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/run-pending-approval.png` });
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Playbook run approved')).toBeVisible();
  await expect(field(page, 'Status')).not.toHaveText('Pending Approval');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(field(page, 'Approved by')).not.toBeEmpty();
});

test('a failed run starts with Initialization; skipped steps cannot be selected', async ({
  page,
}) => {
  const [failed] = await dbRows<{ id: string; error: string }>(
    page.request,
    'playbook_runs?status=eq.failed&error=not.is.null&parent_id=is.null&select=id,error&limit=1',
  );
  await page.goto(`/playbooks/runs/${failed!.id}?org=sandbox`);
  const init = steps(page).getByRole('option', { name: /Initialization/ });
  await expect(init).toBeVisible({ timeout: 30_000 });
  await init.click();
  await expect(
    page.getByRole('region', { name: 'Output of Initialization' }).getByLabel('Error'),
  ).toHaveText(failed!.error);
  await page.screenshot({ path: `${SHOTS}/run-failed.png` });

  const [skipped] = await dbRows<{ playbook_run_id: string; name: string }>(
    page.request,
    'playbook_run_actions?status=eq.skipped&select=playbook_run_id,name&limit=1',
  );
  await page.goto(`/playbooks/runs/${skipped!.playbook_run_id}?org=sandbox`);
  const option = steps(page)
    .getByRole('option', { name: new RegExp(skipped!.name) })
    .last();
  await expect(option).toHaveAttribute('aria-disabled', 'true');
  await option.click({ force: true });
  await expect(option).toHaveAttribute('aria-selected', 'false');
});

test("a step without output reads 'No result'", async ({ page }) => {
  const empty = async (route: Route) => {
    const answer = await fetchThrough(route);
    const rows = (await answer.json()) as Record<string, unknown>[];
    await route.fulfill({ response: answer, json: rows.map((r) => ({ ...r, result: null })) });
  };
  await page.route('**/api/db/rpc/get_playbook_run_actions?*', empty);
  await page.route('**/api/db/playbook_run_actions?*', empty);
  const [run] = await dbRows<{ id: string }>(
    page.request,
    'playbook_runs?status=eq.completed&parent_id=is.null&select=id&limit=1',
  );
  await page.goto(`/playbooks/runs/${run!.id}?org=sandbox`);
  await expect(page.getByText('No result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Download logs' })).toBeDisabled();
});

test('an unknown run says it was not found', async ({ page }) => {
  await page.goto('/playbooks/runs/00000000-0000-0000-0000-0000000000ff?org=sandbox');
  await expect(page.getByText('Playbook run not found')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'All playbook runs' }).click();
  await expect(page).toHaveURL(/\/playbooks\/runs(\?|$)/);
});

test('the run page and the playbook cards in the dark theme', async ({ page }) => {
  onlyForScreenshots();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const [run] = await dbRows<{ id: string }>(
    page.request,
    'playbook_runs?status=eq.failed&parent_id=is.null&select=id&limit=1',
  );
  await page.goto(`/playbooks/runs/${run!.id}?org=sandbox`);
  const action = steps(page).getByRole('option').filter({ hasNotText: 'Initialization' }).last();
  await action.click();
  await expect(page.getByRole('region', { name: /^Output of / }).getByLabel('Logs')).toBeVisible({
    timeout: 30_000,
  });
  await page.screenshot({ path: `${SHOTS}/run-detail-dark.png` });
  await page.goto('/playbooks?org=sandbox');
  await expect(page.getByRole('article', { name: 'Delete Pod' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/playbooks-dark.png` });
});
