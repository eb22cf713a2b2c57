// A real OIDC provider for tests (the maintained `oidc-provider` package, devDependency only) on
// 127.0.0.1 with an ephemeral port: open dynamic registration of public clients, PKCE, RS256 JWT
// access tokens for the Sandbox's API carrying the account's `email`, refresh tokens, revocation,
// and its development login and consent pages. `drive` plays the browser headlessly: it follows
// an authorize URL with fetch, fills the login (any password) and consent forms, and stops at the
// loopback redirect, which it then requests like the browser would.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

export async function startTestProvider(
  options: { resource: string; accessTokenTtlS?: number } = { resource: 'http://127.0.0.1/' },
): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...key, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: (_ctx, id) =>
      Promise.resolve({
        accountId: id,
        claims: () => Promise.resolve({ sub: id, email: id, email_verified: true }),
      }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    features: {
      devInteractions: { enabled: true },
      registration: { enabled: true },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.resource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'openid email profile offline_access',
          accessTokenFormat: 'jwt',
          accessTokenTTL: options.accessTokenTtlS ?? 3600,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    extraTokenClaims: (_ctx, token) =>
      Promise.resolve('accountId' in token && token.accountId ? { email: token.accountId } : {}),
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 3600,
      RefreshToken: 86_400,
      IdToken: 3600,
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Follows the sign-in in place of the browser; returns the loopback page's status and text. */
export async function drive(
  authorizeUrl: string,
  login: string,
): Promise<{ status: number; text: string; callbackUrl: string }> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  let url = authorizeUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const target = new URL(url);
    if (target.pathname === '/callback' && target.hostname === '127.0.0.1') {
      // The loopback redirect: the browser requests it without the provider's cookies.
      const response = await fetch(url);
      return { status: response.status, text: await response.text(), callbackUrl: url };
    }
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    remember(response);
    method = 'GET';
    body = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !prompt)
      throw new Error(`the provider answered ${response.status}: ${html.slice(0, 400)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).toString();
    method = 'POST';
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    ).toString();
  }
  throw new Error('the sign-in did not reach the loopback redirect');
}
