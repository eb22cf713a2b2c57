import { describe, expect, it } from 'vitest';
import { noIdentityText } from './no-identity-text.ts';

describe('noIdentityText (issue 32 item 3: no "HTTP 404" where there is no identity service)', () => {
  it('says how the organisation signs in and whom to ask', () => {
    const text = noIdentityText('recovery', { name: 'Acme' }, 'token');
    expect(text.title).toBe('Account recovery is not available for Acme');
    expect(text.body).toBe(
      "Acme does not use Mission Control's built-in identity: it signs in with access tokens. Ask an administrator of Acme for a token.",
    );
    expect(noIdentityText('registration', { name: 'Acme' }, 'oidc').body).toContain(
      'its own identity provider (single sign-on)',
    );
    expect(noIdentityText('verification', { name: 'Acme' }, 'basic').body).toContain('htpasswd');
  });
  it('names the Sandbox users instead', () => {
    const text = noIdentityText('registration', { name: 'Sandbox', kind: 'sandbox' }, 'token');
    expect(text.title).toBe('Registration is not available for Sandbox');
    expect(text.body).toContain('viewer @sandbox.local');
    expect(text.body).not.toMatch(/HTTP/);
  });
});
