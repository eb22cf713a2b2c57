// Issue 39: `orgs:probe` and `orgs:doctor` go through main's connection check limiter, so a page
// cannot scan ports with them. The clock is frozen: no check is refilled while the test runs.
import { afterEach, describe, expect, it } from 'vitest';
import { createCheckLimiter, TOO_MANY_CHECKS } from './check-limiter.ts';
import { openOrgFixture, type OrgFixture } from './testing/org-services-fixture.ts';

const SENDER = { url: '', isTopFrame: true };
let fixture: OrgFixture | null = null;
afterEach(() => fixture?.close());

async function open(): Promise<OrgFixture> {
  fixture = await openOrgFixture({
    services: { checkLimiter: createCheckLimiter({ now: () => 0 }) },
  });
  return fixture;
}

describe('connection checks over IPC are limited', () => {
  it('refuses the 11th probe or doctor run in a minute', async () => {
    const { services, backend } = await open();
    const { handlers } = services;
    const org = await services.orgs.add({ name: 'Prod', url: backend.url, prefix: '/api' });
    for (let i = 0; i < 5; i++)
      await expect(handlers['orgs:probe']({ url: backend.url }, SENDER)).resolves.toMatchObject({
        ok: true,
      });
    for (let i = 0; i < 5; i++) await handlers['orgs:doctor']({ orgId: org.id }, SENDER);
    await expect(handlers['orgs:probe']({ url: backend.url }, SENDER)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: TOO_MANY_CHECKS,
    });
    await expect(handlers['orgs:doctor']({ orgId: org.id }, SENDER)).rejects.toThrow(
      TOO_MANY_CHECKS,
    );
  });

  it('probes at most 3 distinct loopback ports a minute', async () => {
    const { services } = await open();
    const probe = (port: number) =>
      services.handlers['orgs:probe']({ url: `http://127.0.0.1:${port}` }, SENDER);
    // Closed ports answer at once (connection refused): the check runs, and is counted.
    for (const port of [1, 2, 3]) await expect(probe(port)).resolves.toMatchObject({ ok: false });
    await expect(probe(1)).resolves.toMatchObject({ ok: false });
    await expect(probe(4)).rejects.toThrow(TOO_MANY_CHECKS);
  });
});
