// Who may do what on the playbook screens (spec 3 §6) and what stays when the organisation goes
// offline: a viewer reads cards, runs and a run's output but gets no create, edit, delete, run or
// re-run controls; offline, a followed run stays readable and its write controls are disabled
// with the reason.
import { expect, test } from './fixtures.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { withRoles } from './helpers/roles.ts';

const OFFLINE_REASON =
  'Not available offline: the organisation cannot be reached. This is enabled again once the connection is back.';

test('a viewer reads playbooks and runs without write controls', async ({ page }) => {
  await withRoles(page, ['viewer']);
  await page.goto('/playbooks?org=sandbox');
  await expect(page.getByRole('article', { name: 'Delete Pod' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Create Playbook' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Run Delete Pod' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Delete Pod' })).toHaveCount(0);

  const [run] = await dbRows<{ id: string }>(
    page.request,
    'playbook_runs?status=eq.completed&parent_id=is.null&select=id&limit=1',
  );
  await page.goto(`/playbooks/runs/${run!.id}?org=sandbox`);
  await expect(page.getByRole('button', { name: 'Params' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Re-run playbook' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download logs' })).toBeVisible();
});

test('offline, a followed run stays readable and cannot be re-run or cancelled', async ({
  page,
}) => {
  const [playbook] = await dbRows<{ id: string }>(
    page.request,
    'playbooks?name=eq.restart-deployment&select=id',
  );
  const [config] = await dbRows<{ id: string }>(
    page.request,
    'config_items?type=eq.Kubernetes::Deployment&deleted_at=is.null&select=id&limit=1',
  );
  const started = await page.request.post('/org/sandbox/api/playbook/run', {
    data: { id: playbook!.id, config_id: config!.id },
  });
  const { run_id: runId } = (await started.json()) as { run_id: string };
  await page.goto(`/playbooks/runs/${runId}?org=sandbox`);
  const rerun = page.getByRole('button', { name: 'Re-run playbook' });
  await expect(rerun).toBeEnabled({ timeout: 30_000 });
  // The run is still polled; the next poll finds the organisation unreachable.
  await page.route('**/org/sandbox/**', (route) => route.abort('internetdisconnected'));
  await expect(rerun).toBeDisabled({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Restart Deployment' })).toBeVisible();
  await page.locator('.mcd-offline-guard').first().hover();
  await expect(page.getByText(OFFLINE_REASON)).toBeVisible();
});
