// auth:createToken: main posts create_token with the org's credential after its confirmation,
// answers the token, and turns the server's refusals into their messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DesktopError } from '../../preload/contract/result.ts';
import { createNodeTransport } from '../gateway/node-transport.ts';
import { sendJson, startTestServer, type TestServer } from '../gateway/testing/fake-backend.ts';
import { createTokenCreator } from './token-create.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.path !== '/api/auth/create_token' || req.method !== 'POST')
      return sendJson(res, 404, {});
    if (req.headers.authorization !== 'Bearer good') return sendJson(res, 401, {});
    const body = JSON.parse(req.body) as { name: string; expiry: string };
    if (body.expiry === 'soon')
      return sendJson(res, 400, {
        error: 'error parsing expiry[soon]: time: invalid duration "soon"',
      });
    return sendJson(res, 200, { message: 'success', payload: { token: `tok-${body.name}` } });
  });
});
afterAll(() => server.close());

function creator(credential: string, confirmed = true) {
  const asked: string[] = [];
  const create = createTokenCreator({
    target: () =>
      Promise.resolve({
        orgId: 'o',
        baseUrl: server.url,
        prefix: '/api',
        caBundle: null,
        proxy: null,
      }),
    credential: () => Promise.resolve(credential),
    onUnauthorized: () => undefined,
    transport: createNodeTransport().transport,
    confirm: (_org, request) => {
      asked.push(request.name);
      return confirmed
        ? Promise.resolve()
        : Promise.reject(new DesktopError('NOT_CONFIRMED', 'declined'));
    },
  });
  return { create, asked };
}

const request = (name: string, expiry = '90d') => ({
  orgId: 'o',
  name,
  expiry,
  auto_renew: true,
  scope: [{ subject: '' as const, object: 'catalog', action: 'read' }],
});

describe('auth:createToken', () => {
  it('posts the body as the backend reads it and answers the token', async () => {
    const { create, asked } = creator('Bearer good');
    expect(await create(request('ci'))).toEqual({ token: 'tok-ci' });
    expect(asked).toEqual(['ci']);
    const posted = server.requests.filter((r) => r.path === '/api/auth/create_token');
    expect(JSON.parse(posted.at(-1)!.body)).toEqual({
      name: 'ci',
      expiry: '90d',
      auto_renew: true,
      scope: [{ subject: '', object: 'catalog', action: 'read' }],
    });
  });

  it("answers the server's message, asks sign-in on 401, sends nothing when declined", async () => {
    await expect(creator('Bearer good').create(request('x', 'soon'))).rejects.toMatchObject({
      code: 'TOKEN_NOT_CREATED',
      message: 'error parsing expiry[soon]: time: invalid duration "soon"',
    });
    await expect(creator('Bearer bad').create(request('y'))).rejects.toMatchObject({
      code: 'NEEDS_SIGN_IN',
    });
    const before = server.requests.length;
    await expect(creator('Bearer good', false).create(request('z'))).rejects.toMatchObject({
      code: 'NOT_CONFIRMED',
    });
    expect(server.requests.length).toBe(before);
  });
});
