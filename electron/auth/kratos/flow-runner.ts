// Running a flow: creating it, following what Kratos answers (another flow, a second factor, a
// refresh, a restart, success) and, after a successful submit, what that kind of flow does next.
import type { IdentityFlowKind, IdentityStep, UiText } from '../../../preload/contract/identity.ts';
import { flowOutcome } from './flow-errors.ts';
import { parseFlow, viewFlow } from './flow-view.ts';
import { errorMessage, secretsOf, type FlowContext, type FlowDeps } from './identity-state.ts';
import type { KratosAnswer, StartOptions } from './kratos-client.ts';
import { afterSession } from './session-exchange.ts';

const MAX_HOPS = 4;

function showFlow(
  deps: FlowDeps,
  ctx: FlowContext,
  kind: IdentityFlowKind,
  body: unknown,
  extra: UiText[] = [],
  refresh = false,
): IdentityStep {
  const parsed = parseFlow(body);
  // A refresh asked for stays one, even when the service had no session to refresh.
  const flow = parsed && refresh && kind === 'login' ? { ...parsed, refresh: true } : parsed;
  if (!flow)
    return {
      type: 'error',
      message: 'The identity service answered with something that is not a flow.',
      status: null,
    };
  if (kind === 'login' && flow.refresh) deps.state.refreshFlows.add(flow.id);
  return { type: 'flow', flow: viewFlow(kind, flow, secretsOf(deps.state, ctx.orgId), extra) };
}

const loginOf =
  (deps: FlowDeps, ctx: FlowContext) =>
  (start: StartOptions): Promise<IdentityStep> =>
    createFlow(deps, ctx, 'login', start);

/** Creates a flow of `kind` and shows it, following what Kratos answers. */
export async function createFlow(
  deps: FlowDeps,
  ctx: FlowContext,
  kind: IdentityFlowKind,
  start: StartOptions,
  extra: UiText[] = [],
): Promise<IdentityStep> {
  if (ctx.hops++ > MAX_HOPS)
    return { type: 'error', message: 'The identity service kept redirecting.', status: null };
  const session = deps.state.sessions.get(ctx.orgId, ctx.target) ?? null;
  // A plain sign-in starts fresh; a refresh, a second factor and settings act on the session.
  const withSession =
    kind === 'settings' || (kind === 'login' && (start.refresh || start.aal === 'aal2'));
  const answer = await ctx.client.create(kind, start, withSession ? session : null);
  return followAnswer(deps, ctx, kind, start, answer, extra, 'created', Boolean(start.refresh));
}

export async function followAnswer(
  deps: FlowDeps,
  ctx: FlowContext,
  kind: IdentityFlowKind,
  start: StartOptions,
  answer: KratosAnswer,
  extra: UiText[],
  phase: 'created' | 'submitted',
  refresh = false,
): Promise<IdentityStep> {
  const outcome = flowOutcome(kind, answer.status, answer.body);
  const shown = (step: IdentityStep): IdentityStep => {
    if (step.type === 'flow' && kind === 'registration' && start.invite)
      deps.state.invites.set(step.flow.id, start.invite);
    return step;
  };
  const create = (nextKind: IdentityFlowKind, nextStart: StartOptions, nextExtra?: UiText[]) =>
    createFlow(deps, ctx, nextKind, nextStart, nextExtra);
  switch (outcome.action) {
    case 'flow':
      return shown(showFlow(deps, ctx, kind, outcome.flow, extra, refresh));
    case 'success':
      return phase === 'created'
        ? shown(showFlow(deps, ctx, kind, outcome.body, extra, refresh))
        : flowSucceeded(deps, ctx, kind, outcome.body);
    case 'restart':
      return create(kind, start, outcome.message ? [errorMessage(outcome.message)] : []);
    case 'aal2':
      return create('login', { aal: 'aal2', returnTo: start.returnTo });
    case 'refresh':
      return create('login', { refresh: true, returnTo: start.returnTo });
    case 'home':
      if (kind === 'login' && deps.state.sessions.get(ctx.orgId, ctx.target))
        return afterSession(deps, ctx, false, loginOf(deps, ctx));
      return { type: 'home', message: null };
    case 'login':
      deps.state.sessions.delete(ctx.orgId);
      // Settings of a signed-in user: confirming who they are, not a new sign-in.
      return create('login', { returnTo: start.returnTo, refresh: kind === 'settings' });
    case 'error':
      return { type: 'error', message: outcome.message, status: outcome.status };
  }
}

/** A submit that Kratos accepted: what the kind of flow does next. */
export async function flowSucceeded(
  deps: FlowDeps,
  ctx: FlowContext,
  kind: IdentityFlowKind,
  body: unknown,
  refresh = false,
): Promise<IdentityStep> {
  const { sessions } = deps.state;
  const record = (body ?? {}) as Record<string, unknown>;
  if (typeof record.session_token === 'string' && record.session_token)
    sessions.set(ctx.orgId, record.session_token, ctx.target);
  const continued = await continueWith(deps, ctx, kind, record);
  if (continued) return continued;
  if (kind === 'login') return afterSession(deps, ctx, refresh, loginOf(deps, ctx));
  if (kind === 'registration')
    return sessions.get(ctx.orgId, ctx.target)
      ? afterSession(deps, ctx, false, loginOf(deps, ctx))
      : { type: 'home', message: null };
  return showFlow(deps, ctx, kind, body);
}

/**
 * continue_with (Kratos v1): a session token to keep, then the settings or verification flow to
 * show; null when it names no flow to go on with.
 */
async function continueWith(
  deps: FlowDeps,
  ctx: FlowContext,
  kind: IdentityFlowKind,
  record: Record<string, unknown>,
): Promise<IdentityStep | null> {
  const { sessions } = deps.state;
  const next = Array.isArray(record.continue_with) ? (record.continue_with as unknown[]) : [];
  for (const item of next) {
    const c = (item ?? {}) as {
      action?: unknown;
      ory_session_token?: unknown;
      flow?: { id?: unknown };
    };
    if (c.action === 'set_ory_session_token' && typeof c.ory_session_token === 'string')
      sessions.set(ctx.orgId, c.ory_session_token, ctx.target);
  }
  for (const item of next) {
    const c = (item ?? {}) as { action?: unknown; flow?: { id?: unknown } };
    const id = typeof c.flow?.id === 'string' ? c.flow.id : null;
    if (!id) continue;
    if (c.action === 'show_settings_ui') {
      const session = sessions.get(ctx.orgId, ctx.target) ?? null;
      const answer = await ctx.client.get('settings', id, session);
      return followAnswer(deps, ctx, 'settings', {}, answer, [], 'created');
    }
    // After a registration the console goes on signed in (verifying the address can wait).
    if (c.action === 'show_verification_ui' && kind !== 'verification' && kind !== 'registration') {
      const answer = await ctx.client.get('verification', id, null);
      return followAnswer(deps, ctx, 'verification', {}, answer, [], 'created');
    }
  }
  return null;
}
