// The user form (spec 3 §3 "User", §5): first and last name, email, one role; editing adds the
// active flag. The role shown for a user is their highest of the five roles (docs/glossary.md).
import type { User } from '../../api/services/users.ts';
import { fieldsValidator, type FieldDef } from '../../components/form-kit/field.ts';
import * as kit from '../../components/form-kit/field-builders.ts';

export const USER_ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer'] as const;

export const USER_TEXTS = {
  firstName: 'Please provide valid first name',
  lastName: 'Please provide valid last name',
  email: 'Please provide valid email',
  emailFormat: 'Entered value does not match email format',
  role: 'Please select any role',
} as const;

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  active: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field is required, each with the spec's own message when empty (and a label's `*`). */
const required = (id: keyof typeof USER_TEXTS) => ({
  required: true,
  requiredText: USER_TEXTS[id],
});

/** The invite form's fields; editing adds the active flag. */
export const USER_FIELDS: readonly FieldDef[] = [
  kit.text('firstName', 'First name', required('firstName')),
  kit.text('lastName', 'Last name', required('lastName')),
  kit.text('email', 'Email', {
    ...required('email'),
    validate: (value) => (EMAIL.test(String(value).trim()) ? undefined : USER_TEXTS.emailFormat),
  }),
  kit.choice('role', 'Role', USER_ROLES, {
    ...required('role'),
    placeholder: 'Select a role',
    validate: (value) =>
      (USER_ROLES as readonly unknown[]).includes(value) ? undefined : USER_TEXTS.role,
  }),
];

export const userFields = (editing: boolean): readonly FieldDef[] =>
  editing ? [...USER_FIELDS, { id: 'active', label: 'Active', kind: 'toggle' }] : USER_FIELDS;

export const validateUser = fieldsValidator<UserFormValues>(USER_FIELDS);

/** The highest of the five roles the user has (viewer when none), as the form edits it. */
export const shownRole = (roles: readonly string[]): string => primaryRole(roles) || 'viewer';

/** Orders users by role rank, admin first (USER_ROLES is that order). */
export const roleRank = (roles: readonly string[]): number =>
  USER_ROLES.indexOf(shownRole(roles) as (typeof USER_ROLES)[number]);

/** The form's role: the user's highest known role, so saving unchanged keeps it. */
export function primaryRole(roles: readonly string[]): string {
  return USER_ROLES.find((role) => roles.includes(role)) ?? '';
}

export function userToValues(user: User | null): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    role: user ? primaryRole(user.roles) : '',
    active: user ? user.state === 'active' : true,
  };
}
