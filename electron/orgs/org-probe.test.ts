// The probe finds Mission Control only by Mission Control's own answers: its `/about` shape and
// its 401 texts. Another service's JSON or refusal at the address is "not a backend", so the add
// dialog never stores an address that merely answers with some JSON object or a 401.
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeTransport } from '../gateway/node-transport.ts';
import { sendJson, startTestServer, type TestHandler } from '../gateway/testing/fake-backend.ts';
import { probeOrg } from './org-probe.ts';

const node = createNodeTransport();
afterAll(() => node.close());

async function probeWith(handler: TestHandler) {
  const server = await startTestServer(handler);
  try {
    return await probeOrg(node.transport, { url: server.url });
  } finally {
    await server.close();
  }
}

const text =
  (status: number, body: string, headers: Record<string, string> = {}): TestHandler =>
  (_request, res) => {
    res.writeHead(status, { 'content-type': 'text/plain', ...headers });
    res.end(body);
  };

describe('probeOrg', () => {
  it("finds a backend by Mission Control's /about, preferring the chart version", async () => {
    const probe = await probeWith((request, res) =>
      request.path === '/api/about'
        ? sendJson(res, 200, { appVersion: 'v0.0.900', chartVersion: '0.0.1234' })
        : sendJson(res, 404, {}),
    );
    expect(probe).toMatchObject({ ok: true, prefix: '/api', version: '0.0.1234' });
  });

  it('does not take any other JSON object at /about for Mission Control', async () => {
    const probe = await probeWith((_request, res) => sendJson(res, 200, { status: 'ok' }));
    expect(probe).toMatchObject({ ok: true, prefix: null, authRequired: false });
  });

  it.each([
    ['Authorization Error', {}],
    ['Session Expired', {}],
    ['{"error":"unauthorized"}', {}],
    ['', { 'www-authenticate': 'Bearer resource_metadata="https://mc/.well-known/x"' }],
  ])('counts a 401 saying %j as a backend that wants sign-in', async (body, headers) => {
    const probe = await probeWith(text(401, body, headers));
    expect(probe).toMatchObject({ ok: true, prefix: '', authRequired: true });
  });

  it("does not count another service's 401 or 403 as a backend", async () => {
    for (const answer of [
      text(401, 'Access denied by the gateway'),
      text(403, 'Forbidden', { 'www-authenticate': 'Basic realm="nginx"' }),
    ]) {
      const probe = await probeWith(answer);
      expect(probe).toMatchObject({ ok: true, prefix: null, authRequired: false });
    }
  });
});
