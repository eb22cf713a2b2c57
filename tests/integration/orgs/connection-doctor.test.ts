// The connection doctor against real servers on 127.0.0.1: the Sandbox over HTTP and over TLS
// with its self-signed certificate, a port nothing listens on, a name that cannot resolve, and a
// CONNECT proxy; each failure names its step, the real error and a fix.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, connect, type Server } from 'node:net';
import { freshPGlite } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthStatus } from '../../../preload/contract/auth.ts';
import type { DoctorReport } from '../../../preload/contract/orgs.ts';
import { hashSecret, verifySecret } from '../../../electron/sandbox/db/credentials.ts';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/server.ts';
import { createNodeTransport } from '../../../electron/gateway/node-transport.ts';
import { proxyFor, runDoctor } from '../../../electron/orgs/connection-doctor.ts';
import { applyTestSchema } from '../sandbox/test-schema.ts';

const signedIn: AuthStatus = {
  orgId: 'acme',
  state: 'signed-in',
  method: 'token',
  user: { id: '1', name: 'Ada', email: 'ada@example.com', roles: ['admin'] },
  message: null,
  sessionOnly: false,
};
const node = createNodeTransport({ connectTimeoutMs: 3000 });
const { transport } = node;
const deps = (status: AuthStatus = signedIn) => ({
  transport,
  signInStatus: () => Promise.resolve(status),
  env: {},
  stepTimeoutMs: 2000,
});
const target = (baseUrl: string, extra: { caBundle?: string; proxy?: string } = {}) => ({
  orgId: 'acme',
  baseUrl,
  prefix: '' as const,
  caBundle: extra.caBundle ?? null,
  proxy: extra.proxy ?? null,
});
const step = (report: DoctorReport, id: string) => report.steps.find((s) => s.id === id)!;

async function sandbox(tls: boolean): Promise<RunningSandbox> {
  const db = freshPGlite();
  await applyTestSchema(db, await hashSecret('pw'));
  return startSandbox({
    database: { db, close: () => db.close() },
    secrets: { hash: hashSecret, verify: verifySecret },
    token: 'doctor-admin-token-1',
    tls,
  });
}

let plain: RunningSandbox;
let secure: RunningSandbox;
let proxy: Server;
let proxyUrl = '';

beforeAll(async () => {
  [plain, secure] = await Promise.all([sandbox(false), sandbox(true)]);
  // A proxy to 127.0.0.1 only: CONNECT tunnels (HTTPS), and plain HTTP requests in absolute form
  // passed on in origin form (one request per connection is all the doctor sends).
  proxy = createNetServer((client) => {
    client.once('data', (head: Buffer) => {
      const line = head.toString('latin1');
      const tunnel = /^CONNECT 127\.0\.0\.1:(\d+) /.exec(line);
      const plain = /^[A-Z]+ http:\/\/127\.0\.0\.1:(\d+)\//.exec(line);
      const match = tunnel ?? plain;
      if (!match) return void client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      const upstream = connect(Number(match[1]), '127.0.0.1', () => {
        if (tunnel) client.write('HTTP/1.1 200 Connection established\r\n\r\n');
        else upstream.write(line.replace(/^([A-Z]+) http:\/\/[^/]+/, '$1 '), 'latin1');
        client.pipe(upstream).pipe(client);
      });
      upstream.on('error', () => client.destroy());
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);
afterAll(async () => {
  proxy.close();
  await Promise.all([plain.close(), secure.close(), node.close()]);
});

describe('runDoctor', () => {
  it('passes every step for a reachable, signed-in organisation over HTTP', async () => {
    const report = await runDoctor(target(plain.url), deps());
    expect(report.ok).toBe(true);
    expect(report.steps.map((s) => [s.id, s.status])).toEqual([
      ['dns', 'pass'],
      ['proxy', 'skip'],
      ['tcp', 'pass'],
      ['tls', 'skip'],
      ['http', 'pass'],
      ['sign-in', 'pass'],
    ]);
    expect(step(report, 'sign-in').detail).toBe('Signed in as ada@example.com');
  });

  it('names the connection for a refused port, and skips what depends on it', async () => {
    const closed = createNetServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const report = await runDoctor(target(`http://127.0.0.1:${port}`), deps());
    expect(report.ok).toBe(false);
    const tcp = step(report, 'tcp');
    expect(tcp.status).toBe('fail');
    expect(tcp.detail).toContain('ECONNREFUSED');
    expect(tcp.fix).toContain(`Nothing listens on port ${port}`);
    expect(step(report, 'http').status).toBe('skip');
    expect(step(report, 'sign-in').detail).toBe('Not tried: Connection failed');
  });

  it('fails Mission Control answering where another web server answers 404 pages', async () => {
    const stranger = createHttpServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<!DOCTYPE html><html><body><h1>404 Not Found</h1></body></html>');
    });
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    try {
      const port = (stranger.address() as { port: number }).port;
      const report = await runDoctor(target(`http://127.0.0.1:${port}`), deps());
      expect(report.ok).toBe(false);
      expect(step(report, 'tcp').status).toBe('pass');
      const http = step(report, 'http');
      expect(http.status).toBe('fail');
      expect(http.detail).toContain('neither /api/about nor /about answers as Mission Control');
    } finally {
      await new Promise<void>((resolve) => stranger.close(() => resolve()));
    }
  });

  it('waits longer for a busy backend than for the network, within the run deadline', async () => {
    // Mission Control answers after 3 s; a network step's limit is 2 s here (deps), the HTTP
    // step's twice that: slow is not missing. Under a run deadline of 2.5 s the same answer is late.
    const busy = createHttpServer((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"Version":"v0.0.0-busy"}');
      }, 3000);
    });
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    try {
      const port = (busy.address() as { port: number }).port;
      const slow = await runDoctor(target(`http://127.0.0.1:${port}`), deps());
      expect(step(slow, 'http').status).toBe('pass');
      expect(step(slow, 'http').detail).toContain('v0.0.0-busy');
      const late = await runDoctor(target(`http://127.0.0.1:${port}`), {
        ...deps(),
        runTimeoutMs: 2500,
      });
      expect(step(late, 'http').status).toBe('fail');
      expect(step(late, 'http').detail).toContain('did not answer within');
      expect(step(late, 'sign-in').status).toBe('skip');
    } finally {
      busy.closeAllConnections();
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });

  it('names the certificate for a self-signed server, and passes with its CA as the bundle', async () => {
    const refused = await runDoctor(target(secure.url), deps());
    const tls = step(refused, 'tls');
    expect(tls.status).toBe('fail');
    expect(tls.detail).toMatch(/SELF_SIGNED|UNABLE_TO_VERIFY|self-signed/i);
    expect(tls.fix).toContain('CA bundle');
    expect(step(refused, 'http').status).toBe('skip');

    const trusted = await runDoctor(target(secure.url, { caBundle: secure.certificate! }), deps());
    expect(step(trusted, 'tls').detail).toMatch(/^Verified by the organisation’s CA bundle/);
    expect(trusted.ok).toBe(true);
  });

  it('names the sign-in for a refused credential (a wrong password)', async () => {
    const report = await runDoctor(
      target(plain.url),
      deps({ ...signedIn, state: 'needs-sign-in', user: null, message: 'invalid credentials' }),
    );
    expect(report.ok).toBe(false);
    expect(step(report, 'http').status).toBe('pass');
    expect(step(report, 'sign-in')).toMatchObject({
      status: 'fail',
      detail: 'invalid credentials',
      fix: expect.stringContaining('wrong password') as string,
    });
  });

  it('names the lookup for a name that does not resolve', async () => {
    const report = await runDoctor(target('https://doctor.invalid'), deps());
    expect(step(report, 'dns').status).toBe('fail');
    expect(step(report, 'dns').fix).toContain('typos');
    expect(step(report, 'tcp').status).toBe('skip');
  });

  it('goes through the organisation’s proxy, and names it when it cannot be reached', async () => {
    const through = await runDoctor(target(plain.url, { proxy: proxyUrl }), deps());
    expect(step(through, 'proxy')).toMatchObject({ status: 'pass' });
    expect(step(through, 'http'), step(through, 'http').detail).toMatchObject({ status: 'pass' });

    const closed = createNetServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const broken = await runDoctor(
      target(plain.url, { proxy: `http://127.0.0.1:${port}` }),
      deps(),
    );
    expect(step(broken, 'proxy').status).toBe('fail');
    expect(step(broken, 'proxy').fix).toContain('proxy');
    expect(step(broken, 'http').status).toBe('skip');
  });

  it('a proxy asking for credentials (407) is explained without advising them in its address', async () => {
    const demanding = createNetServer((client) => {
      client.once('data', () =>
        client.end('HTTP/1.1 407 Proxy Authentication Required\r\nContent-Length: 0\r\n\r\n'),
      );
    });
    await new Promise<void>((resolve) => demanding.listen(0, '127.0.0.1', resolve));
    try {
      const port = (demanding.address() as { port: number }).port;
      const report = await runDoctor(
        target(plain.url, { proxy: `http://127.0.0.1:${port}` }),
        deps(),
      );
      expect(step(report, 'proxy').status).toBe('fail');
      expect(step(report, 'proxy').fix).toMatch(/does not send/);
      // The proxy field refuses user:password@ (ProxyUrlSchema): the fix must not suggest it.
      expect(step(report, 'proxy').fix).not.toMatch(/@|user:password/);
    } finally {
      demanding.close();
    }
  });
});

describe('proxyFor', () => {
  const url = new URL('https://mc.example.com');
  it('prefers the organisation’s proxy, then the environment’s, honouring NO_PROXY', () => {
    expect(proxyFor(url, 'http://own:1', { HTTPS_PROXY: 'http://env:2' })).toBe('http://own:1');
    expect(proxyFor(url, null, { HTTPS_PROXY: 'http://env:2' })).toBe('http://env:2');
    expect(
      proxyFor(url, null, { HTTPS_PROXY: 'http://env:2', NO_PROXY: '.example.com' }),
    ).toBeNull();
    expect(
      proxyFor(new URL('http://mc.example.com'), null, { HTTPS_PROXY: 'http://env:2' }),
    ).toBeNull();
  });
});
