// Issue 39 items 1 and 2: credentials are bound to the address and connection they were issued
// for and never sent anywhere else, and an address, proxy or CA change is refused until they are
// gone (here with a keychain that refuses to delete them).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindingOf } from '../auth/credential-binding.ts';
import {
  startFakeMissionControl,
  type FakeMissionControl,
} from '../gateway/testing/fake-backend.ts';
import { KEYCHAIN_SERVICE, type KeytarLike } from '../secrets/keychain.ts';
import type { OrgServices } from './org-services.ts';
import { openOrgFixture, signInAsAdmin, type OrgFixture } from './testing/org-services-fixture.ts';

let fixture: OrgFixture;
let backend: FakeMissionControl;
let other: FakeMissionControl;
let services: OrgServices;
let keychain: Map<string, string>;
/** While set, the keychain refuses every delete (a locked or misbehaving Secret Service). */
let refuseDelete = false;
const sender = { url: '', isTopFrame: true };

beforeEach(async () => {
  refuseDelete = false;
  fixture = await openOrgFixture({
    keytar: (memory): KeytarLike => ({
      ...memory,
      deletePassword: (service, account) =>
        refuseDelete
          ? Promise.reject(new Error('the keyring is locked'))
          : memory.deletePassword(service, account),
    }),
    // The user says yes to a new proxy or CA (issue 39 item 4): what is tested here comes after.
    services: { confirm: () => Promise.resolve(true) },
  });
  ({ backend, keychain, services } = fixture);
  other = await startFakeMissionControl({ prefix: '' });
});
afterEach(async () => {
  await fixture.close();
  await other.close();
});

const tokenOf = (orgId: string) => keychain.get(`${KEYCHAIN_SERVICE}|${orgId}/token`) ?? null;
const sentAuthorization = (server: FakeMissionControl) =>
  server.requests.filter((r) => r.headers.authorization !== undefined);

async function signedInOrg() {
  const org = await services.orgs.add({ name: 'Prod', url: backend.url });
  await signInAsAdmin(services, org.id);
  expect(tokenOf(org.id)).not.toBeNull();
  return org;
}

function gatewayGet(orgId: string) {
  return services.gateway(
    orgId,
    new Request(`app://console/org/${orgId}/api/auth/whoami`, {
      headers: { 'x-mcd-request': 'fetch' },
    }),
  );
}

describe('an address or connection change with a keychain that refuses the delete (item 2)', () => {
  it('refuses the address change, saying why, and changes nothing until the credentials are gone', async () => {
    const org = await signedInOrg();
    const before = services.registry.require(org.id);
    refuseDelete = true;
    await expect(
      services.handlers['orgs:update']({ id: org.id, patch: { url: other.url } }, sender),
    ).rejects.toMatchObject({
      code: 'CREDENTIALS_NOT_CLEARED',
      message: expect.stringMatching(
        /^The address of Prod was not changed: its sign-in could not be removed first \(The system keychain refused to delete a credential: the keyring is locked/,
      ) as unknown,
    });
    // Nothing changed: the address, and the sign-in is still bound to the old address.
    expect(services.registry.require(org.id)).toMatchObject({
      baseUrl: backend.url,
      prefix: '/api',
      credentialBinding: before.credentialBinding,
    });
    expect(sentAuthorization(other)).toEqual([]);
    // Not even revoked: the keychain was asked first, so the org is signed in as it was.
    expect(backend.tokens.size).toBe(1);
    expect(tokenOf(org.id)).not.toBeNull();

    // The keychain now in its back-off: refused again at once, for the same reason.
    refuseDelete = false;
    await expect(
      services.handlers['orgs:update']({ id: org.id, patch: { url: other.url } }, sender),
    ).rejects.toMatchObject({ code: 'CREDENTIALS_NOT_CLEARED' });
    expect(services.registry.require(org.id).baseUrl).toBe(backend.url);
    expect(sentAuthorization(other)).toEqual([]);
  });

  it('refuses a proxy or CA change the same way', async () => {
    const org = await signedInOrg();
    refuseDelete = true;
    await expect(
      services.handlers['orgs:update'](
        { id: org.id, patch: { proxy: 'http://proxy.example.com:3128' } },
        sender,
      ),
    ).rejects.toMatchObject({
      code: 'CREDENTIALS_NOT_CLEARED',
      message: expect.stringMatching(
        /^The proxy or certificate authority of Prod was not changed/,
      ) as unknown,
    });
    expect(services.registry.require(org.id).proxy).toBeNull();
  });
});

describe('credentials are bound to where they were issued (item 1)', () => {
  it('a token never goes to a new address, even when the record changed behind sign-out', async () => {
    const org = await signedInOrg();
    // The record moves without the update path's sign-out (an older build's leftovers, a bug).
    services.registry.change(org.id, (r) => ({ ...r, baseUrl: other.url, prefix: '' }));
    const response = await gatewayGet(org.id);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      kind: 'needs-sign-in',
      message: expect.stringMatching(
        /^Signed out of Prod: the organisation's address changed since you signed in \(from http.*\/api to http.*\), so they were not sent\. Sign in again\.$/,
      ) as unknown,
    });
    expect(sentAuthorization(other)).toEqual([]);
    // Dropped, not only refused: the keychain no longer holds it.
    expect(tokenOf(org.id)).toBeNull();
    expect((await services.auth.status(org.id)).state).toBe('needs-sign-in');
    expect(sentAuthorization(other)).toEqual([]);
  });

  it('nor through a proxy or to a CA it was not issued with', async () => {
    for (const change of [
      { proxy: 'http://127.0.0.1:9' },
      { caBundle: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n' },
    ]) {
      const org = await signedInOrg();
      services.registry.change(org.id, (r) => ({ ...r, ...change }));
      const status = await services.auth.status(org.id);
      expect(status).toMatchObject({
        state: 'needs-sign-in',
        message: expect.stringMatching(/proxy or certificate authority changed/) as unknown,
      });
      expect(tokenOf(org.id)).toBeNull();
      await services.orgs.remove(org.id);
    }
  });

  it('is checked against the very target a request is about to use', async () => {
    const org = await signedInOrg();
    const target = await services.orgs.target(org.id);
    expect(await services.auth.credential(org.id, target)).toMatch(/^Bearer /);
    await expect(
      services.auth.credential(org.id, { ...target, baseUrl: other.url, prefix: '' }),
    ).rejects.toMatchObject({ code: 'NEEDS_SIGN_IN' });
    expect(tokenOf(org.id)).toBeNull();
  });

  it('binds the credentials of a record from before bindings to its current address (migration)', async () => {
    const org = await signedInOrg();
    services.registry.change(org.id, (r) => {
      const { credentialBinding: _dropped, ...legacy } = r;
      return legacy;
    });
    expect(services.registry.require(org.id).credentialBinding).toBeUndefined();
    services.auth.forget(org.id);
    expect(await services.auth.credential(org.id)).toMatch(/^Bearer /);
    expect(services.registry.require(org.id).credentialBinding).toEqual(
      bindingOf(services.registry.require(org.id)),
    );
  });

  it('a credential left in the keychain after a sign-out is never used', async () => {
    const org = await signedInOrg();
    const token = tokenOf(org.id) ?? '';
    await services.auth.signOut(org.id);
    expect(services.registry.require(org.id).credentialBinding).toBeNull();
    keychain.set(`${KEYCHAIN_SERVICE}|${org.id}/token`, token); // a delete that did not happen
    await expect(services.auth.credential(org.id)).rejects.toMatchObject({
      code: 'NEEDS_SIGN_IN',
      message: expect.stringMatching(/not issued for its current address/) as unknown,
    });
  });
});
