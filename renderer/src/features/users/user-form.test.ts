import { describe, expect, it } from 'vitest';
import { USER_TEXTS, shownRole, userToValues, validateUser } from './user-form.ts';

describe('user form', () => {
  it('gives each empty field its own message', () => {
    expect(validateUser(userToValues(null))).toEqual({
      firstName: USER_TEXTS.firstName,
      lastName: USER_TEXTS.lastName,
      email: USER_TEXTS.email,
      role: USER_TEXTS.role,
    });
  });

  it('checks the email shape and the role', () => {
    const values = {
      firstName: 'Nia',
      lastName: 'Okafor',
      email: 'nia@',
      role: 'boss',
      active: true,
    };
    expect(validateUser(values)).toEqual({ email: USER_TEXTS.emailFormat, role: USER_TEXTS.role });
    expect(validateUser({ ...values, email: 'nia@acme.example', role: 'editor' })).toEqual({});
  });

  it('shows the highest of admin, editor and viewer', () => {
    expect(shownRole(['viewer', 'admin'])).toBe('admin');
    expect(shownRole(['responder', 'editor'])).toBe('editor');
    expect(shownRole(['commander'])).toBe('viewer');
    expect(shownRole([])).toBe('viewer');
  });
});
