// The identity flow errors of spec 3 §8 (texts meant literally) and registration at /registration,
// against a Sandbox in Kratos mode. What the Sandbox meets on its own is met that way (a 400 with
// messages, a forbidden return_to, whoami 403 for a TOTP user, sessions made old, aal1 or revoked
// by its sandbox-only session trigger); what an api flow cannot meet there (a CSRF violation,
// session_already_available, a bare 410, whoami 401/422) the Sandbox answers once on request
// (docs/sandbox-identity.md, "Sandbox-only").
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSecretInRenderer, recordTraffic } from './helpers/identity-isolation.ts';
import { ipc } from './helpers/ipc.ts';
import {
  flowForm,
  signInThroughFlow,
  TOTP_EMAIL,
  TOTP_SECRET,
  useKratosSandbox,
} from './helpers/kratos-sandbox.ts';
import { shotsLightDark } from './helpers/screenshots.ts';
import { totp } from './helpers/totp.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';
const kratos = useKratosSandbox();

const EXPIRED = 'Your interaction expired, please fill out the form again.';
const CSRF = 'A security violation was detected, please fill out the form again.';
const RETURN_TO = 'The return_to address is not allowed.';

const flowId = async (page: Page) => (await flowForm(page).getAttribute('data-flow-id')) ?? '';
const signedIn = (page: Page, orgId: string) =>
  expect.poll(async () => (await kratos.authState(page.request, orgId)).state).toBe('signed-in');

async function fillRegistration(page: Page, email: string, password: string) {
  await flowForm(page).locator('input[name="traits.email"]').fill(email);
  await flowForm(page).locator('input[name="traits.name.first"]').fill('Reg');
  await flowForm(page).locator('input[name="traits.name.last"]').fill('Istered');
  await flowForm(page).locator('input[name="password"]').fill(password);
}

/** An organisation signed in through the identity flow as `email`, on /profile-settings' form. */
async function settingsOf(page: Page, email: string, second?: string) {
  const orgId = await kratos.openOrg(page);
  await signInThroughFlow(page, email);
  if (second) {
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    await flowForm(page).locator('input[name="totp_code"]').fill(totp(second));
    await flowForm(page).getByRole('button', { name: 'Use Authenticator' }).click();
  }
  await signedIn(page, orgId);
  await page.goto(`/profile-settings?org=${orgId}`);
  const settings = page.getByRole('region', { name: 'Account settings' });
  await expect(settings.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  return { orgId, settings };
}

test('registration at /registration: a 400 redisplays the flow with its messages, then signed in', async ({
  page,
  host,
}) => {
  const password = 'registered-e2e-pass';
  const traffic = recordTraffic(page);
  const orgId = await kratos.openOrg(page, '/registration');
  await expect(page.getByRole('heading', { name: 'Register an account' })).toBeVisible();
  const id = await flowId(page);
  await shotsLightDark(page, SHOTS, 'registration');
  await fillRegistration(page, 'registered.e2e@sandbox.local', 'abc');
  await flowForm(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText('The password must be at least 8 characters long, but got 3.'),
  ).toBeVisible();
  // The same flow again (400 redisplays it), with what was typed kept.
  expect(await flowId(page)).toBe(id);
  await expect(flowForm(page).locator('input[name="traits.email"]')).toHaveValue(
    'registered.e2e@sandbox.local',
  );
  await shotsLightDark(page, SHOTS, 'registration-400');
  await fillRegistration(page, 'registered.e2e@sandbox.local', password);
  await flowForm(page).getByRole('button', { name: 'Sign up' }).click();
  await signedIn(page, orgId);
  expect((await kratos.authState(page.request, orgId)).user).toMatchObject({
    email: 'registered.e2e@sandbox.local',
  });
  await expectNoSecretInRenderer(page, traffic, host.userDataDir, [password]);
});

test('a forbidden return_to: "The return_to address is not allowed."', async ({ page }) => {
  await kratos.openOrg(page, '/login?return_to=https://evil.example.com/steal');
  await expect(page.getByText(RETURN_TO)).toBeVisible();
  await shotsLightDark(page, SHOTS, 'error-return-to');
  // Start again drops the refused return_to instead of meeting the same error.
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(flowForm(page)).toBeVisible();
  await expect(page.getByText(RETURN_TO)).toHaveCount(0);
});

test('a CSRF violation starts the flow again with its text', async ({ page }) => {
  await kratos.openOrg(page);
  const id = await flowId(page);
  await kratos.failNextSubmit(id, 403, 'security_csrf_violation');
  await signInThroughFlow(page, 'admin@sandbox.local');
  await expect(page.getByText(CSRF)).toBeVisible();
  await expect(flowForm(page)).not.toHaveAttribute('data-flow-id', id);
  await shotsLightDark(page, SHOTS, 'error-csrf');
});

test('a 410 starts the flow again ("Your interaction expired…")', async ({ page }) => {
  await kratos.openOrg(page, '/registration');
  const id = await flowId(page);
  await kratos.failNextSubmit(id, 410);
  await fillRegistration(page, 'gone@sandbox.local', 'long-enough-pass');
  await flowForm(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect(flowForm(page)).not.toHaveAttribute('data-flow-id', id);
  await expect(flowForm(page)).toHaveAttribute('data-flow-kind', 'registration');
});

test('session_already_available goes home; a registration ended so says it', async ({ page }) => {
  // Signed out, home is the sign-in form (a fresh flow).
  const signedOut = await kratos.openOrg(page);
  const first = await flowId(page);
  await kratos.failNextSubmit(first, 400, 'session_already_available');
  await signInThroughFlow(page, 'admin@sandbox.local');
  await expect(flowForm(page)).not.toHaveAttribute('data-flow-id', first);
  await expect(flowForm(page).locator('input[name="identifier"]')).toHaveValue('');
  expect((await kratos.authState(page.request, signedOut)).state).not.toBe('signed-in');
  // Signed out, a registration ended so: the sign-in form again, saying so (issue 32 item 3).
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Register an account' })).toBeVisible();
  await kratos.failNextSubmit(await flowId(page), 400, 'session_already_available');
  await fillRegistration(page, 'ended@sandbox.local', 'long-enough-pass');
  await flowForm(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'No account was created: the identity service already has a session open here.',
  );
  await expect(flowForm(page).locator('input[name="identifier"]')).toBeVisible();
  // Signed in, at /registration: the console's home.
  const orgId = await kratos.openOrg(page);
  await ipc(page.request, 'auth:signIn', { orgId, method: 'token', token: kratos.token });
  await page.goto(`/registration?org=${orgId}`);
  await expect(page.getByRole('heading', { name: 'Register an account' })).toBeVisible();
  await kratos.failNextSubmit(await flowId(page), 400, 'session_already_available');
  await fillRegistration(page, 'already@sandbox.local', 'long-enough-pass');
  await flowForm(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(page).not.toHaveURL(/\/registration/);
  await expect(flowForm(page)).toHaveCount(0);
});

test('session_inactive goes to sign-in', async ({ page }) => {
  const orgId = await kratos.openOrg(page);
  await signInThroughFlow(page, 'commander@sandbox.local');
  await signedIn(page, orgId);
  await kratos.changeSessions('commander@sandbox.local', { active: false });
  await page.goto(`/profile-settings?org=${orgId}`);
  const settings = page.getByRole('region', { name: 'Account settings' });
  await expect(settings.getByRole('heading', { name: 'Confirm Action' })).toBeVisible();
  await expect(settings.locator('input[name="password"]')).toBeVisible();
});

test('session_refresh_required goes to sign-in with refresh ("Confirm Action")', async ({
  page,
}) => {
  const { settings } = await settingsOf(page, 'editor@sandbox.local');
  await kratos.changeSessions('editor@sandbox.local', { minutes: 60 });
  const passwordForm = settings.locator('form[data-group="password"]');
  await passwordForm.locator('input[name="password"]').fill('another-long-password');
  await passwordForm.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByRole('heading', { name: 'Confirm Action' })).toBeVisible();
  // Confirmed: back to the settings.
  await settings.locator('input[name="password"]').fill('sandbox');
  await settings.getByRole('button', { name: 'Sign in' }).click();
  await expect(settings.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
});

test('whoami 403 and session_aal2_required go to the second factor', async ({ page }) => {
  // whoami 403: the TOTP user's password alone is not enough (settingsOf answers the TOTP step).
  const { settings } = await settingsOf(page, TOTP_EMAIL, TOTP_SECRET);
  await kratos.changeSessions(TOTP_EMAIL, { aal: 'aal1' });
  const profile = settings.locator('form[data-group="profile"]');
  await profile.locator('input[name="traits.name.first"]').fill('Second');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await expect(settings.locator('input[name="totp_code"]')).toBeVisible();
});

test('whoami 422 goes to the second factor; whoami 401 to sign-in', async ({ page }) => {
  await kratos.openOrg(page);
  await kratos.failNextWhoami(422);
  await signInThroughFlow(page, TOTP_EMAIL);
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();

  const orgId = await kratos.openOrg(page);
  const id = await flowId(page);
  await kratos.failNextWhoami(401);
  await signInThroughFlow(page, 'admin@sandbox.local');
  // A new sign-in flow: the session was refused.
  await expect(flowForm(page)).not.toHaveAttribute('data-flow-id', id);
  await expect(flowForm(page).locator('input[name="identifier"]')).toBeVisible();
  expect((await kratos.authState(page.request, orgId)).state).not.toBe('signed-in');
});
