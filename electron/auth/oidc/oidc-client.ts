// The OAuth 2.0 / OIDC calls of a desktop sign-in (reference §2.8; RFC 8414 discovery, RFC 7591
// dynamic registration of a public client, RFC 6749 + 7636 code exchange, refresh, RFC 7009
// revocation). Each takes a `fetch` that uses the organisation's own connection (its CA bundle
// and proxy). Nothing here logs or returns a token inside an error message.
import { z } from 'zod';
import { checkEndpoint, type OidcDiscovery } from './discovery.ts';
import { readOidcText, type HttpFetch } from './http-fetch.ts';
import { verifyIdToken } from './id-token.ts';
import { OidcFailure } from './loopback.ts';

export { discover, type OidcDiscovery } from './discovery.ts';
export type { HttpFetch } from './http-fetch.ts';

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

async function readJson(
  response: Response,
  what: Parameters<typeof readOidcText>[1],
): Promise<unknown> {
  const text = await readOidcText(response, what);
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
  const body = await readJson(response, { kind: 'registration', name: 'registration answer' });
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
): Promise<OidcTokens & { idToken: string | null }> {
  const response = await fetch(checkEndpoint(doc.token_endpoint, 'token endpoint'), {
    method: 'POST',
    headers: new Headers({
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    }),
    body: new TextEncoder().encode(new URLSearchParams(form).toString()),
  });
  const body = await readJson(response, { kind: 'token', name: 'token answer' });
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
    idToken: tokens.id_token ?? null,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    expiresAt:
      tokens.expires_in !== undefined && Number.isFinite(tokens.expires_in)
        ? now + tokens.expires_in * 1000
        : jwtExpiry(tokens.access_token),
  };
}

/**
 * The code exchange. We asked for `openid`, so the answer must hold an ID token, checked against
 * the issuer, our client id and the nonce of the authorization request (id-token.ts): a code that
 * was issued for another sign-in or by another provider is refused, not turned into a session.
 */
export async function exchangeCode(
  fetch: HttpFetch,
  doc: OidcDiscovery,
  request: { clientId: string; code: string; redirectUri: string; verifier: string; nonce: string },
  now = Date.now(),
): Promise<OidcTokens> {
  const { idToken, ...tokens } = await tokenRequest(
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
  if (!idToken)
    throw new OidcFailure(
      'token',
      'The identity provider did not return an ID token for the sign-in.',
    );
  await verifyIdToken(fetch, doc.jwks_uri, idToken, {
    issuer: doc.issuer,
    clientId: request.clientId,
    nonce: request.nonce,
    now,
  });
  return tokens;
}

export async function refreshTokens(
  fetch: HttpFetch,
  doc: OidcDiscovery,
  request: { clientId: string; refreshToken: string },
  now = Date.now(),
): Promise<OidcTokens> {
  const { idToken, ...tokens } = await tokenRequest(
    fetch,
    doc,
    {
      grant_type: 'refresh_token',
      refresh_token: request.refreshToken,
      client_id: request.clientId,
    },
    now,
  );
  // OIDC Core §12.2: a refreshed ID token (if any) holds the same issuer and audience; no nonce.
  if (idToken)
    await verifyIdToken(fetch, doc.jwks_uri, idToken, {
      issuer: doc.issuer,
      clientId: request.clientId,
      nonce: null,
      now,
    });
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
