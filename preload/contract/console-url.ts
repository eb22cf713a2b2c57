// Web console URLs and the organisations they belong to (issue 36 item 1). An organisation is
// known everywhere by its address (scheme, host, port and path prefix: its normalised base URL),
// not by this install's id, so a URL or link made on one machine finds the same organisation on
// another. Pure: the WHATWG URL parser only.
import {
  CONSOLE_ROUTE_PATTERNS,
  MAX_DEEP_LINK_LENGTH,
  checkRoute,
  matchesRoute,
} from './link-route.ts';

/** What links need of an organisation. */
export interface LinkOrg {
  id: string;
  kind: 'remote' | 'sandbox';
  /** Normalised base URL (org-url.ts); the Sandbox's is a local address that changes per start. */
  baseUrl: string;
  /** `/api`: the base URL is the web console's own address (reference §1.6). */
  prefix?: '/api' | '';
}

export interface LinkTarget {
  orgId: string;
  /** A console route on our own origin: path plus optional query (`/health?checkId=…`). */
  route: string;
}

export type ConsoleUrlResult =
  | { ok: true; target: LinkTarget }
  | {
      ok: false;
      message: string;
      /** The address no organisation here has, offered as 'Add organisation at …'. */
      unknownAddress?: string;
    };

export interface ConsoleUrlOptions {
  /** Of several organisations at one address, this one (the current) wins. */
  prefer?: string;
  routes?: readonly string[];
}

function parseHttpUrl(input: string): URL | string {
  if (input.length > MAX_DEEP_LINK_LENGTH)
    return `The address is too long (over ${MAX_DEEP_LINK_LENGTH} characters).`;
  const url = URL.parse(input);
  if (!url) return 'This is not a web address.';
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `Only https:// and http:// addresses can be opened, not ${url.protocol} ones.`;
  if (url.username || url.password)
    return 'The address carries credentials (user@…) and was not opened.';
  if (url.hash) return 'The address carries a fragment (#) and was not opened.';
  return url;
}

/** The path prefix of an organisation's base URL ('' for none). */
const basePath = (url: URL) => url.pathname.replace(/\/$/, '');

function orgsAt(url: URL, orgs: readonly LinkOrg[]): { org: LinkOrg; prefix: string }[] {
  const found: { org: LinkOrg; prefix: string }[] = [];
  for (const org of orgs) {
    if (org.kind !== 'remote') continue;
    const base = URL.parse(org.baseUrl);
    if (!base) continue;
    const prefix = basePath(base);
    const under = url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
    if (base.origin === url.origin && under) found.push({ org, prefix });
  }
  return found.sort((a, b) => b.prefix.length - a.prefix.length);
}

/** The address of an unknown console: the URL's origin and whatever precedes a console route. */
function addressOf(url: URL, routes: readonly string[]): string {
  const segments = url.pathname.replace(/\/$/, '').split('/');
  for (let i = 1; i <= segments.length; i++) {
    const rest = `/${segments.slice(i).join('/')}`;
    if (matchesRoute(rest, routes)) return url.origin + segments.slice(0, i).join('/');
  }
  return url.origin;
}

/**
 * Does `input` look like a page of a web console: an http(s) URL whose path ends in a console
 * route (after any prefix)? A pasted or dropped URL is taken as a link only then.
 */
export function isConsoleUrl(input: string, routes: readonly string[] = CONSOLE_ROUTE_PATTERNS) {
  const url = parseHttpUrl(input.trim());
  if (typeof url === 'string') return false;
  const segments = url.pathname.replace(/\/$/, '').split('/');
  return segments.some((_, i) => i > 0 && matchesRoute(`/${segments.slice(i).join('/')}`, routes));
}

/** The organisation and route a web console URL (`https://mc.example.com/health?…`) shows. */
export function resolveConsoleUrl(
  input: string,
  orgs: readonly LinkOrg[],
  options: ConsoleUrlOptions = {},
): ConsoleUrlResult {
  const url = parseHttpUrl(input.trim());
  if (typeof url === 'string') return { ok: false, message: url };
  const routes = options.routes ?? CONSOLE_ROUTE_PATTERNS;
  const found = orgsAt(url, orgs);
  const best = found.filter((f) => f.prefix.length === found[0]?.prefix.length);
  const chosen = best.find((f) => f.org.id === options.prefer) ?? best[0];
  if (!chosen) {
    const address = addressOf(url, routes);
    return {
      ok: false,
      message: `No organisation in this app is at ${address}.`,
      unknownAddress: address,
    };
  }
  const route = checkRoute(url.pathname.slice(chosen.prefix.length) + url.search, routes);
  if (!route.ok) return route;
  return { ok: true, target: { orgId: chosen.org.id, route: route.route } };
}

/**
 * The URL of `route` in the organisation's web console; null when its address is not one, or not
 * https (the only links the app hands the OS browser: electron/app/external-links.ts).
 */
export function consoleUrlOf(org: LinkOrg, route: string): string | null {
  if (org.kind !== 'remote' || org.prefix !== '/api' || !org.baseUrl.startsWith('https://'))
    return null;
  return `${org.baseUrl.replace(/\/$/, '')}${route.startsWith('/') ? route : `/${route}`}`;
}
