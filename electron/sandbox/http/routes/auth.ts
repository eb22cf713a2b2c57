// `/auth/*`: whoami (access tokens: access-tokens.ts), and basic mode's cookie login
// (§2.6): `POST /auth/login` takes `Authorization: Basic`, JSON or form `{username, password}`
// (username = email or name) and sets the signed `authorization` cookie; `GET|POST /auth/logout`
// clears it. Tokens act as their own person, grouped under the caller (so they inherit the caller's
// roles), and are stored only as hashes. Passwords and tokens are never logged.
import { hostname } from 'node:os';
import { parseDuration } from '../../logs/time-range.ts';
import { permissionsFor } from '../rbac.ts';
import { errorJson, json, readJsonObject, success } from '../respond.ts';
import { clearSessionCookie, setSessionCookie } from '../session-cookie.ts';
import type { Route, RouteRequest } from '../types.ts';

/** Go duration strings (`720h`, `1h30m`); null when malformed. */
export function parseGoDuration(text: string): number | null {
  return /[dwy]/.test(text) ? null : parseDuration(text);
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
          // A restricted token's deny rules too, so a console signed in with it gates on them.
          permissions: [
            ...permissionsFor(p.roles),
            ...(p.denies ?? []).map((d) => ({ subject: p.person.id, ...d, deny: true })),
          ],
          hostname: hostname(),
        }),
      );
    },
  },
];
