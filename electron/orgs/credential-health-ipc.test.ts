// credentials:list through the real org services: sign-in records when the token was issued and
// when it ends, the answer names keychain items and never carries a secret, sign-out clears it.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { FakeMissionControl } from '../gateway/testing/fake-backend.ts';
import type { OrgServices } from './org-services.ts';
import { openOrgFixture, signInAsAdmin, type OrgFixture } from './testing/org-services-fixture.ts';

let fixture: OrgFixture;
let backend: FakeMissionControl;
let services: OrgServices;
let keychain: Map<string, string>;
const sender = { url: '', isTopFrame: true };

beforeEach(async () => {
  fixture = await openOrgFixture();
  ({ backend, services, keychain } = fixture);
});
afterEach(() => fixture.close());

it('records the device token’s issue and expiry at sign-in and forgets them at sign-out', async () => {
  const org = await services.orgs.add({ name: 'Prod', url: backend.url });
  const list = async () =>
    (await services.handlers['credentials:list']({}, sender)).orgs.find((o) => o.orgId === org.id);
  expect((await list())?.token.kind).toBe('none');

  const before = Date.now();
  await signInAsAdmin(services, org.id);
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
