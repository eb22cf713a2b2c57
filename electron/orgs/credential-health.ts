// Credential health of an organisation, from its registry record and the secret store's mode:
// where the sign-in secret and the kubeconfig are kept (keychain service and account — names
// only, the secrets are never read here), when each was issued and when it expires. Issue dates
// are recorded by sign-in (`issuedCredential`) and by the kubeconfig download (`downloadedAt`).
import type { CredentialHealth } from '../../preload/contract/credentials.ts';
import { SANDBOX_ORG_ID } from '../../preload/contract/orgs.ts';
import { KEYCHAIN_SERVICE } from '../secrets/keychain.ts';
import { accountOf, type SecretStoreMode } from '../secrets/secret-store.ts';
import type { OrgRecord } from './org-registry.ts';

/**
 * A device token from `/auth/create_token` with an empty expiry lives for the server's default,
 * 90 days (`access_token.default_expiry`, reference §2.3); with `auto_renew` it is extended by 30
 * days when used within 15 days of expiry, so this is the latest it ends if never used late.
 */
export const DEVICE_TOKEN_DEFAULT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DEVICE_TOKEN_NOTE = `The server's default lifetime of ${DEVICE_TOKEN_DEFAULT_DAYS} days; a token in use is renewed for 30 days when it has under 15 days left.`;
export const PASTED_TOKEN_NOTE =
  'Set when the token was created in the web console; the server does not report it. Sign in again with a new token before it ends.';
export const PASSWORD_NOTE = 'A password does not expire here; the server decides when it changes.';
export const NOT_RECORDED_NOTE =
  'Signed in before this app recorded issue dates: sign in again to record them.';
export const KUBECONFIG_NOTE =
  "The kubeconfig's token does not expire; regenerating it revokes the old one.";
export const SANDBOX_NOTE = 'The Sandbox makes a new admin token each time it starts.';

/** What sign-in records: now, and the expiry of a device token it minted (a pasted one: unknown). */
export function issuedCredential(
  at: Date,
  mintedDeviceToken: boolean,
): { issuedAt: string; expiresAt: string | null } {
  return {
    issuedAt: at.toISOString(),
    expiresAt: mintedDeviceToken
      ? new Date(at.getTime() + DEVICE_TOKEN_DEFAULT_DAYS * DAY_MS).toISOString()
      : null,
  };
}

export function credentialHealthOf(record: OrgRecord, mode: SecretStoreMode): CredentialHealth {
  const sandbox = record.id === SANDBOX_ORG_ID;
  const secretKind = record.signInMethod === 'basic' ? 'password' : 'token';
  const store: CredentialHealth['store'] = sandbox
    ? { kind: 'memory', service: null, account: null, kubeconfigAccount: null }
    : {
        kind: mode,
        service: mode === 'keychain' ? KEYCHAIN_SERVICE : null,
        account: mode === 'keychain' ? accountOf(record.id, secretKind) : null,
        kubeconfigAccount:
          mode === 'keychain' && record.kubeconfig ? accountOf(record.id, 'kubeconfig') : null,
      };

  const issued = record.credentialIssued;
  let token: CredentialHealth['token'];
  if (sandbox) {
    token = {
      kind: 'access-token',
      issuedAt: issued?.issuedAt ?? null,
      expiresAt: null,
      note: SANDBOX_NOTE,
    };
  } else if (!issued && !record.deviceToken) {
    // Nothing recorded: never signed in here, signed out, or signed in before the dates were kept.
    token = { kind: 'none', issuedAt: null, expiresAt: null, note: null };
  } else if (record.signInMethod === 'basic') {
    token = {
      kind: 'password',
      issuedAt: issued?.issuedAt ?? null,
      expiresAt: null,
      note: PASSWORD_NOTE,
    };
  } else if (record.deviceToken) {
    token = {
      kind: 'device-token',
      issuedAt: issued?.issuedAt ?? null,
      expiresAt: issued?.expiresAt ?? null,
      note: issued ? DEVICE_TOKEN_NOTE : NOT_RECORDED_NOTE,
    };
  } else {
    token = {
      kind: 'access-token',
      issuedAt: issued?.issuedAt ?? null,
      expiresAt: issued?.expiresAt ?? null,
      note: PASTED_TOKEN_NOTE,
    };
  }

  const kubeconfig = record.kubeconfig
    ? { issuedAt: record.kubeconfig.downloadedAt, expiresAt: null, note: KUBECONFIG_NOTE }
    : null;
  return { orgId: record.id, store, token, kubeconfig };
}
