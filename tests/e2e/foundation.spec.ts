// The foundation end to end: the built renderer in Chromium reaches main over the browser-mode
// bridge and shows the app's version and mode; the host's guards hold.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

const pkg = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
) as { version: string };

test('the page shows the version and mode read from main over IPC', async ({ page }) => {
  await page.goto('/');
  // The versions live in the About dialog, reachable from the help menu on every screen. The
  // screen may change under the menu while the Sandbox starts (gate → console), so retry.
  test.setTimeout(120_000);
  await expect(async () => {
    await page.getByRole('button', { name: 'Help' }).click();
    await page
      .getByRole('menuitem', { name: 'About Mission Control Desktop' })
      .click({ timeout: 2000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByTestId('app-version')).toHaveText(pkg.version);
  await expect(page.getByTestId('app-mode')).toHaveText('browser');
  await page.screenshot({ path: 'test-results/screenshots/foundation-shell.png' });
});

test('every HTML response carries the Content-Security-Policy', async ({ page }) => {
  for (const route of ['/', '/health?checkId=1&timeRange=1h', '/some/deep/route']) {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
  }
});

test('without the session cookie nothing is served', async ({ browser, host }) => {
  const context = await browser.newContext();
  const response = await context.request.get(`${host.origin}/`);
  expect(response.status()).toBe(401);
  expect(await response.text()).toContain('launch link');
  const ipc = await context.request.post(`${host.origin}/ipc/app:info`, { data: {} });
  expect(ipc.status()).toBe(401);
  await context.close();
});

test('a spent launch token is refused', async ({ browser, host }) => {
  const context = await browser.newContext();
  const response = await context.request.get(`${host.origin}/?token=guessed-or-reused`, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  await context.close();
});

test('IPC from the page: unknown channel and bad payload are refused, the host keeps serving', async ({
  page,
}) => {
  await page.goto('/');
  const results = await page.evaluate(async () => {
    const call = async (channel: string, body: string) => {
      const r = await fetch(`/ipc/${channel}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return {
        status: r.status,
        json: (await r.json()) as { ok: boolean; error?: { code: string } },
      };
    };
    return {
      unknown: await call('nope:nothing', '{}'),
      invalid: await call('settings:set', JSON.stringify({ theme: 'purple' })),
      tooLarge: await call('settings:set', JSON.stringify({ theme: 'x'.repeat(300_000) })),
      after: await call('app:info', '{}'),
    };
  });
  expect(results.unknown.status).toBe(404);
  expect(results.unknown.json.error?.code).toBe('UNKNOWN_CHANNEL');
  expect(results.invalid.status).toBe(400);
  expect(results.invalid.json.error?.code).toBe('INVALID_PAYLOAD');
  expect(results.tooLarge.status).toBe(413);
  expect(results.tooLarge.json.error?.code).toBe('PAYLOAD_TOO_LARGE');
  expect(results.after.json.ok).toBe(true);
});
