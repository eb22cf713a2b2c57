import { afterEach, describe, expect, it } from 'vitest';
import type { AuthStatus } from '../../../preload/contract/auth.ts';
import { personChanged, resetSignedInAs } from './forget-previous-user.ts';

const status = (email: string | null, state: AuthStatus['state'] = 'signed-in'): AuthStatus => ({
  orgId: 'acme',
  state,
  method: 'password',
  user: email === null ? null : { id: `id-${email}`, name: email, email, roles: [] },
  message: null,
  sessionOnly: true,
});

describe('personChanged (issue 32 item 1: no previous user after switching account)', () => {
  afterEach(resetSignedInAs);
  it('is false for the first person seen and for the same person signing in again', () => {
    expect(personChanged(status('viewer@sandbox.local'))).toBe(false);
    expect(personChanged(status(null, 'needs-sign-in'))).toBe(false);
    expect(personChanged(status('viewer@sandbox.local'))).toBe(false);
  });
  it('is true when another person signs in to the same organisation', () => {
    personChanged(status('viewer@sandbox.local'));
    personChanged(status(null, 'needs-sign-in'));
    expect(personChanged(status('editor@sandbox.local'))).toBe(true);
    expect(personChanged({ ...status('viewer@sandbox.local'), orgId: 'beta' })).toBe(false);
  });
});
