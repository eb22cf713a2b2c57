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
  deleteToken,
  findTokenId,
  whoami,
  type BackendCaller,
} from './backend-calls.ts';

/** How the auth service reaches an org; implemented by the org service. */
export interface OrgTargets {
  target(orgId: string): Promise<BackendTarget>;
  /** The embedded backend's admin token (null when the sandbox is not running). */
  sandboxToken(): Promise<string | null>;
}

export interface AuthServiceOptions {
  registry: OrgRegistry;
  secrets: SecretStore;
  targets: OrgTargets;
  caller: BackendCaller;
  hostname?: string;
  now?: () => Date;
}

export interface AuthService {
  status(orgId: string): Promise<AuthStatus>;
  signIn(request: SignInRequest): Promise<AuthStatus>;
  signOut(orgId: string): Promise<{ status: AuthStatus; revoked: boolean; warning: string | null }>;
  useSessionOnly(): { sessionOnly: true; message: string };
  /** `Authorization` value for the gateway; null when not signed in. */
  credential(orgId: string): Promise<string | null>;
  markNeedsSignIn(orgId: string): void;
  /** Forget everything held in memory for the org (after removal). */
  forget(orgId: string): void;
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

  async function credential(orgId: string): Promise<string | null> {
    if (orgId === SANDBOX_ORG_ID) {
      if (sandboxOverride !== undefined) return sandboxOverride;
      const token = await targets.sandboxToken();
      return token ? bearerCredential(token) : null;
    }
    if (cache.has(orgId)) return cache.get(orgId) ?? null;
    const record = registry.require(orgId);
    let value: string | null;
    if (record.signInMethod === 'basic') {
      const password = await secrets.get(orgId, 'password');
      value = password && record.username ? basicCredential(record.username, password) : null;
    } else {
      const token = await secrets.get(orgId, 'token');
      value = token ? bearerCredential(token) : null;
    }
    cache.set(orgId, value);
    return value;
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
      const outcome = await whoami(caller, target, value);
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

  async function revokeDeviceToken(
    record: OrgRecord,
    token: string,
    target: BackendTarget,
  ): Promise<boolean> {
    if (!record.deviceToken) return false;
    const bearer = bearerCredential(token);
    const id =
      record.deviceToken.id ?? (await findTokenId(caller, target, bearer, record.deviceToken.name));
    if (!id) return false;
    const response = await deleteToken(caller, target, bearer, id);
    return response.status >= 200 && response.status < 300;
  }

  async function storeSecret(
    orgId: string,
    kind: 'token' | 'password',
    value: string,
  ): Promise<void> {
    if (orgId === SANDBOX_ORG_ID) return; // memory only, see sandboxOverride
    await secrets.set(orgId, kind, value);
  }

  async function signIn(request: SignInRequest): Promise<AuthStatus> {
    const record = registry.require(request.orgId);
    const target = await targets.target(request.orgId).catch((error: unknown) => {
      throw error instanceof DesktopError ? error : new DesktopError('UNAVAILABLE', String(error));
    });
    const failed = (message: string) => new DesktopError('SIGN_IN_FAILED', message);
    const host = new URL(target.baseUrl).host;
    try {
      let header: string;
      let secret: { kind: 'token' | 'password'; value: string };
      let deviceToken: OrgRecord['deviceToken'] = null;
      let username: string | null = record.username;
      if (request.method === 'token') {
        header = bearerCredential(request.token.trim());
        secret = { kind: 'token', value: request.token.trim() };
      } else if (request.method === 'basic') {
        header = basicCredential(request.username, request.password);
        secret = { kind: 'password', value: request.password };
        username = request.username;
      } else {
        const name = deviceTokenName(machine, now());
        const minted = await createToken(
          caller,
          target,
          basicCredential(request.email, request.password),
          name,
        );
        if (minted.kind !== 'ok') {
          if (minted.status === 401 || minted.status === 403)
            throw failed(`The email or password was not accepted by ${host}.`);
          if (minted.html)
            throw failed(
              `${host} answered with a web page: a sign-in proxy may be in front of it.`,
            );
          if ([400, 404, 405, 501].includes(minted.status)) {
            throw failed(
              `${host} cannot create access tokens (HTTP ${minted.status}${minted.text ? `: ${minted.text}` : ''}). If it uses an htpasswd file, choose "user name and password (Basic)".`,
            );
          }
          throw failed(
            `${host} could not create a token (HTTP ${minted.status}${minted.text ? `: ${minted.text}` : ''}).`,
          );
        }
        header = bearerCredential(minted.token);
        secret = { kind: 'token', value: minted.token };
        username = request.email;
        deviceToken = {
          id: await findTokenId(caller, target, header, name).catch(() => null),
          name,
        };
      }
      const check = await whoami(caller, target, header);
      if (check.kind !== 'ok') {
        if (check.status === 401 || check.status === 400) {
          throw failed(
            request.method === 'token'
              ? `${host} did not accept this access token.`
              : `The user name or password was not accepted by ${host}.`,
          );
        }
        if (check.html)
          throw failed(`${host} answered with a web page: a sign-in proxy may be in front of it.`);
        if (check.status === 404 || check.status >= 500)
          throw new DesktopError('PROVISIONING', PROVISIONING_TEXT);
        throw failed(`${host} refused the sign-in check (HTTP ${check.status}).`);
      }
      if (record.deviceToken) {
        // Signing in again replaces the device token: revoke the old one rather than orphan it.
        const old = await previousToken(record.id).catch(() => null);
        if (old && old !== secret.value)
          await revokeDeviceToken(record, old, target).catch(() => false);
      }
      try {
        await clearCredentials(record.id);
        await storeSecret(record.id, secret.kind, secret.value);
      } catch (error) {
        // Nothing may outlive a failed sign-in: a minted token we cannot keep is revoked.
        if (deviceToken)
          await revokeDeviceToken({ ...record, deviceToken }, secret.value, target).catch(
            () => false,
          );
        throw error;
      }
      if (record.id === SANDBOX_ORG_ID) sandboxOverride = header;
      cache.set(record.id, header);
      needsSignIn.delete(record.id);
      users.set(record.id, check.user);
      const updated = registry.change(record.id, (current) => ({
        ...current,
        signInMethod: request.method,
        username: username ?? check.user.email,
        deviceToken,
      }));
      return base(updated, 'signed-in', null, check.user);
    } catch (error) {
      if (error instanceof GatewayFailure) throw new DesktopError('SIGN_IN_FAILED', error.message);
      throw error;
    }
  }

  async function previousToken(orgId: string): Promise<string | null> {
    if (orgId !== SANDBOX_ORG_ID) return secrets.get(orgId, 'token');
    return sandboxOverride?.startsWith('Bearer ') ? sandboxOverride.slice('Bearer '.length) : null;
  }

  async function clearCredentials(orgId: string): Promise<void> {
    cache.delete(orgId);
    if (orgId === SANDBOX_ORG_ID) return;
    await secrets.delete(orgId, 'token');
    await secrets.delete(orgId, 'password');
    await secrets.delete(orgId, 'refresh-token');
  }

  async function signOut(orgId: string) {
    const record = registry.require(orgId);
    let revoked = false;
    let warning: string | null = null;
    if (record.deviceToken) {
      try {
        const value = await previousToken(orgId);
        revoked = value
          ? await revokeDeviceToken(record, value, await targets.target(orgId))
          : false;
        if (!revoked)
          warning = `The device token on ${record.host} could not be revoked; delete "${record.deviceToken.name}" in the web console's token list.`;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        warning = `The device token on ${record.host} could not be revoked (${reason}); delete "${record.deviceToken.name}" in the web console.`;
      }
    }
    await clearCredentials(orgId);
    if (orgId === SANDBOX_ORG_ID) sandboxOverride = null;
    users.delete(orgId);
    needsSignIn.delete(orgId);
    const updated = registry.change(orgId, (current) => ({ ...current, deviceToken: null }));
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
    },
    forget: (orgId) => {
      cache.delete(orgId);
      users.delete(orgId);
      needsSignIn.delete(orgId);
    },
  };
}
