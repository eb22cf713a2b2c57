// A Sandbox in Kratos mode for a spec of the built-in identity (docs/sandbox-identity.md), and what
// its tests do with it: open a new, signed-out organisation on it, read the courier's inbox, and
// use the sandbox-only triggers (a failure on a flow's next submit or the next whoami, an
// identity's sessions made old, aal1 or revoked).
//
//   const kratos = useKratosSandbox();           // at the top of the spec: beforeAll/afterAll
//   const orgId = await kratos.openOrg(page);    // the page opens on its sign-in screen
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { spawnSandbox, type SpawnedSandbox } from '../../../electron/sandbox/spawn.ts';
import { expect, test } from '../fixtures.ts';
import { SANDBOX_TEMPLATE_DIR } from '../global-setup.ts';
import { ipc } from './ipc.ts';

export const SANDBOX_PASSWORD = 'sandbox';
export const TOTP_EMAIL = 'responder@sandbox.local';
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface CourierMessage {
  recipient: string;
  subject: string;
  body: string;
  template_type: string;
}

export function useKratosSandbox() {
  let sandbox: SpawnedSandbox | null = null;
  let dataDir = '';
  let orgCount = 0;
  /** Organisations a test opened: removed after it, since the specs share the worker's host. */
  const added: string[] = [];
  test.afterEach(async ({ page }) => {
    for (const id of added.splice(0)) await ipc(page.request, 'orgs:remove', { id });
  });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mcd-kratos-sandbox-'));
    cpSync(SANDBOX_TEMPLATE_DIR, dataDir, { recursive: true });
    sandbox = await spawnSandbox({ dataDir, auth: 'kratos', tickerMs: 0, timeoutMs: 200_000 });
  });
  test.afterAll(async () => {
    await sandbox?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const running = (): SpawnedSandbox => {
    if (!sandbox) throw new Error('the Kratos sandbox is not running');
    return sandbox;
  };
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${running().url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, `${route}: ${await response.clone().text()}`).toBe(200);
  };
  return {
    get url() {
      return running().url;
    },
    /** The Sandbox's admin access token. */
    get token() {
      return running().token;
    },
    /** A new organisation on the Kratos Sandbox, not signed in; the page opens on it at `route`. */
    async openOrg(page: Page, route = '/health', name = `Kratos ${++orgCount}`): Promise<string> {
      const org = await ipc(page.request, 'orgs:add', {
        name,
        url: running().url,
        prefix: '',
        signInMethod: 'password',
      });
      const orgId = String(org.id);
      added.push(orgId);
      // The test machine has no usable keychain: credentials stay in main's memory.
      await ipc(page.request, 'auth:useSessionOnly', {});
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${route}${route.includes('?') ? '&' : '?'}org=${orgId}`);
      return orgId;
    },
    authState: (request: APIRequestContext, orgId: string) =>
      ipc(request, 'auth:status', { orgId }),
    /** The newest message the courier sent to `email` (waits for one matching `subject`). */
    async latestMessage(email: string, subject: RegExp): Promise<CourierMessage> {
      let found: CourierMessage | undefined;
      await expect
        .poll(async () => {
          const response = await fetch(
            `${running().url}/kratos/admin/courier/messages?recipient=${encodeURIComponent(email)}`,
          );
          found = ((await response.json()) as CourierMessage[]).find((m) =>
            subject.test(m.subject),
          );
          return found?.subject ?? '';
        })
        .toMatch(subject);
      return found!;
    },
    /** The next submit of flow `flowId` answers `{status, error}` (an error id of Kratos, or none). */
    failNextSubmit: (flowId: string, status: number, error?: string) =>
      post(`/kratos/sandbox/flows/${flowId}/fail`, { status, error }),
    /** The next whoami with a session answers `status`. */
    failNextWhoami: (status: number) => post('/kratos/sandbox/whoami/fail', { status }),
    /** Every active session of `email`: signed in `minutes` earlier, down to aal1, or revoked. */
    changeSessions: (email: string, change: { minutes?: number; aal?: 'aal1'; active?: false }) =>
      post('/kratos/sandbox/sessions/change', { email, ...change }),
  };
}

/** The identity flow's form on screen. */
export const flowForm = (page: Page) => page.locator('.mcd-flow');

/** Signs in through the identity flow already on screen (password; the TOTP step when asked). */
export async function signInThroughFlow(page: Page, email: string, password = SANDBOX_PASSWORD) {
  await flowForm(page).locator('input[name="identifier"]').fill(email);
  await flowForm(page).locator('input[name="password"]').fill(password);
  await flowForm(page).getByRole('button', { name: 'Sign in' }).click();
}
