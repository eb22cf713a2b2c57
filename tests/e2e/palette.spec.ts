// The command palette (issue 20 item 4) in browser mode: a second organisation, backed by its
// own Sandbox process, is visited (its check is cached by main), then stopped; from the Sandbox
// organisation Ctrl+Shift+P finds that check in the offline organisation's cache, labelled with
// it, and Enter switches to it and opens the check from the cache. The opened check comes back
// first, marked Recent. Screenshots of the palette, light and dark, at 1280x800.
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandbox,
  type ExtraSandbox,
} from './helpers/extra-sandbox.ts';
import { ipc } from './helpers/ipc.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { waitForOrgCache } from './helpers/offline-cache.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

let extra: ExtraSandbox;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  extra = await startExtraSandbox();
});

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

test('the palette finds a check of another, offline organisation in its cache and opens it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await onSandbox(page);
  // A name only the second organisation has, so the match cannot come from the Sandbox org.
  const [check] = await extra.rows<{ id: string; name: string }>(
    'checks',
    'select=id,name&limit=1',
  );
  expect(check).toBeDefined();
  const unique = `palette-probe-${randomBytes(4).toString('hex')}`;
  const renamed = await fetch(`${extra.url}/db/checks?id=eq.${check!.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${extra.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: unique }),
  });
  expect(renamed.ok).toBe(true);
  const orgName = `Palette B ${randomBytes(2).toString('hex')}`;
  const orgId = await addSandboxOrg(page.request, { name: orgName, sandbox: extra });
  try {
    // Online: the check is seen once, so its organisation's cache holds it.
    await page.goto(`/health?org=${orgId}&hidePassing=false&timeRange=15m&checkId=${check!.id}`);
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: unique }).first()).toBeVisible({
      timeout: 30_000,
    });
    await waitForOrgCache(page.request, orgId, [
      unique,
      `["health","check",{"id":"${check!.id}"}]`,
    ]);

    // The second organisation goes offline; the window shows the Sandbox organisation.
    await extra.stop();
    await page.goto('/health?org=sandbox');
    await expect(page.getByTestId('org-colour-band')).toBeVisible();

    await page.keyboard.press('Control+Shift+P');
    const palette = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('combobox', { name: 'Search every organisation' }) });
    await expect(palette).toBeVisible();
    const input = palette.getByRole('combobox', { name: 'Search every organisation' });
    await expect(input).toBeFocused();
    await input.pressSequentially(`type:check ${unique.slice(0, 16)}`);
    const option = palette.getByRole('option').filter({ hasText: unique });
    await expect(option).toHaveCount(1, { timeout: 20_000 });
    await expect(option).toContainText(orgName);
    await expect(option).toContainText('Check');
    await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.screenshot(shot('palette-light'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot(shot('palette-dark'));
    await page.emulateMedia({ colorScheme: 'light' });

    // Enter: the window switches to the offline organisation and opens the check from its cache.
    await input.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`checkId=${check!.id}`));
    await expect(page.getByRole('heading', { name: unique }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/^Offline — showing data from/)).toBeVisible({ timeout: 20_000 });

    // Opened once, it comes back first, marked Recent; Esc closes the palette.
    await page.keyboard.press('Control+P');
    await expect(palette).toBeVisible();
    const first = palette.getByRole('option').first();
    await expect(first).toContainText(unique, { timeout: 20_000 });
    await expect(first).toContainText('Recent');
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  } finally {
    await ipc(page.request, 'orgs:remove', { id: orgId });
  }
});
