import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_ERROR_HEADER, GatewayErrorSchema } from '../../preload/contract/orgs.ts';
import { mapUiPath, type BackendTarget } from './backend-fetch.ts';
import { classifyThrown } from './gateway-error.ts';
import { createGateway, isCredentialRoute, type GatewayOptions } from './gateway.ts';
import { createNodeTransport } from './node-transport.ts';
import { sendJson, startTestServer, type TestServer } from './testing/fake-backend.ts';
import { TEST_CA_PEM } from './testing/test-certificates.ts';

const node = createNodeTransport({ connectTimeoutMs: 2000 });
afterAll(() => node.close());

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
async function server(...args: Parameters<typeof startTestServer>) {
  const started = await startTestServer(...args);
  servers.push(started);
  return started;
}

function gatewayFor(target: Omit<BackendTarget, 'orgId'>, extra: Partial<GatewayOptions> = {}) {
  const onUnauthorized = vi.fn();
  const gateway = createGateway({
    transport: node.transport,
    resolveTarget: (orgId) => Promise.resolve(orgId === 'org-a' ? { orgId, ...target } : null),
    credential: () => Promise.resolve('Bearer org-a-token'),
    onUnauthorized,
    totalTimeoutMs: 3000,
    ...extra,
  });
  return { gateway, onUnauthorized };
}

/** A request as the renderer's fetch sends it (Sec-Fetch-Dest: empty), unless `init` says otherwise. */
const req = (path: string, init?: RequestInit) => {
  const headers = new Headers(init?.headers);
  if (!headers.has('sec-fetch-dest')) headers.set('sec-fetch-dest', 'empty');
  return new Request(`app://console/org/org-a${path}`, { ...init, headers });
};

async function gatewayError(response: Response) {
  expect(response.headers.get(GATEWAY_ERROR_HEADER)).not.toBeNull();
  return GatewayErrorSchema.parse(await response.json());
}

describe('mapUiPath', () => {
  it('maps /api/… to base + prefix + backend route', () => {
    expect(
      mapUiPath({ baseUrl: 'https://mc.example.com', prefix: '/api' }, '/api/db/checks?limit=5')
        .href,
    ).toBe('https://mc.example.com/api/db/checks?limit=5');
    expect(
      mapUiPath({ baseUrl: 'https://mc.example.com/sub', prefix: '' }, '/api/db/checks').href,
    ).toBe('https://mc.example.com/sub/db/checks');
    expect(
      mapUiPath({ baseUrl: 'https://mc.example.com', prefix: '' }, '/api/.ory/sessions/whoami')
        .href,
    ).toBe('https://mc.example.com/kratos/sessions/whoami');
  });
  it('refuses paths outside /api and dot segments, even encoded', () => {
    expect(() => mapUiPath({ baseUrl: 'https://a.test', prefix: '' }, '/etc/passwd')).toThrow(
      /Only \/api/,
    );
    expect(() => mapUiPath({ baseUrl: 'https://a.test', prefix: '' }, '/api/%2e%2e/x')).toThrow(
      /"\.\."/,
    );
    expect(() => mapUiPath({ baseUrl: 'https://a.test', prefix: '' }, '/api/a%2fb')).toThrow(
      /encoded slashes/,
    );
  });
});

describe('gateway', () => {
  it('forwards to the org with its credential, never the renderer cookies or Authorization', async () => {
    const backend = await server((_req, res) => {
      res.setHeader('set-cookie', 'session=x');
      res.setHeader('content-range', '0-0/1');
      sendJson(res, 200, [{ id: 1 }]);
    });
    const { gateway } = gatewayFor({
      baseUrl: backend.url,
      prefix: '/api',
      caBundle: null,
      proxy: null,
    });
    const response = await gateway(
      'org-a',
      req('/api/db/checks?limit=1', {
        headers: {
          cookie: 'renderer=1',
          authorization: 'Bearer renderer',
          accept: 'application/json',
          prefer: 'count=exact',
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: 1 }]);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('content-range')).toBe('0-0/1');
    const sent = backend.requests[0];
    expect(sent?.path).toBe('/api/db/checks?limit=1');
    expect(sent?.headers.authorization).toBe('Bearer org-a-token');
    expect(sent?.headers.cookie).toBeUndefined();
    expect(sent?.headers.prefer).toBe('count=exact');
  });

  it('follows a same-origin redirect with credentials and refuses a cross-origin one without contacting it', async () => {
    const elsewhere = await server((_req, res) => sendJson(res, 200, { stolen: true }));
    const backend = await server((request, res) => {
      if (request.path === '/db/old') {
        res.writeHead(302, { location: '/db/new' });
        return res.end();
      }
      if (request.path === '/db/away') {
        res.writeHead(302, { location: `${elsewhere.url}/collect` });
        return res.end();
      }
      sendJson(res, 200, { path: request.path });
    });
    const { gateway } = gatewayFor({
      baseUrl: backend.url,
      prefix: '',
      caBundle: null,
      proxy: null,
    });
    const same = await gateway('org-a', req('/api/db/old'));
    expect(await same.json()).toEqual({ path: '/db/new' });
    expect(backend.requests[1]?.headers.authorization).toBe('Bearer org-a-token');

    const cross = await gateway('org-a', req('/api/db/away'));
    const error = await gatewayError(cross);
    expect(error.kind).toBe('redirect-refused');
    expect(error.message).toMatch(/another site/);
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('caps the response size, declared or streamed', async () => {
    const backend = await server((request, res) => {
      if (request.path.endsWith('declared')) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(5000) });
        return res.end('x'.repeat(5000));
      }
      res.writeHead(200, { 'content-type': 'application/json' }); // chunked, no length
      for (let i = 0; i < 10; i += 1) res.write('y'.repeat(1000));
      res.end();
    });
    const { gateway } = gatewayFor(
      { baseUrl: backend.url, prefix: '', caBundle: null, proxy: null },
      { maxResponseBytes: 4096 },
    );
    for (const path of ['/api/declared', '/api/streamed']) {
      const error = await gatewayError(await gateway('org-a', req(path)));
      expect(error.kind).toBe('too-large');
    }
  });

  it('classifies 401 (marking only this org), 403 and an HTML login page', async () => {
    const backend = await server((request, res) => {
      if (request.path === '/a') {
        res.writeHead(401, { 'content-type': 'text/plain' });
        return res.end('Session Expired');
      }
      if (request.path === '/b') {
        res.writeHead(403, { 'content-type': 'text/plain', 'x-rbac-object': 'catalog' });
        return res.end('unauthorized. Access Denied');
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><html><form action="/login"></form></html>');
    });
    const { gateway, onUnauthorized } = gatewayFor({
      baseUrl: backend.url,
      prefix: '',
      caBundle: null,
      proxy: null,
    });
    const unauthorized = await gateway('org-a', req('/api/a'));
    expect(unauthorized.status).toBe(401);
    expect(await gatewayError(unauthorized)).toMatchObject({
      kind: 'needs-sign-in',
      status: 401,
      orgId: 'org-a',
    });
    expect(onUnauthorized).toHaveBeenCalledWith('org-a');
    const forbidden = await gateway('org-a', req('/api/b'));
    expect(forbidden.status).toBe(403);
    expect((await gatewayError(forbidden)).message).toMatch(/Access Denied/);
    const html = await gatewayError(
      await gateway('org-a', req('/api/c', { headers: { accept: 'application/json' } })),
    );
    expect(html.kind).toBe('html-instead-of-json');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('classifies a backend that is down, one that never answers, and an unknown org', async () => {
    const dead = await server(() => {});
    const deadUrl = dead.url;
    await dead.close();
    servers.splice(servers.indexOf(dead), 1);
    const down = gatewayFor({ baseUrl: deadUrl, prefix: '', caBundle: null, proxy: null });
    expect(await gatewayError(await down.gateway('org-a', req('/api/x')))).toMatchObject({
      kind: 'unreachable',
    });

    const silent = await server(() => {}); // accepts, never answers
    const slow = gatewayFor(
      { baseUrl: silent.url, prefix: '', caBundle: null, proxy: null },
      { totalTimeoutMs: 300 },
    );
    const timedOut = await slow.gateway('org-a', req('/api/x'));
    expect(timedOut.status).toBe(504);
    expect((await gatewayError(timedOut)).kind).toBe('timeout');

    expect((await gatewayError(await down.gateway('org-b', req('/api/x')))).kind).toBe(
      'unknown-org',
    );
  });

  it('refuses a self-signed server with issuer and SHA-256 fingerprint, and accepts it with the org CA', async () => {
    const tls = await server((_req, res) => sendJson(res, 200, { ok: true }), { tls: true });
    const refused = gatewayFor({ baseUrl: tls.url, prefix: '', caBundle: null, proxy: null });
    const error = await gatewayError(await refused.gateway('org-a', req('/api/about')));
    expect(error.kind).toBe('tls');
    expect(error.tls?.issuer).toMatch(/MCD Test Root CA/);
    expect(error.tls?.fingerprint256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(error.message).toContain(error.tls?.fingerprint256 ?? 'none');
    expect(tls.requests).toHaveLength(0); // nothing, credentials least of all, went over the refused connection

    const trusted = gatewayFor({
      baseUrl: tls.url,
      prefix: '',
      caBundle: TEST_CA_PEM,
      proxy: null,
    });
    const ok = await trusted.gateway('org-a', req('/api/about'));
    expect(await ok.json()).toEqual({ ok: true });
  });

  it('reports an unusable keychain as its own error kind', async () => {
    const backend = await server((_req, res) => sendJson(res, 200, {}));
    const { DesktopError } = await import('../../preload/contract/result.ts');
    const { gateway } = gatewayFor(
      { baseUrl: backend.url, prefix: '', caBundle: null, proxy: null },
      { credential: () => Promise.reject(new DesktopError('KEYCHAIN_UNAVAILABLE', 'no keychain')) },
    );
    const response = await gateway('org-a', req('/api/x'));
    expect(response.status).toBe(503);
    expect((await gatewayError(response)).kind).toBe('keychain-unavailable');
    expect(backend.requests).toHaveLength(0);
  });
});

describe('what the gateway answers, and to whom', () => {
  const target = (url: string) => ({
    baseUrl: url,
    prefix: '' as const,
    caBundle: null,
    proxy: null,
  });

  it('answers only fetch-style requests: a navigation, frame, image or script load is refused', async () => {
    const backend = await server((_req, res) => sendJson(res, 200, { ok: true }));
    const { gateway } = gatewayFor(target(backend.url));
    for (const dest of ['document', 'iframe', 'image', 'script', 'style', 'object']) {
      const response = await gateway(
        'org-a',
        req('/api/about', { headers: { 'sec-fetch-dest': dest, 'x-mcd-request': 'fetch' } }),
      );
      expect(response.status, dest).toBe(400);
      expect((await gatewayError(response)).kind).toBe('bad-request');
    }
    // No Sec-Fetch-Dest at all (an older browser, a script outside a browser) and no own header.
    const bare = await gateway('org-a', new Request('app://console/org/org-a/api/about'));
    expect(bare.status).toBe(400);
    expect(backend.requests).toHaveLength(0);
    // The renderer's own header, or the browser's `empty`, gets through.
    const own = await gateway(
      'org-a',
      new Request('app://console/org/org-a/api/about', { headers: { 'x-mcd-request': 'fetch' } }),
    );
    expect(own.status).toBe(200);
    expect((await gateway('org-a', req('/api/about'))).status).toBe(200);
  });

  it("puts CSP, nosniff and CORP on every answer, the backend's and its own errors", async () => {
    const backend = await server((_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/html',
        'content-security-policy': 'default-src *',
      });
      res.end('<script>alert(1)</script>');
    });
    const { gateway } = gatewayFor(target(backend.url));
    const answers = [
      await gateway('org-a', req('/api/page', { headers: { accept: 'text/html' } })),
      await gateway('org-a', req('/api/page')), // HTML where JSON was expected: the gateway's error
      await gateway('org-a', new Request('app://console/org/org-a/api/about')), // refused
    ];
    for (const response of answers) {
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('refuses the routes that mint credentials, however they are spelt, without contacting the backend', async () => {
    const backend = await server((_req, res) => sendJson(res, 200, { token: 'minted' }));
    for (const prefix of ['', '/api'] as const) {
      const { gateway } = gatewayFor({ ...target(backend.url), prefix });
      for (const [method, path] of [
        ['POST', '/api/auth/create_token'],
        ['POST', '/api/auth//create_token/'],
        ['POST', '/api/AUTH/Create_Token'],
        ['POST', '/api/auth/%63reate_token'],
        ['GET', '/api/kubeconfig'],
        ['GET', '/api/kubeconfig?x=1'],
        ['POST', '/api/agent/generate'],
        ['POST', '/api/agent/token'],
        ['POST', '/api/db/access_tokens'],
      ] as const) {
        const response = await gateway(
          'org-a',
          req(path, { method, ...(method === 'POST' ? { body: '{}' } : {}) }),
        );
        expect(response.status, path).toBe(403);
        const error = await gatewayError(response);
        expect(error.kind).toBe('forbidden');
        expect(error.message).toMatch(/created by the app itself/);
      }
    }
    expect(backend.requests).toHaveLength(0);
    // Neighbours are not caught: revoking a token and reading the token list still pass.
    expect(isCredentialRoute('/api/auth/tokens')).toBe(false);
    expect(isCredentialRoute('/api/auth/token/abc')).toBe(false);
    expect(isCredentialRoute('/api/db/agents_summary')).toBe(false);
    expect(isCredentialRoute('/api/kubeconfigs-help')).toBe(false);
  });
});

describe('per-org proxy', () => {
  it('tunnels https through the org proxy (CONNECT) with the org CA, credential end to end', async () => {
    const { createServer } = await import('node:http');
    const { connect } = await import('node:net');
    const tunnels: string[] = [];
    const proxy = createServer();
    proxy.on('connect', (req, clientSocket, head) => {
      tunnels.push(req.url ?? '');
      const [host = '', port = '80'] = (req.url ?? '').split(':');
      const upstream = connect(Number(port), host, () => {
        clientSocket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(clientSocket);
        clientSocket.pipe(upstream);
      });
      upstream.on('error', () => clientSocket.destroy());
      clientSocket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
    try {
      // https, as every remote org is: the proxy sees only a CONNECT tunnel; the org CA still applies.
      const backend = await server(
        (request, res) => sendJson(res, 200, { auth: request.headers.authorization ?? null }),
        { tls: true },
      );
      const { gateway } = gatewayFor({
        baseUrl: backend.url,
        prefix: '',
        caBundle: TEST_CA_PEM,
        proxy: proxyUrl,
      });
      const response = await gateway('org-a', req('/api/x'));
      expect(await response.json()).toEqual({ auth: 'Bearer org-a-token' });
      expect(tunnels).toEqual([new URL(backend.url).host]);
    } finally {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });
});

describe('classifyThrown', () => {
  it('understands undici causes and Electron net errors', () => {
    const undici = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('x'), { code: 'ENOTFOUND' }),
    });
    expect(classifyThrown(undici, 'h').kind).toBe('offline');
    expect(classifyThrown(new Error('net::ERR_CERT_AUTHORITY_INVALID'), 'h').kind).toBe('tls');
    expect(classifyThrown(new Error('net::ERR_CONNECTION_REFUSED'), 'h').kind).toBe('unreachable');
    expect(classifyThrown(new Error('net::ERR_TIMED_OUT'), 'h').kind).toBe('timeout');
    expect(classifyThrown(new Error('net::ERR_INTERNET_DISCONNECTED'), 'h').kind).toBe('offline');
  });
});
