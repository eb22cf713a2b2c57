// The end of a sign-in through the built-in identity: the Kratos session is checked (whoami) and
// exchanged for a device token, which the auth service keeps like any other sign-in.
import type { AuthStatus } from '../../../preload/contract/auth.ts';
import type { IdentityStep } from '../../../preload/contract/identity.ts';
import { basicCredential, createToken, type CreateTokenOutcome } from '../backend-calls.ts';
import { readError, whoamiOutcome } from './flow-errors.ts';
import type { FlowContext, FlowDeps, TypedLogin } from './identity-state.ts';

/** What to do when the session is not good enough: the login flow to create instead. */
export type StartLogin = (start: { aal?: 'aal2' }) => Promise<IdentityStep>;

/** The session exists: check it (whoami) and exchange it for a device token. */
export async function afterSession(
  deps: FlowDeps,
  ctx: FlowContext,
  refresh: boolean,
  login: StartLogin,
): Promise<IdentityStep> {
  const { sessions, typed } = deps.state;
  const session = sessions.get(ctx.orgId, ctx.target);
  if (!session) return login({});
  const who = await ctx.client.whoami(session);
  switch (whoamiOutcome(who.status)) {
    case 'aal2':
      return login({ aal: 'aal2' });
    case 'login':
      sessions.delete(ctx.orgId);
      return login({});
    case 'error':
      return {
        type: 'error',
        message: `The session check answered with HTTP ${who.status}.`,
        status: who.status,
      };
    case 'ok':
      break;
  }
  if (refresh) {
    const current = await deps.auth.status(ctx.orgId);
    if (current.state === 'signed-in') return { type: 'signed-in', status: current };
  }
  const identity = (who.body as { identity?: { traits?: { email?: unknown } } } | undefined)
    ?.identity;
  const typedNow = typed.get(ctx.orgId, ctx.target);
  const email =
    typeof identity?.traits?.email === 'string'
      ? identity.traits.email
      : (typedNow?.identifier ?? '');
  try {
    const status: AuthStatus = await deps.auth.signIn({
      orgId: ctx.orgId,
      method: 'hosted',
      email,
      mint: (name) => mint(deps, ctx, session, name, typedNow),
    });
    return { type: 'signed-in', status };
  } finally {
    typed.delete(ctx.orgId);
  }
}

/**
 * A device token for the session: mission-control's `create_token` with the session; when the
 * backend does not read sessions that way, with the email and password just typed (Basic, which
 * a Kratos-mode backend checks with its own native login — reference §2.2).
 */
async function mint(
  deps: FlowDeps,
  ctx: FlowContext,
  session: string,
  name: string,
  typedNow: TypedLogin | undefined,
): Promise<CreateTokenOutcome> {
  const answer = await ctx.client.createTokenWithSession(session, name);
  const token = (answer.body as { payload?: { token?: unknown } } | undefined)?.payload?.token;
  if (answer.status === 200 && typeof token === 'string' && token) return { kind: 'ok', token };
  if (typedNow)
    return createToken(
      deps.caller,
      ctx.target,
      basicCredential(typedNow.identifier, typedNow.password),
      name,
    );
  const error = readError(answer.body);
  return {
    kind: 'status',
    status: answer.status,
    text: error?.reason ?? error?.message ?? '',
    html: false,
  };
}
