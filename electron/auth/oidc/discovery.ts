// OIDC discovery bound to its issuer (issue 39 item 4). The organisation's backend only names the
// provider: its `/.well-known/openid-configuration` may be the issuer's own document (a backend that
// is its own provider) or a copy of another issuer's (a Mission Control started with `--oidc`
// relays its provider's). A copy is never trusted for endpoints: they come from the document the
// issuer serves at its own discovery address (OIDC Discovery §4.3: the `issuer` in it must equal
// the address it was read from), and every endpoint must be on the issuer's origin. So a backend
// cannot point the token or registration endpoint at itself and have a code or client id relayed
// to it; at most it can name an issuer, and then the user signs in at that issuer's own pages.
import { z } from 'zod';
import { OidcFailure } from './loopback.ts';
import { readOidcText, type HttpFetch } from './http-fetch.ts';

const DiscoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.string().min(1),
  token_endpoint: z.string().min(1),
  jwks_uri: z.string().min(1).optional(),
  userinfo_endpoint: z.string().min(1).optional(),
  registration_endpoint: z.string().min(1).optional(),
  revocation_endpoint: z.string().min(1).optional(),
  end_session_endpoint: z.string().min(1).optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
});
export type OidcDiscovery = z.infer<typeof DiscoverySchema> & { jwks_uri: string };

/** Endpoints a sign-in sends a code, a token or a client id to, or reads keys from. */
const ENDPOINTS = [
  ['authorization_endpoint', 'authorization endpoint'],
  ['token_endpoint', 'token endpoint'],
  ['jwks_uri', 'key set (jwks_uri)'],
  ['userinfo_endpoint', 'userinfo endpoint'],
  ['registration_endpoint', 'registration endpoint'],
  ['revocation_endpoint', 'revocation endpoint'],
  ['end_session_endpoint', 'end-session endpoint'],
] as const;

const OPENID_PATH = '/.well-known/openid-configuration';
const OAUTH_PATH = '/.well-known/oauth-authorization-server';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parseUrl(raw: string, what: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new OidcFailure('discovery', `The ${what} in the OIDC discovery document is not a URL.`);
  }
}

/** An address we may send a code or token to: https, or http on a loopback host; no credentials. */
export function checkEndpoint(raw: string, what: string): string {
  const url = parseUrl(raw, what);
  const ok =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!ok || url.username || url.password)
    throw new OidcFailure(
      'discovery',
      `The ${what} (${url.origin}) is neither https nor on this computer; Mission Control will not send a sign-in there.`,
    );
  return url.toString();
}

/** Same address once a trailing slash is set aside (`https://idp/` names `https://idp`'s documents). */
const sameBase = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * Checks a document as the issuer's own: every endpoint on the issuer's origin (the simplest rule
 * that a backend cannot get around; an issuer whose endpoints live elsewhere is refused, with
 * its names in the message), a key set to check ID tokens with, and PKCE with S256.
 */
function bindToIssuer(doc: z.infer<typeof DiscoverySchema>): OidcDiscovery {
  const issuer = parseUrl(checkEndpoint(doc.issuer, 'issuer'), 'issuer');
  if (issuer.search || issuer.hash)
    throw new OidcFailure(
      'discovery',
      'The OIDC issuer has a query or fragment, which it may not.',
    );
  for (const [field, what] of ENDPOINTS) {
    const raw = doc[field];
    if (raw === undefined) continue;
    const url = parseUrl(checkEndpoint(raw, what), what);
    if (url.origin !== issuer.origin)
      throw new OidcFailure(
        'discovery',
        `The identity provider's ${what} (${url.origin}) is not at its issuer (${issuer.origin}); Mission Control only signs in with endpoints on the issuer's own address.`,
      );
  }
  if (!doc.jwks_uri)
    throw new OidcFailure(
      'discovery',
      'The identity provider publishes no signing keys (jwks_uri), so its ID tokens cannot be checked.',
    );
  const methods = doc.code_challenge_methods_supported;
  if (methods && !methods.includes('S256'))
    throw new OidcFailure(
      'discovery',
      'The identity provider does not offer PKCE with S256, which a desktop sign-in needs.',
    );
  return { ...doc, jwks_uri: doc.jwks_uri };
}

async function readDocument(fetch: HttpFetch, url: string) {
  const response = await fetch(url, {
    method: 'GET',
    headers: new Headers({ accept: 'application/json' }),
  });
  if (!response.ok) {
    await response.body?.cancel();
    return { status: response.status, doc: null };
  }
  const text = await readOidcText(response, { kind: 'discovery', name: 'discovery document' });
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    body = undefined;
  }
  const parsed = DiscoverySchema.safeParse(body);
  return { status: response.status, doc: parsed.success ? parsed.data : null };
}

/**
 * The issuer's own document: `<issuer>/.well-known/openid-configuration` (OIDC Discovery §4),
 * then RFC 8414's `<origin>/.well-known/oauth-authorization-server<path>`. Its `issuer` must be
 * exactly the one asked for (§4.3), or it is someone else's document.
 */
async function issuerDocument(fetch: HttpFetch, issuer: string): Promise<OidcDiscovery> {
  const url = parseUrl(checkEndpoint(issuer, 'issuer'), 'issuer');
  const path = url.pathname.replace(/\/+$/, '');
  for (const address of [
    `${url.origin}${path}${OPENID_PATH}`,
    `${url.origin}${OAUTH_PATH}${path}`,
  ]) {
    const { doc } = await readDocument(fetch, address);
    if (!doc) continue;
    if (doc.issuer !== issuer)
      throw new OidcFailure(
        'discovery',
        `The identity provider at ${url.origin} calls itself ${doc.issuer}, not ${issuer}; Mission Control will not sign in with a provider whose documents disagree.`,
      );
    return bindToIssuer(doc);
  }
  throw new OidcFailure(
    'discovery',
    `The identity provider ${issuer} named by the organisation does not publish its own discovery document.`,
  );
}

/**
 * The provider's metadata, found from the organisation's backend: its
 * `/.well-known/openid-configuration`, then `/.well-known/oauth-authorization-server`; with an
 * `/api` prefix (a console host) the prefixed paths are tried after the host's own. A document
 * whose issuer is the address it was read from is used as it is; any other only names the issuer,
 * whose own document is then read (see the top of this file).
 */
export async function discover(
  fetch: HttpFetch,
  baseUrl: string,
  prefix: '' | '/api',
): Promise<OidcDiscovery> {
  const bases = prefix ? [baseUrl, `${baseUrl}${prefix}`] : [baseUrl];
  const tried: string[] = [];
  for (const base of bases) {
    for (const path of [OPENID_PATH, OAUTH_PATH]) {
      const { status, doc } = await readDocument(fetch, `${base}${path}`);
      if (doc)
        return sameBase(doc.issuer, base) ? bindToIssuer(doc) : issuerDocument(fetch, doc.issuer);
      tried.push(`${path} answered ${status}`);
    }
  }
  throw new OidcFailure(
    'discovery',
    `${new URL(baseUrl).host} does not offer single sign-on (${tried.join('; ')}). Ask an administrator whether OIDC is turned on (--oidc), or choose another sign-in method.`,
  );
}
