// Sign-in state per organisation and the sign-in methods of reference §2: a pasted access token,
// email + password exchanged for a device token (the password is never kept), and Basic for
// htpasswd installs (the password is kept in the keychain, because those cannot mint tokens).
// Also the source of the `Authorization` value the gateway attaches.
import { randomBytes } from 'node:crypto';
import { hostname as osHostname } from 'node:os';
import {
  PROVISIONING_TEXT,
  type AuthStatus,
  type SignInRequest,
  type UserSummary,
} from '../../preload/contract/auth.ts';
import { SANDBOX_ORG_ID } from '../../preload/contract/orgs.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import { GatewayFailure } from '../gateway/gateway-error.ts';
import type { BackendTarget } from '../gateway/backend-fetch.ts';
import type { OrgRecord, OrgRegistry } from '../orgs/org-registry.ts';
import { SESSION_ONLY_MESSAGE, type SecretStore } from '../secrets/secret-store.ts';
import {
  basicCredential,
  bearerCredential,
  createToken,
  findTokenId,
  whoami,
  type BackendCaller,
  type CreateTokenOutcome,
} from './backend-calls.ts';
import { createSignOutRevocation, createTokenRevoker } from './device-tokens.ts';
import type { OrgTargets } from './org-targets.ts';
import { issuedCredential } from '../orgs/credential-health.ts';
import type { BindingSource } from './credential-binding.ts';
import { createCredentialGuard } from './credential-guard.ts';
import { jwtExpiry } from './oidc/oidc-client.ts';
import { OidcFailure, type OidcSignIn, type OidcTokens } from './oidc/oidc-service.ts';

/** How the auth service reaches an org; implemented by the org service. */
export type { OrgTargets } from './org-targets.ts';

export interface AuthServiceOptions {
  registry: OrgRegistry;
  secrets: SecretStore;
  targets: OrgTargets;
  caller: BackendCaller;
  hostname?: string;
  now?: () => Date;
  /** Single sign-on (electron/auth/oidc); without it an `oidc` sign-in is refused. */
  oidc?: OidcSignIn;
}

/** An OIDC access token is refreshed this long before it expires. */
const OIDC_REFRESH_MARGIN_MS = 30_000;

export interface AuthService {
  status(orgId: string): Promise<AuthStatus>;
  signIn(request: SignInRequest | MintedSignIn): Promise<AuthStatus>;
  signOut(orgId: string): Promise<{ status: AuthStatus; revoked: boolean; warning: string | null }>;
  useSessionOnly(): { sessionOnly: true; message: string };
  /**
   * `Authorization` value for the gateway; null when not signed in. With `target`, the request's
   * own target: a credential issued for another address or connection is dropped and refused.
   */
  credential(orgId: string, target?: BindingSource): Promise<string | null>;
  markNeedsSignIn(orgId: string): void;
  /** Ends a single sign-on that waits for the browser; false when none was waiting. */
  cancelSignIn(orgId: string): boolean;
  /** Forget everything held in memory for the org (after removal). */
  forget(orgId: string): void;
}

/**
 * A sign-in whose device token is minted by another module (the built-in identity's flows,
 * electron/auth/kratos): `mint` creates the token named `name` with a credential only it holds.
 * Main-only, never an IPC request.
 */
export interface MintedSignIn {
  orgId: string;
  method: 'hosted';
  email: string;
  mint: (name: string) => Promise<CreateTokenOutcome>;
}

/** Named after this machine; the random tail makes it unique, so sign-out revokes exactly this one. */
export function deviceTokenName(hostname: string, now: Date): string {
  const machine = hostname.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 60) || 'this-computer';
  return `Mission Control Desktop on ${machine} (${now.toISOString().slice(0, 16).replace('T', ' ')} ${randomBytes(3).toString('hex')})`;
}

export function createAuthService(options: AuthServiceOptions): AuthService {
  const { registry, secrets, targets, caller } = options;
  const now = options.now ?? (() => new Date());
  const machine = options.hostname ?? osHostname();
  const cache = new Map<string, string | null>();
  const needsSignIn = new Set<string>();
  const users = new Map<string, UserSummary>();
  /** The sandbox keeps credentials in memory: its admin token changes with every launch. */
  let sandboxOverride: string | null | undefined;
  /** OIDC orgs: when the access token in use expires (ms), null when unknown. */
  const oidcExpiry = new Map<string, number | null>();
  /** OIDC orgs whose token the backend refused: the next credential read refreshes first. */
  const oidcStale = new Set<string>();
  const refreshing = new Map<string, Promise<string | null>>();
  const guard = createCredentialGuard({
    registry,
    drop: async (orgId) => {
      oidcExpiry.delete(orgId);
      oidcStale.delete(orgId);
      users.delete(orgId);
      try {
        await clearCredentials(orgId);
      } finally {
        // Unbound, what a keychain could not delete can never be used again.
        if (registry.get(orgId))
          registry.change(orgId, (current) => ({
            ...current,
            credentialBinding: null,
            credentialIssued: null,
          }));
      }
    },
  });

  function isOidc(orgId: string): boolean {
    return orgId !== SANDBOX_ORG_ID && registry.get(orgId)?.signInMethod === 'oidc';
  }

  /**
   * Trades the org's refresh token for a new access token (single flight per org). Null when there
   * is no refresh token or the provider refused it: the caller then reports needs-sign-in.
   */
  function refreshOidc(orgId: string): Promise<string | null> {
    const running = refreshing.get(orgId);
    if (running) return running;
    const attempt = (async () => {
      await guard.check(orgId);
      const refreshToken = await secrets.get(orgId, 'refresh-token');
      if (!refreshToken || !options.oidc) return null;
      let tokens: OidcTokens;
      try {
        // The provider is reached over the org's connection of the moment: it must be the one
        // the refresh token was issued over.
        tokens = await options.oidc.refresh(
          orgId,
          refreshToken,
          (used) => !guard.refusal(orgId, used),
        );
      } catch {
        return null;
      }
      await secrets.set(orgId, 'token', tokens.accessToken);
      if (tokens.refreshToken && tokens.refreshToken !== refreshToken)
        await secrets.set(orgId, 'refresh-token', tokens.refreshToken);
      const header = bearerCredential(tokens.accessToken);
      cache.set(orgId, header);
      oidcExpiry.set(orgId, tokens.expiresAt);
      oidcStale.delete(orgId);
      return header;
    })().finally(() => refreshing.delete(orgId));
    refreshing.set(orgId, attempt);
    return attempt;
  }

  /** An OIDC org's access token, refreshed first when it expired or the backend refused it. */
  async function oidcCredential(orgId: string, current: string | null): Promise<string | null> {
    if (!current) return current;
    if (!oidcExpiry.has(orgId)) oidcExpiry.set(orgId, jwtExpiry(current.slice('Bearer '.length)));
    const expiresAt = oidcExpiry.get(orgId) ?? null;
    const expired = expiresAt !== null && expiresAt - OIDC_REFRESH_MARGIN_MS <= now().getTime();
    if (!expired && !oidcStale.has(orgId)) return current;
    return (await refreshOidc(orgId)) ?? current;
  }

  function base(
    record: OrgRecord,
    state: AuthStatus['state'],
    message: string | null,
    user: UserSummary | null = null,
  ): AuthStatus {
    return {
      orgId: record.id,
      state,
      method: record.signInMethod,
      user,
      message,
      sessionOnly: secrets.mode() === 'session-only',
    };
  }

  async function credential(orgId: string, used?: BindingSource): Promise<string | null> {
    if (orgId === SANDBOX_ORG_ID) {
      if (sandboxOverride !== undefined) return sandboxOverride;
      const token = await targets.sandboxToken();
      return token ? bearerCredential(token) : null;
    }
    if (cache.has(orgId)) {
      const cached = cache.get(orgId) ?? null;
      if (cached) await guard.check(orgId, used); // at every use, not only when first read
      return isOidc(orgId) && cached ? oidcCredential(orgId, cached) : cached;
    }
    const record = registry.require(orgId);
    let value: string | null;
    if (record.signInMethod === 'basic') {
      const password = await secrets.get(orgId, 'password');
      value = password && record.username ? basicCredential(record.username, password) : null;
    } else {
      const token = await secrets.get(orgId, 'token');
      value = token ? bearerCredential(token) : null;
    }
    if (value) await guard.check(orgId, used);
    cache.set(orgId, value);
    return record.signInMethod === 'oidc' ? oidcCredential(orgId, value) : value;
  }

  async function status(orgId: string): Promise<AuthStatus> {
    const record = registry.require(orgId);
    let value: string | null;
    try {
      value = await credential(orgId);
    } catch (error) {
      if (error instanceof DesktopError && error.code === 'KEYCHAIN_UNAVAILABLE')
        return base(record, 'keychain-unavailable', error.message);
      if (error instanceof DesktopError) return base(record, 'needs-sign-in', error.message);
      throw error;
    }
    if (!value) return base(record, 'needs-sign-in', `Sign in to ${record.name}.`);
    let target: BackendTarget;
    try {
      target = await targets.target(orgId);
    } catch (error) {
      if (error instanceof DesktopError)
        return base(record, 'unreachable', error.message, users.get(orgId) ?? null);
      throw error;
    }
    try {
      let outcome = await whoami(caller, target, value);
      // An OIDC access token the backend refused: the refresh token may still get a new one.
      if (outcome.kind !== 'ok' && outcome.status === 401 && isOidc(orgId)) {
        const refreshed = await refreshOidc(orgId).catch(() => null);
        if (refreshed) outcome = await whoami(caller, target, refreshed);
      }
      if (outcome.kind === 'ok') {
        needsSignIn.delete(orgId);
        users.set(orgId, outcome.user);
        return base(record, 'signed-in', null, outcome.user);
      }
      if (outcome.status === 401 || outcome.status === 400 || outcome.html) {
        needsSignIn.add(orgId);
        const why = outcome.html
          ? 'a sign-in page answered instead of the backend'
          : outcome.text || 'the credentials were refused';
        return base(record, 'needs-sign-in', `Sign in to ${record.name} again (${why}).`);
      }
      if (outcome.status === 404 || outcome.status >= 500)
        return base(record, 'provisioning', PROVISIONING_TEXT);
      return base(
        record,
        'needs-sign-in',
        `${record.name} refused the sign-in check (HTTP ${outcome.status}${outcome.text ? `: ${outcome.text}` : ''}).`,
      );
    } catch (error) {
      if (error instanceof GatewayFailure)
        return base(record, 'unreachable', error.message, users.get(orgId) ?? null);
      throw error;
    }
  }

  const revoker = createTokenRevoker(caller);
  const { revokeDeviceToken, revokeByName, revokeAll } = revoker;
  type TokenRef = OrgRecord['pendingDeviceTokens'][number];
  const { heldCredentials, revokeHeld } = createSignOutRevocation({
    targets,
    secrets,
    oidc: options.oidc,
    guard,
    previousToken,
    revoker,
  });

  async function storeSecret(
    orgId: string,
    kind: 'token' | 'password' | 'refresh-token',
    value: string,
  ): Promise<void> {
    if (orgId === SANDBOX_ORG_ID) return; // memory only, see sandboxOverride
    await secrets.set(orgId, kind, value);
  }

  /** Changes the org's list of tokens to revoke later (the record may have changed meanwhile). */
  function changePending(orgId: string, update: (pending: TokenRef[]) => TokenRef[]): void {
    registry.change(orgId, (current) => ({
      ...current,
      pendingDeviceTokens: update(current.pendingDeviceTokens),
    }));
  }

  // Write order (every point a kill -9 can hit leaves a state that is readable and whose device
  // tokens are all recorded, so sign-in or sign-out can revoke them): 1. the new token's name goes
  // to the registry's pending list before it is minted; 2. the old token and earlier leftovers
  // are revoked; 3. the registry records the new token as the org's device token (what could
  // not be revoked stays pending); 4. only then the keychain gets the secret.
  async function signIn(request: SignInRequest | MintedSignIn): Promise<AuthStatus> {
    const record = registry.require(request.orgId);
    const target = await targets.target(request.orgId).catch((error: unknown) => {
      throw error instanceof DesktopError ? error : new DesktopError('UNAVAILABLE', String(error));
    });
    const failed = (message: string) => new DesktopError('SIGN_IN_FAILED', message);
    const host = new URL(target.baseUrl).host;
    /** The token minted by this sign-in, until the sign-in has kept it. */
    let minted: { token: string; ref: TokenRef } | null = null;
    try {
      let header: string;
      let secret: { kind: 'token' | 'password'; value: string };
      let deviceToken: OrgRecord['deviceToken'] = null;
      let username: string | null = record.username;
      /** The user's own credential, which may revoke any of their tokens. */
      let userCredential: string | null = null;
      /** Single sign-on: the tokens the provider issued (the refresh token is kept too). */
      let oidcTokens: OidcTokens | null = null;
      if (request.method === 'token') {
        header = bearerCredential(request.token.trim());
        secret = { kind: 'token', value: request.token.trim() };
      } else if (request.method === 'basic') {
        header = basicCredential(request.username, request.password);
        secret = { kind: 'password', value: request.password };
        username = request.username;
      } else if (request.method === 'oidc') {
        if (!options.oidc) throw failed('Single sign-on is not available in this build.');
        try {
          oidcTokens = await options.oidc.signIn(request.orgId, record.username);
        } catch (error) {
          if (error instanceof OidcFailure)
            throw new DesktopError(
              error.kind === 'cancelled' ? 'SIGN_IN_CANCELLED' : 'SIGN_IN_FAILED',
              error.message,
            );
          throw error;
        }
        header = bearerCredential(oidcTokens.accessToken);
        secret = { kind: 'token', value: oidcTokens.accessToken };
      } else {
        const name = deviceTokenName(machine, now());
        userCredential =
          request.method === 'password' ? basicCredential(request.email, request.password) : null;
        changePending(record.id, (pending) => [...pending, { id: null, name }]);
        const outcome =
          request.method === 'password'
            ? await createToken(
                caller,
                target,
                basicCredential(request.email, request.password),
                name,
              )
            : await request.mint(name);
        if (outcome.kind !== 'ok') {
          // An answer other than the token: nothing was minted.
          changePending(record.id, (pending) => pending.filter((p) => p.name !== name));
          if ((outcome.status === 401 || outcome.status === 403) && request.method === 'hosted')
            throw failed(`${host} did not accept the identity session for a device token.`);
          if (outcome.status === 401 || outcome.status === 403)
            throw failed(`The email or password was not accepted by ${host}.`);
          if (outcome.html)
            throw failed(
              `${host} answered with a web page: a sign-in proxy may be in front of it.`,
            );
          if ([400, 404, 405, 501].includes(outcome.status)) {
            throw failed(
              `${host} cannot create access tokens (HTTP ${outcome.status}${outcome.text ? `: ${outcome.text}` : ''}). If it uses an htpasswd file, choose "user name and password (Basic)".`,
            );
          }
          throw failed(
            `${host} could not create a token (HTTP ${outcome.status}${outcome.text ? `: ${outcome.text}` : ''}).`,
          );
        }
        header = bearerCredential(outcome.token);
        secret = { kind: 'token', value: outcome.token };
        username = request.email;
        deviceToken = {
          id: await findTokenId(caller, target, header, name).catch(() => null),
          name,
        };
        minted = { token: outcome.token, ref: deviceToken };
      }
      const check = await whoami(caller, target, header);
      if (check.kind !== 'ok') {
        if (check.status === 401 || check.status === 400) {
          throw failed(
            request.method === 'token'
              ? `${host} did not accept this access token.`
              : request.method === 'oidc'
                ? `${host} did not accept the token its single sign-on issued${check.text ? ` (${check.text})` : ''}.`
                : `The user name or password was not accepted by ${host}.`,
          );
        }
        if (check.html)
          throw failed(`${host} answered with a web page: a sign-in proxy may be in front of it.`);
        if (check.status === 404 || check.status >= 500)
          throw new DesktopError('PROVISIONING', PROVISIONING_TEXT);
        throw failed(`${host} refused the sign-in check (HTTP ${check.status}).`);
      }
      // Signing in again replaces the device token: revoke the old one rather than orphan it, and
      // what earlier sign-ins left behind, with the user's own credential when there is one.
      const before = registry.require(record.id);
      let oldGone = true;
      if (before.deviceToken && before.deviceToken.name !== deviceToken?.name) {
        const old = await previousToken(record.id, target).catch(() => null);
        oldGone =
          old !== null && old !== secret.value
            ? await revokeDeviceToken(before, old, target).catch(() => false)
            : false;
        if (!oldGone && userCredential)
          oldGone = await revokeByName(userCredential, target, before.deviceToken).catch(
            () => false,
          );
      }
      const leftovers = before.pendingDeviceTokens.filter((p) => p.name !== deviceToken?.name);
      const gone = userCredential
        ? await revokeAll(userCredential, target, leftovers)
        : new Set<string>();
      const keepOld = before.deviceToken && !oldGone ? [before.deviceToken] : [];
      const updated = registry.change(record.id, (current) => ({
        ...current,
        signInMethod: request.method,
        username: username ?? check.user.email,
        deviceToken,
        credentialIssued: issuedCredential(now(), deviceToken !== null),
        credentialBinding: guard.bindingFor(record.id, target),
        pendingDeviceTokens: [
          ...current.pendingDeviceTokens.filter(
            (p) =>
              p.name !== deviceToken?.name &&
              !gone.has(p.name) &&
              !keepOld.some((k) => k.name === p.name),
          ),
          ...keepOld,
        ],
      }));
      minted = null; // recorded as the org's device token from here on
      try {
        await storeSecret(record.id, secret.kind, secret.value);
        await clearCredentials(record.id, secret.kind);
        if (oidcTokens?.refreshToken)
          await storeSecret(record.id, 'refresh-token', oidcTokens.refreshToken);
      } catch (error) {
        // Nothing may outlive a failed sign-in: a minted token we cannot keep is revoked.
        if (deviceToken) {
          const revoked = await revokeDeviceToken(updated, secret.value, target).catch(() => false);
          registry.change(record.id, (current) => ({
            ...current,
            deviceToken: null,
            pendingDeviceTokens:
              revoked || !deviceToken
                ? current.pendingDeviceTokens
                : [...current.pendingDeviceTokens, deviceToken],
          }));
        }
        throw error;
      }
      if (record.id === SANDBOX_ORG_ID) sandboxOverride = header;
      oidcStale.delete(record.id);
      if (oidcTokens) oidcExpiry.set(record.id, oidcTokens.expiresAt);
      else oidcExpiry.delete(record.id);
      cache.set(record.id, header);
      needsSignIn.delete(record.id);
      users.set(record.id, check.user);
      return base(updated, 'signed-in', null, check.user);
    } catch (error) {
      if (minted) {
        // A token minted by a sign-in that then failed: revoke it; if that fails it stays pending.
        const { token, ref } = minted;
        const revoked = await revokeByName(bearerCredential(token), target, ref).catch(() => false);
        if (revoked)
          changePending(record.id, (pending) => pending.filter((p) => p.name !== ref.name));
      }
      if (error instanceof GatewayFailure) throw new DesktopError('SIGN_IN_FAILED', error.message);
      throw error;
    }
  }

  /** The org's stored token, when it may go to `target` (else null: it is never sent there). */
  async function previousToken(orgId: string, target: BindingSource): Promise<string | null> {
    if (orgId !== SANDBOX_ORG_ID)
      return guard.refusal(orgId, target) ? null : secrets.get(orgId, 'token');
    return sandboxOverride?.startsWith('Bearer ') ? sandboxOverride.slice('Bearer '.length) : null;
  }

  /** Deletes the org's credentials, except the kind a sign-in has just stored. */
  async function clearCredentials(orgId: string, keep?: 'token' | 'password'): Promise<void> {
    cache.delete(orgId);
    if (orgId === SANDBOX_ORG_ID) return;
    for (const kind of ['token', 'password', 'refresh-token'] as const)
      if (kind !== keep) await secrets.delete(orgId, kind);
  }

  // Order (issue 39 item 2): what revocation needs is read, then the keychain is cleared, then the
  // server is told. A keychain that refuses the delete fails the sign-out before anything was
  // revoked, so a refused address change leaves the org signed in exactly as it was.
  async function signOut(orgId: string) {
    const record = registry.require(orgId);
    const held = await heldCredentials(record);
    oidcExpiry.delete(orgId);
    oidcStale.delete(orgId);
    await clearCredentials(orgId);
    if (orgId === SANDBOX_ORG_ID) sandboxOverride = null;
    const { revoked, warning, gone } = await revokeHeld(record, held);
    users.delete(orgId);
    needsSignIn.delete(orgId);
    // A token not revoked stays recorded, so the next sign-in with a password revokes it.
    const keep = record.deviceToken && !revoked ? [record.deviceToken] : [];
    const updated = registry.change(orgId, (current) => ({
      ...current,
      deviceToken: null,
      credentialIssued: null,
      credentialBinding: null,
      pendingDeviceTokens: [
        ...current.pendingDeviceTokens.filter(
          (p) => !gone.has(p.name) && !keep.some((k) => k.name === p.name),
        ),
        ...keep,
      ],
    }));
    return {
      status: base(updated, 'needs-sign-in', `Signed out of ${updated.name}.`),
      revoked,
      warning,
    };
  }

  return {
    status,
    signIn,
    signOut,
    useSessionOnly: () => {
      secrets.useSessionOnly();
      cache.clear();
      return { sessionOnly: true, message: SESSION_ONLY_MESSAGE };
    },
    credential,
    markNeedsSignIn: (orgId) => {
      needsSignIn.add(orgId);
      if (isOidc(orgId)) oidcStale.add(orgId);
    },
    cancelSignIn: (orgId) => options.oidc?.cancel(orgId) ?? false,
    forget: (orgId) => {
      cache.delete(orgId);
      oidcExpiry.delete(orgId);
      oidcStale.delete(orgId);
      options.oidc?.forget(orgId);
      users.delete(orgId);
      needsSignIn.delete(orgId);
    },
  };
}
