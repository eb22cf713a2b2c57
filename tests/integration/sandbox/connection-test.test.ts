// The sandbox's connection test against real servers: an HTTP server, PostgreSQL with SCRAM
// passwords, Redis with AUTH, a closed port; then the route as the console calls it.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testConnection,
  type ConnectionRow,
  type TestOutcome,
} from '../../../electron/sandbox/connection-test/test-connection.ts';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { startPostgres, startRedis, type RealServer, type Started } from './real-servers.ts';

const row = (type: string, url: string, extra: Partial<ConnectionRow> = {}): ConnectionRow => ({
  type,
  url,
  username: null,
  password: null,
  insecure_tls: false,
  properties: null,
  ...extra,
});

/** An outcome as one line, so a test can match its text. */
const said = (outcome: TestOutcome) =>
  `${outcome.kind}: ${outcome.kind === 'ok' ? outcome.detail : outcome.error}`;

let http: Server;
let httpUrl = '';
let closedPort = 0;

beforeAll(async () => {
  http = createServer((req, res) => {
    const ok =
      req.headers.authorization === `Basic ${Buffer.from('monitor:pw').toString('base64')}`;
    res.writeHead(ok ? 200 : 401).end();
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const address = http.address();
  httpUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/status`;
  // A port that was just free and is closed now: connecting to it is refused.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const a = probe.address();
  closedPort = typeof a === 'object' && a ? a.port : 0;
  await new Promise((r) => probe.close(r));
});
afterAll(() => new Promise((r) => http.close(r)));

describe('testConnection', () => {
  it('HTTP: a 2xx passes with the status line, a 401 fails with it', async () => {
    const good = await testConnection(
      row('http', httpUrl, { username: 'monitor', password: 'pw' }),
    );
    expect(good).toEqual({ kind: 'ok', detail: `GET ${httpUrl} returned 200 OK` });
    const bad = await testConnection(row('http', httpUrl, { username: 'monitor', password: 'x' }));
    expect(bad).toEqual({ kind: 'failed', error: `GET ${httpUrl} returned 401 Unauthorized` });
  });

  it('a refused port and an unknown host fail with the socket error', async () => {
    const refused = await testConnection(row('http', `http://127.0.0.1:${closedPort}/`));
    expect(said(refused)).toMatch(/^failed: .*ECONNREFUSED/);
    const tcp = await testConnection(row('mysql', `mysql://127.0.0.1:${closedPort}/app`));
    expect(said(tcp)).toMatch(/^failed: .*ECONNREFUSED/);
    const unknown = await testConnection(row('postgres', 'postgres://app@db.invalid:5432/app'));
    expect(said(unknown)).toMatch(/^failed: .*(ENOTFOUND|EAI_AGAIN)/);
  });

  it('kinds it cannot test, references it cannot resolve, and bad urls are said plainly', async () => {
    expect(await testConnection(row('slack', 'slack://x'))).toEqual({
      kind: 'unsupported',
      error: 'testing connections of type slack is not implemented',
    });
    expect(
      said(await testConnection(row('http', httpUrl, { password: 'secret://creds/password' }))),
    ).toMatch(/^failed: .*secret or config map/);
    expect(await testConnection(row('postgres', 'mysql://x/y'))).toMatchObject({
      kind: 'failed',
      error: 'expected a postgres:// url, got mysql://',
    });
  });
});

function describeServer(
  name: string,
  start: () => Promise<Started>,
  body: (s: () => RealServer) => void,
) {
  describe(name, () => {
    let started: Started = { missing: 'not started' };
    beforeAll(async () => {
      started = await start();
      if ('missing' in started) {
        if (process.env.MCD_REQUIRE_SERVERS === '1') throw new Error(started.missing);
        console.warn(`skipped ${name}: ${started.missing}`);
      }
    }, 60_000);
    afterAll(async () => {
      if ('server' in started) await started.server.stop();
    });
    body(() => {
      if ('missing' in started) return null as unknown as RealServer;
      return started.server;
    });
  });
}

describeServer('PostgreSQL (real server, SCRAM-SHA-256)', startPostgres, (server) => {
  it('accepts the right password and reports the server error otherwise', async (ctx) => {
    const s = server();
    if (!s) return ctx.skip();
    const url = `postgres://127.0.0.1:${s.port}/postgres`;
    const good = await testConnection(
      row('postgres', url, { username: 'probe', password: s.password }),
    );
    expect(said(good)).toMatch(/^ok: connected to PostgreSQL \d+/);
    const wrong = await testConnection(
      row('postgres', url, { username: 'probe', password: 'nope' }),
    );
    expect(wrong).toEqual({
      kind: 'failed',
      error: 'password authentication failed for user "probe" (SQLSTATE 28P01)',
    });
    const noDb = await testConnection(
      row('postgres', `postgres://probe:${s.password}@127.0.0.1:${s.port}/missing`),
    );
    expect(noDb).toEqual({
      kind: 'failed',
      error: 'database "missing" does not exist (SQLSTATE 3D000)',
    });
  });
});

describeServer('Redis (real server, requirepass)', startRedis, (server) => {
  it('PINGs with the right password and reports WRONGPASS otherwise', async (ctx) => {
    const s = server();
    if (!s) return ctx.skip();
    const url = `redis://127.0.0.1:${s.port}`;
    expect(
      await testConnection(row('redis', url, { password: s.password, properties: { db: 2 } })),
    ).toEqual({ kind: 'ok', detail: 'PING answered PONG (db 2)' });
    expect(said(await testConnection(row('redis', url, { password: 'nope' })))).toMatch(
      /^failed: WRONGPASS/,
    );
    expect(said(await testConnection(row('redis', url)))).toMatch(/^failed: NOAUTH/);
  });
});

describe('POST /connection/test/{id}', () => {
  let sandbox: RunningSandbox;
  const basic = (who: string) =>
    `Basic ${Buffer.from(`${who}@sandbox.local:sandbox`).toString('base64')}`;
  const call = async (
    path: string,
    who = 'admin',
    init: { method?: string; body?: string } = {},
  ) => {
    const res = await fetch(`${sandbox.url}${path}`, {
      method: init.method ?? 'POST',
      body: init.body,
      headers: {
        Authorization: basic(who),
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
    });
    const text = await res.text();
    // A refusal by RBAC is plain text (reference §2.4); every other answer is JSON.
    const json = res.headers.get('content-type')?.includes('json')
      ? (JSON.parse(text) as Record<string, unknown>)
      : { text };
    return { status: res.status, json };
  };
  const create = async (values: Record<string, unknown>) => {
    const created = await call('/api/db/connections', 'admin', { body: JSON.stringify(values) });
    return (created.json as unknown as { id: string }[])[0]!.id;
  };

  beforeAll(async () => {
    sandbox = await startSeededSandbox({ token: 'connection-test-token' });
  }, 120_000);
  afterAll(async () => sandbox.close());

  it('answers ok, the real error, not implemented, not found and forbidden', async () => {
    const ok = await create({
      name: 'status',
      type: 'http',
      url: httpUrl,
      username: 'monitor',
      password: 'pw',
    });
    expect(await call(`/api/connection/test/${ok}`)).toEqual({
      status: 200,
      json: { message: 'ok', payload: { detail: `GET ${httpUrl} returned 200 OK` } },
    });
    const refused = await create({
      name: 'down',
      type: 'http',
      url: `http://127.0.0.1:${closedPort}/`,
    });
    const failed = await call(`/api/connection/test/${refused}`);
    expect(failed.status).toBe(400);
    expect(failed.json.error).toContain('ECONNREFUSED');
    const slack = await create({ name: 'chat', type: 'slack', url: 'slack://x' });
    expect(await call(`/api/connection/test/${slack}`)).toEqual({
      status: 501,
      json: {
        error: 'testing connections of type slack is not implemented',
        code: 'ERR_NOT_IMPLEMENTED',
      },
    });
    expect((await call('/api/connection/test/00000000-0000-0000-0000-000000000001')).status).toBe(
      404,
    );
    expect((await call('/api/connection/test/not-a-uuid')).status).toBe(404);
    expect((await call(`/api/connection/test/${ok}`, 'viewer')).status).toBe(403);
    expect((await call(`/api/connection/test/${ok}`, 'editor')).status).toBe(403);
  }, 60_000);
});
