// What a link may open, whichever form it came in (a `missioncontrol://` link, a web console URL):
// a route of the console's route table, made of plain segments and a plain query. Pure.
import { CONSOLE_PATHS, UNLINKABLE_PATHS } from './console-routes.ts';

/** Longer than any route the console builds (a few ids and a query string). */
export const MAX_DEEP_LINK_LENGTH = 2048;

/**
 * The console's routes a link may open (React Router syntax): every path of the route table
 * (console-routes.ts, which the renderer's route table is checked against at start) but `/open`
 * and the sign-in flow's pages, so a link never opens a link nor starts a sign-in.
 */
export const CONSOLE_ROUTE_PATTERNS: readonly string[] = CONSOLE_PATHS.filter(
  (path) => !(path in UNLINKABLE_PATHS),
);

/** The screen a link opens when it names only an organisation. */
export const HOME_ROUTE = '/topology';

// A path segment after decoding: no separators, no dot segments, nothing invisible.
const SAFE_SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@%-]+$/;
const SAFE_QUERY = /^[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*$/;

/** Does `pathname` (decoded segments) match one of `patterns` (`:param` = one segment)? */
export function matchesRoute(pathname: string, patterns: readonly string[]): boolean {
  const segments = pathname.split('/').slice(1);
  return patterns.some((pattern) => {
    const parts = pattern.split('/').slice(1);
    return (
      parts.length === segments.length &&
      parts.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export type RouteCheck = { ok: true; route: string } | { ok: false; message: string };

/**
 * Checks a path and query (`/health?checkId=1`; empty or `/` is the home screen): no dot
 * segments (plain or encoded), no encoded separators, no odd characters, a route of `patterns`.
 */
export function checkRoute(pathAndQuery: string, patterns: readonly string[]): RouteCheck {
  const q = pathAndQuery.indexOf('?');
  const rawPath = q === -1 ? pathAndQuery : pathAndQuery.slice(0, q);
  const query = q === -1 ? '' : pathAndQuery.slice(q + 1);
  const pathname = rawPath === '' || rawPath === '/' ? HOME_ROUTE : rawPath.replace(/\/$/, '');
  const refuse = (message: string): RouteCheck => ({ ok: false, message });
  if (pathname.startsWith('//')) return refuse('The link has an empty path segment.');
  for (const segment of pathname.split('/').slice(1)) {
    const decoded = decodeSegment(segment);
    if (decoded === null) return refuse('The link has a malformed %-escape and was not opened.');
    if (decoded === '.' || decoded === '..' || /%2e|%2f|%5c/i.test(segment) || decoded === '')
      return refuse('The link tries to leave its page (path traversal) and was not opened.');
    if (decoded.includes('/') || decoded.includes('\\') || !SAFE_SEGMENT.test(segment))
      return refuse('The link has characters a console page never uses and was not opened.');
  }
  if (!matchesRoute(pathname, patterns))
    return refuse(`"${pathname.slice(0, 200)}" is not a page of the console.`);
  if (query && !SAFE_QUERY.test(query))
    return refuse('The link has characters a console query never uses and was not opened.');
  return { ok: true, route: query ? `${pathname}?${query}` : pathname };
}
