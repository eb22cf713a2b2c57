import { describe, expect, it } from 'vitest';
import {
  USER_TEXTS,
  roleRank,
  shownRole,
  userFields,
  userToValues,
  validateUser,
} from './user-form.ts';

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

  it('refuses a blank name, and offers the roles under a "Select a role" empty choice', () => {
    const values = { ...userToValues(null), firstName: '  ', lastName: 'O', email: 'n@a.io' };
    expect(validateUser({ ...values, role: 'viewer' })).toEqual({
      firstName: USER_TEXTS.firstName,
    });
    const role = userFields(false).find((field) => field.id === 'role');
    expect(role?.placeholder).toBe('Select a role');
    expect(role?.options).toContain('commander');
  });

  it('adds the active flag only when editing', () => {
    expect(userFields(false).map((field) => field.id)).not.toContain('active');
    expect(userFields(true).at(-1)).toMatchObject({ id: 'active', kind: 'toggle' });
  });

  it('shows the highest of the five roles, admin > editor > commander > responder > viewer', () => {
    expect(shownRole(['viewer', 'admin'])).toBe('admin');
    expect(shownRole(['responder', 'editor'])).toBe('editor');
    // The five roles of spec 1 §6, not spec 3's older 'admin, editor, viewer' (docs/glossary.md).
    expect(shownRole(['commander'])).toBe('commander');
    expect(shownRole(['viewer', 'responder'])).toBe('responder');
    expect(shownRole(['responder', 'commander'])).toBe('commander');
    expect(shownRole(['everyone'])).toBe('viewer');
    expect(shownRole([])).toBe('viewer');
    const ranks = [['viewer'], ['responder'], ['commander'], ['editor'], ['admin']].map(roleRank);
    expect(ranks).toEqual([4, 3, 2, 1, 0]);
  });
});
