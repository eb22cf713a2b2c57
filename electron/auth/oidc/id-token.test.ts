// Issue 39 item 4: the ID token of a sign-in is checked (signature against the issuer's key set,
// issuer, audience, authorized party, nonce, expiry, issue time) before its tokens are used.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyIdToken, type IdTokenExpectations } from './id-token.ts';
import { exchangeCode, type HttpFetch, type OidcDiscovery } from './oidc-client.ts';

const ISSUER = 'https://idp.example.com';
const JWKS = `${ISSUER}/jwks`;
const NOW = 1_800_000_000_000;
const nowS = NOW / 1000;
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

const jwk = (key: KeyObject, kid: string) => ({ ...key.export({ format: 'jwk' }), kid });
const keySet = { keys: [jwk(rsa.publicKey, 'r1'), jwk(ec.publicKey, 'e1')] };

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const good = { iss: ISSUER, aud: 'client-1', nonce: 'n-1', exp: nowS + 300, iat: nowS, sub: 'u' };

function token(claims: object, alg = 'RS256', kid = 'r1', key: KeyObject = rsa.privateKey) {
  const head = `${b64({ alg, kid, typ: 'JWT' })}.${b64(claims)}`;
  const signature =
    alg === 'ES256'
      ? sign('sha256', Buffer.from(head), { key, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', Buffer.from(head), key);
  return `${head}.${signature.toString('base64url')}`;
}

const fetchJwks: HttpFetch = (url) =>
  Promise.resolve(
    url === JWKS
      ? new Response(JSON.stringify(keySet), { status: 200 })
      : new Response('{}', { status: 404 }),
  );
const expected: IdTokenExpectations = {
  issuer: ISSUER,
  clientId: 'client-1',
  nonce: 'n-1',
  now: NOW,
};
const check = (t: string, e: Partial<IdTokenExpectations> = {}) =>
  verifyIdToken(fetchJwks, JWKS, t, { ...expected, ...e });

describe('ID token checks', () => {
  it('accepts a token signed with the issuer’s RSA or EC key', async () => {
    await expect(check(token(good))).resolves.toBeUndefined();
    await expect(check(token(good, 'ES256', 'e1', ec.privateKey))).resolves.toBeUndefined();
    // Several audiences are fine when we are the authorized party.
    await expect(
      check(token({ ...good, aud: ['client-1', 'api'], azp: 'client-1' })),
    ).resolves.toBeUndefined();
  });

  it('refuses a forged signature, an unknown key and unsigned or shared-secret algorithms', async () => {
    await expect(check(token(good, 'RS256', 'r1', stranger.privateKey))).rejects.toThrow(
      /signature does not match/,
    );
    await expect(check(token(good, 'RS256', 'other'))).rejects.toThrow(/no key of the provider/);
    const unsigned = `${b64({ alg: 'none' })}.${b64(good)}.`;
    await expect(check(unsigned)).rejects.toThrow(/signed with none/);
    const hs = `${b64({ alg: 'HS256' })}.${b64(good)}.c2ln`;
    await expect(check(hs)).rejects.toThrow(/signed with HS256/);
  });

  it('refuses another issuer, audience, authorized party or nonce', async () => {
    await expect(check(token({ ...good, iss: 'https://mc.example.com' }))).rejects.toThrow(
      /issued by https:\/\/mc\.example\.com/,
    );
    await expect(check(token({ ...good, aud: 'someone-else' }))).rejects.toThrow(/not meant/);
    await expect(check(token({ ...good, aud: ['client-1', 'other'] }))).rejects.toThrow(
      /another party/,
    );
    await expect(
      check(token({ ...good, aud: ['client-1', 'other'], azp: 'other' })),
    ).rejects.toThrow(/another party/);
    await expect(check(token({ ...good, nonce: 'n-2' }))).rejects.toThrow(/nonce/);
    const { nonce: _n, ...noNonce } = good;
    await expect(check(token(noNonce))).rejects.toThrow(/nonce/);
    // A refresh has no nonce to compare.
    await expect(check(token(noNonce), { nonce: null })).resolves.toBeUndefined();
  });

  it('refuses an expired token or one issued in the future, within a small clock skew', async () => {
    await expect(check(token({ ...good, exp: nowS - 120 }))).rejects.toThrow(/expired/);
    await expect(check(token({ ...good, exp: nowS - 30 }))).resolves.toBeUndefined();
    await expect(check(token({ ...good, iat: nowS + 3600 }))).rejects.toThrow(/in the future/);
    const { exp: _e, ...noExp } = good;
    await expect(check(token(noExp))).rejects.toThrow(/expired/);
  });
});

describe('code exchange', () => {
  const doc: OidcDiscovery = {
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/authorize`,
    token_endpoint: `${ISSUER}/token`,
    jwks_uri: JWKS,
  };
  const answering =
    (body: object): HttpFetch =>
    (url, init) =>
      url === `${ISSUER}/token`
        ? Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))
        : fetchJwks(url, init);
  const request = {
    clientId: 'client-1',
    code: 'c',
    redirectUri: 'http://127.0.0.1:1/callback',
    verifier: 'v',
    nonce: 'n-1',
  };

  it('needs an ID token with the nonce of this sign-in', async () => {
    await expect(
      exchangeCode(answering({ access_token: 'a', token_type: 'Bearer' }), doc, request, NOW),
    ).rejects.toThrow(/did not return an ID token/);
    await expect(
      exchangeCode(
        answering({ access_token: 'a', id_token: token({ ...good, nonce: 'other' }) }),
        doc,
        request,
        NOW,
      ),
    ).rejects.toThrow(/nonce/);
    await expect(
      exchangeCode(answering({ access_token: 'a', id_token: token(good) }), doc, request, NOW),
    ).resolves.toMatchObject({ accessToken: 'a' });
  });
});
