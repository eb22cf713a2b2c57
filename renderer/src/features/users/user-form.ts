// The user form (spec 3 §3 "User", §5): first and last name, email, one role; editing adds the
// active flag. The role shown for a user is the highest of admin, editor and viewer.
import type { User } from '../../api/services/users.ts';

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

export function validateUser(
  values: UserFormValues,
): Partial<Record<keyof UserFormValues, string>> {
  const errors: Partial<Record<keyof UserFormValues, string>> = {};
  if (values.firstName.trim() === '') errors.firstName = USER_TEXTS.firstName;
  if (values.lastName.trim() === '') errors.lastName = USER_TEXTS.lastName;
  if (values.email.trim() === '') errors.email = USER_TEXTS.email;
  else if (!EMAIL.test(values.email.trim())) errors.email = USER_TEXTS.emailFormat;
  if (!(USER_ROLES as readonly string[]).includes(values.role)) errors.role = USER_TEXTS.role;
  return errors;
}

/** The highest of admin, editor and viewer the user has (viewer when none). */
export function shownRole(roles: readonly string[]): string {
  return ['admin', 'editor'].find((role) => roles.includes(role)) ?? 'viewer';
}

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
