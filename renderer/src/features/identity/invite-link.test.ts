import { describe, expect, it } from 'vitest';
import { parseInviteLink } from './invite-link.ts';

const ID = '0b7c6f5e-3f1a-4c2d-9e8f-123456789abc';

describe('invite link', () => {
  it('reads the invitation of a link on the organisation’s host', () => {
    expect(
      parseInviteLink(` https://mc.example.com/login?invite=${ID} `, 'https://mc.example.com/'),
    ).toEqual({
      ok: true,
      invite: ID,
    });
    // The console and the API may listen on different ports of one host.
    expect(
      parseInviteLink(`http://127.0.0.1:4000/login?invite=${ID}`, 'http://127.0.0.1:5000'),
    ).toEqual({ ok: true, invite: ID });
    expect(parseInviteLink(ID.toUpperCase(), 'https://mc.example.com')).toEqual({
      ok: true,
      invite: ID,
    });
  });

  it('refuses what is not an invitation to this organisation', () => {
    expect(parseInviteLink('  ', 'https://a')).toEqual({
      ok: false,
      message: 'This field is required',
    });
    expect(parseInviteLink('not a link', 'https://a').ok).toBe(false);
    expect(parseInviteLink(`javascript:alert(1)//?invite=${ID}`, 'https://a').ok).toBe(false);
    expect(parseInviteLink('https://a/login?invite=nope', 'https://a')).toEqual({
      ok: false,
      message: 'This link carries no invitation.',
    });
    expect(
      parseInviteLink(`https://evil.example/login?invite=${ID}`, 'https://mc.example.com'),
    ).toEqual({
      ok: false,
      message:
        'This invitation is for evil.example, not mc.example.com. Add that organisation and open the link there.',
    });
  });
});
