// The `Authorization` value the gateway attaches: read from the keychain once and kept in
// memory, checked against where it was issued at every use, and for single sign-on refreshed
// before it expires or after the backend refused it.
import { SANDBOX_ORG_ID } from '../../preload/contract/orgs.ts';
import type { OrgRecord } from '../orgs/org-registry.ts';
import { basicCredential, bearerCredential } from './backend-calls.ts';
import { isOidc, type AuthContext } from './auth-context.ts';
import type { BindingSource } from './credential-binding.ts';
import { jwtExpiry } from './oidc/oidc-client.ts';
import type { OidcTokens } from './oidc/oidc-service.ts';

/** An OIDC access token is refreshed this long before it expires. */
const OIDC_REFRESH_MARGIN_MS = 30_000;

/**
 * Trades the org's refresh token for a new access token (single flight per org). Null when there
 * is no refresh token or the provider refused it: the caller then reports needs-sign-in.
 */
export function refreshOidc(context: AuthContext, orgId: string): Promise<string | null> {
  const { refreshing } = context.memory;
  const running = refreshing.get(orgId);
  if (running) return running;
  const attempt = refreshOnce(context, orgId).finally(() => refreshing.delete(orgId));
  refreshing.set(orgId, attempt);
  return attempt;
}

async function refreshOnce(context: AuthContext, orgId: string): Promise<string | null> {
  const { guard, secrets, memory } = context;
  await guard.check(orgId);
  const refreshToken = await secrets.get(orgId, 'refresh-token');
  if (!refreshToken || !context.oidc) return null;
  let tokens: OidcTokens;
  try {
    // The provider is reached over the org's connection of the moment: it must be the one
    // the refresh token was issued over.
    tokens = await context.oidc.refresh(orgId, refreshToken, (used) => !guard.refusal(orgId, used));
  } catch {
    return null;
  }
  await secrets.set(orgId, 'token', tokens.accessToken);
  if (tokens.refreshToken && tokens.refreshToken !== refreshToken)
    await secrets.set(orgId, 'refresh-token', tokens.refreshToken);
  const header = bearerCredential(tokens.accessToken);
  memory.cache.set(orgId, header);
  memory.statuses.forget(orgId); // asked again with the new token at the next status
  memory.oidcExpiry.set(orgId, tokens.expiresAt);
  memory.oidcStale.delete(orgId);
  return header;
}

/** An OIDC org's access token, refreshed first when it expired or the backend refused it. */
async function oidcCredential(
  context: AuthContext,
  orgId: string,
  current: string | null,
): Promise<string | null> {
  if (!current) return current;
  const { oidcExpiry, oidcStale } = context.memory;
  if (!oidcExpiry.has(orgId)) oidcExpiry.set(orgId, jwtExpiry(current.slice('Bearer '.length)));
  const expiresAt = oidcExpiry.get(orgId) ?? null;
  const expired =
    expiresAt !== null && expiresAt - OIDC_REFRESH_MARGIN_MS <= context.now().getTime();
  if (!expired && !oidcStale.has(orgId)) return current;
  return (await refreshOidc(context, orgId)) ?? current;
}

export async function readCredential(
  context: AuthContext,
  orgId: string,
  used?: BindingSource,
): Promise<string | null> {
  const { memory, guard } = context;
  if (orgId === SANDBOX_ORG_ID) {
    if (memory.sandboxOverride !== undefined) return memory.sandboxOverride;
    const token = await context.targets.sandboxToken();
    return token ? bearerCredential(token) : null;
  }
  if (memory.cache.has(orgId)) {
    const cached = memory.cache.get(orgId) ?? null;
    if (cached) await guard.check(orgId, used); // at every use, not only when first read
    return isOidc(context, orgId) && cached ? oidcCredential(context, orgId, cached) : cached;
  }
  const record = context.registry.require(orgId);
  const value = await keychainValue(context, record);
  if (value) await guard.check(orgId, used);
  memory.cache.set(orgId, value);
  return record.signInMethod === 'oidc' ? oidcCredential(context, orgId, value) : value;
}

/** The org's credential as stored: one keychain read per org, shared by concurrent first asks. */
function keychainValue(context: AuthContext, record: OrgRecord): Promise<string | null> {
  const { reads } = context.memory;
  const running = reads.get(record.id);
  if (running) return running;
  const read = readStored(context, record).finally(() => {
    if (reads.get(record.id) === read) reads.delete(record.id);
  });
  reads.set(record.id, read);
  return read;
}

async function readStored(context: AuthContext, record: OrgRecord): Promise<string | null> {
  const { secrets } = context;
  if (record.signInMethod === 'basic') {
    const password = await secrets.get(record.id, 'password');
    return password && record.username ? basicCredential(record.username, password) : null;
  }
  const token = await secrets.get(record.id, 'token');
  return token ? bearerCredential(token) : null;
}
