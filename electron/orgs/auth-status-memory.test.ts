// `auth:status` answered from memory (auth/status-memory.ts): one whoami and one keychain read per
// org, then none, until something that changes the answer happens.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindingOf } from '../auth/credential-binding.ts';
import type { KeytarLike } from '../secrets/keychain.ts';
import { KEYCHAIN_SERVICE } from '../secrets/keychain.ts';
import type { FakeMissionControl } from '../gateway/testing/fake-backend.ts';
import type { OrgServices } from './org-services.ts';
import { openOrgFixture, signInAsAdmin, type OrgFixture } from './testing/org-services-fixture.ts';

let fixture: OrgFixture;
let services: OrgServices;
let backend: FakeMissionControl;
let keychain: Map<string, string>;
let keychainReads: string[];
const ctx = { url: '', isTopFrame: true };

beforeEach(async () => {
  keychainReads = [];
  fixture = await openOrgFixture({
    services: { confirm: () => Promise.resolve(true) },
    keytar: (memory): KeytarLike => ({
      ...memory,
      getPassword: (service, account) => {
        keychainReads.push(account);
        return memory.getPassword(service, account);
      },
    }),
  });
  ({ services, backend, keychain } = fixture);
});
afterEach(() => fixture.close());

const whoamis = () => backend.requests.filter((r) => r.path.endsWith('/auth/whoami')).length;
const status = (orgId: string) => services.handlers['auth:status']({ orgId }, ctx);
const gatewayGet = (orgId: string, path: string) =>
  services.gateway(
    orgId,
    new Request(`app://console/org/${orgId}/api${path}`, {
      headers: { 'sec-fetch-dest': 'empty' },
    }),
  );

/** An org whose token was stored by an earlier run of the app (read from the keychain). */
async function storedOrg() {
  const org = await services.orgs.add({ name: 'Prod', url: backend.url });
  await signInAsAdmin(services, org.id);
  const token = keychain.get(`${KEYCHAIN_SERVICE}|${org.id}/token`) ?? '';
  services.auth.forget(org.id); // as after a restart: nothing in memory
  keychainReads.length = 0;
  return { org, token };
}

describe('auth:status from memory', () => {
  it('asks the keychain and the backend once, then answers from memory, also when asked at once', async () => {
    const { org } = await storedOrg();
    const before = whoamis();
    const first = await Promise.all([status(org.id), status(org.id), status(org.id)]);
    expect(first.map((s) => s.state)).toEqual(['signed-in', 'signed-in', 'signed-in']);
    for (let i = 0; i < 5; i++)
      expect(await status(org.id)).toMatchObject({ user: { email: 'admin@example.com' } });
    expect(whoamis() - before).toBe(1);
    expect(keychainReads).toEqual([`${org.id}/token`]);
  });

  it('a 401 from the backend forgets it: the next ask finds the org needs a sign-in', async () => {
    const { org } = await storedOrg();
    expect((await status(org.id)).state).toBe('signed-in');
    backend.tokens.clear(); // revoked on the server
    expect((await status(org.id)).state).toBe('signed-in'); // nothing said otherwise yet
    expect((await gatewayGet(org.id, '/auth/whoami')).status).toBe(401);
    expect((await status(org.id)).state).toBe('needs-sign-in');
  });

  it('sign-out, sign-in, removal and a credential change each forget it', async () => {
    const { org } = await storedOrg();
    await status(org.id);
    await services.handlers['auth:signOut']({ orgId: org.id }, ctx);
    expect((await status(org.id)).state).toBe('needs-sign-in');

    // A sign-in keeps its own answer: no whoami of its own is needed after it.
    await signInAsAdmin(services, org.id);
    const after = whoamis();
    expect((await status(org.id)).state).toBe('signed-in');
    expect(whoamis()).toBe(after);

    // An update (the sign-in method or user may have changed) checks again.
    await services.handlers['orgs:update']({ id: org.id, patch: { name: 'Prod 2' } }, ctx);
    const updated = await status(org.id);
    expect(updated.state).toBe('signed-in');
    expect(whoamis()).toBe(after + 1);

    // A credential moved elsewhere behind the app's back is refused, kept answer or not.
    services.registry.change(org.id, (r) => ({
      ...r,
      credentialBinding: bindingOf({ ...r, baseUrl: 'https://elsewhere.example' }),
    }));
    expect((await status(org.id)).state).toBe('needs-sign-in');

    await services.handlers['orgs:remove']({ id: org.id }, ctx);
    await expect(status(org.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a request that cannot reach the org makes the next ask check again', async () => {
    const { org } = await storedOrg();
    expect((await status(org.id)).state).toBe('signed-in');
    await backend.close();
    expect((await gatewayGet(org.id, '/auth/whoami')).status).toBeGreaterThanOrEqual(500);
    expect((await status(org.id)).state).toBe('unreachable');
  });

  it('session-only credentials forget every org', async () => {
    const { org } = await storedOrg();
    await status(org.id);
    await services.handlers['auth:useSessionOnly']({}, ctx);
    // The keychain is not used any more: the stored token is not read, so a sign-in is needed.
    expect(await status(org.id)).toMatchObject({ state: 'needs-sign-in', sessionOnly: true });
  });
});

describe('auth:status of the org a window opens on (the start-up check)', () => {
  const initial = (search: string, remembered: string | null = null) =>
    services.handlers['auth:status']({ initial: { search, remembered } }, ctx);

  it('checks the org the org frame would open, as the plain check of that org answers', async () => {
    const { org } = await storedOrg();
    const other = await services.orgs.add({ name: 'Staging', url: backend.url });
    expect(await initial(`?org=${org.id}`)).toEqual(await status(org.id));
    expect(await initial('', other.id)).toMatchObject({ orgId: other.id });
  });

  it('fails NOT_FOUND when there is no organisation to open', async () => {
    for (const listed of services.orgs.list())
      await services.handlers['orgs:remove']({ id: listed.id }, ctx);
    await expect(initial('')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
