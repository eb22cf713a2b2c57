// Deep links in browser mode (issue 20 items 1 and 5): `/open?link=missioncontrol://<org>/<route>`
// switches to that organisation and route; a hostile link is refused with its reason and never
// followed; 'Copy link' on a row and in the top bar put the row's and the page's
// missioncontrol:// link in the clipboard; `?` lists every shortcut.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandbox,
} from './helpers/extra-sandbox.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { bodyRows, dbRows } from './helpers/sandbox-db.ts';
import { escapeDialog } from './helpers/escape.ts';

const SHOTS = '/tmp/shots-deeplinks';
const open = (link: string) => `/open?link=${encodeURIComponent(link)}`;
const switcher = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Organisation: ${name}`) });

test.describe('deep links', () => {
  test.afterAll(async () => {
    await disposeExtraSandboxes();
  });

  test('a link into another organisation lands on that organisation and route', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const extra = await startExtraSandbox();
    const orgB = await addSandboxOrg(page.request, { name: 'Linked Org', sandbox: extra });
    await onSandbox(page);
    await page.goto('/health?org=sandbox');
    // The switcher shows while the worker's Sandbox still starts; the user menu once it answers.
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 90_000 });

    await page.goto(open(`missioncontrol://${orgB}/playbooks/runs?status=failed`));
    await expect(page).toHaveURL(/\/playbooks\/runs\?status=failed/, { timeout: 30_000 });
    await expect(switcher(page, 'Linked Org')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Playbook Runs' })).toBeVisible();

    // And back into the Sandbox from Linked Org.
    await page.goto(open('missioncontrol://sandbox/incidents'));
    await expect(page).toHaveURL(/\/incidents$/);
    await expect(switcher(page, 'Sandbox')).toBeVisible();
  });

  test('hostile links are refused with their reason and never followed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await onSandbox(page);
    const refused = page.getByTestId('deep-link-refusal');
    const cases: [string, RegExp][] = [
      ['https://evil.example/health', /Only missioncontrol:\/\/ links can be opened, not https:/],
      ['missioncontrol://sandbox/catalog/%2e%2e/%2e%2e/api', /path traversal/],
      ['missioncontrol://nowhere/health', /"nowhere" is not set up in this app/],
      ['missioncontrol://sandbox/api/auth/token', /"\/api\/auth\/token" is not a page/],
      ['missioncontrol://admin:secret@sandbox/health', /credentials/],
      [`missioncontrol://sandbox/health?q=${'x'.repeat(2100)}`, /too long/],
    ];
    for (const [link, reason] of cases) {
      await page.goto(open(link));
      await expect(page.getByRole('heading', { name: 'This link was not opened' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(refused).toContainText(reason);
      expect(new URL(page.url()).pathname).toBe('/open');
    }
    await page.goto(open('missioncontrol://sandbox/../../etc/passwd'));
    await expect(refused).toContainText(/path traversal/);
    await page.screenshot({ path: `${SHOTS}/refused-link.png` });
  });

  test('Copy link on a row and on the page copies the missioncontrol:// link; `?` lists shortcuts', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 800 });
    await onSandbox(page);
    await page.goto('/playbooks/runs?org=sandbox');
    const table = page.getByRole('table', { name: 'Playbook Runs' });
    const row = bodyRows(table).first();
    await expect(row).toBeVisible({ timeout: 30_000 });

    await row.click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Row actions' });
    await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/row-copy-link.png` });
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^missioncontrol:\/\/sandbox\/playbooks\/runs\/[0-9a-f-]{36}$/);

    // The row's Open goes where its link leads.
    await row.click({ button: 'right' });
    await page
      .getByRole('menu', { name: 'Row actions' })
      .getByRole('menuitem', { name: 'Open' })
      .click();
    const runPath = copied.replace('missioncontrol://sandbox', '');
    await expect(page).toHaveURL(new RegExp(`${runPath}$`));

    // The top bar's Copy link: this page's link, which opens the same page.
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`missioncontrol://sandbox${runPath}`);
    await page.goto('/health?org=sandbox');
    await page.goto(open(`missioncontrol://sandbox${runPath}`));
    await expect(page).toHaveURL(new RegExp(`${runPath}$`));

    // `?` outside a field lists every shortcut; inside a field it is typed.
    await page.goto('/catalog?org=sandbox');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 30_000 });
    await page.locator('#main-content').focus();
    await page.keyboard.press('Shift+Slash');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    for (const label of [
      'Switch organisation',
      'Command palette',
      'Show keyboard shortcuts',
      'Back',
      'Toggle sidebar',
      'Row menu (Open, Copy link)',
    ])
      await expect(dialog.getByRole('cell', { name: label, exact: false }).first()).toBeVisible();
    await expect(dialog).toContainText('Ctrl+Shift+P');
    await expect(dialog).toContainText('Ctrl+K');
    await page.screenshot({ path: `${SHOTS}/shortcuts-dialog.png` });
    await escapeDialog(dialog);
    await expect(dialog).toBeHidden();

    const search = page.locator('#main-content input').first();
    if (await search.count()) {
      await search.click();
      await page.keyboard.type('?');
      await expect(dialog).toBeHidden();
    }
  });

  test("Copy link on a paged tab's row (a config's playbook runs) copies the run's link", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 800 });
    await onSandbox(page);
    const [run] = await dbRows<{ config_id: string }>(
      page.request,
      'playbook_runs?config_id=not.is.null&parent_id=is.null&select=config_id&limit=1',
    );
    const [newest] = await dbRows<{ id: string }>(
      page.request,
      `playbook_runs?config_id=eq.${run!.config_id}&parent_id=is.null&select=id&order=created_at.desc&limit=1`,
    );
    await page.goto(`/catalog/${run!.config_id}/playbooks?org=sandbox`);
    const table = page.getByRole('table', { name: 'Playbook runs' });
    const row = bodyRows(table).first();
    await expect(row).toBeVisible({ timeout: 30_000 });

    await row.click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Row actions' });
    await expect(menu.getByRole('menuitem', { name: 'Open' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/paged-tab-row-copy-link.png` });
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`missioncontrol://sandbox/playbooks/runs/${newest!.id}`);
  });
});
