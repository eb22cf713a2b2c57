import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { looksLikeJwt, OidcBearer } from './oidc-bearer.ts';

const ISSUER = 'http://127.0.0.1:9999';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function token(
  claims: object,
  header: object = { alg: 'RS256', kid: 'k1' },
  key: KeyObject = privateKey,
) {
  const head = `${b64(header)}.${b64(claims)}`;
  return `${head}.${sign('sha256', Buffer.from(head), key).toString('base64url')}`;
}

function bearer(now = 1_000_000_000_000) {
  const fetched: string[] = [];
  const fetch: typeof globalThis.fetch = (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    fetched.push(url);
    const body = url.endsWith('/openid-configuration')
      ? { issuer: ISSUER, jwks_uri: `${ISSUER}/jwks` }
      : { keys: [jwk] };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
  return {
    verifier: new OidcBearer(ISSUER, { fetch, now: () => now }),
    fetched,
    nowS: now / 1000,
  };
}

describe('OIDC bearer tokens in the Sandbox', () => {
  it('accepts an RS256 token of the issuer, signed by its JWKS, not expired', async () => {
    const { verifier, nowS } = bearer();
    const verdict = await verifier.verify(
      token({ iss: ISSUER, sub: 's', email: 'a@b.c', exp: nowS + 60 }),
    );
    expect(verdict).toEqual({
      ok: true,
      claims: expect.objectContaining({ email: 'a@b.c' }) as unknown,
    });
  });

  it('refuses expired, foreign, forged, unsigned and unknown-key tokens', async () => {
    const { verifier, nowS, fetched } = bearer();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const reason = async (t: string) => {
      const verdict = await verifier.verify(t);
      return verdict.ok ? 'ok' : verdict.reason;
    };
    expect(await reason(token({ iss: ISSUER, exp: nowS - 120 }))).toBe('expired');
    expect(await reason(token({ iss: 'https://elsewhere', exp: nowS + 60 }))).toBe(
      'issued by another issuer',
    );
    expect(await reason(token({ iss: ISSUER, exp: nowS + 60 }, undefined, other))).toBe(
      'bad signature',
    );
    expect(await reason(token({ iss: ISSUER, exp: nowS + 60 }, { alg: 'none' }))).toBe(
      'only RS256 tokens are accepted',
    );
    expect(await reason(token({ iss: ISSUER, exp: nowS + 60 }, { alg: 'RS256', kid: 'k9' }))).toBe(
      'signed by an unknown key',
    );
    expect(await reason(token({ iss: ISSUER, nbf: nowS + 600, exp: nowS + 900 }))).toBe(
      'not valid yet',
    );
    // The JWKS is read once, not again for every unknown kid within 30 s.
    expect(fetched.filter((url) => url.endsWith('/jwks'))).toHaveLength(1);
  });

  it('tells JWTs from the Sandbox’s own access tokens', () => {
    expect(looksLikeJwt(token({ iss: ISSUER }))).toBe(true);
    expect(looksLikeJwt('test-admin-token-0001')).toBe(false);
  });
});
