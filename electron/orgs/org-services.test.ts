import { lstat, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bindingOf } from '../auth/credential-binding.ts';
import { createNodeTransport } from '../gateway/node-transport.ts';
import {
  startFakeMissionControl,
  type FakeMissionControl,
} from '../gateway/testing/fake-backend.ts';
import { KEYCHAIN_SERVICE } from '../secrets/keychain.ts';
import { memoryKeytar } from '../secrets/testing/memory-keytar.ts';
import { createOrgServices, type OrgServices } from './org-services.ts';
import { openOrgFixture, signInAsAdmin, type OrgFixture } from './testing/org-services-fixture.ts';

let dir: string;
let home: string;
let backend: FakeMissionControl;
let services: OrgServices;
let keychain: Map<string, string>;
let fixture: OrgFixture;
const node = createNodeTransport();

beforeEach(async () => {
  fixture = await openOrgFixture({
    // The user says yes to every confirmation here; org-confirmations.test.ts covers refusals.
    services: { confirm: () => Promise.resolve(true) },
  });
  ({ dir, home, backend, services, keychain } = fixture);
});
afterEach(() => fixture.close());

const accountsOf = (orgId: string) =>
  [...keychain.keys()].filter((key) => key.startsWith(`${KEYCHAIN_SERVICE}|${orgId}/`));

/** Stores a token as a sign-in at the org's current address would: with its binding. */
function storeSignedInToken(orgId: string, token: string): void {
  keychain.set(`${KEYCHAIN_SERVICE}|${orgId}/token`, token);
  services.registry.change(orgId, (r) => ({ ...r, credentialBinding: bindingOf(r) }));
}

describe('organisation services (fake backend, memory keychain)', () => {
  it('adds an org, detecting the /api prefix of a console host, and lists it in order', async () => {
    const org = await services.handlers['orgs:add'](
      { name: 'Prod', url: `${backend.url}/` },
      { url: '', isTopFrame: true },
    );
    expect(org).toMatchObject({
      name: 'Prod',
      baseUrl: backend.url,
      prefix: '/api',
      environment: 'production',
      kind: 'remote',
    });
    const second = await services.orgs.add({
      name: 'Dev',
      url: backend.url,
      prefix: '',
      environment: 'development',
    });
    expect(services.orgs.list().map((o) => o.name)).toEqual(['Prod', 'Dev']);
    expect(services.orgs.reorder([second.id, org.id]).map((o) => o.name)).toEqual(['Dev', 'Prod']);
    await expect(
      services.orgs.add({ name: 'Bad', url: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ code: 'INVALID_URL' });
  });

  it('detects a backend origin (no prefix) by probing /about', async () => {
    const origin = await startFakeMissionControl({ prefix: '' });
    try {
      const probe = await services.orgs.probe({ url: origin.url });
      expect(probe).toMatchObject({ ok: true, prefix: '', version: 'v0.0.1-fake' });
    } finally {
      await origin.close();
    }
  });

  it('signs in by password: mints a named device token, keeps only the token, signs out by revoking it', async () => {
    const org = await services.orgs.add({ name: 'Prod', url: backend.url });
    const status = await signInAsAdmin(services, org.id);
    expect(status).toMatchObject({
      state: 'signed-in',
      user: { email: 'admin@example.com', roles: ['admin', 'everyone'] },
    });
    expect(backend.tokens.size).toBe(1);
    const [minted] = [...backend.tokens.values()];
    expect(minted?.name).toMatch(/^Mission Control Desktop on test-host/);
    expect(accountsOf(org.id)).toEqual([`${KEYCHAIN_SERVICE}|${org.id}/token`]);
    expect(keychain.get(`${KEYCHAIN_SERVICE}|${org.id}/token`)).toBe(minted?.token);
    expect([...keychain.values()].some((value) => value.includes('secret'))).toBe(false);
    expect(JSON.stringify(await readFile(services.registry.path, 'utf8'))).not.toContain(
      minted?.token ?? '??',
    );

    // The gateway attaches the token.
    const response = await services.gateway(
      org.id,
      new Request(`app://console/org/${org.id}/api/auth/whoami`, {
        headers: { 'sec-fetch-dest': 'empty' },
      }),
    );
    expect(response.status).toBe(200);

    // Signing in again replaces the device token instead of orphaning the first one.
    await signInAsAdmin(services, org.id);
    expect(backend.tokens.size).toBe(1);
    expect([...backend.tokens.values()][0]?.token).not.toBe(minted?.token);

    const out = await services.auth.signOut(org.id);
    expect(out).toMatchObject({ revoked: true, warning: null, status: { state: 'needs-sign-in' } });
    expect(backend.tokens.size).toBe(0);
    expect(accountsOf(org.id)).toEqual([]);
    expect((await services.auth.status(org.id)).state).toBe('needs-sign-in');
  });

  it('explains a wrong password and an unaccepted token without keeping anything', async () => {
    const org = await services.orgs.add({ name: 'Prod', url: backend.url });
    await expect(
      services.auth.signIn({
        orgId: org.id,
        method: 'password',
        email: 'admin@example.com',
        password: 'nope',
      }),
    ).rejects.toMatchObject({
      code: 'SIGN_IN_FAILED',
      message: expect.stringMatching(/email or password was not accepted/) as unknown,
    });
    await expect(
      services.auth.signIn({ orgId: org.id, method: 'token', token: 'not.a.token.at.all' }),
    ).rejects.toMatchObject({
      code: 'SIGN_IN_FAILED',
      message: expect.stringMatching(/did not accept this access token/) as unknown,
    });
    expect(accountsOf(org.id)).toEqual([]);
  });

  it('signs in with Basic (htpasswd) keeping the password in the keychain only', async () => {
    const org = await services.orgs.add({ name: 'Basic', url: backend.url });
    const status = await services.auth.signIn({
      orgId: org.id,
      method: 'basic',
      username: 'admin@example.com',
      password: 'secret',
    });
    expect(status.state).toBe('signed-in');
    expect(keychain.get(`${KEYCHAIN_SERVICE}|${org.id}/password`)).toBe('secret');
    expect(services.orgs.list()[0]).toMatchObject({
      signInMethod: 'basic',
      username: 'admin@example.com',
    });
    expect(await readFile(services.registry.path, 'utf8')).not.toContain('secret');
  });

  it('downloads the kubeconfig once, reuses it, regenerates on request, exports 0600 and purges on removal', async () => {
    const org = await services.orgs.add({ name: '../../.ssh/authorized_keys', url: backend.url });
    await signInAsAdmin(services, org.id);
    const first = await services.kubeconfig.download(org.id);
    expect(first).toMatchObject({ stored: true, reused: false, context: 'default', warnings: [] });
    expect((await services.kubeconfig.download(org.id)).reused).toBe(true);
    expect(backend.kubeconfigDownloads).toBe(1);

    const written = await services.kubeconfig.export(org.id);
    if (written.cancelled === true) throw new Error('no dialog in browser mode');
    const exported = written;
    // Browser mode: main's own folder, one file per organisation.
    expect(path.dirname(exported.path)).toBe(path.join(dir, 'kubeconfigs'));
    expect(path.basename(exported.path)).toMatch(/^127\.0\.0\.1-\d+-[0-9a-f]{8}\.yaml$/);
    expect(exported.setEnvCommand).toBe(`export KUBECONFIG='${exported.path}'`);
    expect(exported.verifyCommand).toBe('kubectl get canaries');
    expect((await stat(exported.path)).mode & 0o777).toBe(0o600);
    const config = parse(await readFile(exported.path, 'utf8')) as {
      users: { user: { password: string } }[];
    };
    const token = config.users[0]?.user.password;
    expect([...backend.tokens.values()].some((entry) => entry.token === token)).toBe(true);
    expect(await readdir(path.join(dir, 'kubeconfigs'))).toEqual([path.basename(exported.path)]); // no temp left
    expect(await readdir(home)).toEqual([]); // nothing escaped via the name, nothing under ~/.kube

    // A broken regenerate keeps the previous one: HTML, an alias bomb, 50 MB, no clusters.
    const bomb = [
      'a: &a [x,x,x,x,x,x,x,x,x]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'clusters: *c',
    ];
    for (const [body, type] of [
      ['<html><body>Sign in</body></html>', 'text/html'],
      [bomb.join('\n'), 'text/yaml'],
      [`apiVersion: v1\n#${'x'.repeat(50 * 1024 * 1024)}`, 'text/yaml'],
      ['apiVersion: v1\nclusters: []\n', 'text/yaml'],
    ] as const) {
      backend.setKubeconfig(body, type);
      await expect(services.kubeconfig.regenerate(org.id)).rejects.toMatchObject({
        code: 'KUBECONFIG_INVALID',
      });
    }
    expect(services.kubeconfig.status(org.id).downloadedAt).toBe(first.downloadedAt);
    await services.kubeconfig.export(org.id);
    expect(parse(await readFile(exported.path, 'utf8'))).toEqual(config);

    const removed = await services.orgs.remove(org.id);
    expect(removed).toEqual({ removed: true, warnings: [] });
    expect(await lstat(exported.path).catch(() => null)).toBeNull();
    expect(accountsOf(org.id)).toEqual([]);
    expect(services.orgs.list()).toEqual([]);
    // Both the device token and the kubeconfig's token were revoked (issue 18 item 10).
    expect(backend.tokens.size).toBe(0);
  });

  it('changing the address of an org drops its credentials so the new host never gets the old token', async () => {
    const org = await services.orgs.add({ name: 'Prod', url: backend.url });
    await signInAsAdmin(services, org.id);
    const other = await startFakeMissionControl({ prefix: '' });
    try {
      const moved = await services.orgs.update({ id: org.id, patch: { url: other.url } });
      expect(moved).toMatchObject({ baseUrl: other.url, prefix: '' }); // probed: a backend origin
      expect(accountsOf(org.id)).toEqual([]);
      expect(backend.tokens.size).toBe(0); // revoked at the old host first
      expect(await services.auth.credential(org.id)).toBeNull();
      expect(other.requests.some((r) => r.headers.authorization)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('probes a new address on update as on add: one that does not answer like Mission Control changes nothing', async () => {
    const { startTestServer } = await import('../gateway/testing/fake-backend.ts');
    const intranet = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('an intranet service');
    });
    const gone = await startTestServer(() => undefined);
    const goneUrl = gone.url;
    await gone.close();
    const org = await services.orgs.add({ name: 'Prod', url: backend.url });
    await signInAsAdmin(services, org.id);
    const signedIn = services.orgs.list();
    const update = (patch: { url: string; prefix?: '' | '/api' }) =>
      services.handlers['orgs:update']({ id: org.id, patch }, { url: '', isTopFrame: true });
    try {
      for (const prefix of [undefined, '', '/api'] as const) {
        for (const url of [intranet.url, goneUrl]) {
          await expect(
            update(prefix === undefined ? { url } : { url, prefix }),
          ).rejects.toMatchObject({ code: 'PROBE_FAILED' });
        }
      }
      expect(intranet.requests.map((r) => r.path)).toEqual(
        Array.from({ length: 3 }, () => ['/api/about', '/about']).flat(),
      );
      expect(intranet.requests.some((r) => r.headers.authorization)).toBe(false);
      // Nothing changed: same address and prefix, still signed in, the token not revoked.
      expect(services.orgs.list()).toEqual(signedIn);
      expect(signedIn[0]).toMatchObject({ baseUrl: backend.url, prefix: '/api' });
      expect(backend.tokens.size).toBe(1);
      expect(await services.auth.credential(org.id)).not.toBeNull();

      // An address that did not change (the same, written with a trailing slash) is not probed.
      const before = backend.requests.length;
      await update({ url: `${backend.url}/` });
      expect(backend.requests.length).toBe(before);
      expect(await services.auth.credential(org.id)).not.toBeNull();
    } finally {
      await intranet.close();
    }
  });

  it('changing the proxy or CA of an org signs it out, revoking the token over the old connection', async () => {
    for (const patch of [
      { proxy: 'http://proxy.example.com:3128' },
      { caBundle: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n' },
    ]) {
      const org = await services.orgs.add({ name: 'Prod', url: backend.url });
      await signInAsAdmin(services, org.id);
      expect(backend.tokens.size).toBe(1);
      await services.handlers['orgs:update']({ id: org.id, patch }, { url: '', isTopFrame: true });
      expect(accountsOf(org.id)).toEqual([]);
      expect(backend.tokens.size).toBe(0); // revoked before the proxy or CA changed
      expect(await services.auth.credential(org.id)).toBeNull();
      expect((await services.auth.status(org.id)).state).toBe('needs-sign-in');
      await services.orgs.remove(org.id);
    }
    // Other edits keep the org signed in.
    const org = await services.orgs.add({ name: 'Prod', url: backend.url });
    await signInAsAdmin(services, org.id);
    await services.orgs.update({ id: org.id, patch: { name: 'Prod EU', proxy: null } });
    expect(await services.auth.credential(org.id)).not.toBeNull();
  });

  it('probes every new org, a prefix given or not: nothing that does not answer like Mission Control is added', async () => {
    const { startTestServer } = await import('../gateway/testing/fake-backend.ts');
    const other = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('an intranet service');
    });
    const gone = await startTestServer(() => undefined);
    const goneUrl = gone.url;
    await gone.close();
    try {
      for (const prefix of ['', '/api'] as const) {
        await expect(
          services.orgs.add({ name: 'Intranet', url: other.url, prefix }),
        ).rejects.toMatchObject({ code: 'PROBE_FAILED' });
        await expect(
          services.orgs.add({ name: 'Down', url: goneUrl, prefix }),
        ).rejects.toMatchObject({ code: 'PROBE_FAILED' });
      }
      expect(other.requests.map((r) => r.path)).toEqual([
        '/api/about',
        '/about',
        '/api/about',
        '/about',
      ]);
      expect(services.orgs.list()).toEqual([]);
      // A given prefix still chooses where the API is, once the address answered.
      const org = await services.orgs.add({ name: 'Dev', url: backend.url, prefix: '' });
      expect(org.prefix).toBe('');
    } finally {
      await other.close();
    }
  });

  it('registers an agent through main with the org credential; the gateway refuses the route to pages', async () => {
    const { startTestServer } = await import('../gateway/testing/fake-backend.ts');
    const agents = await startTestServer((req, res) => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.path === '/about') return send(200, { appVersion: 'v1' });
      if (req.path === '/agent/generate' && req.method === 'POST') {
        if (req.headers.authorization !== 'Bearer a.b.c.d.e') return send(401, {});
        const { name } = JSON.parse(req.body) as { name: string };
        return send(201, { id: 'p-1', username: `agent-${name}`, access_token: 'agent.tok.1.2.3' });
      }
      return send(404, {});
    });
    try {
      const org = await services.orgs.add({ name: 'Agents', url: agents.url });
      storeSignedInToken(org.id, 'a.b.c.d.e');
      const agent = await services.handlers['agents:generate'](
        { orgId: org.id, name: 'edge', properties: { region: 'eu' } },
        { url: '', isTopFrame: true },
      );
      expect(agent).toEqual({ id: 'p-1', username: 'agent-edge', access_token: 'agent.tok.1.2.3' });
      const posted = agents.requests.filter((r) => r.path === '/agent/generate');
      expect(posted).toHaveLength(1);
      expect(JSON.parse(posted[0]?.body ?? '{}')).toEqual({
        name: 'edge',
        properties: { region: 'eu' },
      });
      const viaGateway = await services.gateway(
        org.id,
        new Request(`app://console/org/${org.id}/api/agent/generate`, {
          method: 'POST',
          body: '{"name":"x","properties":{}}',
          headers: { 'x-mcd-request': 'fetch', 'content-type': 'application/json' },
        }),
      );
      expect(viaGateway.status).toBe(403);
      expect(agents.requests.filter((r) => r.path === '/agent/generate')).toHaveLength(1);
    } finally {
      await agents.close();
    }
  });

  it('reports provisioning when whoami answers 5xx', async () => {
    const { startTestServer } = await import('../gateway/testing/fake-backend.ts');
    const provisioning = await startTestServer((req, res) => {
      if (req.path === '/about') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"appVersion":"v1"}');
      }
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('upstream not ready');
    });
    try {
      const org = await services.orgs.add({ name: 'New', url: provisioning.url, prefix: '' });
      storeSignedInToken(org.id, 'a.b.c.d.e');
      const status = await services.auth.status(org.id);
      expect(status).toMatchObject({
        state: 'provisioning',
        message: 'Please wait, instance provisioning in-progress ...',
      });
    } finally {
      await provisioning.close();
    }
  });

  it('the Sandbox org is signed in through its provider and never touches the keychain', async () => {
    const sandboxDir = await mkdtemp(path.join(tmpdir(), 'mcd-sbx-'));
    const admin = await startFakeMissionControl({ prefix: '' });
    const token = 'sandbox.admin.token.1.2';
    admin.tokens.set('admin', { token, name: 'sandbox-session', email: 'admin@sandbox.local' });
    const { keytar, entries } = memoryKeytar();
    const withSandbox = createOrgServices({
      userDataDir: sandboxDir,
      keytar,
      transport: node.transport,
      homeDir: home,
      sandbox: () => Promise.resolve({ url: admin.url, token }),
    });
    try {
      expect(withSandbox.orgs.list()).toMatchObject([
        { id: 'sandbox', name: 'Sandbox', kind: 'sandbox' },
      ]);
      expect(await withSandbox.auth.status('sandbox')).toMatchObject({
        state: 'signed-in',
        user: { email: 'admin@sandbox.local' },
      });
      const response = await withSandbox.gateway(
        'sandbox',
        new Request('app://console/org/sandbox/api/auth/whoami', {
          headers: { 'x-mcd-request': 'fetch' },
        }),
      );
      expect(response.status).toBe(200);
      expect(admin.requests.at(-1)?.headers.authorization).toBe(`Bearer ${token}`);
      expect(withSandbox.orgs.list()[0]?.baseUrl).toBe(admin.url);
      expect(entries.size).toBe(0);
    } finally {
      await withSandbox.close();
      await admin.close();
      await rm(sandboxDir, { recursive: true, force: true });
    }
  });
});
