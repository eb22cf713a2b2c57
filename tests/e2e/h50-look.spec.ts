import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ipc } from './helpers/ipc.ts';
import { useKratosSandbox, shotsLightDark } from './helpers/kratos-sandbox.ts';
import { onSandbox } from './helpers/sandbox-org.ts';

const D = '/tmp/h50shots';
const kratos = useKratosSandbox();

async function menu(page: Page, name: string) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${D}/${name}.png` });
  await page.keyboard.press('Escape');
}

test('look: sandbox password sign-in, menus', async ({ page }) => {
  test.setTimeout(120_000);
  await onSandbox(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await ipc(page.request, 'auth:useSessionOnly', {});
  await page.goto('/health');
  await menu(page, 'menu-initial');
  await ipc(page.request, 'auth:signIn', { orgId: 'sandbox', method: 'password', email: 'viewer@sandbox.local', password: 'sandbox' });
  await page.goto('/health');
  await menu(page, 'menu-viewer');
  await page.goto('/profile-settings');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${D}/profile-viewer.png` });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${D}/signin-sandbox.png` });
  await ipc(page.request, 'auth:signIn', { orgId: 'sandbox', method: 'password', email: 'editor@sandbox.local', password: 'sandbox' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${D}/after-editor.png` });
  await menu(page, 'menu-editor');
  await page.goto('/recovery?org=sandbox');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${D}/recovery-sandbox.png` });
  await page.goto('/registration?org=sandbox');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${D}/registration-sandbox.png` });
});

test('look: kratos', async ({ page }) => {
  test.setTimeout(120_000);
  const org = await ipc(page.request, 'orgs:add', { name: 'K1', url: kratos.url, prefix: '', signInMethod: 'password', username: 'viewer@sandbox.local' });
  await ipc(page.request, 'auth:useSessionOnly', {});
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/health?org=${org.id}`);
  await page.waitForTimeout(2000);
  await shotsLightDark(page, D, 'kratos-signin');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.locator('.mcd-flow input[name="email"]').fill('viewer@sandbox.local');
  await page.locator('.mcd-flow').getByRole('button', { name: /Submit|Continue|Send/ }).first().click();
  await expect(page.locator('.mcd-flow input[name="code"]')).toBeVisible();
  const msg = await kratos.latestMessage('viewer@sandbox.local', /./);
  await page.locator('.mcd-flow input[name="code"]').fill(/\b(\d{6})\b/.exec(msg.body)![1]!);
  await page.locator('.mcd-flow').getByRole('button', { name: /Submit|Continue/ }).first().click();
  const pw = page.locator('form[data-group="password"]');
  await expect(pw).toBeVisible();
  await pw.locator('input[name="password"]').fill('a-brand-new-password');
  await pw.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved!')).toBeVisible();
  await page.screenshot({ path: `${D}/kratos-after-recovery.png` });
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${D}/kratos-back-signin.png` });
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${D}/kratos-create-account.png` });
  await ipc(page.request, 'orgs:remove', { id: org.id });
});
