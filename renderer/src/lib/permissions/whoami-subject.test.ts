// A whoami answer's subject: roles as given, readable permissions applied, unreadable ones left
// out instead of failing the whole subject.
import { describe, expect, it } from 'vitest';
import { can } from './permissions.ts';
import { whoamiSubject } from './whoami-subject.ts';

describe('whoamiSubject', () => {
  it('applies the permissions that parse and skips the others', () => {
    const subject = whoamiSubject(
      ['viewer'],
      [{ object: 'playbooks', action: 'write' }, { object: 42, action: ['write'] }, null],
    );
    expect(subject.roles).toEqual(['viewer']);
    expect(can(subject, 'write', 'playbooks')).toBe(true);
  });

  it('reads no roles and no permissions as a viewer', () => {
    const subject = whoamiSubject(null, null);
    expect(subject.roles).toEqual(['viewer']);
    expect(can(subject, 'write', 'playbooks')).toBe(false);
  });
});
