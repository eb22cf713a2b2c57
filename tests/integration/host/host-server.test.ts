// Browser-mode host guards over raw HTTP (a browser cannot forge Host or Origin, so this is where
// DNS-rebinding and CSRF refusals are proven), plus the IPC path and the CSP on HTML.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../electron/core.ts';
import { startHost, type Host } from '../../../electron/host/host-server.ts';

const BIG_SCRIPT = `${'console.log("a line of the bundle");\n'.repeat(200)}`;
const BIG_STYLE = `${'.mc-row { color: red; }\n'.repeat(200)}`;
let dir: string;
let core: Core;
let host: Host;
let cookie: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  raw: Buffer;
}

/** The body as the client reads it after undoing its content-encoding. */
function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.raw).toString('utf8');
  if (encoding === 'zstd') return zlib.zstdDecompressSync(answer.raw).toString('utf8');
  return answer.body;
}

function send(options: {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: host.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            raw: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

const local = () => ({ host: `127.0.0.1:${host.port}`, cookie });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-host-'));
  const rendererDir = path.join(dir, 'renderer');
  mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  // A bundle file with the siblings the build writes, and one without.
  writeFileSync(path.join(rendererDir, 'assets', 'big.js'), BIG_SCRIPT);
  writeFileSync(path.join(rendererDir, 'assets', 'big.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(rendererDir, 'assets', 'big.js.gz'), zlib.gzipSync(BIG_SCRIPT));
  writeFileSync(path.join(rendererDir, 'assets', 'plain.css'), BIG_STYLE);
  let origin = '';
  core = createCore({
    userDataDir: path.join(dir, 'user-data'),
    appInfo: {
      name: 'Mission Control Desktop',
      version: '9.9.9',
      mode: 'browser',
      platform: 'linux',
      arch: 'x64',
      versions: { node: '22', electron: null, chrome: null },
    },
    isTrustedSender: (s) => new URL(s.url).origin === origin,
    openExternal: async () => {},
    log: () => {},
  });
  host = await startHost({ core, rendererDir, token: 'launch-token', log: () => {} });
  origin = host.origin;
  const granted = await send({
    path: '/?token=launch-token',
    headers: { host: `127.0.0.1:${host.port}` },
  });
  expect(granted.status).toBe(303);
  const setCookie = granted.headers['set-cookie']?.[0] ?? '';
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Strict/);
  cookie = setCookie.split(';')[0] ?? '';
});

afterAll(async () => {
  await host.close();
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('browser-mode host', () => {
  it('accepts the launch token only once', async () => {
    const again = await send({
      path: '/?token=launch-token',
      headers: { host: `127.0.0.1:${host.port}` },
    });
    expect(again.status).toBe(403);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses requests without the session cookie', async () => {
    const answer = await send({ path: '/', headers: { host: `127.0.0.1:${host.port}` } });
    expect(answer.status).toBe(401);
    const wrong = await send({
      path: '/',
      headers: { host: `127.0.0.1:${host.port}`, cookie: 'mcd_session=forged' },
    });
    expect(wrong.status).toBe(401);
  });

  it('refuses a foreign Host header (DNS rebinding), even with the cookie', async () => {
    const answer = await send({
      path: '/',
      headers: { ...local(), host: `attacker.example:${host.port}` },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('127.0.0.1');
  });

  it('refuses a foreign Origin (CSRF), even with the cookie', async () => {
    const answer = await send({
      method: 'POST',
      path: '/ipc/settings:set',
      headers: { ...local(), origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{"theme":"dark"}',
    });
    expect(answer.status).toBe(403);
    expect(core.settings.get().theme).toBe('system');
  });

  it('refuses a page on another port of this machine (same-site), GET and download alike', async () => {
    // Another local server's page: same site as 127.0.0.1:<port> to the browser, so the cookie
    // goes along; a GET carries no Origin, only Sec-Fetch-Site says where it came from.
    for (const path of ['/', '/org/acme/api/about', '/download/org/acme/api/about']) {
      const answer = await send({
        path,
        headers: { ...local(), 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toContain('other web sites');
    }
    const post = await send({
      method: 'POST',
      path: '/ipc/settings:set',
      headers: { ...local(), 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
      body: '{"theme":"dark"}',
    });
    expect(post.status).toBe(403);
    expect(core.settings.get().theme).toBe('system');
    // The app's own requests, and the launch link the user opened, still pass.
    for (const site of ['same-origin', 'none']) {
      const own = await send({ path: '/', headers: { ...local(), 'sec-fetch-site': site } });
      expect(own.status).toBe(200);
    }
  });

  it('serves IPC to the app origin', async () => {
    const answer = await send({
      method: 'POST',
      path: '/ipc/app:info',
      headers: { ...local(), origin: host.origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      ok: true,
      value: { version: '9.9.9', mode: 'browser' },
    });
    // Idle connections are kept a minute (Node's 5 s raced clients that reuse them).
    expect(answer.headers['keep-alive']).toBe('timeout=60');
    // The host's own time, for the page's Resource Timing (the cold-load benchmark reads it).
    expect(answer.headers['server-timing']).toMatch(/^host;dur=\d+\.\d$/);
  });

  it('refuses an unknown channel, a bad payload, a non-JSON body and an oversized body, then keeps serving', async () => {
    const post = (channel: string, body: string | Buffer, type = 'application/json') =>
      send({
        method: 'POST',
        path: `/ipc/${channel}`,
        headers: { ...local(), 'content-type': type },
        body,
      });
    expect((await post('nope:nothing', '{}')).status).toBe(404);
    const invalid = await post('settings:set', '{"theme":"purple"}');
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAYLOAD' },
    });
    expect((await post('settings:set', '{"theme":"dark"}', 'text/plain')).status).toBe(415);
    const huge = await post('settings:set', Buffer.alloc(5 * 1024 * 1024, 0x61)).catch(
      (e: unknown) => ({ status: -1, body: String(e), headers: {} }),
    );
    expect([413, -1]).toContain(huge.status);
    const after = await post('app:info', '{}');
    expect(after.status).toBe(200);
  });

  it('puts the CSP on every HTML answer (SPA routes too) and serves assets without it', async () => {
    for (const route of ['/', '/health?checkId=1', '/catalog/abc']) {
      const answer = await send({ path: route, headers: local() });
      expect(answer.status).toBe(200);
      expect(String(answer.headers['content-security-policy'])).toContain("default-src 'none'");
    }
    const asset = await send({ path: '/assets/app.js', headers: local() });
    expect(asset.headers['content-type']).toContain('javascript');
    expect((await send({ path: '/assets/missing.js', headers: local() })).status).toBe(404);
    expect(
      (await send({ path: '/assets/..%2f..%2fuser-data%2fsettings.json', headers: local() }))
        .status,
    ).toBe(404);
  });

  it("serves the build's Brotli or gzip sibling of a bundle file as the client accepts", async () => {
    const br = await send({
      path: '/assets/big.js',
      headers: { ...local(), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.raw.length).toBeLessThan(BIG_SCRIPT.length / 5);
    expect(decoded(br)).toBe(BIG_SCRIPT);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await send({
      path: '/assets/big.js',
      headers: { ...local(), 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(BIG_SCRIPT);
    // Chromium's header: the build's best-quality Brotli, not a Zstandard made on the fly.
    const chromium = await send({
      path: '/assets/big.js',
      headers: { ...local(), 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(chromium.headers['content-encoding']).toBe('br');
    const none = await send({ path: '/assets/big.js', headers: local() });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(BIG_SCRIPT);
  });

  it('keeps assets it served in memory: the same bytes every time, and a file written later is found', async () => {
    const accept = { ...local(), 'accept-encoding': 'br' };
    for (let load = 0; load < 3; load++) {
      const br = await send({ path: '/assets/big.js', headers: accept });
      expect(decoded(br)).toBe(BIG_SCRIPT);
      expect((await send({ path: '/assets/app.js', headers: local() })).body).toBe(
        'console.log(1)',
      );
    }
    const late = path.join(dir, 'renderer', 'assets', 'late.js');
    expect((await send({ path: '/assets/late.js', headers: local() })).status).toBe(404);
    writeFileSync(late, 'console.log(2)');
    const found = await send({ path: '/assets/late.js', headers: local() });
    expect([found.status, found.body]).toEqual([200, 'console.log(2)']);
  });

  it('compresses other answers on the fly, and leaves small ones alone', async () => {
    const css = await send({
      path: '/assets/plain.css',
      headers: { ...local(), 'accept-encoding': 'br' },
    });
    expect(css.headers['content-encoding']).toBe('br');
    expect(decoded(css)).toBe(BIG_STYLE);
    // Chromium's header: Zstandard, the fastest to make.
    const zst = await send({
      path: '/assets/plain.css',
      headers: { ...local(), 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(zst.headers['content-encoding']).toBe('zstd');
    expect(decoded(zst)).toBe(BIG_STYLE);
    // Small ones stay as they are.
    const small = await send({
      path: '/assets/app.js',
      headers: { ...local(), 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();

    // An IPC answer: compressed when large, as it is here for a small one left alone.
    const info = await send({
      method: 'POST',
      path: '/ipc/app:info',
      headers: {
        ...local(),
        origin: host.origin,
        'content-type': 'application/json',
        'accept-encoding': 'br',
      },
      body: '{}',
    });
    expect(info.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(info.body)).toMatchObject({ ok: true });
  });

  it('answers /org/** only to fetch requests, never as a document, with CSP, nosniff and CORP', async () => {
    const page = await send({
      path: '/org/acme/api/db/people',
      headers: { ...local(), 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
    });
    const fetched = await send({
      path: '/org/acme/api/db/people',
      headers: { ...local(), 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
    });
    expect(page.status).toBe(400);
    expect(page.headers['x-mcd-gateway-error']).toBe('bad-request');
    // A fetch gets through to the gateway (here: no such organisation).
    expect(fetched.headers['x-mcd-gateway-error']).toBe('unknown-org');
    for (const answer of [page, fetched]) {
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('stops the backend call when the browser cancels the request', async () => {
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    let backendSawClose = false;
    const backend = createHttpServer((req, res) => {
      if (req.url === '/api/about') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"appVersion":"v1"}');
      }
      // Never answers: only the caller giving up ends this request.
      res.on('close', () => (backendSawClose = true));
      reached();
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = backend.address() as AddressInfo;
      const org = await core.orgServices.orgs.add({
        name: 'Hanging',
        url: `http://127.0.0.1:${port}`,
        prefix: '/api',
      });
      const client = httpRequest({
        host: '127.0.0.1',
        port: host.port,
        path: `/org/${org.id}/api/db/config_items`,
        headers: { ...local(), 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
      });
      client.on('error', () => undefined);
      client.end();
      await arrived;
      client.destroy(); // the browser cancels
      await expect.poll(() => backendSawClose, { timeout: 10_000 }).toBe(true);
    } finally {
      backend.closeAllConnections();
      backend.close();
    }
  });

  it('names its session cookie for its port, so two hosts on 127.0.0.1 keep their own', async () => {
    const second = await startHost({
      core,
      rendererDir: path.join(dir, 'renderer'),
      token: 'second-token',
      log: () => {},
    });
    try {
      const grant = (port: number, token: string) =>
        new Promise<string>((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: `/?token=${token}`,
              headers: { host: `127.0.0.1:${port}` },
            },
            (res) => {
              res.resume();
              resolve((res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '');
            },
          );
          req.on('error', reject);
          req.end();
        });
      const secondCookie = await grant(second.port, 'second-token');
      expect(cookie.split('=')[0]).toBe(`mcd_session_${host.port}`);
      expect(secondCookie.split('=')[0]).toBe(`mcd_session_${second.port}`);
      // A browser keeps one cookie per name and sends every 127.0.0.1 cookie to both ports.
      const jar = new Map<string, string>();
      for (const entry of [cookie, secondCookie]) {
        const [name = '', ...value] = entry.split('=');
        jar.set(name, value.join('='));
      }
      const header = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const first = await send({
        path: '/',
        headers: { host: `127.0.0.1:${host.port}`, cookie: header },
      });
      expect(first.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
