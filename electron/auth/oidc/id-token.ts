// The ID token of a code exchange, checked as OIDC Core §3.1.3.7 asks of a client: signed by a key
// of the issuer's key set (jwks_uri, on the issuer's origin; see discovery.ts), issued by the
// issuer, for our client id, carrying the nonce of this sign-in, and current. The signature is
// checked with node:crypto (a JWK is imported with createPublicKey); `none` and shared-secret (HS*)
// algorithms are refused, as a public client has no secret to check them with.
import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { OidcFailure } from './loopback.ts';
import { MAX_OIDC_KEY_SET_BYTES, readOidcText, type HttpFetch } from './http-fetch.ts';

/** Clocks differ a little between this computer and the provider. */
export const EXPIRY_SKEW_S = 60;
/** An ID token issued further in the future than this was not issued for this sign-in. */
export const ISSUED_AT_SKEW_S = 300;

interface Algorithm {
  hash: string | null;
  kty: string;
  /** RSA-PSS padding, or an ECDSA signature as the raw r‖s JWS uses. */
  options?: { padding?: number; saltLength?: number; dsaEncoding?: 'ieee-p1363' };
}

// RSA_PKCS1_PSS_PADDING = 6, RSA_PSS_SALTLEN_DIGEST = -1 (node:crypto constants).
const PSS = { padding: 6, saltLength: -1 };
const ALGORITHMS: Record<string, Algorithm> = {
  RS256: { hash: 'sha256', kty: 'RSA' },
  RS384: { hash: 'sha384', kty: 'RSA' },
  RS512: { hash: 'sha512', kty: 'RSA' },
  PS256: { hash: 'sha256', kty: 'RSA', options: PSS },
  PS384: { hash: 'sha384', kty: 'RSA', options: PSS },
  PS512: { hash: 'sha512', kty: 'RSA', options: PSS },
  ES256: { hash: 'sha256', kty: 'EC', options: { dsaEncoding: 'ieee-p1363' } },
  ES384: { hash: 'sha384', kty: 'EC', options: { dsaEncoding: 'ieee-p1363' } },
  ES512: { hash: 'sha512', kty: 'EC', options: { dsaEncoding: 'ieee-p1363' } },
  EdDSA: { hash: null, kty: 'OKP' },
};

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  /** The nonce of the authorization request; null for a refresh (no new authentication). */
  nonce: string | null;
  /** ms since the epoch. */
  now: number;
}

const fail = (why: string): never => {
  throw new OidcFailure('token', `The identity provider's ID token was refused: ${why}.`);
};

function decodePart(part: string | undefined, what: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  return fail(`its ${what} is not JSON`);
}

async function signingKeys(fetch: HttpFetch, jwksUri: string): Promise<JsonWebKey[]> {
  const response = await fetch(jwksUri, {
    method: 'GET',
    headers: new Headers({ accept: 'application/json' }),
  });
  const text = await readOidcText(
    response,
    { kind: 'token', name: 'key set (jwks_uri)' },
    MAX_OIDC_KEY_SET_BYTES,
  );
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    body = null;
  }
  const keys = (body as { keys?: unknown } | null)?.keys;
  if (!response.ok || !Array.isArray(keys))
    return fail(`the provider's key set could not be read (HTTP ${response.status})`);
  return keys.filter((k): k is JsonWebKey => !!k && typeof k === 'object');
}

function importKey(jwk: JsonWebKey): KeyObject | null {
  try {
    return createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    return null;
  }
}

async function checkSignature(
  fetch: HttpFetch,
  jwksUri: string,
  header: Record<string, unknown>,
  token: string,
): Promise<void> {
  const alg = typeof header.alg === 'string' ? header.alg : '';
  const algorithm = Object.hasOwn(ALGORITHMS, alg) ? ALGORITHMS[alg] : undefined;
  if (!algorithm) return fail(`it is signed with ${alg || 'no algorithm'}, which is not accepted`);
  const dot = token.lastIndexOf('.');
  const signed = Buffer.from(token.slice(0, dot), 'ascii');
  const signature = Buffer.from(token.slice(dot + 1), 'base64url');
  const kid = typeof header.kid === 'string' ? header.kid : null;
  const candidates = (await signingKeys(fetch, jwksUri)).filter(
    (k) =>
      k.kty === algorithm.kty &&
      (kid === null || k.kid === kid) &&
      k.use !== 'enc' &&
      (k.alg === undefined || k.alg === alg),
  );
  for (const jwk of candidates) {
    const key = importKey(jwk);
    if (key && verify(algorithm.hash, signed, { key, ...algorithm.options }, signature)) return;
  }
  fail(
    candidates.length
      ? 'its signature does not match the provider’s keys'
      : 'no key of the provider matches it',
  );
}

function checkClaims(claims: Record<string, unknown>, expected: IdTokenExpectations): void {
  if (claims.iss !== expected.issuer)
    fail(`it was issued by ${String(claims.iss)}, not the issuer`);
  const aud = claims.aud;
  const audiences = typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud : [];
  if (!audiences.includes(expected.clientId)) fail('it is not meant for this app');
  // OIDC Core §3.1.3.7 (4, 5): with other audiences, the authorized party must be us.
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== expected.clientId)
    fail('it was issued to another party');
  if (expected.nonce !== null && claims.nonce !== expected.nonce)
    fail('it does not carry the nonce of this sign-in');
  const nowS = expected.now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp + EXPIRY_SKEW_S <= nowS) fail('it has expired');
  if (typeof claims.iat !== 'number' || claims.iat - ISSUED_AT_SKEW_S > nowS)
    fail('it was issued in the future');
}

/** Checks an ID token; resolves when it holds, rejects with an OidcFailure saying why not. */
export async function verifyIdToken(
  fetch: HttpFetch,
  jwksUri: string,
  token: string,
  expected: IdTokenExpectations,
): Promise<void> {
  const parts = token.split('.');
  if (parts.length !== 3) fail('it is not a signed JWT');
  const header = decodePart(parts[0], 'header');
  checkClaims(decodePart(parts[1], 'payload'), expected);
  await checkSignature(fetch, jwksUri, header, token);
}
