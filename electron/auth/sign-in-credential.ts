// The first step of a sign-in: the credential it asks for, by method — a pasted access token,
// Basic for htpasswd installs, the tokens a single sign-on issues, or a device token minted with
// the user's email and password (or by the built-in identity's flows, electron/auth/kratos).
import { randomBytes } from 'node:crypto';
import type { SignInRequest } from '../../preload/contract/auth.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import type { BackendTarget } from '../gateway/backend-fetch.ts';
import type { OrgRecord } from '../orgs/org-registry.ts';
import { changePending, type AuthContext, type TokenRef } from './auth-context.ts';
import {
  basicCredential,
  bearerCredential,
  createToken,
  findTokenId,
  type CreateTokenOutcome,
} from './backend-calls.ts';
import { OidcFailure, type OidcTokens } from './oidc/oidc-service.ts';

/**
 * A sign-in whose device token is minted by another module (the built-in identity's flows,
 * electron/auth/kratos): `mint` creates the token named `name` with a credential only it holds.
 * Main-only, never an IPC request.
 */
export interface MintedSignIn {
  orgId: string;
  method: 'hosted';
  email: string;
  mint: (name: string) => Promise<CreateTokenOutcome>;
}

export type AnySignIn = SignInRequest | MintedSignIn;

/** What a sign-in obtained, before the backend has confirmed it. */
export interface Obtained {
  /** The `Authorization` value. */
  header: string;
  /** What the keychain keeps. */
  secret: { kind: 'token' | 'password'; value: string };
  deviceToken: OrgRecord['deviceToken'];
  username: string | null;
  /** The user's own credential, which may revoke any of their tokens. */
  userCredential: string | null;
  /** Single sign-on: the tokens the provider issued (the refresh token is kept too). */
  oidcTokens: OidcTokens | null;
  /** The token minted by this sign-in, until the sign-in has kept it. */
  minted: { token: string; ref: TokenRef } | null;
}

/** Named after this machine; the random tail makes it unique, so sign-out revokes exactly this one. */
export function deviceTokenName(hostname: string, now: Date): string {
  const machine = hostname.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 60) || 'this-computer';
  return `Mission Control Desktop on ${machine} (${now.toISOString().slice(0, 16).replace('T', ' ')} ${randomBytes(3).toString('hex')})`;
}

export const signInFailed = (message: string) => new DesktopError('SIGN_IN_FAILED', message);

export async function obtainCredential(
  context: AuthContext,
  record: OrgRecord,
  request: AnySignIn,
  target: BackendTarget,
): Promise<Obtained> {
  const plain = {
    deviceToken: null,
    username: record.username,
    userCredential: null,
    oidcTokens: null,
    minted: null,
  };
  if (request.method === 'token') {
    const token = request.token.trim();
    return { ...plain, header: bearerCredential(token), secret: { kind: 'token', value: token } };
  }
  if (request.method === 'basic')
    return {
      ...plain,
      header: basicCredential(request.username, request.password),
      secret: { kind: 'password', value: request.password },
      username: request.username,
    };
  if (request.method === 'oidc') {
    const oidcTokens = await singleSignOn(context, record);
    return {
      ...plain,
      header: bearerCredential(oidcTokens.accessToken),
      secret: { kind: 'token', value: oidcTokens.accessToken },
      oidcTokens,
    };
  }
  return mintDeviceToken(context, record, request, target);
}

async function singleSignOn(context: AuthContext, record: OrgRecord): Promise<OidcTokens> {
  if (!context.oidc) throw signInFailed('Single sign-on is not available in this build.');
  try {
    return await context.oidc.signIn(record.id, record.username);
  } catch (error) {
    if (error instanceof OidcFailure)
      throw new DesktopError(
        error.kind === 'cancelled' ? 'SIGN_IN_CANCELLED' : 'SIGN_IN_FAILED',
        error.message,
      );
    throw error;
  }
}

/** The token's name is recorded as pending before it is minted (sign-in's write order). */
async function mintDeviceToken(
  context: AuthContext,
  record: OrgRecord,
  request: Extract<AnySignIn, { method: 'password' | 'hosted' }>,
  target: BackendTarget,
): Promise<Obtained> {
  const name = deviceTokenName(context.machine, context.now());
  const userCredential =
    request.method === 'password' ? basicCredential(request.email, request.password) : null;
  changePending(context, record.id, (pending) => [...pending, { id: null, name }]);
  const outcome =
    request.method === 'password'
      ? await createToken(
          context.caller,
          target,
          basicCredential(request.email, request.password),
          name,
        )
      : await request.mint(name);
  if (outcome.kind !== 'ok') {
    // An answer other than the token: nothing was minted.
    changePending(context, record.id, (pending) => pending.filter((p) => p.name !== name));
    throw mintRefusal(outcome, new URL(target.baseUrl).host, request.method === 'hosted');
  }
  const header = bearerCredential(outcome.token);
  const deviceToken = {
    id: await findTokenId(context.caller, target, header, name).catch(() => null),
    name,
  };
  return {
    header,
    secret: { kind: 'token', value: outcome.token },
    deviceToken,
    username: request.email,
    userCredential,
    oidcTokens: null,
    minted: { token: outcome.token, ref: deviceToken },
  };
}

function mintRefusal(
  outcome: Exclude<CreateTokenOutcome, { kind: 'ok' }>,
  host: string,
  hosted: boolean,
): DesktopError {
  if ((outcome.status === 401 || outcome.status === 403) && hosted)
    return signInFailed(`${host} did not accept the identity session for a device token.`);
  if (outcome.status === 401 || outcome.status === 403)
    return signInFailed(`The email or password was not accepted by ${host}.`);
  if (outcome.html)
    return signInFailed(`${host} answered with a web page: a sign-in proxy may be in front of it.`);
  if ([400, 404, 405, 501].includes(outcome.status)) {
    return signInFailed(
      `${host} cannot create access tokens (HTTP ${outcome.status}${outcome.text ? `: ${outcome.text}` : ''}). If it uses an htpasswd file, choose "user name and password (Basic)".`,
    );
  }
  return signInFailed(
    `${host} could not create a token (HTTP ${outcome.status}${outcome.text ? `: ${outcome.text}` : ''}).`,
  );
}
