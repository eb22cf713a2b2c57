// An organisation deleted or renamed on the server while its data is cached (reliability row
// 41): an extra Sandbox org with a visited health dashboard is stopped, and a plain HTTP server
// takes its port answering 404 web pages. After a reload the org is "Unavailable" with the
// reason (banner and switcher), its cached rows still show, writes are disabled with the reason,
// and "Remove organisation…" runs the removal flow.
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandbox,
  type ExtraSandbox,
} from './helpers/extra-sandbox.ts';
import { ipc } from './helpers/ipc.ts';
import { waitForOrgCache } from './helpers/offline-cache.ts';

const SHOTS = '/tmp/shots-gone';
let sandbox: ExtraSandbox;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sandbox = await startExtraSandbox();
  mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

/** Something else on the org's port: a 404 web page for every path. */
async function startStranger(port: number): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!DOCTYPE html><html><body><h1>404 Not Found</h1><hr>nginx</body></html>');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

async function orgIds(page: Page): Promise<string[]> {
  const { orgs } = await ipc(page.request, 'orgs:list', {});
  return (orgs as { id: string }[]).map((org) => org.id);
}

test('an org gone from its address is Unavailable: cached data read-only, Retry, Remove', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const orgId = await addSandboxOrg(page.request, { name: 'Gone Co', sandbox });
  const port = Number(new URL(sandbox.url).port);
  let stranger: Server | null = null;
  try {
    const [agent] = await sandbox.rows<{ name: string }>(
      'agents',
      'select=name&deleted_at=is.null&order=name&limit=1',
    );
    expect(agent).toBeDefined();
    // The dashboard's group rows are canary names.
    const canaries = (await sandbox.rows<{ name: string }>('canaries', 'select=name')).map(
      (row) => row.name,
    );
    const dashboardShowsCached = () =>
      expect
        .poll(
          async () => {
            const text = await page.evaluate(() => document.body.innerText);
            return canaries.some((name) => text.includes(name));
          },
          { timeout: 30_000 },
        )
        .toBe(true);
    const agentsTable = page.getByRole('table', { name: 'Agents' });
    const addAgent = page.getByRole('button', { name: 'Add agent' });

    // Online: the health dashboard and the agents list (a resource-kit list), kept in the offline
    // cache.
    await page.goto(`/health?org=${orgId}&hidePassing=false&timeRange=15m`);
    await dashboardShowsCached();
    // The page writes its cache a moment after the data arrives: leaving before then loses it.
    await waitForOrgCache(page.request, orgId, ['["health","summary"']);
    await page.goto(`/agents?org=${orgId}`);
    await expect(agentsTable.getByText(agent!.name).first()).toBeVisible({ timeout: 30_000 });
    await expect(addAgent).toBeEnabled();
    await waitForOrgCache(page.request, orgId, [
      '["health","summary"',
      '["resource","agents","list"',
    ]);

    // The org is deleted on the server: the Sandbox stops, another server answers 404 pages.
    await sandbox.stop();
    stranger = await startStranger(port);
    const banner = page.getByTestId('org-unavailable-banner');

    // Mid-session: the next request meets the stranger; main looks at the address, finds it gone,
    // and the window learns it without a reload.
    await page.getByRole('button', { name: 'Refresh', exact: true }).first().click();
    await expect(banner).toContainText('no longer available', { timeout: 20_000 });
    await expect(agentsTable.getByText(agent!.name).first()).toBeVisible();

    // After a reload (main looks again), the same.
    await page.reload();
    await expect(banner).toContainText(
      `This organisation is no longer available at http://127.0.0.1:${port} (a web page answers where Mission Control's API was expected (HTTP 404)). Showing data cached`,
      { timeout: 20_000 },
    );
    await expect(banner).toContainText('Gone Co — Unavailable');
    // The cached rows still show, read-only: "Add agent" is disabled with the reason.
    await expect(agentsTable.getByText(agent!.name).first()).toBeVisible();
    await expect(addAgent).toBeDisabled();
    await page.locator('.mcd-offline-guard', { has: addAgent }).hover();
    await expect(
      page.getByText(/^Not available offline: the organisation cannot be reached/),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/unavailable-agents-light.png` });
    await page.mouse.move(0, 0);

    // One step from the fix: the banner's 'Diagnose connection' runs the connection doctor.
    await banner.getByRole('button', { name: 'Diagnose connection' }).click();
    const doctor = page.getByRole('dialog', { name: 'Diagnose Gone Co' });
    await expect(doctor.getByRole('status')).toHaveText(/ failed$/, { timeout: 20_000 });
    await expect(doctor.locator('[data-status="fail"]')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/unavailable-diagnose-light.png` });
    await doctor.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await expect(doctor).toBeHidden();

    // The switcher marks it too, with the reason.
    const switcher = page.getByTestId('org-switcher');
    await expect(switcher).toContainText('Unavailable');
    await page.goto(`/health?org=${orgId}&hidePassing=false&timeRange=15m`);
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await dashboardShowsCached();
    await page.screenshot({ path: `${SHOTS}/unavailable-dashboard-light.png` });
    await switcher.click();
    const listbox = page.getByRole('listbox', { name: 'Organisations' });
    await expect(listbox.getByRole('option', { name: /Gone Co/ })).toContainText(
      "Unavailable: a web page answers where Mission Control's API was expected (HTTP 404)",
    );
    await page.waitForTimeout(400); // the popover's fade-in, for the screenshot
    await page.screenshot({ path: `${SHOTS}/unavailable-switcher-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/unavailable-switcher-dark.png` });
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/unavailable-dashboard-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });

    // Retry looks again: still gone.
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner.getByRole('button', { name: 'Retry' })).toBeEnabled({ timeout: 20_000 });
    await expect(banner).toContainText('no longer available');

    // Remove organisation… → the removal flow (confirm), which purges it.
    await banner.getByRole('button', { name: 'Remove organisation…' }).click();
    // An org without an environment counts as production: the guard asks for its name.
    const confirm = page.getByRole('dialog', { name: 'Delete in production' });
    await expect(confirm).toContainText('Remove Gone Co?');
    await confirm.getByRole('textbox', { name: 'Type Gone Co to confirm' }).fill('Gone Co');
    await page.screenshot({ path: `${SHOTS}/unavailable-remove-light.png` });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Gone Co removed')).toBeVisible({ timeout: 20_000 });
    expect(await orgIds(page)).not.toContain(orgId);
    const read = await ipc(page.request, 'cache:read', { orgId }).catch(() => ({ status: 'miss' }));
    expect(read.status).toBe('miss');
  } finally {
    if ((await orgIds(page)).includes(orgId))
      await ipc(page.request, 'orgs:remove', { id: orgId }).catch(() => undefined);
    if (stranger) await closeServer(stranger);
  }
});
