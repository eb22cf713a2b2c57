// The sign-in form for an org's method as form kit fields, and the `auth:signIn` request built
// from it with the form's own validation messages. Pure, so the rules are unit-tested; the secret
// goes straight to main.
import type { SignInRequest } from '../../../../preload/contract/auth.ts';
import type { SignInMethod } from '../../../../preload/contract/orgs.ts';
import type { FieldDef } from '../../components/form-kit/field.ts';
import { REQUIRED_TEXT } from '../../lib/form/form-messages.ts';

export interface SignInFields {
  token: string;
  email: string;
  username: string;
  password: string;
}
type Name = keyof SignInFields;

export type SignInBuild =
  { ok: true; request: SignInRequest } | { ok: false; errors: Partial<Record<Name, string>> };

const field = (id: Name, label: string, inputType: FieldDef['inputType'], autoComplete: string) =>
  ({ id, label, kind: 'text', inputType, autoComplete, wide: true }) satisfies FieldDef;
const PASSWORD = field('password', 'Password', 'password', 'current-password');

/** The inputs each method asks for (oidc and hosted: none, main runs the browser sign-in). */
const METHOD_FIELDS: Partial<Record<SignInMethod, readonly FieldDef[]>> = {
  token: [field('token', 'Access token', 'password', 'off')],
  password: [field('email', 'Email', 'email', 'username'), PASSWORD],
  basic: [field('username', 'User name', undefined, 'username'), PASSWORD],
};

/** The form's fields for `method` (any other asking for one: the password), the first focused. */
export const signInFields = (method: SignInMethod): FieldDef[] =>
  (METHOD_FIELDS[method] ?? [PASSWORD]).map((f, n) => ({ ...f, autoFocus: n === 0 }));

export function buildSignInRequest(
  orgId: string,
  method: SignInMethod,
  fields: SignInFields,
): SignInBuild {
  // Nothing to fill in for single sign-on: main runs the browser sign-in (SignInScreen.tsx); a
  // hosted provider is reached through the backend's OIDC endpoints.
  if (method === 'oidc' || method === 'hosted')
    return { ok: true, request: { orgId, method: 'oidc' } };
  const values: Partial<Record<Name, string>> = {};
  const errors: Partial<Record<Name, string>> = {};
  for (const { id } of METHOD_FIELDS[method]!) {
    const name = id as Name;
    // A password is sent as typed; the other values without surrounding spaces.
    const value = name === 'password' ? fields.password : fields[name].trim();
    if (value === '') errors[name] = REQUIRED_TEXT;
    else values[name] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { orgId, method, ...values } as SignInRequest };
}
