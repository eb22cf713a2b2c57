// When a credential needs attention: expired, or ending within a day (the switcher's warning and
// the organisation dialog's tags), from the dates main reports (credentials:list).
import type { CredentialHealth } from '../../../../preload/contract/credentials.ts';

export const WARN_BEFORE_MS = 24 * 60 * 60 * 1000;

export type ExpiryState = 'valid' | 'expiring' | 'expired' | 'no-expiry' | 'unknown';

/**
 * `no-expiry`: the credential does not end (a password, a kubeconfig token); `unknown`: it ends
 * but the date is not known (a pasted access token), or the date cannot be read.
 */
export function expiryState(
  expiresAt: string | null,
  now: number,
  endsWithoutDate = false,
): ExpiryState {
  if (expiresAt === null) return endsWithoutDate ? 'unknown' : 'no-expiry';
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 'unknown';
  if (end <= now) return 'expired';
  if (end - now <= WARN_BEFORE_MS) return 'expiring';
  return 'valid';
}

export function tokenExpiryState(health: CredentialHealth, now: number): ExpiryState {
  if (health.token.kind === 'none' || health.token.kind === 'password') return 'no-expiry';
  // The Sandbox's token lives as long as the Sandbox; a pasted one ends on a date nobody told us.
  const endsWithoutDate = health.token.kind === 'access-token' && health.store.kind !== 'memory';
  return expiryState(health.token.expiresAt, now, endsWithoutDate);
}

/** The switcher's line for an organisation, or null when nothing needs doing. */
export function tokenWarning(
  health: CredentialHealth | undefined,
  now: number,
): { intent: 'warning' | 'danger'; text: string } | null {
  if (!health) return null;
  const state = tokenExpiryState(health, now);
  if (state === 'expired') return { intent: 'danger', text: 'Token expired: sign in again' };
  if (state === 'expiring') {
    const hours = Math.max(
      1,
      Math.round((Date.parse(health.token.expiresAt ?? '') - now) / 3_600_000),
    );
    return {
      intent: 'warning',
      text: `Token expires in ${hours === 1 ? '1 hour' : `${hours} hours`}`,
    };
  }
  return null;
}
