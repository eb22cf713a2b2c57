// Dispatch for the sandbox server: strips the UI's `/api` prefix (reference §1.2), matches a route,
// authenticates (header or basic mode's cookie; cookie-authenticated writes from another origin
// are refused), enforces the route's RBAC object/action (403 text `unauthorized. Access Denied`
// with X-Rbac-* headers) and turns anything unexpected into a clean JSON 500.
import type { Authenticator } from './auth.ts';
import { allows } from './rbac.ts';
import { json, text } from './respond.ts';
import { resolveRowLevel } from './row-level/resolve.ts';
import type { Principal, Route, RouteRequest, RouteResponse, SandboxContext } from './types.ts';

export interface IncomingRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface CompiledRoute {
  route: Route;
  regex: RegExp;
  keys: string[];
}

function compile(route: Route): CompiledRoute {
  const keys: string[] = [];
  const wildcard = route.pattern.endsWith('/*');
  const base = wildcard ? route.pattern.slice(0, -2) : route.pattern;
  const body = base
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) {
        keys.push(seg.slice(1));
        return '([^/]+)';
      }
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  if (wildcard) keys.push('*');
  return { route, keys, regex: new RegExp(`^${body}${wildcard ? '/(.*)' : ''}$`) };
}

/** `/api/db/x` → `/db/x`; `/api` alone → `/`. */
export function backendPath(pathname: string): string {
  if (pathname === '/api') return '/';
  return pathname.startsWith('/api/') ? pathname.slice(4) : pathname;
}

export function forbidden(principal: Principal, object: string, action: string): RouteResponse {
  return text(403, 'unauthorized. Access Denied', {
    'X-Rbac-Subject': principal.person.id,
    'X-Rbac-Object': object,
    'X-Rbac-Action': action,
  });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Content types a page of another origin may send without a CORS preflight (the Sandbox answers none). */
const simpleTypes = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * A write a page of another origin could have made the browser send with the cookie attached
 * (SameSite does not separate the ports of 127.0.0.1): a body of a preflight-free content type, or
 * no body type at all from a foreign `Origin`. Clients and proxies send JSON, which such a page
 * cannot send here without a preflight.
 */
function crossOriginWrite(method: string, headers: IncomingRequest['headers']): boolean {
  if (safeMethods.has(method)) return false;
  const type = (first(headers['content-type']) ?? '').split(';')[0]!.trim().toLowerCase();
  if (type) return simpleTypes.has(type);
  const origin = first(headers.origin);
  if (!origin) return false;
  try {
    return new URL(origin).host !== first(headers.host);
  } catch {
    return true;
  }
}

export function createRouter(routes: Route[], auth: Authenticator, ctx: SandboxContext) {
  const compiled = routes.map(compile);
  return async function dispatch(incoming: IncomingRequest): Promise<RouteResponse> {
    // A request target is always a path: `//x/y` is not a host `x` (a relative URL would say so,
    // and throw on a host that is not one: a 500).
    const url = new URL(
      `http://sandbox.invalid${incoming.url.startsWith('/') ? '' : '/'}${incoming.url}`,
    );
    const path = backendPath(url.pathname);
    const method = incoming.method.toUpperCase();
    let pathMatched = false;
    for (const c of compiled) {
      const m = c.regex.exec(path);
      if (!m) continue;
      pathMatched = true;
      const routeMethod = c.route.method;
      if (
        routeMethod !== '*' &&
        routeMethod !== method &&
        !(method === 'HEAD' && routeMethod === 'GET')
      )
        continue;
      const params: Record<string, string> = {};
      try {
        c.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1] ?? '')));
      } catch {
        return json(400, { message: 'malformed URL escape in path' });
      }
      const req: RouteRequest = {
        method,
        path,
        search: url.searchParams,
        headers: incoming.headers,
        body: incoming.body,
        params,
        principal: null,
      };
      if (c.route.auth !== 'none') {
        const authorization = incoming.headers.authorization;
        const result = await auth.authenticate(
          Array.isArray(authorization) ? authorization[0] : authorization,
          incoming.headers.cookie,
          incoming.headers,
        );
        if (!result.ok) return result.response;
        if (result.viaCookie && crossOriginWrite(method, incoming.headers))
          return text(403, 'cross-origin request refused');
        req.principal = result.principal;
        if (
          typeof c.route.auth === 'object' &&
          !allows(result.principal, c.route.auth.object, c.route.auth.action)
        ) {
          return forbidden(result.principal, c.route.auth.object, c.route.auth.action);
        }
      }
      const rowLevel = await resolveRowLevel(ctx.db, incoming.headers);
      if ('error' in rowLevel) return rowLevel.error;
      req.rowLevel = rowLevel.payload;
      const history = c.route.readsHistory;
      if (history === true || (typeof history === 'function' && history(req)))
        await ctx.historyReady();
      return c.route.handle(req, ctx);
    }
    return pathMatched
      ? json(405, { message: 'Method Not Allowed' })
      : json(404, { message: 'Not Found' });
  };
}
