// Single sign-on in browser mode (issue 19 item 4): an organisation whose backend offers OIDC (a
// Sandbox started with --oidc-issuer, accepting the tokens of a real `oidc-provider` on
// 127.0.0.1). The sign-in screen offers "Sign in with single sign-on"; main opens the provider's
// page "in the system browser" — here the host prints the URL and a second page opens it — and
// the first page shows "Continue in your browser…" with Cancel until the loopback redirect
// arrives. No access or refresh token reaches the renderer: not its DOM, storage or traffic.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { spawnSandbox, type SpawnedSandbox } from '../../electron/sandbox/spawn.ts';
import { startTestProvider, type TestProvider } from '../integration/auth/oidc-provider-fixture.ts';
import { expect, test, type BrowserModeHost } from './fixtures.ts';
import { SANDBOX_TEMPLATE_DIR } from './global-setup.ts';
import { ipc } from './helpers/ipc.ts';
import { openOrgAtSignIn } from './helpers/open-org.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `identity-oidc-${name}.png`) });
/** A JWT (access token) anywhere in a text. */
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/;

let provider: TestProvider;
let sandbox: SpawnedSandbox;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  provider = await startTestProvider({ resource: 'http://127.0.0.1/api' });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'mcd-oidc-sandbox-'));
  cpSync(SANDBOX_TEMPLATE_DIR, dataDir, { recursive: true });
  sandbox = await spawnSandbox({
    dataDir,
    tickerMs: 0,
    timeoutMs: 200_000,
    oidcIssuer: provider.issuer,
  });
});

test.afterAll(async () => {
  await sandbox?.stop();
  await provider?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The next sign-in page the host opens (it prints `sign-in page: <url>`). */
function nextSignInPage(host: BrowserModeHost): Promise<string> {
  return new Promise((resolve) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /sign-in page: (\S+)/.exec(output);
      if (match?.[1]) {
        host.process.stdout?.off('data', onData);
        resolve(match[1]);
      }
    };
    host.process.stdout?.on('data', onData);
  });
}

let orgCount = 0;
/** The organisations a test added: removed after it, since specs share the worker's host. */
const added: string[] = [];
test.afterEach(async ({ page }) => {
  for (const id of added.splice(0)) await ipc(page.request, 'orgs:remove', { id });
});
async function openOrg(page: Page, signInMethod: 'oidc' | 'hosted' = 'oidc'): Promise<string> {
  const orgId = await openOrgAtSignIn(page, {
    name: `SSO ${++orgCount}`,
    url: sandbox.url,
    signInMethod,
  });
  added.push(orgId);
  return orgId;
}

function recordTraffic(page: Page) {
  const seen: { url: string; text: Promise<string> }[] = [];
  page.on('requestfinished', (request: Request) => {
    seen.push({
      url: request.url(),
      text: request
        .response()
        .then(async (r) =>
          [
            JSON.stringify(request.headers()),
            request.postData() ?? '',
            r ? await r.text().catch(() => '') : '',
          ].join('\n'),
        )
        .catch(() => ''),
    });
  });
  return seen;
}

test('signs in with single sign-on in the browser; no token reaches the renderer', async ({
  page,
  host,
  context,
}) => {
  const traffic = recordTraffic(page);
  const orgId = await openOrg(page);
  const start = page.getByRole('button', { name: 'Sign in with single sign-on' });
  await expect(start).toBeVisible();
  await expect(page.getByText('is not available in this build yet')).toHaveCount(0);
  await shot(page, 'start');

  const signInPage = nextSignInPage(host);
  await start.click();
  await expect(page.getByText('Continue in your browser…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await shot(page, 'waiting');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'waiting-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The "system browser": a second page follows the provider's login and consent.
  const url = await signInPage;
  expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
  const browser = await context.newPage();
  await browser.goto(url);
  await browser.locator('input[name="login"]').fill('admin@sandbox.local');
  await browser.locator('input[name="password"]').fill('anything');
  await browser.getByRole('button', { name: 'Sign-in' }).click();
  await browser.getByRole('button', { name: 'Continue' }).click();
  await expect(
    browser.getByText('You can close this tab and return to Mission Control'),
  ).toBeVisible();
  await browser.screenshot({ path: path.join(SHOTS, 'identity-oidc-browser-done.png') });
  await browser.close();

  await expect(page.getByText('Continue in your browser…')).toHaveCount(0);
  await expect
    .poll(async () => (await ipc(page.request, 'auth:status', { orgId })).state)
    .toBe('signed-in');
  const status = await ipc(page.request, 'auth:status', { orgId });
  expect(status.method).toBe('oidc');
  await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toHaveCount(0);
  await shot(page, 'signed-in');

  // No token in the renderer: its DOM, storage, cookies, nor any request or answer it saw.
  const dom = await page.content();
  const storage = await page.evaluate(() =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
    }),
  );
  expect(dom).not.toMatch(JWT);
  expect(storage).not.toMatch(JWT);
  expect(JSON.stringify(await context.cookies(host.origin))).not.toMatch(JWT);
  for (const entry of traffic) expect(await entry.text, entry.url).not.toMatch(JWT);
});

test('Cancel stops waiting for the browser and offers the sign-in again', async ({
  page,
  host,
}) => {
  const orgId = await openOrg(page);
  const signInPage = nextSignInPage(host);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page.getByText('Continue in your browser…')).toBeVisible();
  const url = await signInPage;
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toBeVisible();
  // Cancelling is not a failure.
  await expect(page.locator('[role="alert"]:not(.bp6-toast-message)')).toHaveCount(0);
  // The loopback listener is gone: the provider's redirect would find nobody.
  const redirect = new URL(url).searchParams.get('redirect_uri') ?? '';
  await expect(fetch(`${redirect}?code=x&state=y`)).rejects.toThrow();
  expect((await ipc(page.request, 'auth:status', { orgId })).state).toBe('needs-sign-in');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'start-dark');
});

test('a hosted identity provider signs in through the same browser sign-in', async ({
  page,
  host,
}) => {
  const orgId = await openOrg(page, 'hosted');
  const signInPage = nextSignInPage(host);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page.getByText('Continue in your browser…')).toBeVisible();
  expect(new URL(await signInPage).searchParams.get('code_challenge_method')).toBe('S256');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('is not available in this build yet')).toHaveCount(0);
  expect((await ipc(page.request, 'auth:status', { orgId })).state).toBe('needs-sign-in');
});

test('a person the backend does not know gets the reason; the org form offers single sign-on', async ({
  page,
  host,
  context,
}) => {
  await openOrg(page);
  const signInPage = nextSignInPage(host);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  const browser = await context.newPage();
  await browser.goto(await signInPage);
  await browser.locator('input[name="login"]').fill('stranger@example.com');
  await browser.locator('input[name="password"]').fill('anything');
  await browser.getByRole('button', { name: 'Sign-in' }).click();
  await browser.getByRole('button', { name: 'Continue' }).click();
  await expect(browser.getByText('You can close this tab')).toBeVisible();
  await browser.close();
  // The sign-in callout, not the toasts beside it ("Confirm in the new browser tab" is an alert too).
  const failed = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
  await expect(failed).toContainText('did not accept the token its single sign-on issued');
  await expect(failed).toContainText('no person for this identity');
  await shot(page, 'failed');

  await page.getByRole('button', { name: 'Edit organisation…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Single sign-on (OIDC)' })).toBeChecked();
  await expect(dialog.getByLabel('Email (optional)')).toBeVisible();
  await shot(page, 'org-form');
});
