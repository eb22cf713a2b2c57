// MCP settings against the Sandbox (spec 5-access §2.8, §2.9): an admin allows a role to use MCP
// on the Overview and finds it after a reload; denies a playbook to everyone with 'Global
// permission' and reads 'Denied' as every subject's effective access; opens 'Setup MCP' from the
// user menu and finds the Sandbox's MCP URL, which answers; a viewer gets the Unauthorized page.
// Screenshots in light and dark at 1280×800 into /tmp/shots-mcp.
import { request as http } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withRoles } from './helpers/roles.ts';
import { shotsLightDark } from './helpers/screenshots.ts';

const SHOTS = '/tmp/shots-mcp';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('an admin allows a role MCP access on the Overview, kept after a reload', async ({ page }) => {
  await page.goto('/settings/mcp?org=sandbox');
  await expect(page).toHaveURL(/\/settings\/mcp\/overview/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const subjects = page.getByRole('region', { name: 'MCP subjects' });
  const roles = subjects.getByRole('region', { name: 'Roles' });
  // Seeded: editors are allowed mcp:use (interactive_settings).
  const editor = roles.getByRole('group', { name: 'MCP access for editor' });
  await expect(editor.getByRole('radio', { name: 'Allow' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const viewer = roles.getByRole('group', { name: 'MCP access for viewer' });
  await expect(viewer.getByRole('radio', { name: 'Default' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await viewer.getByRole('radio', { name: 'Allow' }).click();
  await expect(page.getByText('Updated MCP access')).toBeVisible();
  await expect(viewer.getByRole('radio', { name: 'Allow' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(
    page.getByRole('region', { name: 'MCP access tokens' }).getByRole('table'),
  ).toBeVisible();
  await shotsLightDark(page, SHOTS, 'overview');

  await page.reload();
  const again = page
    .getByRole('region', { name: 'Roles' })
    .getByRole('group', { name: 'MCP access for viewer' });
  await expect(again.getByRole('radio', { name: 'Allow' })).toHaveAttribute('aria-checked', 'true');
  await again.getByRole('radio', { name: 'Default' }).click();
  await expect(again.getByRole('radio', { name: 'Default' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test("Global permission 'Deny All' on a playbook makes every subject's effective access Denied", async ({
  page,
}) => {
  await page.goto('/settings/mcp/playbooks?org=sandbox');
  await expect(page.getByText('Playbook permissions')).toBeVisible();
  await expect(
    page.getByText('Control which playbooks MCP clients can invoke through this gateway.'),
  ).toBeVisible();
  await page.getByRole('menu', { name: 'Resource list' }).getByText('Restart Deployment').click();
  const panel = page.getByRole('region', { name: 'Subjects for Restart Deployment' });
  const global = panel.getByRole('group', { name: 'Global permission' });
  await expect(global.getByRole('radio', { name: 'Custom' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // Seeded: the Checkout team may mcp:run this playbook (interactive_settings).
  const team = panel.getByRole('listitem', { name: 'Checkout', exact: true });
  await expect(team).toContainText('Effective access: Allowed');
  await expect(
    team
      .getByRole('group', { name: 'MCP access to Restart Deployment for Checkout' })
      .getByRole('radio', { name: 'Allow' }),
  ).toHaveAttribute('aria-checked', 'true');
  await global.getByRole('radio', { name: 'Deny All' }).click();
  await expect(page.getByText('Updated permission')).toBeVisible();
  await expect(global.getByRole('radio', { name: 'Deny All' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // An everyone deny wins over the team's allow: no subject is allowed any more.
  await expect(team).toContainText('Effective access: Denied');
  await expect(panel.locator('.mcd-mcp-effective', { hasText: 'Allowed' })).toHaveCount(0);
  await shotsLightDark(page, SHOTS, 'playbooks');

  await global.getByRole('radio', { name: 'Custom' }).click();
  await expect(team).toContainText('Effective access: Allowed');

  // Views: the seeded everyone deny on the cost view reads as 'Deny All'.
  await page.getByRole('tab', { name: 'Views' }).click();
  await expect(page.getByText('View permissions')).toBeVisible();
  await page.getByRole('menu', { name: 'Resource list' }).getByText('cloud-costs').click();
  await expect(
    page.getByRole('group', { name: 'Global permission' }).getByRole('radio', { name: 'Deny All' }),
  ).toHaveAttribute('aria-checked', 'true');
  await shotsLightDark(page, SHOTS, 'views');

  // Subjects: one subject's direct switches over every playbook and view, and its effective access.
  await page.getByRole('tab', { name: 'Subjects' }).click();
  await expect(page.getByText('Select a subject to inspect MCP resource access.')).toBeVisible();
  await page.getByRole('menu', { name: 'Subject list' }).getByText('Checkout').click();
  const access = page.getByRole('region', { name: 'Subject access' });
  const run = access
    .getByRole('region', { name: 'Playbooks' })
    .getByRole('listitem', { name: 'Restart Deployment' });
  await expect(run.getByRole('radio', { name: 'Allow' })).toHaveAttribute('aria-checked', 'true');
  await access.getByRole('button', { name: 'Show effective access' }).click();
  await expect(run).toContainText('Effective access: Allowed');
  await shotsLightDark(page, SHOTS, 'subjects');
});

test('Setup MCP from the user menu shows the Sandbox MCP URL, which answers', async ({ page }) => {
  await page.goto('/settings/mcp/check-access?org=sandbox');
  await expect(page.getByRole('form', { name: 'MCP Access Check' })).toBeVisible();
  await shotsLightDark(page, SHOTS, 'check-access');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Setup MCP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Setup MCP' });
  await expect(dialog.getByText('Choose how MCP should authenticate')).toBeVisible();
  const url = (await dialog.getByLabel('MCP URL').textContent()) ?? '';
  // The Sandbox's backend address and prefix, then /mcp.
  expect(url).toMatch(/^https?:\/\/127\.0\.0\.1:\d+(\/api)?\/mcp$/);
  const snippet = (await dialog.getByLabel('Claude Code configuration').textContent()) ?? '';
  expect(JSON.parse(snippet)).toEqual({
    mcpServers: { 'mission-control': { type: 'http', url, oauth: { clientId: 'mc-cli' } } },
  });
  await expect(dialog.getByText('Add this to .mcp.json in your project root')).toBeVisible();
  await shotsLightDark(page, SHOTS, 'setup');

  // The URL is the Sandbox's own /mcp: it answers an admin's initialize.
  const direct = await http.newContext({ ignoreHTTPSErrors: true });
  const reply = await direct.post(url, {
    headers: {
      Authorization: `Basic ${Buffer.from('admin@sandbox.local:sandbox').toString('base64')}`,
    },
    data: { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} },
  });
  expect(reply.status()).toBe(200);
  expect(((await reply.json()) as { result: { serverInfo: { name: string } } }).result).toEqual(
    expect.objectContaining({ serverInfo: expect.objectContaining({ name: 'mission-control' }) }),
  );
  await direct.dispose();

  await dialog.getByRole('tab', { name: 'Claude Desktop' }).click();
  await expect(dialog.getByLabel('Claude Desktop configuration')).toContainText(
    'OAuth Client Secret: Leave empty',
  );
  await dialog.getByRole('tab', { name: 'Access token (restricted permissions)' }).click();
  await dialog.getByRole('button', { name: 'Create Token' }).click();
  const form = page.getByRole('dialog', { name: 'Create new token' });
  // mcp:* is preselected (the effective table says what it means on the server).
  await expect(
    form.getByLabel('Effective permissions').getByRole('row', { name: /^mcp/ }),
  ).toContainText('mcp:* matches no server action');
  await shotsLightDark(page, SHOTS, 'setup-token');
});

test('a viewer sees MCP in Settings but the tabs are Unauthorized', async ({ page }) => {
  await withRoles(page, ['viewer']);
  await page.goto('/settings/mcp/overview?org=sandbox');
  await expect(page.getByText('Unauthorized').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'MCP subjects' })).toHaveCount(0);
  await shotsLightDark(page, SHOTS, 'viewer');
});
