import { describe, expect, it } from 'vitest';
import { personBehindToken } from '../../preload/contract/token-person.ts';

describe('personBehindToken', () => {
  it('reads a device token person as the human who signed in (issue 32 item 1)', () => {
    expect(
      personBehindToken({
        name: 'Aiko Weber (Token)',
        email: 'viewer+token:Mission Control Desktop on vm (2026-11-30 07:37 5693a9)@sandbox.local',
      }),
    ).toEqual({ name: 'Aiko Weber', email: 'viewer@sandbox.local' });
  });
  it('leaves any other person as it is', () => {
    expect(personBehindToken({ name: 'Ada', email: 'ada+ops@example.com' })).toEqual({
      name: 'Ada',
      email: 'ada+ops@example.com',
    });
    expect(personBehindToken({ name: null, email: null })).toEqual({ name: '', email: null });
  });
});
