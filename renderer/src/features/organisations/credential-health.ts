// When a credential needs attention: expired, or ending within a day (the switcher's warning and
// the organisation dialog's tags), from the dates main reports (credentials:list).
import type { CredentialHealth } from '../../../../preload/contract/credentials.ts';

export const WARN_BEFORE_MS = 24 * 60 * 60 * 1000;

export type ExpiryState = 'valid' | 'expiring' | 'expired' | 'no-expiry' | 'unknown';

/** How a credential that needs acting on is marked (the dialog's tag, the switcher's notice). */
export const EXPIRY_TAGS = {
  expired: { intent: 'danger', icon: 'error', label: 'Expired' },
  expiring: { intent: 'warning', icon: 'time', label: 'Expires within a day' },
} as const;

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

/** The switcher's notice of an organisation's token (its line, tag and icon), or null. */
export function tokenWarning(health: CredentialHealth | undefined, now: number) {
  const state = health ? tokenExpiryState(health, now) : null;
  if (state === 'expired')
    return { ...EXPIRY_TAGS.expired, tag: 'Token expired', text: 'Token expired: sign in again' };
  if (state !== 'expiring') return null;
  const hours = Math.max(
    1,
    Math.round((Date.parse(health?.token.expiresAt ?? '') - now) / 3_600_000),
  );
  const text = `Token expires in ${hours === 1 ? '1 hour' : `${hours} hours`}`;
  return { ...EXPIRY_TAGS.expiring, tag: 'Token expiring', text };
}
