// Test fixtures for OIDC discovery: a provider's discovery document and a fetch that answers JSON
// by URL (or by any key derived from it), 404 otherwise, recording what was asked.
import type { HttpFetch } from '../http-fetch.ts';

/** A discovery document of `issuer` with its endpoints under it; `overrides` replace fields. */
export function discoveryDocument(issuer: string, overrides: Record<string, unknown> = {}) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    registration_endpoint: `${issuer}/oauth/register`,
    jwks_uri: `${issuer}/jwks`,
    code_challenge_methods_supported: ['S256'],
    ...overrides,
  };
}

/** A fetch answering `answers[keyOf(url)]` as JSON, else 404; `asked` lists the URLs in order. */
export function servingJson(
  answers: Record<string, unknown>,
  keyOf: (url: string) => string = (url) => url,
): { fetch: HttpFetch; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    fetch: (url) => {
      asked.push(url);
      const body = answers[keyOf(url)];
      return Promise.resolve(
        body === undefined
          ? new Response('not found', { status: 404 })
          : new Response(JSON.stringify(body), { status: 200 }),
      );
    },
  };
}
