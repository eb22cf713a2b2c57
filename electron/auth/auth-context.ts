// What the auth service's parts (credential reads, status, sign-in, sign-out) share: the org
// registry, keychain and backend they work on, the credentials held in memory per organisation,
// and the small steps several of them take (a status answer, storing and clearing secrets).
import type { AuthStatus, UserSummary } from '../../preload/contract/auth.ts';
import { SANDBOX_ORG_ID } from '../../preload/contract/orgs.ts';
import type { OrgRecord, OrgRegistry } from '../orgs/org-registry.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import type { BackendCaller } from './backend-calls.ts';
import type { BindingSource } from './credential-binding.ts';
import { createCredentialGuard, type CredentialGuard } from './credential-guard.ts';
import { createTokenRevoker } from './device-tokens.ts';
import type { OidcSignIn } from './oidc/oidc-service.ts';
import type { OrgTargets } from './org-targets.ts';
import { createStatusMemory, type StatusMemory } from './status-memory.ts';

export type TokenRef = OrgRecord['pendingDeviceTokens'][number];

/** What the service holds in memory per organisation. */
export interface AuthMemory {
  /** The `Authorization` value read from the keychain (null: none stored). */
  readonly cache: Map<string, string | null>;
  /** Keychain reads under way (one per org: concurrent first asks share it). */
  readonly reads: Map<string, Promise<string | null>>;
  /** The last signed-in answer of `auth:status` per org (status-memory.ts). */
  readonly statuses: StatusMemory;
  readonly needsSignIn: Set<string>;
  readonly users: Map<string, UserSummary>;
  /** The sandbox keeps credentials in memory: its admin token changes with every launch. */
  sandboxOverride: string | null | undefined;
  /** OIDC orgs: when the access token in use expires (ms), null when unknown. */
  readonly oidcExpiry: Map<string, number | null>;
  /** OIDC orgs whose token the backend refused: the next credential read refreshes first. */
  readonly oidcStale: Set<string>;
  /** Refreshes of OIDC access tokens under way (one per org). */
  readonly refreshing: Map<string, Promise<string | null>>;
}

export interface AuthContext {
  readonly registry: OrgRegistry;
  readonly secrets: SecretStore;
  readonly targets: OrgTargets;
  readonly caller: BackendCaller;
  readonly oidc: OidcSignIn | undefined;
  readonly now: () => Date;
  /** This computer's name, in the names of the device tokens it mints. */
  readonly machine: string;
  readonly memory: AuthMemory;
  readonly guard: CredentialGuard;
  readonly revoker: ReturnType<typeof createTokenRevoker>;
}

export function createAuthContext(options: {
  registry: OrgRegistry;
  secrets: SecretStore;
  targets: OrgTargets;
  caller: BackendCaller;
  oidc: OidcSignIn | undefined;
  now: () => Date;
  machine: string;
}): AuthContext {
  const memory: AuthMemory = {
    cache: new Map(),
    reads: new Map(),
    statuses: createStatusMemory(),
    needsSignIn: new Set(),
    users: new Map(),
    sandboxOverride: undefined,
    oidcExpiry: new Map(),
    oidcStale: new Set(),
    refreshing: new Map(),
  };
  const context: AuthContext = {
    ...options,
    memory,
    guard: createCredentialGuard({
      registry: options.registry,
      drop: (orgId) => dropCredentials(context, orgId),
    }),
    revoker: createTokenRevoker(options.caller),
  };
  return context;
}

/** The guard's drop: forgets the org's credentials, then unbinds its record. */
async function dropCredentials(context: AuthContext, orgId: string): Promise<void> {
  const { memory, registry } = context;
  memory.oidcExpiry.delete(orgId);
  memory.oidcStale.delete(orgId);
  memory.users.delete(orgId);
  try {
    await clearCredentials(context, orgId);
  } finally {
    // Unbound, what a keychain could not delete can never be used again.
    if (registry.get(orgId))
      registry.change(orgId, (current) => ({
        ...current,
        credentialBinding: null,
        credentialIssued: null,
      }));
  }
}

export function isOidc(context: AuthContext, orgId: string): boolean {
  return orgId !== SANDBOX_ORG_ID && context.registry.get(orgId)?.signInMethod === 'oidc';
}

export function statusOf(
  context: AuthContext,
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
    sessionOnly: context.secrets.mode() === 'session-only',
  };
}

export async function storeSecret(
  context: AuthContext,
  orgId: string,
  kind: 'token' | 'password' | 'refresh-token',
  value: string,
): Promise<void> {
  context.memory.statuses.forget(orgId);
  if (orgId === SANDBOX_ORG_ID) return; // memory only, see sandboxOverride
  await context.secrets.set(orgId, kind, value);
}

/** Deletes the org's credentials, except the kind a sign-in has just stored. */
export async function clearCredentials(
  context: AuthContext,
  orgId: string,
  keep?: 'token' | 'password',
): Promise<void> {
  context.memory.cache.delete(orgId);
  context.memory.reads.delete(orgId);
  context.memory.statuses.forget(orgId);
  if (orgId === SANDBOX_ORG_ID) return;
  for (const kind of ['token', 'password', 'refresh-token'] as const)
    if (kind !== keep) await context.secrets.delete(orgId, kind);
}

/** The org's stored token, when it may go to `target` (else null: it is never sent there). */
export async function previousToken(
  context: AuthContext,
  orgId: string,
  target: BindingSource,
): Promise<string | null> {
  if (orgId !== SANDBOX_ORG_ID)
    return context.guard.refusal(orgId, target) ? null : context.secrets.get(orgId, 'token');
  const { sandboxOverride } = context.memory;
  return sandboxOverride?.startsWith('Bearer ') ? sandboxOverride.slice('Bearer '.length) : null;
}

/** Changes the org's list of tokens to revoke later (the record may have changed meanwhile). */
export function changePending(
  context: AuthContext,
  orgId: string,
  update: (pending: TokenRef[]) => TokenRef[],
): void {
  context.registry.change(orgId, (current) => ({
    ...current,
    pendingDeviceTokens: update(current.pendingDeviceTokens),
  }));
}
