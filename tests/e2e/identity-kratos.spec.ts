// Sign-in and self-service through an organisation's built-in identity (issue 19 items 2–3; spec 3
// §2.11, §4, §8) against a Sandbox in Kratos mode: forms come from the flows' ui nodes; password
// sign-in with a wrong password first; a TOTP second factor (the test computes the code); the
// confirmation ('Confirm Action') before profile settings; profile edit; recovery and verification
// by the codes the Sandbox's courier holds; an expired flow restarted with its text; the
// flow-error page. Throughout, no session token, password or TOTP secret reaches the renderer: not
// its DOM, storage or cookies, not the answers it gets, nor any plain file of the user-data folder.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSecretInRenderer, recordTraffic } from './helpers/identity-isolation.ts';
import { ipc } from './helpers/ipc.ts';
import {
  SANDBOX_PASSWORD as PASSWORD,
  TOTP_EMAIL,
  TOTP_SECRET,
  useKratosSandbox,
} from './helpers/kratos-sandbox.ts';
import { totp } from './helpers/totp.ts';

// page.clock installs a fake clock in the whole browser context: a context of this file's own.
test.use({ freshContext: true });

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `identity-${name}.png`) });

const kratos = useKratosSandbox();
const openOrg = (page: Page) => kratos.openOrg(page);
const authState = kratos.authState;

/** The one-time code in the newest message the courier sent to `email`. */
async function latestCode(email: string): Promise<string> {
  const message = await kratos.latestMessage(email, /./);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  expect(code, message.body).toBeDefined();
  return code!;
}

function form(page: Page) {
  return page.locator('.mcd-flow');
}

test('password sign-in through the identity flow; a wrong password shows the service’s message', async ({
  page,
  host,
}) => {
  const traffic = recordTraffic(page);
  const orgId = await openOrg(page);
  await expect(page.getByRole('heading', { name: /Sign in to Kratos/ })).toBeVisible();
  // The fields are the flow's nodes: the identifier and password inputs it describes.
  const identifier = form(page).locator('input[name="identifier"]');
  const password = form(page).locator('input[name="password"]');
  await identifier.fill('admin@sandbox.local');
  await password.fill('not-the-password');
  await form(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText(
      'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
    ),
  ).toBeVisible();
  await shot(page, 'login-wrong-password');
  await form(page).locator('input[name="identifier"]').fill('admin@sandbox.local');
  await form(page).locator('input[name="password"]').fill(PASSWORD);
  await form(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.mcd-flow')).toHaveCount(0);
  await expect.poll(async () => (await authState(page.request, orgId)).state).toBe('signed-in');
  expect((await authState(page.request, orgId)).method).toBe('hosted');
  await expectNoSecretInRenderer(page, traffic, host.userDataDir, ['not-the-password']);
});

test('TOTP second factor: "Two-Factor Authentication", the code the test computes, then signed in', async ({
  page,
  host,
}) => {
  const traffic = recordTraffic(page);
  const orgId = await openOrg(page);
  await form(page).locator('input[name="identifier"]').fill(TOTP_EMAIL);
  await form(page).locator('input[name="password"]').fill(PASSWORD);
  await form(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await shot(page, 'login-aal2');
  // A wrong code first: the flow comes back with the service's message.
  await form(page)
    .locator('input[name="totp_code"]')
    .fill('000000' === totp(TOTP_SECRET) ? '111111' : '000000');
  await form(page).getByRole('button', { name: 'Use Authenticator' }).click();
  await expect(
    page.getByText('The provided authentication code is invalid, please try again.'),
  ).toBeVisible();
  await form(page).locator('input[name="totp_code"]').fill(totp(TOTP_SECRET));
  await form(page).getByRole('button', { name: 'Use Authenticator' }).click();
  await expect.poll(async () => (await authState(page.request, orgId)).state).toBe('signed-in');
  await expect(page.locator('.mcd-flow')).toHaveCount(0);
  await expectNoSecretInRenderer(page, traffic, host.userDataDir, [TOTP_SECRET]);
});

test('profile settings: confirm who you are ("Confirm Action"), edit the name, message gone after 10 s', async ({
  page,
}) => {
  // The page's clock is Playwright's, so the 10 s the message stays are skipped, not waited.
  await page.clock.install();
  const orgId = await openOrg(page);
  // Signed in with an access token: main holds no identity session, so settings ask to confirm.
  await ipc(page.request, 'auth:signIn', { orgId, method: 'token', token: kratos.token });
  await page.goto(`/profile-settings?org=${orgId}`);
  const settings = page.getByRole('region', { name: 'Account settings' });
  await expect(settings.getByRole('heading', { name: 'Confirm Action' })).toBeVisible();
  await shot(page, 'profile-confirm');
  await settings.locator('input[name="identifier"]').fill('admin@sandbox.local');
  await settings.locator('input[name="password"]').fill(PASSWORD);
  await settings.getByRole('button', { name: 'Sign in' }).click();
  await expect(settings.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  const profile = settings.locator('form[data-group="profile"]');
  const first = profile.locator('input[name="traits.name.first"]');
  await first.fill('Edited');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Your changes have been saved!')).toBeVisible();
  await shot(page, 'profile-saved');
  await expect(settings.locator('input[name="traits.name.first"]')).toHaveValue('Edited');
  await expect(settings.locator('input[name="traits.email"]')).toHaveValue('admin@sandbox.local');
  // Spec 3 §2.11: profile messages clear after 10 s; still there just before.
  await page.clock.fastForward(9_000);
  await expect(settings.getByText('Your changes have been saved!')).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(settings.getByText('Your changes have been saved!')).toHaveCount(0);
});

test('recovery by code from the sign-in screen, a new password, then sign-in with it', async ({
  page,
}) => {
  const orgId = await openOrg(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Recover your account' })).toBeVisible();
  await form(page).locator('input[name="email"]').fill('viewer@sandbox.local');
  await form(page)
    .getByRole('button', { name: /Submit|Continue|Send/ })
    .first()
    .click();
  await expect(page.locator('.mcd-flow input[name="code"]')).toBeVisible();
  await shot(page, 'recovery-code');
  await form(page)
    .locator('input[name="code"]')
    .fill(await latestCode('viewer@sandbox.local'));
  await form(page)
    .getByRole('button', { name: /Submit|Continue/ })
    .first()
    .click();
  // The recovery hands over to the settings flow: a new password.
  const passwordForm = page.locator('form[data-group="password"]');
  await expect(passwordForm).toBeVisible();
  await passwordForm.locator('input[name="password"]').fill('a-brand-new-password');
  await passwordForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved!')).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await form(page).locator('input[name="identifier"]').fill('viewer@sandbox.local');
  await form(page).locator('input[name="password"]').fill('a-brand-new-password');
  await form(page).getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(async () => (await authState(page.request, orgId)).state).toBe('signed-in');
});

test('verification by code at /verification', async ({ page }) => {
  const orgId = await openOrg(page);
  await ipc(page.request, 'auth:signIn', { orgId, method: 'token', token: kratos.token });
  await page.goto(`/verification?org=${orgId}`);
  await expect(page.getByRole('heading', { name: 'Verify your account' })).toBeVisible();
  await form(page).locator('input[name="email"]').fill('admin@sandbox.local');
  await form(page)
    .getByRole('button', { name: /Submit|Continue|Send/ })
    .first()
    .click();
  await expect(form(page).locator('input[name="code"]')).toBeVisible();
  await form(page)
    .locator('input[name="code"]')
    .fill(await latestCode('admin@sandbox.local'));
  await form(page)
    .getByRole('button', { name: /Submit|Continue|Verify/ })
    .first()
    .click();
  await expect(page.getByText('You successfully verified your email address.')).toBeVisible();
  await shot(page, 'verification-done');
});

test('an expired flow starts again with "Your interaction expired…"; the flow-error page', async ({
  page,
}) => {
  const orgId = await openOrg(page);
  const flowId = await form(page).getAttribute('data-flow-id');
  expect(flowId).toBeTruthy();
  const expired = await fetch(`${kratos.url}/kratos/sandbox/flows/${flowId}/expire`, {
    method: 'POST',
  });
  expect(expired.status).toBe(200);
  await form(page).locator('input[name="identifier"]').fill('admin@sandbox.local');
  await form(page).locator('input[name="password"]').fill(PASSWORD);
  await form(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('Your interaction expired, please fill out the form again.'),
  ).toBeVisible();
  await expect(form(page)).not.toHaveAttribute('data-flow-id', flowId!);
  await shot(page, 'login-expired');
  // Signed in, an unknown flow error id leads home (404).
  await ipc(page.request, 'auth:signIn', { orgId, method: 'token', token: kratos.token });
  await page.goto(`/flow-error?org=${orgId}&id=00000000-0000-0000-0000-000000000000`);
  await expect(page).not.toHaveURL(/flow-error/);
});
