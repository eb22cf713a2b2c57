import { describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '../../preload/contract/auth.ts';
import type { BackendTarget } from '../gateway/backend-fetch.ts';
import { classifyThrown, GatewayFailure } from '../gateway/gateway-error.ts';
import { createNodeTransport } from '../gateway/node-transport.ts';
import { startFakeMissionControl, startTestServer } from '../gateway/testing/fake-backend.ts';
import {
  classifyMarkers,
  createOrgAvailability,
  observeOrg,
  statusWithAvailability,
  type MarkerAnswer,
  type Observation,
} from './org-availability.ts';

const answer = (status: number, contentType: string, text: string): MarkerAnswer => ({
  status,
  contentType,
  text,
});
const html404 = answer(404, 'text/html', '<!doctype html><h1>Not Found</h1>');
const thrown = (code: string): MarkerAnswer => ({
  failure: classifyThrown(
    Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error(code), { code }),
    }),
    'gone.example.com',
  ),
});

describe('classifyMarkers: is this still Mission Control?', () => {
  it('Mission Control answers: its health, its about, or its own refusal without a session', () => {
    expect(classifyMarkers(answer(200, 'text/plain', 'OK'), html404).kind).toBe('present');
    expect(
      classifyMarkers(answer(404, 'text/plain', ''), answer(200, 'application/json', '{"a":1}'))
        .kind,
    ).toBe('present');
    expect(
      classifyMarkers(
        answer(401, 'text/plain', 'Authorization Error'),
        answer(401, 'application/json', '{"error":"Unauthorized"}'),
      ).kind,
    ).toBe('present');
  });

  it('gone: 404 on both endpoints, or a web page where JSON was expected', () => {
    expect(
      classifyMarkers(
        answer(404, 'application/json', '{"message":"Not Found"}'),
        answer(404, 'application/json', '{"message":"Not Found"}'),
      ),
    ).toEqual({ kind: 'gone', reason: "Mission Control's endpoints answer HTTP 404" });
    expect(classifyMarkers(html404, html404)).toEqual({
      kind: 'gone',
      reason: "a web page answers where Mission Control's API was expected (HTTP 404)",
    });
    // Another application on the address (a SPA answering every path with its page).
    const page = answer(200, 'text/html; charset=utf-8', '<html><body>Welcome</body></html>');
    expect(classifyMarkers(page, page).kind).toBe('gone');
  });

  it('gone: the host name no longer resolves (NXDOMAIN)', () => {
    const failure = thrown('ENOTFOUND');
    expect(classifyMarkers(failure, failure)).toEqual({
      kind: 'gone',
      reason: 'its host name no longer resolves (ENOTFOUND)',
    });
  });

  it('inconclusive: refused, timed out, a DNS server not answering, 5xx, a sign-in proxy', () => {
    for (const code of ['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EAI_AGAIN', 'ECONNRESET']) {
      const failure = thrown(code);
      expect(classifyMarkers(failure, failure).kind, code).toBe('inconclusive');
    }
    const down = answer(503, 'text/html', '<html>Bad gateway</html>');
    expect(classifyMarkers(down, down).kind).toBe('inconclusive');
    const proxy = answer(401, 'text/html', '<html>Sign in with SSO</html>');
    expect(classifyMarkers(proxy, proxy).kind).toBe('inconclusive');
    // An SSO proxy whose session ran out serves its sign-in page with 200.
    const signIn = answer(
      200,
      'text/html',
      '<!doctype html><form action="/sso/login">Sign in</form>',
    );
    expect(classifyMarkers(signIn, signIn).kind).toBe('inconclusive');
    const other = answer(400, 'application/json', '{}');
    expect(classifyMarkers(other, other).kind).toBe('inconclusive');
  });
});

const target: BackendTarget = {
  orgId: 'acme',
  baseUrl: 'https://gone.example.com',
  prefix: '/api',
  caBundle: null,
  proxy: null,
};
const gone: Observation = { kind: 'gone', reason: 'its host name no longer resolves (ENOTFOUND)' };

function availabilityOf(seen: Observation[]) {
  const observe = vi.fn(() => Promise.resolve(seen.shift() ?? { kind: 'present' as const }));
  const delay = vi.fn(() => Promise.resolve());
  let clock = Date.parse('2026-11-26T10:00:00Z');
  const availability = createOrgAvailability({
    observe,
    delay,
    now: () => new Date((clock += 60_000)),
  });
  return { availability, observe, delay };
}

describe('createOrgAvailability: decided on consistent observations', () => {
  it('one odd answer is a blip, not a verdict', async () => {
    const { availability, observe } = availabilityOf([gone, { kind: 'present' }]);
    expect(await availability.check(target)).toBeNull();
    expect(observe).toHaveBeenCalledTimes(2);
    expect(availability.get('acme')).toBeNull();
  });

  it('two in a row, the second a moment later, mark the org; Mission Control back clears it', async () => {
    const { availability, delay } = availabilityOf([gone, gone, gone, gone]);
    const mark = await availability.check(target);
    expect(mark).toEqual({
      url: 'https://gone.example.com',
      reason: 'its host name no longer resolves (ENOTFOUND)',
      since: '2026-11-26T10:01:00.000Z',
    });
    expect(delay).toHaveBeenCalledWith(1000);
    expect(availability.get('acme')).toEqual(mark);
    // Checked again (Retry): still gone, and "since" is when it was first found.
    expect((await availability.check(target))?.since).toBe('2026-11-26T10:01:00.000Z');
    // Back (the queue is empty: present).
    expect(await availability.check(target)).toBeNull();
    expect(availability.get('acme')).toBeNull();
  });

  it('an address that stops answering at all is unreachable, not unavailable', async () => {
    const { availability } = availabilityOf([
      gone,
      gone,
      { kind: 'inconclusive', reason: 'refused' },
    ]);
    expect(await availability.check(target)).not.toBeNull();
    expect(await availability.check(target)).toBeNull();
  });

  it('concurrent checks of one org share one look', async () => {
    const { availability, observe } = availabilityOf([gone, gone]);
    const [a, b] = await Promise.all([availability.check(target), availability.check(target)]);
    expect(a).toEqual(b);
    expect(observe).toHaveBeenCalledTimes(2);
  });
});

const statusOf = (state: AuthStatus['state'], message: string | null = null): AuthStatus => ({
  orgId: 'acme',
  state,
  method: 'token',
  user: null,
  message,
  sessionOnly: false,
});

describe('statusWithAvailability: the sign-in check with the verdict', () => {
  it('a 404 read as "provisioning" turns into unavailable (unreachable with the mark)', async () => {
    const { availability } = availabilityOf([gone, gone]);
    const status = await statusWithAvailability({
      status: () => Promise.resolve(statusOf('provisioning', 'Please wait')),
      target: () => Promise.resolve(target),
      availability,
      orgName: 'Acme',
      lastUser: { id: 'u1', name: 'Ann', email: null, roles: ['editor'] },
    });
    expect(status).toMatchObject({
      state: 'unreachable',
      // The read-only console keeps the last user's roles (writes disabled, not hidden).
      user: { roles: ['editor'] },
      message:
        'Acme is no longer available at https://gone.example.com (its host name no longer resolves (ENOTFOUND)).',
      unavailable: { url: 'https://gone.example.com' },
    });
  });

  it('refused or timed out stays "unreachable" without another look; signed in clears the mark', async () => {
    const { availability, observe } = availabilityOf([gone, gone]);
    await availability.check(target);
    const refused = await statusWithAvailability({
      status: () =>
        Promise.resolve(
          statusOf('unreachable', 'gone.example.com is not answering (ECONNREFUSED)'),
        ),
      target: () => Promise.resolve(target),
      availability,
      orgName: 'Acme',
    });
    expect(refused.unavailable).toBeUndefined();
    expect(observe).toHaveBeenCalledTimes(2);
    expect(availability.get('acme')).toBeNull();
    await availability.check(target); // present again
    const signedIn = await statusWithAvailability({
      status: () => Promise.resolve(statusOf('signed-in')),
      target: () => Promise.resolve(target),
      availability,
      orgName: 'Acme',
    });
    expect(signedIn.state).toBe('signed-in');
  });

  it('a name that no longer resolves is looked at', async () => {
    const { availability, observe } = availabilityOf([gone, gone]);
    const status = await statusWithAvailability({
      status: () =>
        Promise.resolve(
          statusOf(
            'unreachable',
            'gone.example.com cannot be found (ENOTFOUND): you may be offline',
          ),
        ),
      target: () => Promise.resolve(target),
      availability,
      orgName: 'Acme',
    });
    expect(observe).toHaveBeenCalledTimes(2);
    expect(status.unavailable?.reason).toBe('its host name no longer resolves (ENOTFOUND)');
  });
});

describe('observeOrg over HTTP', () => {
  it('tells Mission Control from a server that answers 404 pages, and from a dead port', async () => {
    const { transport, close } = createNodeTransport();
    const mc = await startFakeMissionControl({ prefix: '' });
    const other = await startTestServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<!DOCTYPE html><html><body>Not Found</body></html>');
    });
    try {
      const at = (url: string): BackendTarget => ({ ...target, baseUrl: url, prefix: '' });
      expect(await observeOrg(transport, at(mc.url))).toEqual({ kind: 'present' });
      expect(await observeOrg(transport, at(other.url))).toMatchObject({ kind: 'gone' });
      const deadUrl = other.url;
      await other.close();
      expect(await observeOrg(transport, at(deadUrl))).toMatchObject({ kind: 'inconclusive' });
    } finally {
      await mc.close();
      await close();
    }
  });

  it('a host name that does not resolve is gone', async () => {
    const failure = thrown('ENOTFOUND');
    expect('failure' in failure && failure.failure).toBeInstanceOf(GatewayFailure);
    const observation = await observeOrg(
      () =>
        Promise.reject(
          Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } }),
        ),
      target,
    );
    expect(observation).toEqual({
      kind: 'gone',
      reason: 'its host name no longer resolves (ENOTFOUND)',
    });
  });
});
