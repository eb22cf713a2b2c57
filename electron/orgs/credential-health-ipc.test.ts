// credentials:list through the real org services: sign-in records when the token was issued and
// when it ends, the answer names keychain items and never carries a secret, sign-out clears it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createNodeTransport } from '../gateway/node-transport.ts';
import {
  startFakeMissionControl,
  type FakeMissionControl,
} from '../gateway/testing/fake-backend.ts';
import { memoryKeytar } from '../secrets/testing/memory-keytar.ts';
import { createOrgServices, type OrgServices } from './org-services.ts';

let dir: string;
let backend: FakeMissionControl;
let services: OrgServices;
let keychain: Map<string, string>;
const node = createNodeTransport();
const sender = { url: '', isTopFrame: true };

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mcd-cred-'));
  backend = await startFakeMissionControl({ prefix: '/api' });
  const { keytar, entries } = memoryKeytar();
  keychain = entries;
  services = createOrgServices({
    userDataDir: dir,
    keytar,
    transport: node.transport,
    homeDir: dir,
    hostname: 'test-host',
  });
});
afterEach(async () => {
  await services.close();
  await backend.close();
  await rm(dir, { recursive: true, force: true });
});

it('records the device token’s issue and expiry at sign-in and forgets them at sign-out', async () => {
  const org = await services.orgs.add({ name: 'Prod', url: backend.url });
  const list = async () =>
    (await services.handlers['credentials:list']({}, sender)).orgs.find((o) => o.orgId === org.id);
  expect((await list())?.token.kind).toBe('none');

  const before = Date.now();
  await services.auth.signIn({
    orgId: org.id,
    method: 'password',
    email: 'admin@example.com',
    password: 'secret',
  });
  const health = await list();
  expect(health?.store).toMatchObject({
    kind: 'keychain',
    service: 'mission-control-desktop',
    account: `${org.id}/token`,
  });
  expect(health?.token.kind).toBe('device-token');
  const issued = Date.parse(health?.token.issuedAt ?? '');
  expect(issued).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(health?.token.expiresAt ?? '') - issued).toBe(90 * 24 * 3_600_000);
  // Names of keychain items only: no stored value appears in the answer.
  const answer = JSON.stringify(health);
  for (const value of keychain.values()) expect(answer).not.toContain(value);

  await services.auth.signOut(org.id);
  expect((await list())?.token).toMatchObject({ kind: 'none', issuedAt: null });
});
