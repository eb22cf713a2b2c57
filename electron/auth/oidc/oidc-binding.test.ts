// Issue 39 item 1: OIDC tokens go to the provider only over the address and connection they were
// issued over; the check sees the very target the provider would be reached at.
import { describe, expect, it } from 'vitest';
import type { BackendTarget } from '../../gateway/backend-fetch.ts';
import { createOidcSignIn } from './oidc-service.ts';

const target: BackendTarget = {
  orgId: 'acme',
  baseUrl: 'https://acme.example.com',
  prefix: '',
  caBundle: null,
  proxy: 'http://new-proxy.example.com:3128',
};

function service() {
  const fetched: string[] = [];
  const oidc = createOidcSignIn({
    connect: () =>
      Promise.resolve({
        target,
        fetch: (url) => {
          fetched.push(String(url));
          return Promise.reject(new Error('no network in tests'));
        },
      }),
    open: () => Promise.resolve(),
    loadClient: () => ({ issuer: 'https://acme.example.com', clientId: 'client' }),
    saveClient: () => undefined,
  });
  return { oidc, fetched };
}

describe('OIDC tokens are bound to their connection', () => {
  it('a refresh or revocation over another connection sends nothing', async () => {
    const { oidc, fetched } = service();
    const seen: BackendTarget[] = [];
    const refuse = (used: BackendTarget) => (seen.push(used), false);
    await expect(oidc.refresh('acme', 'refresh-token', refuse)).rejects.toThrow(
      /address or connection changed: sign in again/,
    );
    await expect(
      oidc.revoke('acme', { access: 'access', refresh: 'refresh-token' }, refuse),
    ).rejects.toThrow(/address or connection changed/);
    expect(seen).toEqual([target, target]);
    expect(fetched).toEqual([]); // not even the discovery document was asked for
  });

  it('goes ahead when the connection is the one they were issued over', async () => {
    const { oidc, fetched } = service();
    await expect(oidc.refresh('acme', 'refresh-token', () => true)).rejects.toThrow();
    expect(fetched.length).toBeGreaterThan(0);
  });
});
