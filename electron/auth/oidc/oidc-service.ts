// Single sign-on with the organisation's OIDC provider (reference §2.8, issue 19 item 4): the
// authorization code flow with PKCE, a loopback redirect and the system browser (RFC 8252).
// Discovery and the registered client id are per organisation (the client id is kept in the
// organisation's record: it is not a secret); the verifier, state and nonce live only for one
// sign-in. Tokens go back to the auth service, which keeps them in the keychain; this module
// never logs them.
import type { BackendTarget } from '../../gateway/backend-fetch.ts';
import {
  authorizeUrl,
  discover,
  exchangeCode,
  refreshTokens,
  registerClient,
  revokeToken,
  type HttpFetch,
  type OidcDiscovery,
  type OidcTokens,
} from './oidc-client.ts';
import { DEFAULT_LOOPBACK_TIMEOUT_MS, OidcFailure, startLoopback } from './loopback.ts';
import { createPkce, randomToken } from './pkce.ts';

export { OidcFailure } from './loopback.ts';
export type { OidcTokens } from './oidc-client.ts';

/** The client this app registered with an organisation's provider. */
export interface OidcClientRecord {
  issuer: string;
  clientId: string;
}

export interface OidcServiceOptions {
  /** The organisation's address and a fetch over its own connection (CA bundle, proxy). */
  connect(orgId: string): Promise<{ target: BackendTarget; fetch: HttpFetch }>;
  /** Opens the sign-in page in the system browser (tests capture the URL instead). */
  open(url: string): Promise<void>;
  loadClient(orgId: string): OidcClientRecord | null;
  saveClient(orgId: string, client: OidcClientRecord | null): void;
  timeoutMs?: number;
  now?: () => number;
}

export interface OidcSignIn {
  /** Runs the browser sign-in; resolves with the tokens once the browser came back. */
  signIn(orgId: string, loginHint?: string | null): Promise<OidcTokens>;
  /** Ends a sign-in in progress (the user pressed Cancel); false when there was none. */
  cancel(orgId: string): boolean;
  /** `bound`: whether the tokens may go over the org's connection of the moment (issue 39). */
  refresh(orgId: string, refreshToken: string, bound?: TargetCheck): Promise<OidcTokens>;
  /** Best effort: revokes what the provider lets us revoke; true when the refresh token is gone. */
  revoke(
    orgId: string,
    tokens: { access: string | null; refresh: string | null },
    bound?: TargetCheck,
  ): Promise<boolean>;
  forget(orgId: string): void;
}

/** Whether an org's tokens may be sent to the provider found at `target` (and over its connection). */
export type TargetCheck = (target: BackendTarget) => boolean;

/** Port-less loopback redirect registered once; the port of each sign-in may differ (RFC 8252 §7.3). */
export const REGISTERED_REDIRECT_URI = 'http://127.0.0.1/callback';

/** What is known of one organisation's provider: its discovery document, per address. */
type DiscoveryCache = Map<string, { baseUrl: string; doc: OidcDiscovery }>;

async function providerMetadata(
  options: OidcServiceOptions,
  documents: DiscoveryCache,
  orgId: string,
  bound?: TargetCheck,
): Promise<{ fetch: HttpFetch; doc: OidcDiscovery }> {
  const { target, fetch } = await options.connect(orgId);
  if (bound && !bound(target))
    throw new OidcFailure(
      'token',
      "The organisation's address or connection changed: sign in again.",
    );
  const known = documents.get(orgId);
  if (known && known.baseUrl === target.baseUrl) return { fetch, doc: known.doc };
  const doc = await discover(fetch, target.baseUrl, target.prefix);
  documents.set(orgId, { baseUrl: target.baseUrl, doc });
  return { fetch, doc };
}

/** The client id this app has with the provider, registering once per issuer. */
async function registeredClientId(
  options: OidcServiceOptions,
  orgId: string,
  fetch: HttpFetch,
  doc: OidcDiscovery,
): Promise<string> {
  const saved = options.loadClient(orgId);
  if (saved && saved.issuer === doc.issuer) return saved.clientId;
  const id = await registerClient(fetch, doc, REGISTERED_REDIRECT_URI);
  options.saveClient(orgId, { issuer: doc.issuer, clientId: id });
  return id;
}

/**
 * One round through the system browser: a loopback listener waits for the provider's redirect,
 * whose code is exchanged for tokens.
 */
async function authorizeInBrowser(
  options: OidcServiceOptions,
  orgId: string,
  provider: { fetch: HttpFetch; doc: OidcDiscovery; clientId: string },
  round: { loginHint: string | null; signal: AbortSignal; now: () => number },
): Promise<OidcTokens> {
  const { fetch, doc, clientId: id } = provider;
  const pkce = createPkce();
  const state = randomToken();
  // Sent with the authorization request and required back in the ID token (id-token.ts).
  const nonce = randomToken();
  const loopback = await startLoopback({
    state,
    timeoutMs: options.timeoutMs ?? DEFAULT_LOOPBACK_TIMEOUT_MS,
    signal: round.signal,
  });
  try {
    await options.open(
      authorizeUrl(doc, {
        clientId: id,
        redirectUri: loopback.redirectUri,
        state,
        nonce,
        challenge: pkce.challenge,
        loginHint: round.loginHint,
      }),
    );
    const { code } = await loopback.result;
    return await exchangeCode(
      fetch,
      doc,
      { clientId: id, code, redirectUri: loopback.redirectUri, verifier: pkce.verifier, nonce },
      round.now(),
    ).catch((error: unknown) => {
      // A client the provider no longer knows (its database was reset): register next time.
      if (error instanceof OidcFailure && /invalid_client/.test(error.message))
        options.saveClient(orgId, null);
      throw error;
    });
  } finally {
    loopback.close();
  }
}

/** Revokes the refresh token (true when the provider did) and, best effort, the access token. */
async function revokeTokens(
  fetch: HttpFetch,
  doc: OidcDiscovery,
  clientId: string,
  tokens: { access: string | null; refresh: string | null },
): Promise<boolean> {
  let gone = false;
  if (tokens.refresh)
    gone = await revokeToken(fetch, doc, {
      clientId,
      token: tokens.refresh,
      hint: 'refresh_token',
    });
  if (tokens.access)
    await revokeToken(fetch, doc, {
      clientId,
      token: tokens.access,
      hint: 'access_token',
    }).catch(() => false);
  return gone;
}

export function createOidcSignIn(options: OidcServiceOptions): OidcSignIn {
  const now = options.now ?? Date.now;
  const documents: DiscoveryCache = new Map();
  const running = new Map<string, AbortController>();
  const metadata = (orgId: string, bound?: TargetCheck) =>
    providerMetadata(options, documents, orgId, bound);

  async function signIn(orgId: string, loginHint?: string | null): Promise<OidcTokens> {
    running.get(orgId)?.abort(); // a second Sign in replaces the first
    const controller = new AbortController();
    running.set(orgId, controller);
    try {
      const { fetch, doc } = await metadata(orgId);
      const clientId = await registeredClientId(options, orgId, fetch, doc);
      return await authorizeInBrowser(
        options,
        orgId,
        { fetch, doc, clientId },
        { loginHint: loginHint ?? null, signal: controller.signal, now },
      );
    } finally {
      if (running.get(orgId) === controller) running.delete(orgId);
    }
  }

  return {
    signIn,
    cancel(orgId) {
      const controller = running.get(orgId);
      if (!controller) return false;
      controller.abort();
      running.delete(orgId);
      return true;
    },
    async refresh(orgId, refreshToken, bound) {
      const { fetch, doc } = await metadata(orgId, bound);
      const saved = options.loadClient(orgId);
      if (!saved || saved.issuer !== doc.issuer)
        throw new OidcFailure(
          'token',
          'This app is no longer registered with the identity provider.',
        );
      return refreshTokens(fetch, doc, { clientId: saved.clientId, refreshToken }, now());
    },
    async revoke(orgId, tokens, bound) {
      const saved = options.loadClient(orgId);
      if (!saved) return false;
      const { fetch, doc } = await metadata(orgId, bound);
      return revokeTokens(fetch, doc, saved.clientId, tokens);
    },
    forget(orgId) {
      documents.delete(orgId);
      running.get(orgId)?.abort();
      running.delete(orgId);
    },
  };
}
