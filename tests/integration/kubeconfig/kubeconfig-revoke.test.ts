// Issue 18 item 10, against the Sandbox over HTTP: the token each kubeconfig download mints is
// recorded, revoked when the kubeconfig is regenerated and when the organisation is removed, so
// kubectl with the old file is refused (401) afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { OrgServices } from '../../../electron/orgs/org-services.ts';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { openSandboxOrgServices, type SandboxOrgServices } from './sandbox-org-services.ts';

let fixture: SandboxOrgServices;
let sandbox: RunningSandbox;
let services: OrgServices;

beforeAll(async () => {
  fixture = await openSandboxOrgServices('kube-revoke');
  ({ sandbox, services } = fixture);
}, 180_000);
afterAll(async () => {
  await fixture?.close();
});

/** The access token inside the stored kubeconfig (Basic `token:<password>`). */
async function kubeconfigToken(orgId: string): Promise<string> {
  const text = await services.secrets.get(orgId, 'kubeconfig');
  const doc = parse(text ?? '') as { users: { user: { username: string; password: string } }[] };
  expect(doc.users[0]?.user.username).toBe('token');
  return doc.users[0]!.user.password;
}

/** What the Sandbox answers a client presenting the kubeconfig's credential, as kubectl does. */
async function statusWith(token: string): Promise<number> {
  const basic = Buffer.from(`token:${token}`).toString('base64');
  const response = await fetch(`${sandbox.url}/auth/whoami`, {
    headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
  });
  await response.arrayBuffer();
  return response.status;
}

describe('kubeconfig tokens are revoked', () => {
  it('on regenerate (the old one is refused, the new one works) and on organisation removal', async () => {
    const org = await services.orgs.add({
      name: 'Sandbox as remote',
      url: sandbox.url,
      prefix: '',
    });
    await services.auth.signIn({ orgId: org.id, method: 'token', token: sandbox.adminToken });

    await services.kubeconfig.download(org.id);
    const first = await kubeconfigToken(org.id);
    const firstId = services.registry.require(org.id).kubeconfig?.tokenId;
    expect(firstId).toEqual(expect.any(String));
    expect(await statusWith(first)).toBe(200);

    await services.kubeconfig.regenerate(org.id);
    const second = await kubeconfigToken(org.id);
    expect(second).not.toBe(first);
    expect(await statusWith(first)).toBe(401);
    expect(await statusWith(second)).toBe(200);
    const meta = services.registry.require(org.id).kubeconfig;
    expect(meta?.tokenId).toEqual(expect.any(String));
    expect(meta?.tokenId).not.toBe(firstId);
    expect(meta?.unrevokedTokenIds).toEqual([]);

    expect(await services.orgs.remove(org.id)).toEqual({ removed: true, warnings: [] });
    expect(await statusWith(second)).toBe(401);
    // The credential the org signed in with was the user's own token: it still works.
    const admin = await fetch(`${sandbox.url}/auth/whoami`, {
      headers: { authorization: `Bearer ${sandbox.adminToken}` },
    });
    expect(admin.status).toBe(200);
  });
});
