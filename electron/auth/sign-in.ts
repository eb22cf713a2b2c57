// Signing in (reference §2): the credential obtained (sign-in-credential.ts), confirmed by the
// backend, the device token it replaces revoked, then recorded and kept in the keychain.
//
// Write order (every point a kill -9 can hit leaves a state that is readable and whose device
// tokens are all recorded, so sign-in or sign-out can revoke them): 1. the new token's name goes
// to the registry's pending list before it is minted; 2. the old token and earlier leftovers
// are revoked; 3. the registry records the new token as the org's device token (what could
// not be revoked stays pending); 4. only then the keychain gets the secret.
import {
  PROVISIONING_TEXT,
  type AuthStatus,
  type UserSummary,
} from '../../preload/contract/auth.ts';
import { SANDBOX_ORG_ID } from '../../preload/contract/orgs.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import type { BackendTarget } from '../gateway/backend-fetch.ts';
import { GatewayFailure } from '../gateway/gateway-error.ts';
import { issuedCredential } from '../orgs/credential-health.ts';
import type { OrgRecord } from '../orgs/org-registry.ts';
import {
  changePending,
  clearCredentials,
  previousToken,
  statusOf,
  storeSecret,
  type AuthContext,
} from './auth-context.ts';
import { bearerCredential, whoami } from './backend-calls.ts';
import {
  obtainCredential,
  signInFailed,
  type AnySignIn,
  type Obtained,
} from './sign-in-credential.ts';

export async function signIn(context: AuthContext, request: AnySignIn): Promise<AuthStatus> {
  const { registry, memory } = context;
  const record = registry.require(request.orgId);
  const target = await context.targets.target(request.orgId).catch((error: unknown) => {
    throw error instanceof DesktopError ? error : new DesktopError('UNAVAILABLE', String(error));
  });
  /** The token minted by this sign-in, until the sign-in has kept it. */
  let minted: Obtained['minted'] = null;
  try {
    const obtained = await obtainCredential(context, record, request, target);
    minted = obtained.minted;
    const user = await confirmSignIn(context, request.method, target, obtained.header);
    const updated = await recordSignIn(context, record, request.method, obtained, target, user);
    minted = null; // recorded as the org's device token from here on
    await keepSecrets(context, updated, obtained, target);
    if (record.id === SANDBOX_ORG_ID) memory.sandboxOverride = obtained.header;
    memory.oidcStale.delete(record.id);
    if (obtained.oidcTokens) memory.oidcExpiry.set(record.id, obtained.oidcTokens.expiresAt);
    else memory.oidcExpiry.delete(record.id);
    memory.cache.set(record.id, obtained.header);
    memory.needsSignIn.delete(record.id);
    memory.users.set(record.id, user);
    return statusOf(context, updated, 'signed-in', null, user);
  } catch (error) {
    if (minted) {
      // A token minted by a sign-in that then failed: revoke it; if that fails it stays pending.
      const { token, ref } = minted;
      const revoked = await context.revoker
        .revokeByName(bearerCredential(token), target, ref)
        .catch(() => false);
      if (revoked)
        changePending(context, record.id, (pending) => pending.filter((p) => p.name !== ref.name));
    }
    if (error instanceof GatewayFailure) throw new DesktopError('SIGN_IN_FAILED', error.message);
    throw error;
  }
}

/** The backend's `whoami` with the new credential: the user it names, else a sign-in failure. */
async function confirmSignIn(
  context: AuthContext,
  method: AnySignIn['method'],
  target: BackendTarget,
  header: string,
): Promise<UserSummary> {
  const host = new URL(target.baseUrl).host;
  const check = await whoami(context.caller, target, header);
  if (check.kind === 'ok') return check.user;
  if (check.status === 401 || check.status === 400) {
    throw signInFailed(
      method === 'token'
        ? `${host} did not accept this access token.`
        : method === 'oidc'
          ? `${host} did not accept the token its single sign-on issued${check.text ? ` (${check.text})` : ''}.`
          : `The user name or password was not accepted by ${host}.`,
    );
  }
  if (check.html)
    throw signInFailed(`${host} answered with a web page: a sign-in proxy may be in front of it.`);
  if (check.status === 404 || check.status >= 500)
    throw new DesktopError('PROVISIONING', PROVISIONING_TEXT);
  throw signInFailed(`${host} refused the sign-in check (HTTP ${check.status}).`);
}

/**
 * Signing in again replaces the device token: revoke the old one rather than orphan it, and what
 * earlier sign-ins left behind, with the user's own credential when there is one. Then the record
 * names the new token; what could not be revoked stays pending.
 */
async function recordSignIn(
  context: AuthContext,
  record: OrgRecord,
  method: AnySignIn['method'],
  obtained: Obtained,
  target: BackendTarget,
  user: UserSummary,
): Promise<OrgRecord> {
  const { registry, revoker } = context;
  const { deviceToken, userCredential, secret } = obtained;
  const before = registry.require(record.id);
  let oldGone = true;
  if (before.deviceToken && before.deviceToken.name !== deviceToken?.name) {
    const old = await previousToken(context, record.id, target).catch(() => null);
    oldGone =
      old !== null && old !== secret.value
        ? await revoker.revokeDeviceToken(before, old, target).catch(() => false)
        : false;
    if (!oldGone && userCredential)
      oldGone = await revoker
        .revokeByName(userCredential, target, before.deviceToken)
        .catch(() => false);
  }
  const leftovers = before.pendingDeviceTokens.filter((p) => p.name !== deviceToken?.name);
  const gone = userCredential
    ? await revoker.revokeAll(userCredential, target, leftovers)
    : new Set<string>();
  const keepOld = before.deviceToken && !oldGone ? [before.deviceToken] : [];
  return registry.change(record.id, (current) => ({
    ...current,
    signInMethod: method,
    username: obtained.username ?? user.email,
    deviceToken,
    credentialIssued: issuedCredential(context.now(), deviceToken !== null),
    credentialBinding: context.guard.bindingFor(record.id, target),
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
}

/** The keychain gets the secret last; nothing may outlive a failed sign-in. */
async function keepSecrets(
  context: AuthContext,
  updated: OrgRecord,
  obtained: Obtained,
  target: BackendTarget,
): Promise<void> {
  const { secret, deviceToken, oidcTokens } = obtained;
  const orgId = updated.id;
  try {
    await storeSecret(context, orgId, secret.kind, secret.value);
    await clearCredentials(context, orgId, secret.kind);
    if (oidcTokens?.refreshToken)
      await storeSecret(context, orgId, 'refresh-token', oidcTokens.refreshToken);
  } catch (error) {
    // A minted token we cannot keep is revoked.
    if (deviceToken) {
      const revoked = await context.revoker
        .revokeDeviceToken(updated, secret.value, target)
        .catch(() => false);
      context.registry.change(orgId, (current) => ({
        ...current,
        deviceToken: null,
        pendingDeviceTokens: revoked
          ? current.pendingDeviceTokens
          : [...current.pendingDeviceTokens, deviceToken],
      }));
    }
    throw error;
  }
}
