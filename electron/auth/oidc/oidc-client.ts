// The OAuth 2.0 / OIDC calls of a desktop sign-in (reference §2.8; RFC 8414 discovery, RFC 7591
// dynamic registration of a public client, RFC 6749 + 7636 code exchange, refresh, RFC 7009
// revocation). Each takes a `fetch` that uses the organisation's own connection (its CA bundle
// and proxy). Nothing here logs or returns a token inside an error message.
import { z } from 'zod';
import { OidcFailure } from './loopback.ts';

export type HttpFetch = (
  url: string,
  init: { method: string; headers: Headers; body?: Uint8Array | undefined },
) => Promise<Response>;

const DiscoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.string().min(1),
  token_endpoint: z.string().min(1),
  registration_endpoint: z.string().min(1).optional(),
  revocation_endpoint: z.string().min(1).optional(),
  end_session_endpoint: z.string().min(1).optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
});
export type OidcDiscovery = z.infer<typeof DiscoverySchema>;

const RegistrationSchema = z.object({ client_id: z.string().min(1) });

const TokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().optional(),
  refresh_token: z.string().min(1).optional(),
  id_token: z.string().optional(),
  scope: z.string().optional(),
});

export interface OidcTokens {
  accessToken: string;
  refreshToken: string | null;
  /** ms since the epoch; null when the server did not say and the token is not a JWT. */
  expiresAt: number | null;
}

export const SCOPES = 'openid email profile offline_access';
export const CLIENT_NAME = 'Mission Control Desktop';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An endpoint we may send a code or token to: https, or http on a loopback host. */
function checkEndpoint(raw: string, what: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OidcFailure('discovery', `The ${what} in the OIDC discovery document is not a URL.`);
  }
  const ok =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!ok || url.username || url.password)
    throw new OidcFailure(
      'discovery',
      `The ${what} (${url.origin}) is neither https nor on this computer; Mission Control will not send a sign-in there.`,
    );
  return url.toString();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function oauthError(body: unknown): string {
  if (body && typeof body === 'object') {
    const { error, error_description: description } = body as Record<string, unknown>;
    if (typeof error === 'string')
      return typeof description === 'string' ? `${error}: ${description}` : error;
  }
  return '';
}

/**
 * The provider's metadata, read from the organisation's backend: its
 * `/.well-known/openid-configuration`, then `/.well-known/oauth-authorization-server`; with an
 * `/api` prefix (a console host) the prefixed paths are tried after the host's own.
 */
export async function discover(
  fetch: HttpFetch,
  baseUrl: string,
  prefix: '' | '/api',
): Promise<OidcDiscovery> {
  const bases = prefix ? [baseUrl, `${baseUrl}${prefix}`] : [baseUrl];
  const tried: string[] = [];
  for (const base of bases) {
    for (const path of [
      '/.well-known/openid-configuration',
      '/.well-known/oauth-authorization-server',
    ]) {
      const url = `${base}${path}`;
      const response = await fetch(url, {
        method: 'GET',
        headers: new Headers({ accept: 'application/json' }),
      });
      const body = response.ok ? await readJson(response) : undefined;
      if (!response.ok) await response.body?.cancel();
      const parsed = DiscoverySchema.safeParse(body);
      if (parsed.success) {
        const doc = parsed.data;
        checkEndpoint(doc.authorization_endpoint, 'authorization endpoint');
        checkEndpoint(doc.token_endpoint, 'token endpoint');
        if (doc.registration_endpoint)
          checkEndpoint(doc.registration_endpoint, 'registration endpoint');
        const methods = doc.code_challenge_methods_supported;
        if (methods && !methods.includes('S256'))
          throw new OidcFailure(
            'discovery',
            'The identity provider does not offer PKCE with S256, which a desktop sign-in needs.',
          );
        return doc;
      }
      tried.push(`${path} answered ${response.status}`);
    }
  }
  throw new OidcFailure(
    'discovery',
    `${new URL(baseUrl).host} does not offer single sign-on (${tried.join('; ')}). Ask an administrator whether OIDC is turned on (--oidc), or choose another sign-in method.`,
  );
}

/** Registers this app as a public client with loopback redirects (no secret). */
export async function registerClient(
  fetch: HttpFetch,
  doc: OidcDiscovery,
  redirectUri: string,
): Promise<string> {
  if (!doc.registration_endpoint)
    throw new OidcFailure(
      'registration',
      'The identity provider does not allow apps to register themselves (no registration endpoint).',
    );
  const response = await fetch(checkEndpoint(doc.registration_endpoint, 'registration endpoint'), {
    method: 'POST',
    headers: new Headers({ 'content-type': 'application/json', accept: 'application/json' }),
    body: new TextEncoder().encode(
      JSON.stringify({
        client_name: CLIENT_NAME,
        application_type: 'native',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      }),
    ),
  });
  const body = await readJson(response);
  const parsed = response.ok ? RegistrationSchema.safeParse(body) : null;
  if (parsed?.success) return parsed.data.client_id;
  const why = oauthError(body);
  throw new OidcFailure(
    'registration',
    `The identity provider refused to register Mission Control Desktop (HTTP ${response.status}${why ? `: ${why}` : ''}).`,
  );
}

export function authorizeUrl(
  doc: OidcDiscovery,
  request: {
    clientId: string;
    redirectUri: string;
    state: string;
    nonce: string;
    challenge: string;
    loginHint?: string | null;
  },
): string {
  const url = new URL(checkEndpoint(doc.authorization_endpoint, 'authorization endpoint'));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', SCOPES);
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('code_challenge', request.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  // OIDC Core §11: a refresh token (offline_access) is granted with an explicit consent prompt.
  url.searchParams.set('prompt', 'consent');
  if (request.loginHint) url.searchParams.set('login_hint', request.loginHint);
  return url.toString();
}

/** The `exp` of a JWT access token, unverified (only to know when to refresh). */
export function jwtExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

async function tokenRequest(
  fetch: HttpFetch,
  doc: OidcDiscovery,
  form: Record<string, string>,
  now: number,
): Promise<OidcTokens & { status: 'ok' }> {
  const response = await fetch(checkEndpoint(doc.token_endpoint, 'token endpoint'), {
    method: 'POST',
    headers: new Headers({
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    }),
    body: new TextEncoder().encode(new URLSearchParams(form).toString()),
  });
  const body = await readJson(response);
  const parsed = response.ok ? TokenSchema.safeParse(body) : null;
  if (!parsed?.success) {
    const why = oauthError(body);
    throw new OidcFailure(
      'token',
      `The identity provider did not issue a token (HTTP ${response.status}${why ? `: ${why}` : ''}).`,
    );
  }
  const tokens = parsed.data;
  if (tokens.token_type && tokens.token_type.toLowerCase() !== 'bearer')
    throw new OidcFailure(
      'token',
      `The identity provider issued a ${tokens.token_type} token, not a bearer token.`,
    );
  return {
    status: 'ok',
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    expiresAt:
      tokens.expires_in !== undefined && Number.isFinite(tokens.expires_in)
        ? now + tokens.expires_in * 1000
        : jwtExpiry(tokens.access_token),
  };
}

export async function exchangeCode(
  fetch: HttpFetch,
  doc: OidcDiscovery,
  request: { clientId: string; code: string; redirectUri: string; verifier: string },
  now = Date.now(),
): Promise<OidcTokens> {
  const { status: _ok, ...tokens } = await tokenRequest(
    fetch,
    doc,
    {
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      client_id: request.clientId,
      code_verifier: request.verifier,
    },
    now,
  );
  return tokens;
}

export async function refreshTokens(
  fetch: HttpFetch,
  doc: OidcDiscovery,
  request: { clientId: string; refreshToken: string },
  now = Date.now(),
): Promise<OidcTokens> {
  const { status: _ok, ...tokens } = await tokenRequest(
    fetch,
    doc,
    {
      grant_type: 'refresh_token',
      refresh_token: request.refreshToken,
      client_id: request.clientId,
    },
    now,
  );
  // A provider that does not rotate refresh tokens keeps the old one valid.
  return { ...tokens, refreshToken: tokens.refreshToken ?? request.refreshToken };
}

/** RFC 7009; true when the provider confirmed (or has no revocation endpoint to ask). */
export async function revokeToken(
  fetch: HttpFetch,
  doc: OidcDiscovery,
  request: { clientId: string; token: string; hint: 'access_token' | 'refresh_token' },
): Promise<boolean> {
  if (!doc.revocation_endpoint) return false;
  const response = await fetch(checkEndpoint(doc.revocation_endpoint, 'revocation endpoint'), {
    method: 'POST',
    headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded' }),
    body: new TextEncoder().encode(
      new URLSearchParams({
        token: request.token,
        token_type_hint: request.hint,
        client_id: request.clientId,
      }).toString(),
    ),
  });
  await response.body?.cancel();
  return response.ok;
}
