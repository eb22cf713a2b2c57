// Single sign-on end to end (issue 19 item 4; reference §2.8): a real OIDC provider (oidc-provider)
// on 127.0.0.1, a Sandbox started with `oidcIssuer` (it accepts that provider's RS256 access
// tokens and serves its discovery), and the desktop core through its IPC router. The provider's
// pages are driven headlessly in place of the system browser: discovery from the org's address,
// dynamic registration, PKCE S256, the loopback redirect, the code exchange, then API calls
// through the gateway with the token. Also refresh (expiry and a refused token), cancel and sign-out.
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPGlite } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../electron/core.ts';
import { hashSecret, verifySecret } from '../../../electron/sandbox/db/credentials.ts';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/server.ts';
import type { ChannelName, RequestOf, ResponseOf } from '../../../preload/contract/channels.ts';
import { applyTestSchema } from '../sandbox/test-schema.ts';
import { drive, startTestProvider, type TestProvider } from './oidc-provider-fixture.ts';

const EMAIL = 'alice@example.com';
const sender = { url: 'app://console/', isTopFrame: true };

let provider: TestProvider;
let sandbox: RunningSandbox;
let dir: string;
let core: Core;
/** Sign-in pages the core asked the system browser to open. */
const opened: string[] = [];
let pageWaiter: ((url: string) => void) | null = null;

async function call<C extends ChannelName>(
  channel: C,
  payload: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const result = await core.router.dispatch(channel, payload, sender);
  if (!result.ok) throw Object.assign(new Error(result.error.message), { code: result.error.code });
  return result.value as ResponseOf<C>;
}

function nextPage(): Promise<string> {
  return new Promise((resolve) => (pageWaiter = resolve));
}

async function gatewayGet(orgId: string, uiPath: string) {
  if (!core.gateway) throw new Error('no gateway');
  return core.gateway(
    orgId,
    new Request(`app://console/org/${orgId}${uiPath}`, {
      headers: { accept: 'application/json', 'x-mcd-request': 'fetch' },
    }),
  );
}

/** Runs one sign-in, driving the provider's pages as `login`. */
async function signIn(orgId: string, login = EMAIL) {
  const page = nextPage();
  const pending = call('auth:signIn', { orgId, method: 'oidc' });
  const url = await page;
  const browser = await drive(url, login);
  return { status: await pending, url, browser };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mcd-oidc-it-'));
  const db = freshPGlite();
  await applyTestSchema(db, await hashSecret('correct horse'));
  // The provider's access tokens name the Sandbox as their resource; 20 s tokens are "about to
  // expire" from the start (the desktop refreshes 30 s early) for the refresh test's org.
  provider = await startTestProvider({ resource: 'http://127.0.0.1/api' });
  sandbox = await startSandbox({
    database: { db, close: () => db.close() },
    secrets: { hash: hashSecret, verify: verifySecret },
    token: 'test-admin-token-0001',
    oidcIssuer: provider.issuer,
  });
  core = createCore({
    userDataDir: path.join(dir, 'user-data'),
    appInfo: {
      name: 't',
      version: '0',
      mode: 'browser',
      platform: 'linux',
      arch: 'x64',
      versions: { node: '22', electron: null, chrome: null },
    },
    isTrustedSender: (s) => s.url.startsWith('app://console/'),
    openExternal: () => Promise.reject(new Error('sign-in must use openSignInPage')),
    openSignInPage: (url) => {
      opened.push(url);
      pageWaiter?.(url);
      return Promise.resolve();
    },
    orgs: { homeDir: dir, hostname: 'ci-machine', fetchOptions: { totalTimeoutMs: 10_000 } },
  });
  await call('auth:useSessionOnly', {});
});

afterAll(async () => {
  await core?.close();
  await sandbox?.close();
  await provider?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('single sign-on (OIDC)', () => {
  it('signs in through the browser with PKCE and a loopback redirect, then calls the API with the token', async () => {
    const org = await call('orgs:add', {
      name: 'SSO',
      url: sandbox.url,
      prefix: '',
      signInMethod: 'oidc',
    });
    expect((await call('auth:status', { orgId: org.id })).state).toBe('needs-sign-in');

    const { status, url, browser } = await signIn(org.id);
    // The authorize request: the provider's endpoint, S256, a loopback redirect with the port of
    // this sign-in, a state and a nonce.
    const authorize = new URL(url);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/callback$/,
    );
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.status).toBe(200);
    expect(browser.text).toContain('You can close this tab and return to Mission Control');

    expect(status.state).toBe('signed-in');
    expect(status.method).toBe('oidc');
    expect(status.user?.email).toBe(EMAIL);
    // Through the gateway, with the access token as Bearer.
    expect((await gatewayGet(org.id, '/api/auth/whoami')).status).toBe(200);
    const canaries = await gatewayGet(org.id, '/api/db/canaries?select=id&limit=1');
    expect(canaries.status).toBe(200);

    // The client id is kept in the org's record (not a secret), never in the renderer's DTO.
    const record = core.orgServices.registry.require(org.id);
    expect(record.oidcClient).toMatchObject({ issuer: provider.issuer });
    const listed = (await call('orgs:list', {})).orgs.find((o) => o.id === org.id);
    expect(JSON.stringify(listed)).not.toContain('oidcClient');
    // The tokens are in the secret store; no IPC answer carried one.
    const access = await core.orgServices.secrets.get(org.id, 'token');
    const refresh = await core.orgServices.secrets.get(org.id, 'refresh-token');
    expect(access?.split('.')).toHaveLength(3);
    expect(refresh).toBeTruthy();
    expect(JSON.stringify(status)).not.toContain(access);

    // The loopback listener took its one callback: the same redirect again is refused.
    await expect(fetch(browser.callbackUrl)).rejects.toThrow();

    // A second sign-in reuses the registered client.
    const again = await signIn(org.id);
    expect(again.status.state).toBe('signed-in');
    expect(new URL(again.url).searchParams.get('client_id')).toBe(record.oidcClient?.clientId);
  });

  it('refreshes an expired token before using it, and a refused one before asking to sign in again', async () => {
    const org = await call('orgs:add', {
      name: 'SSO refresh',
      url: sandbox.url,
      prefix: '',
      signInMethod: 'oidc',
    });
    await signIn(org.id);
    const first = await core.orgServices.secrets.get(org.id, 'token');
    const fake = (exp: number) =>
      `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.c2ln`;
    // A token past its `exp`: refreshed before the request goes out.
    await core.orgServices.secrets.set(org.id, 'token', fake(1));
    core.orgServices.auth.forget(org.id);
    expect((await gatewayGet(org.id, '/api/db/canaries?select=id&limit=1')).status).toBe(200);
    const renewed = await core.orgServices.secrets.get(org.id, 'token');
    expect(renewed).not.toBe(first);
    expect(renewed?.split('.')).toHaveLength(3);

    // A token the backend refuses although it has not expired (a key rotation, a revocation): the
    // request fails, the sign-in check refreshes and the org stays signed in.
    await core.orgServices.secrets.set(org.id, 'token', fake(Math.floor(Date.now() / 1000) + 3600));
    core.orgServices.auth.forget(org.id);
    expect((await gatewayGet(org.id, '/api/auth/whoami')).status).toBe(401);
    const status = await call('auth:status', { orgId: org.id });
    expect(status.state).toBe('signed-in');
    const again = await core.orgServices.secrets.get(org.id, 'token');
    expect(again).not.toBe(renewed);
    expect((await gatewayGet(org.id, '/api/db/canaries?select=id&limit=1')).status).toBe(200);

    // Without a usable refresh token, a refused token means signing in again.
    await core.orgServices.secrets.set(org.id, 'refresh-token', 'not-a-refresh-token');
    await core.orgServices.secrets.set(org.id, 'token', fake(Math.floor(Date.now() / 1000) + 3600));
    core.orgServices.auth.forget(org.id);
    expect((await call('auth:status', { orgId: org.id })).state).toBe('needs-sign-in');
  });

  it('cancel ends the wait for the browser and closes the loopback listener', async () => {
    const org = await call('orgs:add', {
      name: 'SSO cancel',
      url: sandbox.url,
      prefix: '',
      signInMethod: 'oidc',
    });
    const page = nextPage();
    const pending = call('auth:signIn', { orgId: org.id, method: 'oidc' }).catch((e: unknown) => e);
    const url = await page;
    expect(await call('auth:cancelSignIn', { orgId: org.id })).toEqual({ cancelled: true });
    expect(await pending).toMatchObject({ code: 'SIGN_IN_CANCELLED' });
    const redirect = new URL(url).searchParams.get('redirect_uri') ?? '';
    await expect(fetch(`${redirect}?code=x&state=y`)).rejects.toThrow();
    expect((await call('auth:status', { orgId: org.id })).state).toBe('needs-sign-in');
    expect(await call('auth:cancelSignIn', { orgId: org.id })).toEqual({ cancelled: false });
  });

  it('sign-out revokes the refresh token at the provider and forgets both tokens', async () => {
    const org = await call('orgs:add', {
      name: 'SSO out',
      url: sandbox.url,
      prefix: '',
      signInMethod: 'oidc',
    });
    await signIn(org.id);
    const refresh = (await core.orgServices.secrets.get(org.id, 'refresh-token')) ?? '';
    const clientId = core.orgServices.registry.require(org.id).oidcClient?.clientId ?? '';
    const out = await call('auth:signOut', { orgId: org.id });
    expect(out.revoked).toBe(true);
    expect(out.status.state).toBe('needs-sign-in');
    expect(await core.orgServices.secrets.get(org.id, 'token')).toBeNull();
    expect(await core.orgServices.secrets.get(org.id, 'refresh-token')).toBeNull();
    const reuse = await fetch(`${provider.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refresh,
        client_id: clientId,
      }),
    });
    expect(reuse.status).toBe(400);
  });

  it('a person the Sandbox does not know, or a provider the org lacks, is explained', async () => {
    const org = await call('orgs:add', {
      name: 'SSO stranger',
      url: sandbox.url,
      prefix: '',
      signInMethod: 'oidc',
    });
    const page = nextPage();
    const pending = call('auth:signIn', { orgId: org.id, method: 'oidc' }).catch((e: unknown) => e);
    await drive(await page, 'nobody@example.com');
    const stranger = (await pending) as { code?: string; message?: string };
    expect(stranger.code).toBe('SIGN_IN_FAILED');
    expect(stranger.message).toMatch(
      /did not accept the token its single sign-on issued \(no person for this identity\)/,
    );

    const plain = await startSandbox({
      database: await (async () => {
        const db = freshPGlite();
        await applyTestSchema(db, await hashSecret('x'));
        return { db, close: () => db.close() };
      })(),
      secrets: { hash: hashSecret, verify: verifySecret },
      token: 'test-admin-token-0002',
    });
    try {
      const other = await call('orgs:add', {
        name: 'No SSO',
        url: plain.url,
        prefix: '',
        signInMethod: 'oidc',
      });
      const refused = (await call('auth:signIn', { orgId: other.id, method: 'oidc' }).catch(
        (e: unknown) => e,
      )) as { code?: string; message?: string };
      expect(refused.code).toBe('SIGN_IN_FAILED');
      expect(refused.message).toMatch(/does not offer single sign-on/);
    } finally {
      await plain.close();
    }
  });
});

describe('the Sandbox with an OIDC issuer', () => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  function jwt(
    claims: object,
    key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
  ) {
    const head = `${b64({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })}.${b64(claims)}`;
    return `${head}.${sign('sha256', Buffer.from(head), key).toString('base64url')}`;
  }
  const whoami = (token: string) =>
    fetch(`${sandbox.url}/auth/whoami`, { headers: { authorization: `Bearer ${token}` } });

  it('refuses tokens not signed by the issuer, of another issuer, or expired', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const forged = await whoami(jwt({ iss: provider.issuer, sub: EMAIL, email: EMAIL, exp }));
    expect(forged.status).toBe(401);
    expect(await forged.text()).toBe('invalid access token');
    expect((await whoami('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.c2ln')).status).toBe(401);
    // Its own admin token still works beside the issuer's tokens.
    expect((await whoami('test-admin-token-0001')).status).toBe(200);
  });

  it('serves the issuer’s discovery at its own address', async () => {
    const doc = (await (await fetch(`${sandbox.url}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      registration_endpoint: string;
      code_challenge_methods_supported: string[];
    };
    expect(doc.issuer).toBe(provider.issuer);
    expect(doc.registration_endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(doc.code_challenge_methods_supported).toContain('S256');
  });
});
