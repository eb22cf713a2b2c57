// An organisation added through IPC and opened on its sign-in screen, for the specs that sign in
// the way a person does (password, built-in identity, SSO) rather than with a token.
import type { Page } from '@playwright/test';
import { ipc } from './ipc.ts';

/**
 * Adds the organisation, keeps sessions out of the keychain (plain CI has none), and opens it at
 * 1280×800, where it shows its sign-in; resolves to the organisation's id.
 */
export async function openOrgAtSignIn(
  page: Page,
  org: { name: string; url: string; signInMethod: string; username?: string },
): Promise<string> {
  const added = await ipc(page.request, 'orgs:add', { ...org, prefix: '' });
  const orgId = String(added.id);
  await ipc(page.request, 'auth:useSessionOnly', {});
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/health?org=${orgId}`);
  return orgId;
}
