// What /recovery, /registration and /verification say on an organisation without the built-in
// identity (issue 32 item 3): not an HTTP status, but how it signs in and whom to ask.
import type { IdentityFlowKind } from '../../../../preload/contract/identity.ts';
import type { SignInMethod } from '../../../../preload/contract/orgs.ts';

type PageKind = Extract<IdentityFlowKind, 'recovery' | 'registration' | 'verification'>;

const WHAT: Record<PageKind, string> = {
  recovery: 'Account recovery',
  registration: 'Registration',
  verification: 'Verification',
};

const HOW: Record<SignInMethod, string> = {
  token: 'signs in with access tokens. Ask an administrator of {org} for a token.',
  password:
    'signs in with accounts its administrators manage. Ask an administrator of {org} to add your account or reset your password.',
  basic:
    'signs in with user names and passwords its administrators keep (an htpasswd file). Ask an administrator of {org} to add your account or reset your password.',
  oidc: 'signs in with its own identity provider (single sign-on). Recover, register or verify your account with that provider, or ask its administrator.',
  hosted:
    'signs in with its own identity provider. Recover, register or verify your account with that provider, or ask its administrator.',
};

export function noIdentityText(
  kind: PageKind,
  org: { name: string; kind?: string },
  method: SignInMethod | undefined,
): { title: string; body: string } {
  const title = `${WHAT[kind]} is not available for ${org.name}`;
  if (org.kind === 'sandbox')
    return {
      title,
      body: `${org.name} has no identity service of its own: its users are admin, editor, commander, responder and viewer @sandbox.local, each with the password "sandbox".`,
    };
  const how = HOW[method ?? 'token'].replaceAll('{org}', org.name);
  return {
    title,
    body: `${org.name} does not use Mission Control's built-in identity: it ${how}`,
  };
}
