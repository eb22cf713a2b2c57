// Sign-in state per organisation and the sign-in methods of reference §2: a pasted access token,
// email + password exchanged for a device token (the password is never kept), and Basic for
// htpasswd installs (the password is kept in the keychain, because those cannot mint tokens).
// Also the source of the `Authorization` value the gateway attaches. The parts: auth-context.ts
// (what is held in memory), auth-credential.ts, auth-status.ts, sign-in.ts (with
// sign-in-credential.ts) and sign-out.ts.
import { hostname as osHostname } from 'node:os';
import type { AuthStatus, SignInRequest } from '../../preload/contract/auth.ts';
import type { OrgRegistry } from '../orgs/org-registry.ts';
import { SESSION_ONLY_MESSAGE, type SecretStore } from '../secrets/secret-store.ts';
import { createAuthContext, isOidc } from './auth-context.ts';
import { readCredential } from './auth-credential.ts';
import { authStatus } from './auth-status.ts';
import type { BackendCaller } from './backend-calls.ts';
import type { BindingSource } from './credential-binding.ts';
import type { OidcSignIn } from './oidc/oidc-service.ts';
import type { OrgTargets } from './org-targets.ts';
import { signIn } from './sign-in.ts';
import type { MintedSignIn } from './sign-in-credential.ts';
import { createSignOut, type SignOutResult } from './sign-out.ts';

/** How the auth service reaches an org; implemented by the org service. */
export type { OrgTargets } from './org-targets.ts';
export { deviceTokenName, type MintedSignIn } from './sign-in-credential.ts';

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

export interface AuthService {
  status(orgId: string): Promise<AuthStatus>;
  signIn(request: SignInRequest | MintedSignIn): Promise<AuthStatus>;
  signOut(orgId: string): Promise<SignOutResult>;
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
  /**
   * The next `status` asks the backend again instead of answering from memory (a request to the
   * org could not reach it, or it was found unavailable).
   */
  recheck(orgId: string): void;
}

export function createAuthService(options: AuthServiceOptions): AuthService {
  const context = createAuthContext({
    registry: options.registry,
    secrets: options.secrets,
    targets: options.targets,
    caller: options.caller,
    oidc: options.oidc,
    now: options.now ?? (() => new Date()),
    machine: options.hostname ?? osHostname(),
  });
  const { memory } = context;
  const { statuses } = memory;
  const signOut = createSignOut(context);
  return {
    status: async (orgId) => {
      context.registry.require(orgId);
      // A kept answer is only as good as the credential behind it: one whose address or
      // connection changed since is checked (and dropped) as before.
      if (statuses.peek(orgId) && context.guard.refusal(orgId)) statuses.forget(orgId);
      const status = await statuses.get(orgId, () => authStatus(context, orgId));
      const sessionOnly = options.secrets.mode() === 'session-only';
      return status.sessionOnly === sessionOnly ? status : { ...status, sessionOnly };
    },
    signIn: async (request) => {
      statuses.forget(request.orgId);
      try {
        const status = await signIn(context, request);
        statuses.remember(status);
        return status;
      } catch (error) {
        statuses.forget(request.orgId);
        throw error;
      }
    },
    signOut: async (orgId) => {
      statuses.forget(orgId);
      try {
        return await signOut(orgId);
      } finally {
        statuses.forget(orgId);
      }
    },
    useSessionOnly: () => {
      options.secrets.useSessionOnly();
      statuses.clear();
      memory.reads.clear();
      memory.cache.clear();
      return { sessionOnly: true, message: SESSION_ONLY_MESSAGE };
    },
    credential: (orgId, target) => readCredential(context, orgId, target),
    markNeedsSignIn: (orgId) => {
      statuses.forget(orgId);
      memory.needsSignIn.add(orgId);
      if (isOidc(context, orgId)) memory.oidcStale.add(orgId);
    },
    cancelSignIn: (orgId) => options.oidc?.cancel(orgId) ?? false,
    recheck: (orgId) => statuses.forget(orgId),
    forget: (orgId) => {
      statuses.forget(orgId);
      memory.reads.delete(orgId);
      memory.cache.delete(orgId);
      memory.oidcExpiry.delete(orgId);
      memory.oidcStale.delete(orgId);
      options.oidc?.forget(orgId);
      memory.users.delete(orgId);
      memory.needsSignIn.delete(orgId);
    },
  };
}
