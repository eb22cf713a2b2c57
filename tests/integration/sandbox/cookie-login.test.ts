// Basic mode's cookie login (reference §2.6, issue 13): `POST /auth/login` with a Basic header, JSON
// or a form sets a signed HttpOnly `authorization` cookie that every route accepts next to the
// bearer and Basic credentials; `/auth/logout` clears it; bad credentials are a clear 401. Against
// the real seeded sandbox (in memory, small scale) over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';

let sandbox: RunningSandbox;

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

async function send(
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: init.headers ?? {},
    redirect: 'manual',
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

const loginJson = (username: string, password: string) =>
  send('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
    headers: { 'Content-Type': 'application/json' },
  });

/** `authorization=<jwt>` from a login answer's Set-Cookie. */
function cookieOf(reply: Reply): string {
  const header = reply.headers.get('set-cookie') ?? '';
  const pair = header.split(';')[0] ?? '';
  expect(pair.startsWith('authorization=')).toBe(true);
  return pair;
}

beforeAll(async () => {
  sandbox = await startSeededSandbox();
});
afterAll(async () => sandbox.close());

describe('POST /auth/login', () => {
  it('signs an HttpOnly, SameSite=Strict JWT cookie for a JSON login', async () => {
    const reply = await loginJson('editor@sandbox.local', 'sandbox');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json).toEqual({ message: 'logged in' });
    const header = reply.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^authorization=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(header).toContain('Path=/');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    const claims = JSON.parse(
      Buffer.from(cookieOf(reply).split('.')[1]!, 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({ aud: 'mission-control-basic-auth', iss: 'mission-control' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(24 * 60 * 60);
  });

  it('accepts the cookie alone on every route, as that user with their roles', async () => {
    const cookie = cookieOf(await loginJson('editor@sandbox.local', 'sandbox'));
    const who = await send('/api/auth/whoami', { headers: { Cookie: cookie } });
    expect(who.status, who.text).toBe(200);
    expect(who.json).toMatchObject({
      payload: { user: { email: 'editor@sandbox.local' }, roles: ['editor', 'everyone'] },
    });
    const checks = await send('/api/db/checks?select=id&limit=1', { headers: { Cookie: cookie } });
    expect(checks.status, checks.text).toBe(200);
    const summary = await send('/api/catalog/summary', {
      method: 'POST',
      body: '{}',
      headers: { Cookie: `theme=dark; ${cookie}`, 'Content-Type': 'application/json' },
    });
    expect(summary.status, summary.text).toBe(200);
    // RBAC still applies: an editor may not write connections (spec 1 §6).
    const write = { method: 'PATCH', body: '{}', headers: { Cookie: cookie } };
    expect((await send('/api/db/connections?id=eq.x', write)).status).toBe(403);
  });

  it('takes form fields, a Basic header, and a person’s name as the username', async () => {
    const form = await send('/api/auth/login', {
      method: 'POST',
      body: new URLSearchParams({
        username: 'viewer@sandbox.local',
        password: 'sandbox',
      }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status, form.text).toBe(200);
    const basic = await send('/api/auth/login', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from('commander@sandbox.local:sandbox').toString('base64')}`,
      },
    });
    expect(basic.status, basic.text).toBe(200);
    const name = (
      await sandbox.db.query<{ name: string }>(
        `SELECT name FROM people WHERE email = 'responder@sandbox.local'`,
      )
    ).rows[0]!.name;
    const byName = await loginJson(name.toUpperCase(), 'sandbox');
    expect(byName.status, byName.text).toBe(200);
    const who = await send('/api/auth/whoami', { headers: { Cookie: cookieOf(byName) } });
    expect(who.json).toMatchObject({ payload: { user: { email: 'responder@sandbox.local' } } });
  });

  it('answers 401 for bad credentials and 400 without any, setting no cookie', async () => {
    const wrong = await loginJson('admin@sandbox.local', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ error: 'invalid credentials' });
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const unknown = await loginJson('nobody@sandbox.local', 'sandbox');
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual({ error: 'invalid credentials' });
    const empty = await send('/api/auth/login', { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ error: 'credentials required' });
    const half = await send('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'admin@sandbox.local' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(half.status).toBe(400);
  });
});

describe('the authorization cookie', () => {
  it('rejects a forged or tampered cookie, and routes without credentials stay 401', async () => {
    const cookie = cookieOf(await loginJson('viewer@sandbox.local', 'sandbox'));
    const [header, claims, signature] = cookie.slice('authorization='.length).split('.');
    const admin = (
      await sandbox.db.query<{ id: string }>(
        `SELECT id FROM people WHERE email = 'admin@sandbox.local'`,
      )
    ).rows[0]!.id;
    const forgedClaims = Buffer.from(
      JSON.stringify({
        ...(JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as object),
        id: admin,
      }),
    ).toString('base64url');
    const forged = `authorization=${header}.${forgedClaims}.${signature}`;
    const reply = await send('/api/auth/whoami', { headers: { Cookie: forged } });
    expect(reply.status).toBe(401);
    expect(
      (await send('/api/auth/whoami', { headers: { Cookie: 'authorization=x.y.z' } })).status,
    ).toBe(401);
    expect((await send('/api/auth/whoami')).status).toBe(401);
  });

  it('lets a bearer token or Basic credentials work next to a stale cookie', async () => {
    const stale = 'authorization=e30.e30.AAAA';
    const bearer = await send('/api/auth/whoami', {
      headers: { Cookie: stale, Authorization: `Bearer ${sandbox.adminToken}` },
    });
    expect(bearer.status).toBe(200);
    const basic = await send('/api/auth/whoami', {
      headers: {
        Cookie: stale,
        Authorization: `Basic ${Buffer.from('viewer@sandbox.local:sandbox').toString('base64')}`,
      },
    });
    expect(basic.status).toBe(200);
  });

  it('refuses cookie-authenticated writes a page of another origin could send', async () => {
    const cookie = cookieOf(await loginJson('admin@sandbox.local', 'sandbox'));
    const me = (
      await sandbox.db.query<{ id: string }>(
        `SELECT id FROM people WHERE email = 'admin@sandbox.local'`,
      )
    ).rows[0]!.id;
    const body = JSON.stringify({ person_id: me, key: 'it:cookie' });
    const plain = await send('/api/db/person_analytics', {
      method: 'POST',
      body,
      headers: { Cookie: cookie, 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(plain.status).toBe(403);
    const foreign = await send('/api/db/person_analytics', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    // A JSON write — what the console and its proxy send — goes through.
    const ok = await send('/api/db/person_analytics', {
      method: 'POST',
      body,
      headers: {
        Cookie: cookie,
        'Content-Type': 'application/json',
        Origin: 'http://localhost:3000',
      },
    });
    expect(ok.status, ok.text).toBe(201);
  });
});

describe('/auth/logout', () => {
  it('clears the cookie on GET and POST with a JSON message', async () => {
    for (const method of ['GET', 'POST']) {
      const reply = await send('/api/auth/logout', { method });
      expect(reply.status).toBe(200);
      expect(reply.json).toEqual({ message: 'logged out' });
      const header = reply.headers.get('set-cookie') ?? '';
      expect(header).toMatch(/^authorization=;/);
      expect(header).toContain('Max-Age=0');
      expect(header).toContain('HttpOnly');
    }
  });
});
