// Organisations end to end through the IPC router, against the real sandbox backend and the REAL
// OS keychain (run under dbus-run-session + gnome-keyring, see the brief). Without a reachable
// keychain these tests are skipped with a notice, unless MCD_REQUIRE_KEYCHAIN=1 makes that a failure.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bindingOf } from '../../../electron/auth/credential-binding.ts';
import { createCore, type Core } from '../../../electron/core.ts';
import { startTestServer } from '../../../electron/gateway/testing/fake-backend.ts';
import {
  KEYCHAIN_SERVICE,
  loadKeytar,
  type KeytarLike,
} from '../../../electron/secrets/keychain.ts';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import type { ChannelName, RequestOf, ResponseOf } from '../../../preload/contract/channels.ts';
import {
  GATEWAY_ERROR_HEADER,
  GatewayErrorSchema,
  SANDBOX_ORG_ID,
} from '../../../preload/contract/orgs.ts';

const keytar = await loadKeytar();
async function keychainWorks(): Promise<boolean> {
  if (keytar instanceof Error) return false;
  const account = `probe/${randomUUID()}`;
  const attempt = (async () => {
    await keytar.setPassword(KEYCHAIN_SERVICE, account, 'x');
    const ok = (await keytar.getPassword(KEYCHAIN_SERVICE, account)) === 'x';
    await keytar.deletePassword(KEYCHAIN_SERVICE, account);
    return ok;
  })().catch(() => false);
  return Promise.race([
    attempt,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
  ]);
}
const haveKeychain = await keychainWorks();
if (!haveKeychain) {
  const message =
    'orgs-sandbox: no OS keychain reachable (run under dbus-run-session with gnome-keyring, see the brief)';
  if (process.env.MCD_REQUIRE_KEYCHAIN === '1') throw new Error(message);
  console.warn(`${message}; skipping the real-keychain tests.`);
}
const real = keytar as KeytarLike;
const kc = (orgId: string, kind: string) => real.getPassword(KEYCHAIN_SERVICE, `${orgId}/${kind}`);

let sandbox: RunningSandbox;
let dir: string;
let home: string;
let core: Core;
const sender = { url: 'app://console/', isTopFrame: true };

async function call<C extends ChannelName>(
  channel: C,
  payload: RequestOf<C>,
  target: Core = core,
): Promise<ResponseOf<C>> {
  const result = await target.router.dispatch(channel, payload, sender);
  if (!result.ok) throw Object.assign(new Error(result.error.message), { code: result.error.code });
  return result.value as ResponseOf<C>;
}

function makeCore(userDataDir: string, extra: Parameters<typeof createCore>[0]['orgs'] = {}): Core {
  return createCore({
    userDataDir,
    appInfo: {
      name: 't',
      version: '0',
      mode: 'browser',
      platform: 'linux',
      arch: 'x64',
      versions: { node: '22', electron: null, chrome: null },
    },
    isTrustedSender: (s) => s.url.startsWith('app://console/'),
    openExternal: () => Promise.resolve(),
    orgs: {
      sandbox: () => Promise.resolve({ url: sandbox.url, token: sandbox.adminToken }),
      homeDir: home,
      hostname: 'ci-machine',
      fetchOptions: { totalTimeoutMs: 5000 },
      ...extra,
    },
  });
}

async function gatewayGet(orgId: string, uiPath: string, target: Core = core) {
  if (!target.gateway) throw new Error('no gateway');
  return target.gateway(
    orgId,
    new Request(`app://console/org/${orgId}${uiPath}`, {
      headers: { accept: 'application/json', 'x-mcd-request': 'fetch' },
    }),
  );
}

async function whoamiWith(authorization: string): Promise<number> {
  return (await fetch(`${sandbox.url}/auth/whoami`, { headers: { authorization } })).status;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mcd-orgs-it-'));
  home = await mkdtemp(path.join(tmpdir(), 'mcd-orgs-home-'));
  sandbox = await startSeededSandbox();
  core = makeCore(path.join(dir, 'user-data'));
});
afterAll(async () => {
  // A failed test must not leave entries in the developer's keychain: remove what is left.
  if (core && haveKeychain) {
    const { orgs } = await call('orgs:list', {});
    for (const org of orgs)
      if (org.id !== SANDBOX_ORG_ID)
        await call('orgs:remove', { id: org.id }).catch(() => undefined);
  }
  await core?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(home, { recursive: true, force: true });
});

describe.skipIf(!haveKeychain)('organisations against the sandbox with the real keychain', () => {
  it('a fresh user-data folder opens on the Sandbox organisation, signed in as its admin', async () => {
    const { orgs } = await call('orgs:list', {});
    expect(orgs.map((org) => org.id)).toEqual([SANDBOX_ORG_ID]);
    const status = await call('auth:status', { orgId: SANDBOX_ORG_ID });
    expect(status).toMatchObject({ state: 'signed-in', user: { email: 'admin@sandbox.local' } });
    expect((await gatewayGet(SANDBOX_ORG_ID, '/api/auth/whoami')).status).toBe(200);
    const hidden = await call('orgs:update', { id: SANDBOX_ORG_ID, patch: { hidden: true } });
    expect(hidden.hidden).toBe(true);
    await call('orgs:update', { id: SANDBOX_ORG_ID, patch: { hidden: false } });
    await expect(call('orgs:remove', { id: SANDBOX_ORG_ID })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('adds, signs in by password (token minted, password not kept), signs out (revoked), removes (purged)', async () => {
    const probe = await call('orgs:probe', { url: sandbox.url });
    expect(probe).toMatchObject({ ok: true });
    const org = await call('orgs:add', { name: 'Sandbox as remote', url: sandbox.url });
    await expect(
      call('auth:signIn', {
        orgId: org.id,
        method: 'password',
        email: 'admin@sandbox.local',
        password: 'wrong',
      }),
    ).rejects.toMatchObject({
      code: 'SIGN_IN_FAILED',
      message: expect.stringMatching(/email or password was not accepted/) as unknown,
    });
    expect(await kc(org.id, 'token')).toBeNull();

    const status = await call('auth:signIn', {
      orgId: org.id,
      method: 'password',
      email: 'admin@sandbox.local',
      password: 'sandbox',
    });
    expect(status).toMatchObject({
      state: 'signed-in',
      user: { email: 'admin@sandbox.local' },
      sessionOnly: false,
    });
    const token = await kc(org.id, 'token');
    expect(token).toMatch(/\./);
    expect(await kc(org.id, 'password')).toBeNull();
    expect(await readFile(path.join(dir, 'user-data', 'organisations.json'), 'utf8')).not.toContain(
      token ?? '??',
    );
    expect(await whoamiWith(`Bearer ${token ?? ''}`)).toBe(200);
    expect((await gatewayGet(org.id, '/api/db/canaries?limit=1')).status).toBe(200);

    // Kubeconfig: downloaded once, exported 0600, valid YAML whose token authenticates back.
    const kube = await call('kubeconfig:download', { orgId: org.id });
    expect(kube).toMatchObject({ stored: true, reused: false });
    expect(await kc(org.id, 'kubeconfig')).toMatch(/apiVersion: v1/);
    expect((await call('kubeconfig:download', { orgId: org.id })).reused).toBe(true);
    const exported = await call('kubeconfig:export', { orgId: org.id });
    if (exported.cancelled === true) throw new Error('browser mode has no save dialog');
    expect(path.dirname(exported.path)).toBe(path.join(dir, 'user-data', 'kubeconfigs'));
    expect((await stat(exported.path)).mode & 0o777).toBe(0o600);
    expect(exported.setEnvCommand).toContain(exported.path);
    const config = parse(await readFile(exported.path, 'utf8')) as {
      users: { user: { username: string; password: string } }[];
    };
    const kubeUser = config.users[0]?.user;
    expect(kubeUser?.username).toBe('token');
    expect(
      await whoamiWith(
        `Basic ${Buffer.from(`token:${kubeUser?.password ?? ''}`).toString('base64')}`,
      ),
    ).toBe(200);

    const out = await call('auth:signOut', { orgId: org.id });
    expect(out).toMatchObject({ revoked: true, status: { state: 'needs-sign-in' } });
    expect(await whoamiWith(`Bearer ${token ?? ''}`)).toBe(401);
    expect(await kc(org.id, 'token')).toBeNull();

    await call('auth:signIn', { orgId: org.id, method: 'token', token: sandbox.adminToken });
    expect(await kc(org.id, 'token')).toBe(sandbox.adminToken);
    const removed = await call('orgs:remove', { id: org.id });
    expect(removed.removed).toBe(true);
    for (const kind of ['token', 'password', 'refresh-token', 'kubeconfig'])
      expect(await kc(org.id, kind)).toBeNull();
    await expect(stat(exported.path)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await call('orgs:list', {})).orgs.map((o) => o.id)).toEqual([SANDBOX_ORG_ID]);
    expect(await whoamiWith(`Bearer ${sandbox.adminToken}`)).toBe(200); // a pasted token is the user's: not revoked
  });

  it('a 401 mid-session marks only that org, keeps its stored token, and is explained', async () => {
    const org = await call('orgs:add', { name: 'Revoked', url: sandbox.url, prefix: '' });
    await call('auth:signIn', {
      orgId: org.id,
      method: 'password',
      email: 'admin@sandbox.local',
      password: 'sandbox',
    });
    const token = await kc(org.id, 'token');
    // Someone deletes the device token on the server.
    const list = (await (
      await fetch(`${sandbox.url}/auth/tokens`, {
        headers: { authorization: `Bearer ${sandbox.adminToken}` },
      })
    ).json()) as {
      payload: { id: string; name: string }[];
    };
    const mine = list.payload.filter((t) =>
      t.name.startsWith('Mission Control Desktop on ci-machine'),
    );
    for (const t of mine)
      await fetch(`${sandbox.url}/auth/token/${t.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${sandbox.adminToken}` },
      });
    const response = await gatewayGet(org.id, '/api/db/canaries');
    expect(response.status).toBe(401);
    expect(response.headers.get(GATEWAY_ERROR_HEADER)).toBe('needs-sign-in');
    expect((await call('auth:status', { orgId: org.id })).state).toBe('needs-sign-in');
    expect((await call('auth:status', { orgId: SANDBOX_ORG_ID })).state).toBe('signed-in');
    expect(await kc(org.id, 'token')).toBe(token); // nothing lost until the user signs in again
    await call('orgs:remove', { id: org.id });
    expect(await kc(org.id, 'token')).toBeNull();
  });

  it('an HTML login page in front of the org is recognised, not rendered or stored', async () => {
    // Mission Control answered when it was added; now a sign-in proxy answers everything else.
    const sso = await startTestServer((req, res) => {
      if (req.path === '/api/about') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"Version":"v1"}');
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><html><body><form action="/sso/login">Sign in</form></body></html>');
    });
    try {
      const org = await call('orgs:add', { name: 'Behind SSO', url: sso.url, prefix: '/api' });
      await expect(
        call('auth:signIn', { orgId: org.id, method: 'password', email: 'a@b.c', password: 'x' }),
      ).rejects.toMatchObject({
        code: 'SIGN_IN_FAILED',
        message: expect.stringMatching(/web page/) as unknown,
      });
      await expect(
        call('auth:signIn', { orgId: org.id, method: 'token', token: 'a.b.c.d.e' }),
      ).rejects.toMatchObject({ code: 'SIGN_IN_FAILED' });
      expect(await kc(org.id, 'token')).toBeNull();
      await call('orgs:remove', { id: org.id });
    } finally {
      await sso.close();
    }
  });

  it('refuses a self-signed TLS backend with issuer and SHA-256 fingerprint, and accepts it with the per-org CA', async () => {
    const tls = await startSeededSandbox({ tls: true });
    try {
      const probe = await call('orgs:probe', { url: tls.url });
      expect(probe.ok).toBe(false);
      if (probe.ok) return;
      expect(probe.error).toMatchObject({ kind: 'tls' });
      expect(probe.error?.tls?.fingerprint256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
      expect(probe.reason).toContain(probe.error?.tls?.fingerprint256 ?? '??');
      expect(probe.reason).toMatch(/issued by/);
      await expect(call('orgs:add', { name: 'TLS', url: tls.url })).rejects.toMatchObject({
        code: 'PROBE_FAILED',
      });

      const org = await call('orgs:add', {
        name: 'TLS',
        url: tls.url,
        caBundle: tls.certificate ?? '',
      });
      await call('auth:signIn', {
        orgId: org.id,
        method: 'password',
        email: 'admin@sandbox.local',
        password: 'sandbox',
      });
      expect((await gatewayGet(org.id, '/api/auth/whoami')).status).toBe(200);
      await call('orgs:remove', { id: org.id });
      expect(await kc(org.id, 'token')).toBeNull();
    } finally {
      await tls.close();
    }
  });

  it('a backend that is down is reported as unreachable, keeping the stored credential', async () => {
    // It answered when it was added (every new org is probed), then went down.
    const gone = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"Version":"v1"}');
    });
    const url = gone.url;
    const org = await call('orgs:add', { name: 'Down', url, prefix: '' });
    await gone.close();
    await expect(
      call('auth:signIn', { orgId: org.id, method: 'token', token: sandbox.adminToken }),
    ).rejects.toMatchObject({
      code: 'SIGN_IN_FAILED',
      message: expect.stringMatching(/not answering/) as unknown,
    });
    // Simulate a credential stored while it was up; status and the gateway explain without losing it.
    await real.setPassword(KEYCHAIN_SERVICE, `${org.id}/token`, 'kept.token.1.2.3');
    core.orgServices.registry.change(org.id, (r) => ({ ...r, credentialBinding: bindingOf(r) }));
    const status = await call('auth:status', { orgId: org.id });
    expect(status).toMatchObject({
      state: 'unreachable',
      message: expect.stringMatching(/not answering/) as unknown,
    });
    const response = await gatewayGet(org.id, '/api/db/canaries');
    expect(GatewayErrorSchema.parse(await response.json()).kind).toBe('unreachable');
    expect(await kc(org.id, 'token')).toBe('kept.token.1.2.3');
    await call('orgs:remove', { id: org.id });
    expect(await kc(org.id, 'token')).toBeNull();
  });
});

describe.skipIf(!haveKeychain)('an address change with the real keychain (issue 39)', () => {
  /** The same sandbox under another origin: an address that answers like Mission Control. */
  const elsewhere = () => sandbox.url.replace('127.0.0.1', 'localhost');
  const signIn = (orgId: string, target: Core) =>
    call(
      'auth:signIn',
      { orgId, method: 'password', email: 'admin@sandbox.local', password: 'sandbox' },
      target,
    );

  it('is refused, changing nothing, while the keychain refuses to delete the credentials', async () => {
    expect(elsewhere()).not.toBe(sandbox.url);
    let refuse = false;
    const refusing: KeytarLike = {
      getPassword: (service, account) => real.getPassword(service, account),
      setPassword: (service, account, value) => real.setPassword(service, account, value),
      deletePassword: (service, account) =>
        refuse
          ? Promise.reject(new Error('the keyring refused'))
          : real.deletePassword(service, account),
    };
    const local = makeCore(path.join(dir, 'refusing-keychain'), { keytar: refusing });
    let orgId = '';
    try {
      const org = await call('orgs:add', { name: 'Moving', url: sandbox.url, prefix: '' }, local);
      orgId = org.id;
      await signIn(org.id, local);
      const token = await kc(org.id, 'token');
      refuse = true;
      await expect(
        call('orgs:update', { id: org.id, patch: { url: elsewhere() } }, local),
      ).rejects.toMatchObject({
        code: 'CREDENTIALS_NOT_CLEARED',
        message: expect.stringMatching(/^The address of Moving was not changed/) as unknown,
      });
      expect((await call('orgs:list', {}, local)).orgs.find((o) => o.id === org.id)?.baseUrl).toBe(
        sandbox.url,
      );
      expect(await kc(org.id, 'token')).toBe(token);
      expect(await whoamiWith(`Bearer ${token ?? ''}`)).toBe(200); // not revoked either
    } finally {
      // Nothing of this run stays in the keychain (the store itself is in its back-off now).
      refuse = false;
      await real.deletePassword(KEYCHAIN_SERVICE, `${orgId}/token`).catch(() => false);
      await local.close();
    }
  });

  it('goes ahead once the credentials are gone: revoked, deleted, never sent to the new address', async () => {
    const org = await call('orgs:add', { name: 'Moving', url: sandbox.url, prefix: '' });
    await signIn(org.id, core);
    const token = await kc(org.id, 'token');
    const moved = await call('orgs:update', { id: org.id, patch: { url: elsewhere() } });
    expect(moved.baseUrl).toBe(elsewhere());
    expect(await kc(org.id, 'token')).toBeNull();
    expect(await whoamiWith(`Bearer ${token ?? ''}`)).toBe(401);
    expect((await call('auth:status', { orgId: org.id })).state).toBe('needs-sign-in');
    await call('orgs:remove', { id: org.id });
  });
});

describe('keychain unavailable (injected hanging keytar) against the sandbox', () => {
  it('times out, offers session-only, revokes what it could not keep, then works in memory', async () => {
    const hanging: KeytarLike = {
      getPassword: () => new Promise(() => {}),
      setPassword: () => new Promise(() => {}),
      deletePassword: () => new Promise(() => {}),
    };
    const local = makeCore(path.join(dir, 'no-keychain'), {
      keytar: hanging,
      keychainTimeoutMs: 200,
    });
    try {
      const org = await call(
        'orgs:add',
        { name: 'No keychain', url: sandbox.url, prefix: '' },
        local,
      );
      const status = await call('auth:status', { orgId: org.id }, local);
      expect(status).toMatchObject({
        state: 'keychain-unavailable',
        message: expect.stringMatching(/did not answer.*session only/s) as unknown,
      });
      const before = await tokenNames();
      await expect(
        call(
          'auth:signIn',
          { orgId: org.id, method: 'password', email: 'admin@sandbox.local', password: 'sandbox' },
          local,
        ),
      ).rejects.toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
      expect(await tokenNames()).toEqual(before); // the minted token was revoked, not left behind
      // The Sandbox org keeps working: its credentials never touch the keychain.
      expect((await call('auth:status', { orgId: SANDBOX_ORG_ID }, local)).state).toBe('signed-in');

      const session = await call('auth:useSessionOnly', {}, local);
      expect(session.message).toMatch(/this session only/);
      const signedIn = await call(
        'auth:signIn',
        { orgId: org.id, method: 'password', email: 'admin@sandbox.local', password: 'sandbox' },
        local,
      );
      expect(signedIn).toMatchObject({ state: 'signed-in', sessionOnly: true });
      expect((await gatewayGet(org.id, '/api/auth/whoami', local)).status).toBe(200);
      await call('auth:signOut', { orgId: org.id }, local);
      expect(await tokenNames()).toEqual(before);
    } finally {
      await local.close();
    }
  });
});

async function tokenNames(): Promise<string[]> {
  const response = await fetch(`${sandbox.url}/auth/tokens`, {
    headers: { authorization: `Bearer ${sandbox.adminToken}` },
  });
  const body = (await response.json()) as { payload: { name: string }[] };
  return body.payload
    .map((t) => t.name)
    .filter((name) => name.startsWith('Mission Control Desktop'))
    .sort();
}
