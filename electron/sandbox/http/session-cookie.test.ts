import { describe, expect, it } from 'vitest';
import {
  clearSessionCookie,
  CookieSessions,
  readCookie,
  setSessionCookie,
} from './session-cookie.ts';

const person = '0b9f5a3e-8f1c-4c2a-9d7e-1a2b3c4d5e6f';

describe('CookieSessions', () => {
  it('verifies its own tokens until they expire after 24 hours', () => {
    const sessions = new CookieSessions();
    const now = Date.parse('2026-11-26T00:00:00Z');
    const token = sessions.sign(person, now);
    expect(sessions.verify(token, now)).toBe(person);
    expect(sessions.verify(token, now + 24 * 3_600_000 - 1000)).toBe(person);
    expect(sessions.verify(token, now + 24 * 3_600_000)).toBeNull();
  });

  it('rejects tokens of another process, tampered claims and other shapes', () => {
    const sessions = new CookieSessions();
    const token = sessions.sign(person);
    expect(new CookieSessions().verify(token)).toBeNull();
    const [h, , s] = token.split('.');
    const claims = Buffer.from(
      JSON.stringify({
        aud: 'mission-control-basic-auth',
        iss: 'mission-control',
        exp: 9e9,
        id: 'x',
      }),
    ).toString('base64url');
    expect(sessions.verify(`${h}.${claims}.${s}`)).toBeNull();
    expect(sessions.verify('a.b')).toBeNull();
    expect(sessions.verify('')).toBeNull();
  });
});

describe('cookie headers', () => {
  it('reads one cookie among several and writes the set/clear headers', () => {
    expect(readCookie('a=1; authorization=tok; b=2', 'authorization')).toBe('tok');
    expect(readCookie(['a=1', 'authorization=tok2'], 'authorization')).toBe('tok2');
    expect(readCookie('authorization=', 'authorization')).toBeNull();
    expect(readCookie(undefined, 'authorization')).toBeNull();
    expect(setSessionCookie('t')).toBe('authorization=t; Path=/; HttpOnly; SameSite=Strict');
    expect(clearSessionCookie()).toContain('Max-Age=0');
  });
});
