// A user invited from Settings → Users completes registration through the invite link (issue 19
// item 5) on a Sandbox in Kratos mode. As Mission Control (reference §4.10 U6): the invite is a
// pending invitation mailed with the link `<console>/login?invite=<id>` (the Sandbox's courier
// holds the mail); the invitee pastes the link on the organisation's sign-in screen ('Have an
// invite link?') or opens `/login?invite=` in this app, registers with the invited email and a
// password, and ends signed in with the invited role. No password or session reaches the renderer.
import type { Page } from '@playwright/test';
import { expect, test, type BrowserModeHost } from './fixtures.ts';
import { answerConfirmation } from './helpers/confirm.ts';
import { expectNoSecretInRenderer, recordTraffic } from './helpers/identity-isolation.ts';
import { ipc } from './helpers/ipc.ts';
import { flowForm, useKratosSandbox } from './helpers/kratos-sandbox.ts';
import { shotsLightDark } from './helpers/screenshots.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';
const kratos = useKratosSandbox();

/** Invites `email` as `role` from Settings → Users of an admin's organisation: the link shown. */
async function inviteFromSettings(
  page: Page,
  host: BrowserModeHost,
  email: string,
  role: string,
): Promise<string> {
  const adminOrg = await kratos.openOrg(page, '/health', 'Kratos admin');
  await ipc(page.request, 'auth:signIn', { orgId: adminOrg, method: 'token', token: kratos.token });
  await page.goto(`/settings/users?org=${adminOrg}`);
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('First name').fill('Ines');
  await dialog.getByLabel('Last name').fill('Vitee');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption(role);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  // The invitation link sets a password: the gateway sends it only once the user confirmed.
  await answerConfirmation(host, page.context(), 'Send invitation', {
    message: `Invite ${email} to Kratos admin?`,
  });
  const linkDialog = page.getByRole('dialog', { name: 'Invite Link' });
  await expect(linkDialog).toContainText(/\/login\?invite=[0-9a-f-]{36}/);
  const link = (await linkDialog.locator('code').textContent())?.trim() ?? '';
  await linkDialog.getByRole('button', { name: 'Close' }).click();
  return link;
}

/** Fills the registration form on screen and submits it. */
async function register(page: Page, email: string, password: string) {
  await flowForm(page).locator('input[name="traits.email"]').fill(email);
  await flowForm(page).locator('input[name="traits.name.first"]').fill('Ines');
  await flowForm(page).locator('input[name="traits.name.last"]').fill('Vitee');
  await flowForm(page).locator('input[name="password"]').fill(password);
  await flowForm(page).getByRole('button', { name: 'Sign up' }).click();
}

test('invited from Settings → Users, the user pastes the link, registers and is signed in', async ({
  page,
  host,
}) => {
  const email = 'invited.sre@sandbox.local';
  const password = 'invitee-password-1';
  const link = await inviteFromSettings(page, host, email, 'editor');
  // The mail the invitee gets (the Sandbox's courier stands in for SMTP).
  const mail = await kratos.latestMessage(email, /Invitation to join Mission Control/);
  expect(mail.body).toContain(link);

  // The invitee's own organisation entry for the same server, signed out.
  const traffic = recordTraffic(page);
  const orgId = await kratos.openOrg(page, '/health', 'Kratos invitee');
  await page.getByRole('button', { name: 'Have an invite link?' }).click();
  const paste = page.getByRole('form', { name: 'Invite link' });
  await paste
    .getByLabel('Invite link')
    .fill('https://other.example.com/login?invite=0b7c6f5e-3f1a-4c2d-9e8f-123456789abc');
  await paste.getByRole('button', { name: 'Continue' }).click();
  await expect(paste.getByText(/This invitation is for other\.example\.com/)).toBeVisible();
  await paste.getByLabel('Invite link').fill(link);
  await paste.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: /Accept your invitation/ })).toBeVisible();
  await expect(flowForm(page)).toHaveAttribute('data-flow-kind', 'registration');
  await shotsLightDark(page, SHOTS, 'invite-registration');
  await register(page, email, password);
  await expect
    .poll(async () => (await kratos.authState(page.request, orgId)).state)
    .toBe('signed-in');
  await expect(flowForm(page)).toHaveCount(0);
  const status = await kratos.authState(page.request, orgId);
  expect(status.method).toBe('hosted');
  expect(status.user).toMatchObject({ email });
  expect((status.user as { roles: string[] }).roles).toContain('editor');
  // Signed in as the invitee, with the invited role.
  await page.goto(`/profile-settings?org=${orgId}`);
  await expect(page.getByRole('table', { name: 'Profile' })).toContainText('editor');
  await expect(page.locator('input[name="traits.email"]')).toHaveValue(email);
  await shotsLightDark(page, SHOTS, 'invite-signed-in');
  // Their settings offer two-factor enrolment with a real QR code (a PNG, as Kratos sends).
  const qr = page.getByRole('region', { name: 'Account settings' }).locator('img');
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await qr.scrollIntoViewIfNeeded();
  await qr.screenshot({ path: `${SHOTS}/invite-totp-qr.png` });
  await expectNoSecretInRenderer(page, traffic, host.userDataDir, [password]);
});

test('the invite link opened in the app (/login?invite=): another email is refused, then registered', async ({
  page,
  host,
}) => {
  const email = 'second.invitee@sandbox.local';
  const password = 'second-invitee-pass';
  const link = await inviteFromSettings(page, host, email, 'viewer');
  const invite = new URL(link).searchParams.get('invite')!;
  const traffic = recordTraffic(page);
  const orgId = await kratos.openOrg(page, `/login?invite=${invite}`, 'Kratos invitee 2');
  await expect(page.getByRole('heading', { name: /Accept your invitation/ })).toBeVisible();
  await register(page, 'not.invited@sandbox.local', password);
  await expect(
    page.getByText('This invitation was sent to another email address: register with that one.'),
  ).toBeVisible();
  await register(page, email, password);
  await expect
    .poll(async () => (await kratos.authState(page.request, orgId)).state)
    .toBe('signed-in');
  expect(
    ((await kratos.authState(page.request, orgId)).user as { roles: string[] }).roles,
  ).toContain('viewer');
  // The form (whose password field React mirrors into its value attribute) has gone with the
  // sign-in; only then is the page's DOM what a signed-in user keeps.
  await expect(flowForm(page)).toHaveCount(0);
  await expectNoSecretInRenderer(page, traffic, host.userDataDir, [password]);
});
