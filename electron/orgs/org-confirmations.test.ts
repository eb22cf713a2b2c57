// Issue 39 items 3 and 4: the credential-equivalent actions wait for main's confirmation, and a
// declined one sends and changes nothing (agent tokens, invitations, proxy, CA, hiding an org).
import { X509Certificate } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrgAddSchema } from '../../preload/contract/orgs.ts';
import type { ConfirmRequest } from '../app/confirm.ts';
import { bindingOf } from '../auth/credential-binding.ts';
import { createNodeTransport } from '../gateway/node-transport.ts';
import {
  sendJson,
  startTestServer,
  type FakeMissionControl,
  type TestServer,
} from '../gateway/testing/fake-backend.ts';
import { TEST_CA_PEM } from '../gateway/testing/test-certificates.ts';
import { KEYCHAIN_SERVICE } from '../secrets/keychain.ts';
import { memoryKeytar } from '../secrets/testing/memory-keytar.ts';
import { describeCaBundle } from './org-confirmations.ts';
import { createOrgServices, type OrgServices } from './org-services.ts';
import { openOrgFixture, signInAsAdmin, type OrgFixture } from './testing/org-services-fixture.ts';

const sender = { url: '', isTopFrame: true };
const node = createNodeTransport();
let fixture: OrgFixture;
let dir: string;
let backend: FakeMissionControl;
let server: TestServer;
let keychain: Map<string, string>;
let asked: ConfirmRequest[];
let answer: boolean;
let services: OrgServices;

beforeEach(async () => {
  // A backend origin (no prefix) with the two credential-equivalent routes.
  server = await startTestServer((req, res) => {
    if (req.path === '/about') return sendJson(res, 200, { Version: 'v1' });
    if (req.path === '/agent/generate')
      return sendJson(res, 201, { id: 'p-1', username: 'agent-edge', access_token: 'agent.tok' });
    if (req.path === '/auth/invite_user')
      return sendJson(res, 200, { link: 'https://mc.example/login?invite=1' });
    return sendJson(res, 404, {});
  });
  asked = [];
  answer = false;
  fixture = await openOrgFixture({
    services: {
      confirm: (request) => {
        asked.push(request);
        return Promise.resolve(answer);
      },
    },
  });
  ({ dir, backend, keychain, services } = fixture);
});
afterEach(async () => {
  await fixture.close();
  await server.close();
});

async function signedInOrg(url: string) {
  const org = await services.orgs.add({ name: 'Prod', url });
  // As a sign-in at this address would store it: the token with its binding (issue 39 item 1).
  keychain.set(`${KEYCHAIN_SERVICE}|${org.id}/token`, 'a.b.c.d.e');
  services.registry.change(org.id, (r) => ({ ...r, credentialBinding: bindingOf(r) }));
  return org;
}

const posted = (route: string) => server.requests.filter((r) => r.path === route);

describe('agents:generate', () => {
  it('declined: NOT_CONFIRMED and nothing is sent; accepted: the agent is created', async () => {
    const org = await signedInOrg(server.url);
    const generate = () =>
      services.handlers['agents:generate']({ orgId: org.id, name: 'edge', properties: {} }, sender);
    await expect(generate()).rejects.toMatchObject({
      code: 'NOT_CONFIRMED',
      message: 'The agent was not created: the confirmation was declined.',
    });
    expect(posted('/agent/generate')).toHaveLength(0);
    expect(asked[0]).toMatchObject({ confirmLabel: 'Create agent', danger: true });
    expect(asked[0]?.message).toContain('"edge" on Prod');
    answer = true;
    await expect(generate()).resolves.toMatchObject({ access_token: 'agent.tok' });
    expect(posted('/agent/generate')).toHaveLength(1);
  });

  it('an org not signed in is told so without a confirmation', async () => {
    const org = await services.orgs.add({ name: 'Prod', url: server.url });
    await expect(
      services.handlers['agents:generate']({ orgId: org.id, name: 'edge', properties: {} }, sender),
    ).rejects.toMatchObject({ code: 'NEEDS_SIGN_IN' });
    expect(asked).toEqual([]);
  });
});

describe('the gateway passes POST /auth/invite_user only once confirmed', () => {
  const invite = (orgId: string) =>
    services.gateway(
      orgId,
      new Request(`app://console/org/${orgId}/api/auth/invite_user`, {
        method: 'POST',
        body: JSON.stringify({ email: 'new@example.com', role: 'admin' }),
        headers: { 'x-mcd-request': 'fetch', 'content-type': 'application/json' },
      }),
    );

  it('declined: a gateway error saying so, nothing sent; accepted: the link comes back', async () => {
    const org = await signedInOrg(server.url);
    const refused = await invite(org.id);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-mcd-gateway-error')).toBe('forbidden');
    expect(await refused.json()).toMatchObject({
      message: 'The invitation was not sent: the confirmation was declined.',
    });
    expect(posted('/auth/invite_user')).toHaveLength(0);
    expect(asked[0]?.message).toBe('Invite new@example.com to Prod?');
    expect(asked[0]?.detail).toContain('Role: admin');
    answer = true;
    const sent = await invite(org.id);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ link: 'https://mc.example/login?invite=1' });
    expect(posted('/auth/invite_user')).toHaveLength(1);
  });

  it('other requests are not confirmed', async () => {
    const org = await signedInOrg(server.url);
    const read = await services.gateway(
      org.id,
      new Request(`app://console/org/${org.id}/api/auth/invite_user_list`, {
        headers: { 'x-mcd-request': 'fetch' },
      }),
    );
    expect(read.status).toBe(404); // the backend's own answer: it was sent
    expect(asked).toEqual([]);
  });
});

describe('orgs:update', () => {
  async function passwordSignedIn() {
    const org = await services.orgs.add({ name: 'Prod', url: backend.url });
    await signInAsAdmin(services, org.id);
    return org;
  }

  it('a new proxy declined changes nothing and keeps the sign-in; accepted, it applies', async () => {
    const org = await passwordSignedIn();
    const patch = { proxy: 'http://proxy.example.com:3128' };
    await expect(
      services.handlers['orgs:update']({ id: org.id, patch }, sender),
    ).rejects.toMatchObject({ code: 'NOT_CONFIRMED' });
    expect(asked[0]?.message).toBe("Send Prod's traffic through http://proxy.example.com:3128?");
    expect(services.registry.get(org.id)?.proxy).toBeNull();
    expect(backend.tokens.size).toBe(1);
    expect(await services.auth.credential(org.id)).not.toBeNull();
    answer = true;
    await services.handlers['orgs:update']({ id: org.id, patch }, sender);
    expect(services.registry.get(org.id)?.proxy).toBe('http://proxy.example.com:3128');
    expect(await services.auth.credential(org.id)).toBeNull();
  });

  it('a new CA shows its subject and SHA-256 fingerprint; declined changes nothing', async () => {
    const org = await passwordSignedIn();
    const patch = { caBundle: TEST_CA_PEM };
    await expect(
      services.handlers['orgs:update']({ id: org.id, patch }, sender),
    ).rejects.toMatchObject({ code: 'NOT_CONFIRMED' });
    const host = new URL(backend.url).host;
    expect(asked[0]?.message).toBe(`Trust this certificate authority for ${host}?`);
    expect(asked[0]?.detail).toContain('CN=MCD Test Root CA');
    expect(asked[0]?.detail).toContain(new X509Certificate(TEST_CA_PEM).fingerprint256);
    expect(services.registry.get(org.id)?.caBundle).toBeNull();
    expect(await services.auth.credential(org.id)).not.toBeNull();
    answer = true;
    await services.handlers['orgs:update']({ id: org.id, patch }, sender);
    expect(services.registry.get(org.id)?.caBundle).toBe(TEST_CA_PEM);
  });

  it('removing a proxy or CA, and other edits, ask nothing', async () => {
    const org = await passwordSignedIn();
    await services.handlers['orgs:update'](
      { id: org.id, patch: { name: 'Prod EU', proxy: null, caBundle: null, hidden: false } },
      sender,
    );
    expect(asked).toEqual([]);
    expect(services.registry.get(org.id)?.name).toBe('Prod EU');
  });

  it('hiding an organisation is confirmed; declined, it stays in the switcher', async () => {
    const org = await services.orgs.add({ name: 'Prod', url: backend.url });
    const hide = () =>
      services.handlers['orgs:update']({ id: org.id, patch: { hidden: true } }, sender);
    await expect(hide()).rejects.toMatchObject({ code: 'NOT_CONFIRMED' });
    expect(services.registry.get(org.id)?.hidden).toBe(false);
    answer = true;
    await hide();
    expect(services.registry.get(org.id)?.hidden).toBe(true);
  });
});

it('the Sandbox (on this machine) is hidden and shown without a confirmation', async () => {
  const local = createOrgServices({
    userDataDir: await mkdtemp(path.join(dir, 'sandbox-')),
    keytar: memoryKeytar().keytar,
    transport: node.transport,
    sandbox: () => Promise.resolve({ url: backend.url, token: 'sandbox-token' }),
    confirm: (request) => {
      asked.push(request);
      return Promise.resolve(false);
    },
  });
  try {
    const hidden = await local.handlers['orgs:update'](
      { id: 'sandbox', patch: { hidden: true } },
      sender,
    );
    expect(hidden.hidden).toBe(true);
    expect(asked).toEqual([]);
  } finally {
    await local.close();
  }
});

it('an organisation cannot be added hidden: the add request has no such field', () => {
  expect(
    OrgAddSchema.safeParse({ name: 'Quiet', url: 'https://mc.example', hidden: true }).success,
  ).toBe(false);
});

it('describes each certificate of a bundle, and says so of one it cannot read', () => {
  const lines = describeCaBundle(
    `${TEST_CA_PEM}-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n`,
  );
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(
    /^CN=MCD Test Root CA, O=Mission Control Desktop tests\nSHA-256 [0-9A-F:]{95}$/,
  );
  expect(lines[1]).toBe('A certificate that could not be read');
});
