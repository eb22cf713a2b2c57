// `/auth/*`: whoami, personal access tokens (reference §2.3, U1), and basic mode's cookie login
// (§2.6): `POST /auth/login` takes `Authorization: Basic`, JSON or form `{username, password}`
// (username = email or name) and sets the signed `authorization` cookie; `GET|POST /auth/logout`
// clears it. Tokens act as their own person, grouped under the caller (so they inherit the caller's
// roles), and are stored only as hashes. Passwords and tokens are never logged.
import { hostname } from 'node:os';
import { z } from 'zod';
import { permissionsFor } from '../rbac.ts';
import { errorJson, json, withJsonBody, readJsonObject, success } from '../respond.ts';
import { clearSessionCookie, setSessionCookie } from '../session-cookie.ts';
import type { Route, RouteRequest } from '../types.ts';

const createTokenBody = z.object({
  name: z.string().trim().min(1),
  expiry: z.string().optional(),
  auto_renew: z.boolean().optional(),
  scope: z.array(z.unknown()).optional(),
});

const unitMs: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Go duration strings (`720h`, `1h30m`); null when malformed. */
export function parseGoDuration(text: string): number | null {
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    total += Number(m[1]) * unitMs[m[2]!]!;
    consumed = re.lastIndex;
  }
  return consumed === text.length && consumed > 0 ? total : null;
}

interface TokenListRow {
  id: string;
  name: string;
  person_id: string;
  created_at: string;
  person: Record<string, unknown> | null;
}

const headerOf = (req: RouteRequest, name: string): string => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/** Credentials as mission-control's basic login reads them: Basic header, JSON body, form body. */
export function loginCredentials(req: RouteRequest): { user: string; password: string } | null {
  const authorization = headerOf(req, 'authorization').trim();
  if (/^basic\s+/i.test(authorization)) {
    const decoded = Buffer.from(authorization.replace(/^basic\s+/i, ''), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  }
  const type = headerOf(req, 'content-type').toLowerCase();
  let user: unknown;
  let password: unknown;
  if (type.includes('application/json')) {
    const body = readJsonObject(req.body);
    user = body?.username;
    password = body?.password;
  } else if (type.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(req.body);
    user = form.get('username');
    password = form.get('password');
  }
  return typeof user === 'string' && user && typeof password === 'string' && password
    ? { user, password }
    : null;
}

const logout: Route['handle'] = () =>
  Promise.resolve(json(200, { message: 'logged out' }, { 'Set-Cookie': clearSessionCookie() }));

export const authRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/auth/login',
    auth: 'none',
    handle: async (req, ctx) => {
      const credentials = loginCredentials(req);
      if (!credentials) return errorJson(400, 'credentials required');
      const token = await ctx.basicLogin(credentials.user, credentials.password);
      if (!token) return errorJson(401, 'invalid credentials');
      return json(200, { message: 'logged in' }, { 'Set-Cookie': setSessionCookie(token) });
    },
  },
  { method: 'GET', pattern: '/auth/logout', auth: 'none', handle: logout },
  { method: 'POST', pattern: '/auth/logout', auth: 'none', handle: logout },
  {
    method: 'GET',
    pattern: '/auth/whoami',
    auth: 'session',
    handle: (req) => {
      const p = req.principal!;
      return Promise.resolve(
        success({
          user: p.person,
          roles: [...p.roles, 'everyone'],
          permissions: permissionsFor(p.roles),
          hostname: hostname(),
        }),
      );
    },
  },
  {
    method: 'POST',
    pattern: '/auth/create_token',
    auth: 'session',
    handle: withJsonBody(createTokenBody, async (body, req, ctx) => {
      const caller = req.principal!.person;
      const expiryMs = body.expiry ? parseGoDuration(body.expiry) : 90 * 86_400_000;
      if (expiryMs === null) return errorJson(400, `invalid expiry duration: ${body.expiry}`);
      const email = caller.email ?? '';
      const at = email.indexOf('@');
      if (at <= 0)
        return errorJson(400, 'the caller has no email address to derive a token identity from');
      const tokenEmail = `${email.slice(0, at)}+token:${body.name}@${email.slice(at + 1)}`;
      const existing = await ctx.db.query<{ id: string }>(
        'SELECT id FROM people WHERE email = $1 AND deleted_at IS NULL',
        [tokenEmail],
      );
      let personId = existing.rows[0]?.id;
      if (!personId) {
        const inserted = await ctx.db.query<{ id: string }>(
          "INSERT INTO people (id, name, email, type) VALUES (gen_random_uuid(), $1, $2, 'access_token') RETURNING id",
          [`${caller.name} (Token)`, tokenEmail],
        );
        personId = inserted.rows[0]!.id;
        await ctx.db.query(
          "INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2) ON CONFLICT DO NOTHING",
          [personId, caller.id],
        );
      }
      const { token } = await ctx.tokens.mint({
        personId,
        name: body.name,
        createdBy: caller.id,
        expiresAt: new Date(Date.now() + expiryMs),
        autoRenew: body.auto_renew ?? false,
      });
      return success({ token });
    }),
  },
  {
    method: 'GET',
    pattern: '/auth/tokens',
    auth: 'session',
    handle: async (_req, ctx) => {
      const rows = await ctx.db.query<TokenListRow>(
        `SELECT t.id, t.name, t.person_id, t.created_at,
           (SELECT row_to_json(p) FROM (SELECT id, name, email, type, avatar FROM people WHERE id = t.person_id) p) AS person
         FROM access_tokens t ORDER BY t.created_at`,
      );
      return success(rows.rows.map((r) => ({ ...r, auto_renew: false })));
    },
  },
  {
    method: 'DELETE',
    pattern: '/auth/token/:id',
    auth: 'session',
    handle: async (req, ctx) => {
      const id = req.params.id ?? '';
      if (!/^[0-9a-f-]{36}$/i.test(id)) return errorJson(400, 'invalid token id');
      const rows = await ctx.db.query<{ created_by: string | null; person_id: string }>(
        'SELECT created_by, person_id FROM access_tokens WHERE id = $1',
        [id],
      );
      const row = rows.rows[0];
      if (!row) return errorJson(404, `access token ${id} not found`);
      const p = req.principal!;
      if (
        !p.roles.includes('admin') &&
        row.created_by !== p.person.id &&
        row.person_id !== p.person.id
      ) {
        return errorJson(403, 'only the creator of a token or an admin can delete it');
      }
      await ctx.db.query('DELETE FROM access_tokens WHERE id = $1', [id]);
      ctx.forgetCredentials();
      return success();
    },
  },
];
