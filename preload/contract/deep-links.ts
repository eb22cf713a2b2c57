// Deep links `missioncontrol://<org>/<route>` (issue 20 item 1), shared by main (the OS hands it
// the link: electron/deep-links/) and the renderer (browser mode's `/open?link=` page, and every
// 'Copy link'). Pure and Electron-free: it parses a link the user did not write, so everything
// not plainly an organisation id and a console route is refused with a message, never opened.
import { CONSOLE_PATHS, UNLINKABLE_PATHS } from './console-routes.ts';

export const DEEP_LINK_SCHEME = 'missioncontrol';
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

export interface DeepLinkTarget {
  orgId: string;
  /** A console route on our own origin: path plus optional query (`/health?checkId=…`). */
  route: string;
}

export type DeepLinkResult =
  { ok: true; link: string; target: DeepLinkTarget } | { ok: false; message: string };

export interface DeepLinkContext {
  /** The organisations this app knows (ids); a link to any other is refused. */
  orgIds: readonly string[];
  /** Route patterns a link may open (default: CONSOLE_ROUTE_PATTERNS). */
  routes?: readonly string[];
}

const ORG_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
// A path segment after decoding: no separators, no dot segments, nothing invisible.
const SAFE_SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@%-]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

function refuse(message: string): DeepLinkResult {
  return { ok: false, message };
}

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

/** Shown when the link is not one at all; says what a link looks like. */
const SHAPE = `Links look like ${DEEP_LINK_SCHEME}://<organisation>/<page>.`;

/**
 * Parses and checks a deep link. Refused: other schemes, credentials, ports, control or
 * invisible characters, over-long input, `..` (plain or encoded) and any other odd segment,
 * unknown organisations, and routes outside the console's route table.
 */
export function parseDeepLink(input: unknown, context: DeepLinkContext): DeepLinkResult {
  if (typeof input !== 'string' || input.trim() === '') return refuse(`No link given. ${SHAPE}`);
  if (input.length > MAX_DEEP_LINK_LENGTH)
    return refuse(`The link is too long (over ${MAX_DEEP_LINK_LENGTH} characters).`);
  if (CONTROL.test(input))
    return refuse('The link contains control or invisible characters and was not opened.');
  const link = input.trim();
  const prefix = `${DEEP_LINK_SCHEME}://`;
  if (link.slice(0, prefix.length).toLowerCase() !== prefix) {
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(link)?.[1];
    return refuse(
      scheme && scheme.toLowerCase() !== DEEP_LINK_SCHEME
        ? `Only ${DEEP_LINK_SCHEME}:// links can be opened, not ${scheme.toLowerCase()}: links.`
        : `This is not a ${DEEP_LINK_SCHEME}:// link. ${SHAPE}`,
    );
  }
  if (link.includes('\\')) return refuse('The link contains a backslash and was not opened.');
  if (link.includes('#')) return refuse('The link carries a fragment (#) and was not opened.');
  const rest = link.slice(prefix.length);
  const slash = rest.indexOf('/');
  const authority = slash === -1 ? rest.split('?')[0]! : rest.slice(0, slash);
  if (authority.includes('@'))
    return refuse('The link carries credentials (user@…) and was not opened.');
  if (authority.includes(':')) return refuse('The link names a port and was not opened.');
  const orgId = authority;
  if (!orgId) return refuse(`The link names no organisation. ${SHAPE}`);
  if (!ORG_ID.test(orgId)) return refuse(`"${orgId.slice(0, 64)}" is not an organisation id.`);
  if (!context.orgIds.includes(orgId))
    return refuse(
      `The organisation "${orgId}" is not set up in this app. Add it first, then open the link again.`,
    );

  const pathAndQuery = slash === -1 ? '/' + rest.slice(authority.length) : rest.slice(slash);
  const q = pathAndQuery.indexOf('?');
  const rawPath = q === -1 ? pathAndQuery : pathAndQuery.slice(0, q);
  const query = q === -1 ? '' : pathAndQuery.slice(q + 1);
  const pathname = rawPath === '' || rawPath === '/' ? '/topology' : rawPath.replace(/\/$/, '');
  if (pathname.startsWith('//')) return refuse('The link has an empty path segment.');
  const segments = pathname.split('/').slice(1);
  for (const segment of segments) {
    const decoded = decodeSegment(segment);
    if (decoded === null) return refuse('The link has a malformed %-escape and was not opened.');
    if (decoded === '.' || decoded === '..' || /%2e|%2f|%5c/i.test(segment) || decoded === '')
      return refuse('The link tries to leave its page (path traversal) and was not opened.');
    if (decoded.includes('/') || decoded.includes('\\') || !SAFE_SEGMENT.test(segment))
      return refuse('The link has characters a console page never uses and was not opened.');
  }
  if (!matchesRoute(pathname, context.routes ?? CONSOLE_ROUTE_PATTERNS))
    return refuse(`"${pathname.slice(0, 200)}" is not a page of the console.`);
  if (query && !/^[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*$/.test(query))
    return refuse('The link has characters a console query never uses and was not opened.');
  const route = query ? `${pathname}?${query}` : pathname;
  return { ok: true, link, target: { orgId, route } };
}

/** `missioncontrol://<orgId><route>` for a route of this console (`/health?checkId=1`). */
export function buildDeepLink(orgId: string, route: string): string {
  const path = route.startsWith('/') ? route : `/${route}`;
  return `${DEEP_LINK_SCHEME}://${orgId}${path}`;
}

/** The first `missioncontrol://` argument of a command line (Windows/Linux second instance). */
export function deepLinkFromArgv(argv: readonly string[]): string | null {
  const prefix = `${DEEP_LINK_SCHEME}://`;
  return argv.find((arg) => arg.slice(0, prefix.length).toLowerCase() === prefix) ?? null;
}
