// Auth (reference §2), role enforcement (§6.2) and the Go-handler endpoints, against the real
// seeded sandbox database (in memory, small scale) over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, rows } from './helpers.ts';

let sandbox: RunningSandbox;
const basic = (user: string, secret: string) =>
  `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

async function raw(
  path: string,
  authorization?: string,
  init: { method?: string; body?: string } = {},
) {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: authorization
      ? { Authorization: authorization, 'Content-Type': 'application/json' }
      : {},
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: (): unknown => JSON.parse(text) };
}

interface WhoAmI {
  message: string;
  payload: {
    user: { id: string; name: string; email: string };
    roles: string[];
    permissions: { subject: string; object: string; action: string }[];
  };
}

const whoami = async (authorization: string) =>
  (await raw('/api/auth/whoami', authorization)).json() as WhoAmI;
const as = (role: string) => basic(`${role}@sandbox.local`, 'sandbox');

beforeAll(async () => {
  sandbox = await startSeededSandbox({ token: 'known-admin-token-123' });
});
afterAll(async () => sandbox.close());

describe('authentication', () => {
  it('accepts Bearer, Basic token:<token> and Basic email:password', async () => {
    const bearer = await whoami(`Bearer ${sandbox.adminToken}`);
    expect(bearer.message).toBe('success');
    expect(bearer.payload.user.email).toBe('admin@sandbox.local');
    expect(bearer.payload.roles).toContain('admin');
    expect(bearer.payload.permissions).toContainEqual({
      subject: 'admin',
      object: '*',
      action: '*',
    });
    expect((await whoami(basic('TOKEN', sandbox.adminToken))).payload.user.email).toBe(
      'admin@sandbox.local',
    );
    expect((await whoami(`Bearer known-admin-token-123`)).payload.user.email).toBe(
      'admin@sandbox.local',
    );
    for (const role of ['admin', 'editor', 'commander', 'responder', 'viewer']) {
      const me = await whoami(as(role));
      expect(me.payload.user.email).toBe(`${role}@sandbox.local`);
      expect(me.payload.roles).toContain(role);
    }
  });

  it('answers 401/400 with the plain-text bodies of §2.4', async () => {
    const cases: [string | undefined, number, string][] = [
      [undefined, 401, 'Authorization Error'],
      [basic('admin@sandbox.local', 'wrong'), 401, 'Authorization Error'],
      [basic('nobody@sandbox.local', 'sandbox'), 401, 'Authorization Error'],
      ['Bearer a.00000000000000000000000000000000.b.c.d', 401, 'Session Expired'],
      [basic('token', 'a.b.c.d.e'), 401, 'Session Expired'],
      ['Bearer not-an-access-token', 400, 'invalid access token'],
      ['Digest abc', 401, 'Authorization Error'],
    ];
    for (const [auth, status, body] of cases) {
      const r = await raw('/api/db/checks?limit=1', auth);
      expect([r.status, r.text], String(auth)).toEqual([status, body]);
      expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('serves routes with and without the /api prefix, and /health without credentials', async () => {
    const auth = `Bearer ${sandbox.adminToken}`;
    expect((await raw('/about', auth)).json()).toMatchObject({
      Version: expect.any(String) as unknown,
    });
    expect((await raw('/api/about', auth)).status).toBe(200);
    expect((await raw('/db/checks?limit=1', auth)).status).toBe(200);
    expect(await raw('/health')).toMatchObject({ status: 200, text: 'OK' });
    expect((await raw('/api/nope', auth)).json()).toEqual({ message: 'Not Found' });
  });
});

describe('access tokens', () => {
  it('creates, lists, uses, protects and deletes tokens, storing only hashes', async () => {
    const created = await raw('/api/auth/create_token', as('editor'), {
      method: 'POST',
      body: JSON.stringify({ name: 'ci', expiry: '720h' }),
    });
    expect(created.status).toBe(200);
    const token = (created.json() as { payload: { token: string } }).payload.token;
    expect(token.split('.')).toHaveLength(5);
    const me = await whoami(`Bearer ${token}`);
    expect(me.payload.user.name).toMatch(/\(Token\)$/);
    expect(me.payload.roles).toContain('editor');
    const stored = await sandbox.db.query<{ value: string }>('SELECT value FROM access_tokens');
    for (const { value } of stored.rows) {
      expect(value).not.toContain(token.split('.')[0]!);
      expect(value.startsWith('scrypt$')).toBe(true);
    }
    const list = (await raw('/api/auth/tokens', as('viewer'))).json() as {
      payload: { id: string; name: string; person: { name: string } }[];
    };
    const mine = list.payload.find((t) => t.name === 'ci')!;
    expect(mine.person.name).toMatch(/\(Token\)$/);
    expect(
      (await raw(`/api/auth/token/${mine.id}`, as('viewer'), { method: 'DELETE' })).status,
    ).toBe(403);
    expect(
      (await raw(`/api/auth/token/${mine.id}`, as('editor'), { method: 'DELETE' })).json(),
    ).toEqual({ message: 'success' });
    expect(await raw('/api/auth/whoami', `Bearer ${token}`)).toMatchObject({
      status: 401,
      text: 'Session Expired',
    });
  });

  it('rejects expired tokens and bad create_token bodies', async () => {
    const created = await raw('/auth/create_token', as('admin'), {
      method: 'POST',
      body: '{"name":"short"}',
    });
    const token = (created.json() as { payload: { token: string } }).payload.token;
    await sandbox.db.query(
      `UPDATE access_tokens SET expires_at = now() - interval '1 minute' WHERE name = 'short'`,
    );
    expect(await raw('/auth/whoami', `Bearer ${token}`)).toMatchObject({
      status: 401,
      text: 'access token has expired',
    });
    expect(
      (await raw('/auth/create_token', as('admin'), { method: 'POST', body: '{"name":' })).status,
    ).toBe(400);
    expect(
      (
        await raw('/auth/create_token', as('admin'), {
          method: 'POST',
          body: '{"name":"x","expiry":"soon"}',
        })
      ).status,
    ).toBe(400);
  });
});

describe('roles (spec 1 §6 over the objects of reference §6.2)', () => {
  it('enforces table objects on /db with a 403 text and X-Rbac headers', async () => {
    const denied = await raw('/api/db/people_roles', as('viewer'));
    expect(denied.status).toBe(403);
    expect(denied.text).toBe('unauthorized. Access Denied');
    expect(denied.headers.get('x-rbac-object')).toBe('identities');
    expect(denied.headers.get('x-rbac-action')).toBe('read');
    const expectations: [string, string, string, number][] = [
      ['viewer', 'GET', '/db/checks?limit=1', 200],
      ['viewer', 'PATCH', '/db/checks?id=eq.00000000-0000-0000-0000-000000000000', 403],
      ['viewer', 'GET', '/db/incidents?limit=1', 200],
      ['responder', 'GET', '/db/incidents?limit=1', 200],
      ['commander', 'PATCH', '/db/incidents?id=eq.00000000-0000-0000-0000-000000000000', 204],
      ['editor', 'GET', '/db/properties', 200],
      ['viewer', 'GET', '/db/access_tokens', 403],
      ['admin', 'GET', '/db/access_tokens?select=id', 200],
      ['viewer', 'GET', '/properties', 200],
      ['viewer', 'GET', '/kubeconfig', 403],
      ['viewer', 'POST', '/agent/generate', 403],
      ['viewer', 'POST', '/canary/run/check/00000000-0000-0000-0000-000000000000', 403],
      ['viewer', 'GET', '/db/sandbox_credentials', 404],
    ];
    for (const [role, method, path, status] of expectations) {
      const r = await raw(path, as(role), {
        method,
        body: method === 'PATCH' ? '{"title":"x"}' : method === 'POST' ? '{}' : undefined,
      });
      expect(r.status, `${role} ${method} ${path}`).toBe(status);
    }
  });
});

describe('endpoints', () => {
  it('GET /kubeconfig returns a YAML attachment whose token authenticates back', async () => {
    const r = await raw('/api/kubeconfig', as('editor'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/yaml');
    expect(r.headers.get('content-disposition')).toBe(
      'attachment; filename=127.0.0.1-kubeconfig.yaml',
    );
    const doc = parse(r.text) as {
      clusters: { cluster: { server: string } }[];
      users: { user: { username: string; password: string } }[];
      'current-context': string;
    };
    expect(doc['current-context']).toBe('default');
    expect(doc.clusters[0]!.cluster.server).toBe(`${sandbox.url}/kubeproxy`);
    const user = doc.users[0]!.user;
    expect(user.username).toBe('token');
    expect((await whoami(basic(user.username, user.password))).payload.user.email).toBe(
      'editor@sandbox.local',
    );
  });

  it('GET /properties lists local properties first, then the database rows they do not override', async () => {
    await sandbox.db.query(
      `INSERT INTO properties (name, value) VALUES ('logs.disable', 'true'), ('scraper.concurrency', '99')
       ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    );
    const props = (await raw('/api/properties', as('viewer'))).json() as {
      name: string;
      value: string;
      source: string;
    }[];
    expect(props[0]).toMatchObject({ name: 'scraper.concurrency', value: '8', source: 'local' });
    expect(props.filter((p) => p.name === 'scraper.concurrency')).toHaveLength(1);
    expect(props).toContainEqual(
      expect.objectContaining({ name: 'logs.disable', value: 'true', source: 'db' }),
    );
  });

  it('canary summary, graph and run check', async () => {
    const summary = (await raw('/api/canary/api/summary', as('viewer'))).json() as {
      runnerName: string;
      checks_summary: Record<string, unknown>[];
    };
    expect(summary.runnerName).toBe('local');
    const first = summary.checks_summary[0]!;
    expect(first).toMatchObject({
      id: expect.any(String) as unknown,
      canary_name: expect.any(String) as unknown,
      uptime: expect.any(Object) as unknown,
    });
    expect(
      Object.keys(first.latency as object).every((k) =>
        ['p99', 'p97', 'p95', 'rolling1h'].includes(k),
      ),
    ).toBe(true);
    const byId = (
      await raw('/canary/api/summary', as('viewer'), {
        method: 'POST',
        body: JSON.stringify({ checkid: first.id }),
      })
    ).json() as { checks_summary: unknown[] };
    expect(byId.checks_summary).toHaveLength(1);
    // Kept until something writes: the same answer again, then a written change shows at once.
    const again = (await raw('/api/canary/api/summary', as('viewer'))).json() as typeof summary;
    expect(again.checks_summary).toEqual(summary.checks_summary);
    await sandbox.db.query(`UPDATE checks SET description = 'written by the test' WHERE id = $1`, [
      first.id,
    ]);
    const after = (await raw('/api/canary/api/summary', as('viewer'))).json() as typeof summary;
    expect(after.checks_summary.find((c) => c.id === first.id)?.description).toBe(
      'written by the test',
    );
    const graph = (
      await raw(`/api/canary/api/graph?check=${String(first.id)}&start=7d`, as('viewer'))
    ).json() as {
      status: unknown[];
      uptime: { passed: number; failed: number };
      runnerName: string;
    };
    expect(graph.runnerName).toBe('local');
    expect(graph.status.length).toBeGreaterThan(0);
    expect(graph.uptime.passed + graph.uptime.failed).toBeGreaterThan(0);
    const run = await raw(`/api/canary/run/check/${String(first.id)}`, as('editor'), {
      method: 'POST',
    });
    expect(run.status).toBe(200);
    expect(run.json()).toMatchObject({
      pass: expect.any(Boolean) as unknown,
      duration: expect.any(Number) as unknown,
    });
    const missing = await raw(
      '/api/canary/run/check/00000000-0000-0000-0000-000000000001',
      as('admin'),
      { method: 'POST' },
    );
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({
      error: 'check (00000000-0000-0000-0000-000000000001) was not found',
    });
  });

  it('POST /agent/generate creates an agent whose token authenticates as role agent', async () => {
    const r = await raw('/api/agent/generate', as('admin'), {
      method: 'POST',
      body: JSON.stringify({ name: 'test-agent', properties: { region: 'eu' } }),
    });
    expect(r.status).toBe(201);
    const body = r.json() as { id: string; username: string; access_token: string };
    expect(body.username).toMatch(/^agent-[0-9a-f]{8}$/);
    const me = await whoami(basic('token', body.access_token));
    expect(me.payload.user.id).toBe(body.id);
    expect(me.payload.roles).toContain('agent');
    const call = client(sandbox);
    expect(rows(await call('/db/agents?name=eq.test-agent&select=name,person_id'))).toEqual([
      { name: 'test-agent', person_id: body.id },
    ]);
    expect(
      (
        await raw('/api/agent/generate', as('admin'), {
          method: 'POST',
          body: JSON.stringify({ name: 'test-agent' }),
        })
      ).status,
    ).toBe(409);
  });

  it('POST /resources/search finds configs and checks by selector', async () => {
    const call = client(sandbox);
    const config = rows(await call('/db/configs?select=name,type&limit=1&order=name'))[0]!;
    const r = await raw('/api/resources/search', as('viewer'), {
      method: 'POST',
      body: JSON.stringify({
        configs: [{ name: config.name, types: [config.type] }],
        checks: [{ search: 'zzz-no-such-check' }],
      }),
    });
    const body = r.json() as {
      configs: { name: string; type: string; id: string }[];
      checks?: unknown;
    };
    expect(body.configs.length).toBeGreaterThan(0);
    expect(body.configs.every((c) => c.name === config.name && c.type === config.type)).toBe(true);
    expect(body.checks).toBeUndefined();
    expect(
      (
        await raw('/api/resources/search', as('viewer'), {
          method: 'POST',
          body: '{"configs":"x"}',
        })
      ).status,
    ).toBe(400);
  });

  it('POST /resources/search reads key=value terms, ";" alternatives and agent "all"', async () => {
    const call = client(sandbox);
    const two = rows(await call('/db/configs?select=id,name,type&limit=2&order=name'));
    const search = async (text: string) => {
      const r = await raw('/api/resources/search', as('viewer'), {
        method: 'POST',
        body: JSON.stringify({ configs: [{ search: text, agent: 'all' }] }),
      });
      return (r.json() as { configs?: { id: string }[] }).configs ?? [];
    };
    const byIds = await search(two.map((c) => `id=${String(c.id)}`).join(';'));
    expect(byIds.map((c) => c.id).sort()).toEqual(two.map((c) => String(c.id)).sort());
    const first = two[0]!;
    const typed = await search(`type=${String(first.type)} ${String(first.name)}`);
    expect(typed.map((c) => c.id)).toContain(String(first.id));
  });
});

describe('users (reference §4.10 U2, U6, U8, U9)', () => {
  it('lists identities, invites, updates and deletes a user; only an admin may', async () => {
    const call = client(sandbox);
    const identities = rows(await call('/db/identities?select=id,traits,state'));
    expect(identities.length).toBeGreaterThanOrEqual(5);
    expect(identities.map((i) => (i.traits as { email: string }).email)).toContain(
      'viewer@sandbox.local',
    );

    const invite = {
      firstName: 'Nia',
      lastName: 'Okafor',
      email: 'nia.okafor@acme.example',
      role: 'editor',
    };
    const forbidden = await raw('/api/auth/invite_user', as('editor'), {
      method: 'POST',
      body: JSON.stringify(invite),
    });
    expect(forbidden.status).toBe(403);
    const invited = await raw('/api/auth/invite_user', as('admin'), {
      method: 'POST',
      body: JSON.stringify(invite),
    });
    expect(invited.status).toBe(200);
    const link = (invited.json() as { link: string }).link;
    expect(link).toMatch(/\/login\?invite=[0-9a-f-]{36}$/);
    const id = link.split('invite=')[1]!;
    expect(
      (
        await raw('/api/auth/invite_user', as('admin'), {
          method: 'POST',
          body: JSON.stringify(invite),
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await raw('/api/auth/invite_user', as('admin'), {
          method: 'POST',
          body: JSON.stringify({ ...invite, email: 'not-an-email', role: 'boss' }),
        })
      ).status,
    ).toBe(400);
    expect(rows(await call(`/db/people_roles?id=eq.${id}`))[0]?.roles).toEqual(['editor']);

    const updated = await raw('/api/people/update', as('admin'), {
      method: 'POST',
      body: JSON.stringify({ id, lastName: 'Okafor-Reyes', role: 'viewer', active: false }),
    });
    expect(updated.json()).toEqual({
      email: 'nia.okafor@acme.example',
      name: { first: 'Nia', last: 'Okafor-Reyes' },
    });
    expect(rows(await call(`/db/identities?id=eq.${id}&select=state`))[0]?.state).toBe('inactive');
    expect(rows(await call(`/db/people?id=eq.${id}&select=name`))[0]?.name).toBe(
      'Nia Okafor-Reyes',
    );
    expect(rows(await call(`/db/people_roles?id=eq.${id}`))[0]?.roles).toEqual(['viewer']);

    expect((await raw(`/api/people/${id}`, as('admin'), { method: 'DELETE' })).status).toBe(200);
    expect(rows(await call(`/db/identities?id=eq.${id}`))).toEqual([]);
    expect((await raw(`/api/people/${id}`, as('admin'), { method: 'DELETE' })).status).toBe(404);
  });
});
