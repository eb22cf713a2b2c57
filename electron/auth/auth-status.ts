// An organisation's sign-in state: its credential asked of the backend (`whoami`), an OIDC token
// the backend refused refreshed once, and every other answer turned into a state with a sentence.
import { PROVISIONING_TEXT, type AuthStatus } from '../../preload/contract/auth.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import type { BackendTarget } from '../gateway/backend-fetch.ts';
import { GatewayFailure } from '../gateway/gateway-error.ts';
import type { OrgRecord } from '../orgs/org-registry.ts';
import { readCredential, refreshOidc } from './auth-credential.ts';
import { isOidc, statusOf, type AuthContext } from './auth-context.ts';
import { whoami } from './backend-calls.ts';

export async function authStatus(context: AuthContext, orgId: string): Promise<AuthStatus> {
  const record = context.registry.require(orgId);
  const { users } = context.memory;
  let value: string | null;
  try {
    value = await readCredential(context, orgId);
  } catch (error) {
    if (error instanceof DesktopError && error.code === 'KEYCHAIN_UNAVAILABLE')
      return statusOf(context, record, 'keychain-unavailable', error.message);
    if (error instanceof DesktopError)
      return statusOf(context, record, 'needs-sign-in', error.message);
    throw error;
  }
  if (!value) return statusOf(context, record, 'needs-sign-in', `Sign in to ${record.name}.`);
  let target: BackendTarget;
  try {
    target = await context.targets.target(orgId);
  } catch (error) {
    if (error instanceof DesktopError)
      return statusOf(context, record, 'unreachable', error.message, users.get(orgId) ?? null);
    throw error;
  }
  try {
    return await checkWithBackend(context, record, target, value);
  } catch (error) {
    if (error instanceof GatewayFailure)
      return statusOf(context, record, 'unreachable', error.message, users.get(orgId) ?? null);
    throw error;
  }
}

async function checkWithBackend(
  context: AuthContext,
  record: OrgRecord,
  target: BackendTarget,
  value: string,
): Promise<AuthStatus> {
  const orgId = record.id;
  const { memory, caller } = context;
  let outcome = await whoami(caller, target, value);
  // An OIDC access token the backend refused: the refresh token may still get a new one.
  if (outcome.kind !== 'ok' && outcome.status === 401 && isOidc(context, orgId)) {
    const refreshed = await refreshOidc(context, orgId).catch(() => null);
    if (refreshed) outcome = await whoami(caller, target, refreshed);
  }
  if (outcome.kind === 'ok') {
    memory.needsSignIn.delete(orgId);
    memory.users.set(orgId, outcome.user);
    return statusOf(context, record, 'signed-in', null, outcome.user);
  }
  if (outcome.status === 401 || outcome.status === 400 || outcome.html) {
    memory.needsSignIn.add(orgId);
    const why = outcome.html
      ? 'a sign-in page answered instead of the backend'
      : outcome.text || 'the credentials were refused';
    return statusOf(context, record, 'needs-sign-in', `Sign in to ${record.name} again (${why}).`);
  }
  if (outcome.status === 404 || outcome.status >= 500)
    return statusOf(context, record, 'provisioning', PROVISIONING_TEXT);
  return statusOf(
    context,
    record,
    'needs-sign-in',
    `${record.name} refused the sign-in check (HTTP ${outcome.status}${outcome.text ? `: ${outcome.text}` : ''}).`,
  );
}
