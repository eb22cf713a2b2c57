import { describe, expect, it } from 'vitest';
import {
  DEVICE_TOKEN_NOTE,
  KUBECONFIG_NOTE,
  NOT_RECORDED_NOTE,
  PASTED_TOKEN_NOTE,
  credentialHealthOf,
  issuedCredential,
} from './credential-health.ts';
import { OrgRecordSchema, sandboxRecord, toOrgDto, type OrgRecord } from './org-registry.ts';

const NOW = new Date('2026-11-26T12:00:00.000Z');

function remote(patch: Partial<OrgRecord> = {}): OrgRecord {
  return {
    ...sandboxRecord(NOW),
    id: 'acme',
    kind: 'remote',
    name: 'Acme',
    baseUrl: 'https://mc.acme.test',
    host: 'mc.acme.test',
    signInMethod: 'password',
    ...patch,
  };
}

describe('issued credential', () => {
  it('gives a minted device token the server default of 90 days', () => {
    expect(issuedCredential(NOW, true)).toEqual({
      issuedAt: '2026-11-26T12:00:00.000Z',
      expiresAt: '2027-02-24T12:00:00.000Z',
    });
  });
  it('does not invent an expiry for a pasted token or a password', () => {
    expect(issuedCredential(NOW, false)).toEqual({
      issuedAt: '2026-11-26T12:00:00.000Z',
      expiresAt: null,
    });
  });
});

describe('credential health', () => {
  it('names the keychain items of the token and the kubeconfig, never a secret', () => {
    const record = remote({
      deviceToken: { id: 't1', name: 'Mission Control Desktop on box' },
      credentialIssued: issuedCredential(NOW, true),
      kubeconfig: {
        downloadedAt: '2026-11-20T08:00:00.000Z',
        server: null,
        context: null,
        warnings: [],
        exportedPath: null,
        tokenId: null,
        unrevokedTokenIds: [],
      },
    });
    const health = credentialHealthOf(record, 'keychain');
    expect(health.store).toEqual({
      kind: 'keychain',
      service: 'mission-control-desktop',
      account: 'acme/token',
      kubeconfigAccount: 'acme/kubeconfig',
    });
    expect(health.token).toEqual({
      kind: 'device-token',
      issuedAt: '2026-11-26T12:00:00.000Z',
      expiresAt: '2027-02-24T12:00:00.000Z',
      note: DEVICE_TOKEN_NOTE,
    });
    expect(health.kubeconfig).toEqual({
      issuedAt: '2026-11-20T08:00:00.000Z',
      expiresAt: null,
      note: KUBECONFIG_NOTE,
    });
    expect(JSON.stringify(health)).not.toContain('Mission Control Desktop on box');
  });

  it('a pasted token: issued now, expiry unknown', () => {
    const health = credentialHealthOf(
      remote({ signInMethod: 'token', credentialIssued: issuedCredential(NOW, false) }),
      'keychain',
    );
    expect(health.token).toMatchObject({
      kind: 'access-token',
      expiresAt: null,
      note: PASTED_TOKEN_NOTE,
    });
  });

  it('basic sign-in keeps a password under its own account', () => {
    const health = credentialHealthOf(
      remote({ signInMethod: 'basic', credentialIssued: issuedCredential(NOW, false) }),
      'keychain',
    );
    expect(health.store.account).toBe('acme/password');
    expect(health.token.kind).toBe('password');
  });

  it('a device token from before dates were recorded: unknown dates and why', () => {
    const health = credentialHealthOf(
      remote({ deviceToken: { id: null, name: 'x' }, credentialIssued: null }),
      'keychain',
    );
    expect(health.token).toEqual({
      kind: 'device-token',
      issuedAt: null,
      expiresAt: null,
      note: NOT_RECORDED_NOTE,
    });
  });

  it('not signed in, session-only, unavailable, and the Sandbox', () => {
    expect(credentialHealthOf(remote(), 'keychain').token.kind).toBe('none');
    expect(credentialHealthOf(remote(), 'session-only').store).toEqual({
      kind: 'session-only',
      service: null,
      account: null,
      kubeconfigAccount: null,
    });
    expect(credentialHealthOf(remote(), 'unavailable').store.kind).toBe('unavailable');
    const sandbox = credentialHealthOf(sandboxRecord(NOW), 'keychain');
    expect(sandbox.store.kind).toBe('memory');
    expect(sandbox.token.kind).toBe('access-token');
  });

  it('the registry keeps the dates out of the renderer’s DTO and reads old records', () => {
    const record = remote({ credentialIssued: issuedCredential(NOW, true) });
    expect(toOrgDto(record)).not.toHaveProperty('credentialIssued');
    const { credentialIssued: _dropped, ...old } = record;
    expect(OrgRecordSchema.parse(old).credentialIssued).toBeNull();
  });
});
