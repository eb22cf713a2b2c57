import { describe, expect, it } from 'vitest';
import { confirmationFor } from './confirmed-routes.ts';

const org = { name: 'Prod', host: 'mc.example.com' };
const body = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('confirmationFor', () => {
  it('asks for an invitation however its route is spelt', () => {
    for (const uiPath of [
      '/api/auth/invite_user',
      '/api/AUTH//invite_user',
      '/api/auth/%69nvite_user?x=1',
      '/auth/invite_user',
    ]) {
      const confirmation = confirmationFor(
        { uiPath, method: 'POST', body: body({ email: 'a@b.c', role: 'viewer' }) },
        org,
      );
      expect(confirmation?.ask.message, uiPath).toBe('Invite a@b.c to Prod?');
      expect(confirmation?.ask.detail).toContain('Role: viewer');
      expect(confirmation?.refused).toBe(
        'The invitation was not sent: the confirmation was declined.',
      );
    }
  });

  it('a body it cannot read still asks, saying what is missing', () => {
    const confirmation = confirmationFor(
      { uiPath: '/api/auth/invite_user', method: 'post', body: new TextEncoder().encode('{') },
      org,
    );
    expect(confirmation?.ask.message).toBe('Invite (not given) to Prod?');
  });

  it('other routes and methods are not asked about', () => {
    expect(
      confirmationFor({ uiPath: '/api/auth/invite_user', method: 'GET', body: undefined }, org),
    ).toBeNull();
    expect(
      confirmationFor({ uiPath: '/api/people/update', method: 'POST', body: body({}) }, org),
    ).toBeNull();
    expect(
      confirmationFor({ uiPath: '/api/auth/invite_users', method: 'POST', body: body({}) }, org),
    ).toBeNull();
  });
});
