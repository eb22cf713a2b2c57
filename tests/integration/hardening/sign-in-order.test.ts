// Issue 18 item 7, the sign-in order step by step (crash-writes.test.ts kills a process at
// random points; this checks the points one by one): the device token's name is in the registry
// on disk before the mint request leaves, a mint whose answer is lost stays recorded and the
// next sign-in revokes it, and a sign-out that cannot revoke keeps the token recorded.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BackendTransport } from '../../../electron/gateway/backend-fetch.ts';
import { createNodeTransport } from '../../../electron/gateway/node-transport.ts';
import {
  startFakeMissionControl,
  type FakeMissionControl,
} from '../../../electron/gateway/testing/fake-backend.ts';
import { sandboxRecord } from '../../../electron/orgs/org-registry.ts';
import { createOrgServices, type OrgServices } from '../../../electron/orgs/org-services.ts';
import { memoryKeytar } from '../../../electron/secrets/testing/memory-keytar.ts';

const USER = { email: 'admin@example.com', password: 'secret' };
const node = createNodeTransport();
let dir: string;
let backend: FakeMissionControl;
/** Called before each request leaves; may throw to lose the request's answer. */
let onRequest: (url: string, send: () => Promise<Response>) => Promise<Response>;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-sign-in-order-'));
  backend = await startFakeMissionControl({ prefix: '/api' });
  onRequest = (_url, send) => send();
});
afterEach(async () => {
  await backend.close();
  rmSync(dir, { recursive: true, force: true });
});

function open(): OrgServices {
  const transport: BackendTransport = (url, init, target) =>
    onRequest(url, () => node.transport(url, init, target));
  const services = createOrgServices({
    userDataDir: dir,
    keytar: memoryKeytar().keytar,
    transport,
    homeDir: dir,
    hostname: 'order-test',
  });
  services.registry.insert({
    ...sandboxRecord(new Date()),
    id: 'acme',
    kind: 'remote',
    name: 'Acme',
    baseUrl: backend.url,
    prefix: '/api',
    host: new URL(backend.url).host,
    signInMethod: 'password',
  });
  return services;
}

const onDisk = () =>
  JSON.parse(readFileSync(path.join(dir, 'organisations.json'), 'utf8')) as {
    orgs: { id: string; pendingDeviceTokens: { name: string }[] }[];
  };

describe('sign-in write order', () => {
  it('records the token name on disk before the mint request is sent', async () => {
    const services = open();
    let pendingAtMint: string[] | null = null;
    onRequest = (url, send) => {
      if (url.endsWith('/auth/create_token'))
        pendingAtMint =
          onDisk()
            .orgs.find((o) => o.id === 'acme')
            ?.pendingDeviceTokens.map((p) => p.name) ?? [];
      return send();
    };
    await services.auth.signIn({ orgId: 'acme', method: 'password', ...USER });
    const [minted] = [...backend.tokens.values()];
    expect(pendingAtMint).toEqual([minted?.name]);
    // Kept: it is the device token now, and no longer pending.
    const record = services.registry.require('acme');
    expect(record.deviceToken?.name).toBe(minted?.name);
    expect(record.pendingDeviceTokens).toEqual([]);
  });

  it('a token minted by a sign-in that died before the answer arrived is revoked by the next', async () => {
    const services = open();
    onRequest = async (url, send) => {
      const response = await send();
      if (url.endsWith('/auth/create_token')) throw new Error('connection reset'); // the answer is lost
      return response;
    };
    await expect(
      services.auth.signIn({ orgId: 'acme', method: 'password', ...USER }),
    ).rejects.toThrow();
    const [lost] = [...backend.tokens.values()];
    expect(lost).toBeDefined();
    expect(services.registry.require('acme').pendingDeviceTokens.map((p) => p.name)).toEqual([
      lost?.name,
    ]);

    onRequest = (_url, send) => send();
    await services.auth.signIn({ orgId: 'acme', method: 'password', ...USER });
    expect([...backend.tokens.values()].map((t) => t.name)).toEqual([
      services.registry.require('acme').deviceToken?.name,
    ]);
    expect(services.registry.require('acme').pendingDeviceTokens).toEqual([]);
    await services.auth.signOut('acme');
    expect(backend.tokens.size).toBe(0);
  });

  it('a sign-out that cannot revoke keeps the token recorded for the next sign-in', async () => {
    const services = open();
    await services.auth.signIn({ orgId: 'acme', method: 'password', ...USER });
    const [token] = [...backend.tokens.values()];
    onRequest = () => Promise.reject(new Error('offline'));
    const out = await services.auth.signOut('acme');
    expect(out.revoked).toBe(false);
    const record = services.registry.require('acme');
    expect(record.deviceToken).toBeNull();
    expect(record.pendingDeviceTokens.map((p) => p.name)).toEqual([token?.name]);

    onRequest = (_url, send) => send();
    await services.auth.signIn({ orgId: 'acme', method: 'password', ...USER });
    expect([...backend.tokens.values()].some((t) => t.name === token?.name)).toBe(false);
    expect(services.registry.require('acme').pendingDeviceTokens).toEqual([]);
  });
});
