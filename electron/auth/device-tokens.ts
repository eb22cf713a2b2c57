// Revoking the device tokens a sign-in minted (reference §2.3): by id, or by name through the
// token list, with any credential of the token's user; and what a sign-out revokes (device
// tokens, single sign-on tokens). Split from auth-service.ts.
import { SANDBOX_ORG_ID } from '../../preload/contract/orgs.ts';
import type { BackendTarget } from '../gateway/backend-fetch.ts';
import type { OrgRecord } from '../orgs/org-registry.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import type { OrgTargets } from './org-targets.ts';
import type { BindingSource } from './credential-binding.ts';
import type { CredentialGuard } from './credential-guard.ts';
import type { OidcSignIn } from './oidc/oidc-service.ts';
import {
  bearerCredential,
  deleteToken,
  findTokenId,
  listsTokens,
  type BackendCaller,
} from './backend-calls.ts';

export function createTokenRevoker(caller: BackendCaller) {
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

  type TokenRef = OrgRecord['pendingDeviceTokens'][number];

  /**
   * Revokes a device token by id or name with any credential of its user. True when it is gone
   * (revoked now, or never created: a sign-in killed before its request reached the server).
   */
  async function revokeByName(
    credential: string,
    target: BackendTarget,
    token: TokenRef,
  ): Promise<boolean> {
    const listed = await listsTokens(caller, target, credential);
    if (listed === null) return false;
    const id = token.id ?? listed.find((entry) => entry.name === token.name)?.id ?? null;
    if (!id) return true;
    if (!listed.some((entry) => entry.id === id)) return true;
    const response = await deleteToken(caller, target, credential, id);
    return (response.status >= 200 && response.status < 300) || response.status === 404;
  }

  /** Revokes what `tokens` names; returns the names that are gone. */
  async function revokeAll(
    credential: string,
    target: BackendTarget,
    tokens: readonly TokenRef[],
  ): Promise<Set<string>> {
    const gone = new Set<string>();
    for (const token of tokens) {
      if (await revokeByName(credential, target, token).catch(() => false)) gone.add(token.name);
    }
    return gone;
  }

  return { revokeDeviceToken, revokeByName, revokeAll };
}

/** What a sign-out revokes with, read before the keychain is cleared. */
export interface Held {
  target: BackendTarget | null;
  token: string | null;
  oidc: { access: string | null; refresh: string | null } | null;
  /** Why it could not be read (the keychain failed, the org is unreachable). */
  problem: string | null;
}

export function createSignOutRevocation(deps: {
  targets: Pick<OrgTargets, 'target'>;
  secrets: Pick<SecretStore, 'get'>;
  oidc?: OidcSignIn | undefined;
  guard: Pick<CredentialGuard, 'refusal'>;
  /** The org's token when it may go to `target` (its binding), else null. */
  previousToken: (orgId: string, target: BackendTarget) => Promise<string | null>;
  revoker: ReturnType<typeof createTokenRevoker>;
}) {
  const { targets, secrets, guard, previousToken } = deps;
  const { revokeDeviceToken, revokeAll } = deps.revoker;

  async function heldCredentials(record: OrgRecord): Promise<Held> {
    const held: Held = { target: null, token: null, oidc: null, problem: null };
    try {
      if (record.deviceToken || record.pendingDeviceTokens.length > 0) {
        held.target = await targets.target(record.id);
        held.token = await previousToken(record.id, held.target);
      }
      // Tokens issued over another address or connection are not revoked: that would send them.
      if (record.signInMethod === 'oidc' && deps.oidc && !guard.refusal(record.id)) {
        const access = await secrets.get(record.id, 'token');
        held.oidc = { access, refresh: await secrets.get(record.id, 'refresh-token') };
      }
    } catch (error) {
      held.problem = error instanceof Error ? error.message : String(error);
    }
    return held;
  }

  /** Revokes what `held` allows; best effort, so it says what it could not do. */
  async function revokeHeld(record: OrgRecord, held: Held) {
    let revoked = false;
    let warning: string | null = null;
    let gone = new Set<string>();
    const { target, token } = held;
    try {
      if (token && target && record.deviceToken)
        revoked = await revokeDeviceToken(record, token, target);
      if (token && target && record.pendingDeviceTokens.length > 0)
        gone = await revokeAll(bearerCredential(token), target, record.pendingDeviceTokens);
    } catch (error) {
      held.problem ??= error instanceof Error ? error.message : String(error);
    }
    if (record.deviceToken && !revoked)
      warning = `The device token on ${record.host} could not be revoked${held.problem ? ` (${held.problem})` : ''}; delete "${record.deviceToken.name}" in the web console's token list.`;
    if (record.signInMethod === 'oidc' && deps.oidc && record.id !== SANDBOX_ORG_ID) {
      deps.oidc.cancel(record.id);
      // Best effort: the provider forgets the refresh token where it offers revocation (RFC 7009).
      const { access = null, refresh = null } = held.oidc ?? {};
      const bound = (used?: BindingSource) => !guard.refusal(record.id, used);
      if (access || refresh)
        revoked = await deps.oidc.revoke(record.id, { access, refresh }, bound).catch(() => false);
    }
    return { revoked, warning, gone };
  }

  return { heldCredentials, revokeHeld };
}
