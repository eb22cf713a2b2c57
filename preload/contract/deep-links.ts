// Deep links (issue 20 item 1, issue 36 item 1), shared by main (the OS hands it the link:
// electron/deep-links/) and the renderer (browser mode's `/open?link=` page, and every 'Copy
// link'). Two forms: `missioncontrol://open?url=<address and route>` names the organisation by
// its address, so it opens on any install that has an organisation there (what Copy link makes);
// `missioncontrol://<org id>/<route>` names this install's id (the Sandbox's links, old links).
// Pure and Electron-free: it parses a link the user did not write, so everything not plainly a
// known organisation and a console route is refused with a message, never opened.
import { resolveConsoleUrl, type LinkOrg, type LinkTarget } from './console-url.ts';
import { CONSOLE_ROUTE_PATTERNS, MAX_DEEP_LINK_LENGTH, checkRoute } from './link-route.ts';

export { CONSOLE_ROUTE_PATTERNS, MAX_DEEP_LINK_LENGTH, matchesRoute } from './link-route.ts';
export type { LinkOrg } from './console-url.ts';

export const DEEP_LINK_SCHEME = 'missioncontrol';
/** The authority of a link that names its organisation by address: `missioncontrol://open?url=`. */
const BY_ADDRESS = 'open';

export type DeepLinkTarget = LinkTarget;

export type DeepLinkResult =
  | { ok: true; link: string; target: DeepLinkTarget }
  | {
      ok: false;
      message: string;
      /** A link to an organisation at an address this app does not have: 'Add organisation at …'. */
      unknownAddress?: string;
    };

export interface DeepLinkContext {
  /** The organisations this app knows (ids); a link to any other is refused. */
  orgIds: readonly string[];
  /** Their addresses: a link by address (`missioncontrol://open?url=…`) finds its organisation here. */
  orgs?: readonly LinkOrg[];
  /** Of several organisations at one address, this one (the current) wins. */
  prefer?: string;
  /** Route patterns a link may open (default: CONSOLE_ROUTE_PATTERNS). */
  routes?: readonly string[];
}

const ORG_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

function refuse(message: string): DeepLinkResult {
  return { ok: false, message };
}

/** Shown when the link is not one at all; says what a link looks like. */
const SHAPE = `Links look like ${DEEP_LINK_SCHEME}://<organisation>/<page> or ${DEEP_LINK_SCHEME}://${BY_ADDRESS}?url=<console address>.`;

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
  const end = rest.search(/[/?]/);
  const authority = end === -1 ? rest : rest.slice(0, end);
  const after = end === -1 ? '' : rest.slice(end);
  if (authority.includes('@'))
    return refuse('The link carries credentials (user@…) and was not opened.');
  if (authority.includes(':')) return refuse('The link names a port and was not opened.');
  const orgId = authority;
  if (!orgId) return refuse(`The link names no organisation. ${SHAPE}`);
  if (orgId.toLowerCase() === BY_ADDRESS && /^\/?\?/.test(after))
    return parseByAddress(link, after.slice(after.indexOf('?') + 1), context);
  if (!ORG_ID.test(orgId)) return refuse(`"${orgId.slice(0, 64)}" is not an organisation id.`);
  if (!context.orgIds.includes(orgId))
    return refuse(
      `The organisation "${orgId}" is not set up in this app. Add it first, then open the link again.`,
    );

  const pathAndQuery = after.startsWith('/') ? after : `/${after}`;
  const route = checkRoute(pathAndQuery, context.routes ?? CONSOLE_ROUTE_PATTERNS);
  if (!route.ok) return route;
  return { ok: true, link, target: { orgId, route: route.route } };
}

/** `missioncontrol://open?url=<address and route>`: the organisation found by its address. */
function parseByAddress(link: string, query: string, context: DeepLinkContext): DeepLinkResult {
  const params = new URLSearchParams(query);
  const url = params.get('url');
  if (!url || [...params.keys()].length !== 1)
    return refuse(`The link names no organisation address. ${SHAPE}`);
  const found = resolveConsoleUrl(url, context.orgs ?? [], context);
  return found.ok ? { ok: true, link, target: found.target } : found;
}

/**
 * The link of a route of this console (`/health?checkId=1`) in an organisation: by its address
 * (`missioncontrol://open?url=https%3A%2F%2Fmc.example.com%2Fhealth…`), which any install with an
 * organisation at that address opens; by id (`missioncontrol://<orgId><route>`) for the Sandbox,
 * whose address is this machine's, and when only the id is known.
 */
export function buildDeepLink(org: LinkOrg | string, route: string): string {
  const path = withoutOrgParam(route.startsWith('/') ? route : `/${route}`);
  if (typeof org === 'string' || org.kind !== 'remote' || !org.baseUrl)
    return `${DEEP_LINK_SCHEME}://${typeof org === 'string' ? org : org.id}${path}`;
  const url = `${org.baseUrl.replace(/\/$/, '')}${path}`;
  return `${DEEP_LINK_SCHEME}://${BY_ADDRESS}?url=${encodeURIComponent(url)}`;
}

/** The route without `org` (which picks a window's organisation by this install's id). */
function withoutOrgParam(route: string): string {
  const q = route.indexOf('?');
  if (q === -1) return route;
  const params = new URLSearchParams(route.slice(q + 1));
  if (!params.has('org')) return route;
  params.delete('org');
  const query = params.toString();
  return query ? `${route.slice(0, q)}?${query}` : route.slice(0, q);
}

/** The first `missioncontrol://` argument of a command line (Windows/Linux second instance). */
export function deepLinkFromArgv(argv: readonly string[]): string | null {
  const prefix = `${DEEP_LINK_SCHEME}://`;
  return argv.find((arg) => arg.slice(0, prefix.length).toLowerCase() === prefix) ?? null;
}
