import { describe, expect, it } from 'vitest';
import type { CredentialHealth } from '../../../../preload/contract/credentials.ts';
import {
  WARN_BEFORE_MS,
  expiryState,
  tokenExpiryState,
  tokenWarning,
} from './credential-health.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

function health(
  token: Partial<CredentialHealth['token']>,
  store: CredentialHealth['store']['kind'] = 'keychain',
): CredentialHealth {
  return {
    orgId: 'acme',
    store: { kind: store, service: null, account: null, kubeconfigAccount: null },
    token: {
      kind: 'device-token',
      issuedAt: at(-89 * 24 * HOUR),
      expiresAt: null,
      note: null,
      ...token,
    },
    kubeconfig: null,
  };
}

describe('expiry state', () => {
  it('is valid until a day before the end, then expiring, then expired', () => {
    expect(expiryState(at(WARN_BEFORE_MS + 1), NOW)).toBe('valid');
    expect(expiryState(at(WARN_BEFORE_MS), NOW)).toBe('expiring');
    expect(expiryState(at(1), NOW)).toBe('expiring');
    expect(expiryState(at(0), NOW)).toBe('expired');
    expect(expiryState(at(-HOUR), NOW)).toBe('expired');
  });

  it('tells a credential that does not end from one whose end is not known', () => {
    expect(expiryState(null, NOW)).toBe('no-expiry');
    expect(expiryState(null, NOW, true)).toBe('unknown');
    expect(expiryState('not a date', NOW)).toBe('unknown');
  });

  it('reads a pasted access token without a date as unknown, the Sandbox and passwords as not ending', () => {
    expect(tokenExpiryState(health({ kind: 'access-token' }), NOW)).toBe('unknown');
    expect(tokenExpiryState(health({ kind: 'access-token' }, 'memory'), NOW)).toBe('no-expiry');
    expect(tokenExpiryState(health({ kind: 'password' }), NOW)).toBe('no-expiry');
    expect(tokenExpiryState(health({ kind: 'none', expiresAt: at(-HOUR) }), NOW)).toBe('no-expiry');
  });
});

describe('switcher warning', () => {
  it('says nothing more than a day before the end, or without data', () => {
    expect(tokenWarning(health({ expiresAt: at(25 * HOUR) }), NOW)).toBeNull();
    expect(tokenWarning(undefined, NOW)).toBeNull();
    expect(tokenWarning(health({ kind: 'access-token' }), NOW)).toBeNull();
  });

  it('warns within a day, in hours', () => {
    expect(tokenWarning(health({ expiresAt: at(24 * HOUR) }), NOW)).toMatchObject({
      intent: 'warning',
      text: 'Token expires in 24 hours',
    });
    expect(tokenWarning(health({ expiresAt: at(10 * 60_000) }), NOW)).toMatchObject({
      intent: 'warning',
      text: 'Token expires in 1 hour',
    });
  });

  it('says so once expired', () => {
    expect(tokenWarning(health({ expiresAt: at(-1) }), NOW)).toMatchObject({
      intent: 'danger',
      text: 'Token expired: sign in again',
    });
  });
});
