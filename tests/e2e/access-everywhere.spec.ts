// What can this person do everywhere (issue 35 item 3): one group's permissions, scopes, effective
// access and catalog access in three organisations side by side. East gets a rule the others lack
// (its row is highlighted); West is stopped and says so in its own card and column while the
// Sandbox and East still show; the Export writes the table as shown. Screenshots light and dark.
import { mkdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandboxes,
} from './helpers/extra-sandbox.ts';
import { ipc } from './helpers/ipc.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { shotsLightDark } from './helpers/screenshots.ts';
import { parseCsv } from '../../renderer/src/lib/export/csv.ts';

const SHOTS = '/tmp/shots-everywhere';
mkdirSync(SHOTS, { recursive: true });

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

test('a group in three organisations, one stopped: differences highlighted, each column its own state', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const [east, west] = await startExtraSandboxes({}, {});
  const suffix = randomUUID().slice(0, 6);
  const eastName = `East ${suffix}`;
  const westName = `West ${suffix}`;
  const idEast = await addSandboxOrg(page.request, { name: eastName, sandbox: east! });
  const idWest = await addSandboxOrg(page.request, { name: westName, sandbox: west! });
  // Only East denies sre-oncall the logs.
  await east!.insert('permissions', {
    subject: 'sre-oncall',
    subject_type: 'group',
    action: 'read',
    object: 'logs',
    deny: true,
    description: `e2e ${suffix}`,
  });
  await onSandbox(page);
  try {
    await west!.stop();
    await page.goto('/settings/permissions/everywhere?org=sandbox');
    // On CI with three workers sharing one Secret Service, the Sandbox's auth:status once took
    // 16 s right after two organisations were added (their credentials written to the keychain).
    await expect(page.getByText('Whose access?')).toBeVisible({ timeout: 60_000 });
    const box = page.getByRole('searchbox', { name: 'Email or group name' });

    // Bad input says what is wrong and reads nothing.
    await box.fill('sre*');
    await expect(page.getByRole('alert')).toContainText(
      '*, %, commas and brackets are not allowed',
    );

    await box.fill('sre-oncall');
    await expect(page).toHaveURL(/subject=sre-oncall/);
    await expect(page.getByTestId('everywhere-subject')).toContainText('sre-oncall (group)');
    await expect(page.getByTestId('everywhere-org-sandbox')).toHaveAttribute('data-status', 'live');
    await expect(page.getByTestId(`everywhere-org-${idEast}`)).toHaveAttribute(
      'data-status',
      'live',
    );
    const westCard = page.getByTestId(`everywhere-org-${idWest}`);
    await expect(westCard).toHaveAttribute('data-status', /offline|error/, { timeout: 30_000 });
    await expect(westCard).toContainText(westName);

    const table = page.getByRole('table', { name: 'Access everywhere' });
    const logsRow = table.locator('tbody tr').filter({ hasText: 'logs' });
    await expect(logsRow).toHaveCount(1);
    await expect(logsRow.locator(`[data-org="${idEast}"]`)).toHaveText(/Deny/);
    await expect(logsRow.locator(`[data-org="${idEast}"]`)).toHaveAttribute('data-differs', 'true');
    await expect(logsRow.locator('[data-org="sandbox"]')).toHaveText('—');
    await expect(logsRow.locator(`[data-org="${idWest}"]`)).toHaveText(/Offline|Error/);
    // A rule every answering organisation has is not highlighted; West's column says its state.
    const proxyRow = table.locator('tbody tr').filter({ hasText: 'kubernetes-proxy' });
    await expect(proxyRow.locator('[data-org="sandbox"]')).toHaveText(/Allow/);
    await expect(proxyRow.locator(`[data-org="${idEast}"]`)).toHaveText(/Allow/);
    await expect(proxyRow.locator('[data-differs="true"]')).toHaveCount(0);
    await expect(proxyRow.locator(`[data-org="${idWest}"]`)).toHaveText(/Offline|Error/);
    // The scope its on-call rule names shows as a row of its own.
    await expect(
      table.locator('tbody tr').filter({ hasText: 'k8s-runbooks' }).first(),
    ).toBeVisible();
    await expect(page.getByText(/1 row differs between organisations/)).toBeVisible();
    await shotsLightDark(page, SHOTS, 'everywhere-one-stopped');

    // Only the differences.
    await page.goto(`/settings/permissions/everywhere?org=sandbox&subject=sre-oncall&differs=yes`);
    await expect(logsRow).toBeVisible();
    await expect(proxyRow).toHaveCount(0);

    // Export: the table as shown, a column per organisation.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const download = await downloaded;
    const records = parseCsv(readFileSync(await download.path(), 'utf8'));
    const header = records[0] ?? [];
    for (const name of ['Kind', 'Resource', 'Action', 'Sandbox', eastName, westName])
      expect(header, name).toContain(name);
    const logs = records.find((r) => r[header.indexOf('Resource')] === 'logs');
    expect(logs?.[header.indexOf(eastName)]).toBe('Deny');
    expect(logs?.[header.indexOf('Sandbox')]).toBe('—');

    // West back: its column answers too.
    await west!.start();
    await page.goto(`/settings/permissions/everywhere?org=sandbox&subject=sre-oncall`);
    await expect(westCard).toHaveAttribute('data-status', 'live', { timeout: 60_000 });
    await expect(proxyRow.locator(`[data-org="${idWest}"]`)).toHaveText(/Allow/);
    await shotsLightDark(page, SHOTS, 'everywhere-all-live');

    // A person by email: its catalog access in every organisation (the same seed: no difference).
    const [grant] = await dbRows<{ email: string; config_name: string }>(
      page.request,
      'config_access_summary?select=email,config_name&email=like.*@*&deleted_at=is.null&order=email.asc&limit=1',
    );
    expect(grant).toBeDefined();
    await page.goto(
      `/settings/permissions/everywhere?org=sandbox&subject=${encodeURIComponent(grant!.email)}&kind=catalog`,
    );
    await expect(page.getByTestId('everywhere-subject')).toContainText(grant!.email);
    const catalogRow = table.locator('tbody tr').filter({ hasText: grant!.config_name }).first();
    await expect(catalogRow).toContainText('Catalog access');
    await expect(catalogRow.locator(`[data-org="${idWest}"]`)).not.toHaveText(/^—$/);
    await expect(catalogRow.locator('[data-differs="true"]')).toHaveCount(0);
    await shotsLightDark(page, SHOTS, 'everywhere-person-catalog');
  } finally {
    await ipc(page.request, 'orgs:remove', { id: idEast }).catch(() => undefined);
    await ipc(page.request, 'orgs:remove', { id: idWest }).catch(() => undefined);
  }
});

test('the subject workbench links to the subject everywhere', async ({ page }) => {
  await onSandbox(page);
  await page.goto('/settings/permissions/subjects?org=sandbox');
  await page.getByRole('link', { name: 'Everywhere' }).click();
  await expect(page).toHaveURL(/\/settings\/permissions\/everywhere\?.*subject=/);
  await expect(page.getByRole('searchbox', { name: 'Email or group name' })).not.toHaveValue('');
});
