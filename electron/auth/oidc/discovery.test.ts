// Issue 39 item 4: discovery is bound to its issuer, so a backend cannot have a sign-in's code,
// verifier or client registration sent to itself.
import { describe, expect, it } from 'vitest';
import { discover } from './discovery.ts';
import { discoveryDocument, servingJson } from './testing/discovery-fixtures.ts';

const BACKEND = 'https://mc.example.com';
const IDP = 'https://idp.example.com';

const document = discoveryDocument;
const serving = (answers: Record<string, unknown>) => servingJson(answers);

describe('OIDC discovery bound to the issuer', () => {
  it('uses the issuer’s own document, not the endpoints a backend relays with it', async () => {
    // The backend names a real provider but points the token and registration endpoints at itself.
    const { fetch, asked } = serving({
      [`${BACKEND}/.well-known/openid-configuration`]: document(IDP, {
        token_endpoint: `${BACKEND}/steal/token`,
        registration_endpoint: `${BACKEND}/steal/register`,
      }),
      [`${IDP}/.well-known/openid-configuration`]: document(IDP),
    });
    const doc = await discover(fetch, BACKEND, '');
    expect(doc.token_endpoint).toBe(`${IDP}/oauth/token`);
    expect(doc.registration_endpoint).toBe(`${IDP}/oauth/register`);
    expect(asked).toEqual([
      `${BACKEND}/.well-known/openid-configuration`,
      `${IDP}/.well-known/openid-configuration`,
    ]);
  });

  it('refuses a provider whose own document names another issuer', async () => {
    const { fetch } = serving({
      [`${BACKEND}/.well-known/openid-configuration`]: document(IDP),
      [`${IDP}/.well-known/openid-configuration`]: document(BACKEND),
    });
    await expect(discover(fetch, BACKEND, '')).rejects.toThrow(
      /calls itself https:\/\/mc\.example\.com, not https:\/\/idp\.example\.com/,
    );
  });

  it('refuses a named issuer that publishes no discovery of its own', async () => {
    const { fetch } = serving({
      [`${BACKEND}/.well-known/openid-configuration`]: document(IDP),
    });
    await expect(discover(fetch, BACKEND, '')).rejects.toThrow(
      /does not publish its own discovery document/,
    );
  });

  it('refuses endpoints off the issuer’s origin, even in the issuer’s own document', async () => {
    for (const field of [
      'authorization_endpoint',
      'token_endpoint',
      'registration_endpoint',
      'jwks_uri',
      'userinfo_endpoint',
      'end_session_endpoint',
      'revocation_endpoint',
    ]) {
      const { fetch } = serving({
        [`${BACKEND}/.well-known/openid-configuration`]: document(BACKEND, {
          [field]: 'https://elsewhere.example.net/x',
        }),
      });
      await expect(discover(fetch, BACKEND, ''), field).rejects.toThrow(
        /is not at its issuer \(https:\/\/mc\.example\.com\)/,
      );
    }
  });

  it('reads an issuer with a path where OIDC and RFC 8414 put its document', async () => {
    const issuer = `${IDP}/realms/acme`;
    const oidc = serving({
      [`${BACKEND}/.well-known/openid-configuration`]: document(issuer),
      [`${issuer}/.well-known/openid-configuration`]: document(issuer),
    });
    await expect(discover(oidc.fetch, BACKEND, '')).resolves.toMatchObject({ issuer });
    const oauth = serving({
      [`${BACKEND}/.well-known/openid-configuration`]: document(issuer),
      [`${IDP}/.well-known/oauth-authorization-server/realms/acme`]: document(issuer),
    });
    await expect(discover(oauth.fetch, BACKEND, '')).resolves.toMatchObject({ issuer });
  });

  it('refuses an issuer without a key set, or on plain http off this computer', async () => {
    const { jwks_uri: _none, ...keyless } = document(BACKEND);
    const noKeys = serving({ [`${BACKEND}/.well-known/openid-configuration`]: keyless });
    await expect(discover(noKeys.fetch, BACKEND, '')).rejects.toThrow(/no signing keys/);
    const http = serving({
      [`${BACKEND}/.well-known/openid-configuration`]: document('http://idp.example.com'),
    });
    await expect(discover(http.fetch, BACKEND, '')).rejects.toThrow(
      /neither https nor on this computer/,
    );
  });
});
