// A 401 in the middle of a session (fault catalogue row 2), against a real sandbox: the org is
// signed in with a token of its own, which the test revokes. The health dashboard (auto-refresh
// every minute) stays on screen with its rows, marked stale, under one sign-in dialog; no request of
// that org goes out while the dialog is open; signing in again in the dialog closes it and
// refetches the data. The page's clock is Playwright's, so the polling is stepped, not waited for.
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandbox,
  type ExtraSandbox,
} from './helpers/extra-sandbox.ts';

// page.clock installs a fake clock in the whole browser context: a context of this file's own.
test.use({ freshContext: true });

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

let sandbox: ExtraSandbox;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sandbox = await startExtraSandbox();
});

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

/** Calls the sandbox straight (not through the app) as its admin. */
async function asAdmin<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${sandbox.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return ((await response.json()) as { payload: T }).payload;
}

test('a 401 mid-session keeps the stale data under one sign-in dialog, pauses polling and refetches after signing in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A token of the org's own, so revoking it ends only this session.
  const { token } = await asAdmin<{ token: string }>('/auth/create_token', {
    method: 'POST',
    body: JSON.stringify({ name: 'reauth-e2e' }),
  });
  const orgId = await addSandboxOrg(page.request, {
    name: 'Reauth Org',
    sandbox: { url: sandbox.url, token },
  });
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('mc.autoRefresh', '60s'));
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/org/${orgId}/`)) requests.push(request.url());
  });
  await page.goto(`/health?org=${orgId}`);
  const table = page.getByRole('table', { name: 'Health checks' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const rowText = (await firstRow.textContent()) ?? '';

  // The dashboard polls.
  let before = requests.length;
  await page.clock.runFor('01:01');
  await expect.poll(() => requests.length).toBeGreaterThan(before);

  // The session ends: the next poll is refused.
  const tokens = await asAdmin<{ id: string; name: string }[]>('/auth/tokens');
  const mine = tokens.find((t) => t.name === 'reauth-e2e');
  expect(mine).toBeDefined();
  await asAdmin(`/auth/token/${mine!.id}`, { method: 'DELETE' });
  await page.clock.runFor('01:01');

  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Sign in to Reauth Org' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // The console stays, with its rows, marked stale.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toHaveText(rowText);
  await expect(page.getByTestId('reauth-banner')).toContainText(
    /^Signed out — showing data from \d{2}:\d{2} \((just now|\d+ min ago)\)/,
  );
  // No error toast for an expected sign-in request.
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot(shot('reauth-dialog-light'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot(shot('reauth-dialog-dark'));
  await page.emulateMedia({ colorScheme: 'light' });

  // Paused: four polling intervals pass, and nothing goes to that org.
  before = requests.length;
  await page.clock.runFor('04:00');
  // A round trip to the page: a request it had started would have been reported by now.
  await page.evaluate(() => document.title);
  expect(requests.length).toBe(before);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);

  // Signing in again closes the dialog and refetches (the replayed read, then polling again).
  await dialog.getByLabel('Access token').fill(sandbox.token);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => requests.length).toBeGreaterThan(before);
  await expect(page.getByTestId('reauth-banner')).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const afterSignIn = requests.length;
  await page.clock.runFor('01:01');
  await expect.poll(() => requests.length).toBeGreaterThan(afterSignIn);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
