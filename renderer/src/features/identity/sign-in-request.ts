// Builds the `auth:signIn` request from the sign-in form for an org's method, with the form's own
// validation messages. Pure, so the rules are unit-tested; the secret goes straight to main.
import type { SignInRequest } from '../../../../preload/contract/auth.ts';
import type { SignInMethod } from '../../../../preload/contract/orgs.ts';

export interface SignInFields {
  token: string;
  email: string;
  username: string;
  password: string;
}

export type SignInBuild =
  | { ok: true; request: SignInRequest }
  | { ok: false; errors: Partial<Record<keyof SignInFields, string>> };

const REQUIRED = 'This field is required';

export function buildSignInRequest(
  orgId: string,
  method: SignInMethod,
  fields: SignInFields,
): SignInBuild {
  switch (method) {
    case 'token':
      return fields.token.trim() === ''
        ? { ok: false, errors: { token: REQUIRED } }
        : { ok: true, request: { orgId, method, token: fields.token.trim() } };
    case 'password': {
      const errors: Partial<Record<keyof SignInFields, string>> = {};
      if (fields.email.trim() === '') errors.email = REQUIRED;
      if (fields.password === '') errors.password = REQUIRED;
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      return {
        ok: true,
        request: { orgId, method, email: fields.email.trim(), password: fields.password },
      };
    }
    case 'basic': {
      const errors: Partial<Record<keyof SignInFields, string>> = {};
      if (fields.username.trim() === '') errors.username = REQUIRED;
      if (fields.password === '') errors.password = REQUIRED;
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      return {
        ok: true,
        request: { orgId, method, username: fields.username.trim(), password: fields.password },
      };
    }
    case 'oidc':
    case 'hosted':
      // Nothing to fill in: main runs the browser sign-in (OidcSignIn.tsx); a hosted provider is
      // reached through the backend's OIDC endpoints.
      return { ok: true, request: { orgId, method: 'oidc' } };
  }
}
