// Notifications offline (issue 17 item 6): an organisation whose sandbox stops. The silences and
// the send log a user saw stay readable from cache under the offline banner; Add Silence, a
// silence's Delete and its Save are disabled with the reason; a tab never visited says it is not
// available offline.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSandbox, type SpawnedSandbox } from '../../electron/sandbox/spawn.ts';
import { expect, startBrowserMode, stopBrowserMode, test } from './fixtures.ts';
import { SANDBOX_TEMPLATE_DIR } from './global-setup.ts';
import { ipc } from './helpers/ipc.ts';
import { bodyRows } from './helpers/sandbox-db.ts';
import { loadedTable } from './helpers/tables.ts';
import { escapeDialog } from './helpers/escape.ts';

const SHOTS = process.env.NOTIFICATION_SHOTS;
const BANNER = /^Offline — showing data from/;
const OFFLINE_REASON = /^Not available offline: the organisation cannot be reached/;

test('silences and send history stay readable offline; writes are disabled with the reason', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mcd-notif-offline-'));
  cpSync(SANDBOX_TEMPLATE_DIR, dataDir, { recursive: true });
  const token = randomBytes(24).toString('hex');
  let sandbox: SpawnedSandbox | null = await spawnSandbox({
    port: 0,
    dataDir,
    token,
    tickerMs: 0,
    timeoutMs: 200_000,
  });
  const host = await startBrowserMode();
  try {
    const context = await browser.newContext({ baseURL: host.origin });
    await context.addCookies([host.cookie]);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const org = await ipc(page.request, 'orgs:add', {
      name: 'Offline notifications',
      url: sandbox.url,
      prefix: '',
    });
    const orgId = String(org.id);
    await ipc(page.request, 'auth:signIn', { orgId, method: 'token', token });

    // Main holds the org's offline cache a moment after a screen shows its data (the renderer
    // writes at most every 2 s): wait for it before leaving the page, or the reload starts from
    // a cache without this screen.
    const cached = (needle: string) =>
      expect
        .poll(
          async () => {
            const read = await ipc(page.request, 'cache:read', { orgId });
            return typeof read.payload === 'string' && read.payload.includes(needle);
          },
          { timeout: 45_000 },
        )
        .toBe(true);

    // Online: the send log, then the silences.
    await page.goto(`/notifications?org=${orgId}`);
    await expect(bodyRows(await loadedTable(page, 'Notifications')).first()).toBeVisible();
    await cached('"notifications/send-history"');
    await page.goto(`/notifications/silences?org=${orgId}`);
    const table = await loadedTable(page, 'Silences');
    const firstReason =
      (await table.locator('tbody tr td:nth-child(4)').first().textContent()) ?? '';
    expect(firstReason).not.toBe('');
    await cached('"notifications/silences"');
    await cached('"notifications/send-history"');

    // The backend stops: a reload paints the silences from cache under the banner.
    await sandbox.stop();
    sandbox = null;
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByText(BANNER)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('table', { name: 'Silences' })).toContainText(firstReason);
    const add = page.getByRole('button', { name: 'Add Silence' });
    await expect(add).toBeDisabled();
    await page.locator('.mcd-offline-guard', { has: add }).hover();
    await expect(page.getByText(OFFLINE_REASON).first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/silences-offline.png` });
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: /^Delete silence / }).first()).toBeDisabled();
    await page.getByRole('table', { name: 'Silences' }).getByText(firstReason).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Save' })).toBeDisabled();
    await escapeDialog(page.getByRole('dialog'));

    // The send log from cache too; the rules, never visited, are not available offline.
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(
      bodyRows(page.getByRole('table', { name: 'Notifications' })).first(),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Rules' }).click();
    await expect(page.getByRole('heading', { name: 'Not available offline' })).toBeVisible({
      timeout: 15_000,
    });
    await context.close();
  } finally {
    await sandbox?.stop();
    await stopBrowserMode(host);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
