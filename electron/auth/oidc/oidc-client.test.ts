import { describe, expect, it } from 'vitest';
import { authorizeUrl, discover, jwtExpiry } from './oidc-client.ts';
import { discoveryDocument, servingJson } from './testing/discovery-fixtures.ts';

const doc = (overrides: Record<string, unknown> = {}) =>
  discoveryDocument('https://mc.example.com', overrides);
/** Answers by path, whichever host was asked. */
const serving = (answers: Record<string, unknown>) =>
  servingJson(answers, (url) => new URL(url).pathname);

describe('OIDC discovery', () => {
  it('reads the backend’s discovery, trying the prefixed path of a console host after its own', async () => {
    const { fetch, asked } = serving({
      '/api/.well-known/openid-configuration': doc({ issuer: 'https://mc.example.com/api' }),
    });
    await expect(discover(fetch, 'https://mc.example.com', '/api')).resolves.toMatchObject({
      token_endpoint: 'https://mc.example.com/oauth/token',
    });
    expect(asked).toEqual([
      'https://mc.example.com/.well-known/openid-configuration',
      'https://mc.example.com/.well-known/oauth-authorization-server',
      'https://mc.example.com/api/.well-known/openid-configuration',
    ]);
  });

  it('says when the backend offers no single sign-on', async () => {
    await expect(discover(serving({}).fetch, 'https://mc.example.com', '')).rejects.toThrow(
      /does not offer single sign-on/,
    );
  });

  it('refuses endpoints over plain http off this computer, and providers without S256', async () => {
    const http = serving({
      '/.well-known/openid-configuration': doc({ token_endpoint: 'http://evil.example.com/token' }),
    });
    await expect(discover(http.fetch, 'https://mc.example.com', '')).rejects.toThrow(
      /neither https nor on this computer/,
    );
    const plain = serving({
      '/.well-known/openid-configuration': doc({ code_challenge_methods_supported: ['plain'] }),
    });
    await expect(discover(plain.fetch, 'https://mc.example.com', '')).rejects.toThrow(/S256/);
    const loopback = serving({
      '/.well-known/openid-configuration': doc({
        authorization_endpoint: 'http://127.0.0.1:5556/authorize',
        token_endpoint: 'http://127.0.0.1:5556/token',
        registration_endpoint: 'http://127.0.0.1:5556/reg',
        jwks_uri: 'http://127.0.0.1:5556/jwks',
        issuer: 'http://127.0.0.1:5556',
      }),
    });
    await expect(discover(loopback.fetch, 'http://127.0.0.1:8080', '')).resolves.toBeTruthy();
  });
});

describe('authorize request', () => {
  it('asks for a code with PKCE S256, the loopback redirect, state, nonce and offline access', () => {
    const url = new URL(
      authorizeUrl(doc(), {
        clientId: 'c1',
        redirectUri: 'http://127.0.0.1:4711/callback',
        state: 'st',
        nonce: 'no',
        challenge: 'ch',
        loginHint: 'ada@example.com',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'c1',
      redirect_uri: 'http://127.0.0.1:4711/callback',
      scope: 'openid email profile offline_access',
      state: 'st',
      nonce: 'no',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      prompt: 'consent',
      login_hint: 'ada@example.com',
    });
  });

  it('reads the expiry of a JWT access token, and none of an opaque one', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 1700000000 })).toString('base64url');
    expect(jwtExpiry(`eyJhbGciOiJSUzI1NiJ9.${payload}.sig`)).toBe(1_700_000_000_000);
    expect(jwtExpiry('opaque-token')).toBeNull();
  });
});
