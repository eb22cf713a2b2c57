// The built-in identity's self-service flows, run from main as Kratos api flows (spec 3 §2.11, §4,
// §8). The renderer gets flow views (flow-view.ts) and sends back form values; main submits them.
// The Kratos session token lives only in main's memory (identity-state.ts): once the session is
// good enough, it is exchanged for a device token which the auth service keeps like any other
// sign-in (session-exchange.ts). flow-runner.ts follows what Kratos answers.
import type {
  FlowError,
  IdentityFlowKind,
  IdentityStep,
  IdentitySubmit,
} from '../../../preload/contract/identity.ts';
import { headerProblem } from '../../../preload/contract/header-safe.ts';
import { DesktopError } from '../../../preload/contract/result.ts';
import type { BackendTarget } from '../../gateway/backend-fetch.ts';
import { GatewayFailure } from '../../gateway/gateway-error.ts';
import type { Handlers } from '../../ipc/router.ts';
import type { OrgService } from '../../orgs/org-service.ts';
import type { AuthService, OrgTargets } from '../auth-service.ts';
import type { BackendCaller } from '../backend-calls.ts';
import { flowOutcome, readError } from './flow-errors.ts';
import { createFlow, flowSucceeded, followAnswer } from './flow-runner.ts';
import { nestValues, parseFlow } from './flow-view.ts';
import {
  createIdentityState,
  forgetOrg,
  type FlowContext,
  type FlowDeps,
} from './identity-state.ts';
import { createKratosClient, type KratosClient } from './kratos-client.ts';

export interface IdentityServiceOptions {
  auth: Pick<AuthService, 'signIn' | 'status'>;
  /**
   * Where each org lives; when it can say so (the org service), also when an org's address or
   * connection is about to change: the org's session is then ended first (issue 39 item 1).
   */
  targets: Pick<OrgTargets, 'target'> &
    Partial<Pick<OrgService, 'onOriginChange' | 'onTransportChange'>>;
  caller: BackendCaller;
  /** Tests replace the HTTP client. */
  client?: (target: BackendTarget) => KratosClient;
}

export type IdentityHandlerNames =
  'identity:detect' | 'identity:start' | 'identity:submit' | 'identity:flowError';

export interface IdentityService {
  detect(orgId: string): Promise<{ available: boolean }>;
  start(request: {
    orgId: string;
    kind: IdentityFlowKind;
    refresh?: boolean | undefined;
    aal?: 'aal1' | 'aal2' | undefined;
    returnTo?: string | undefined;
    invite?: string | undefined;
  }): Promise<IdentityStep>;
  submit(request: IdentitySubmit): Promise<IdentityStep>;
  flowError(orgId: string, id: string): Promise<FlowError>;
  /** Forgets the org's session (sign-out, removal). */
  forget(orgId: string): void;
  /** Logs the org's session out on the server (best effort), then forgets it. */
  end(orgId: string): Promise<void>;
  /** Wraps sign-out and organisation removal so they end the org's identity session first. */
  endSessionsOn<H extends Pick<Handlers, 'auth:signOut' | 'orgs:remove'>>(handlers: H): H;
  handlers: Pick<Handlers, IdentityHandlerNames>;
}

const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayFailure) throw new DesktopError('UNAVAILABLE', error.message);
    throw error;
  }
};

async function detect(deps: FlowDeps, ctx: FlowContext): Promise<{ available: boolean }> {
  const answer = await ctx.client.create('login', {}, null).catch(() => null);
  const available = answer !== null && answer.status === 200 && parseFlow(answer.body) !== null;
  if (available) deps.state.detected.set(ctx.orgId, true);
  return { available };
}

async function submit(
  deps: FlowDeps,
  ctx: FlowContext,
  request: IdentitySubmit,
): Promise<IdentityStep> {
  const { sessions, typed, refreshFlows, invites } = deps.state;
  const values: Record<string, unknown> = { ...request.values };
  if (request.kind === 'login' && values.method === 'password') {
    const identifier = typeof values.identifier === 'string' ? values.identifier : '';
    const password = typeof values.password === 'string' ? values.password : '';
    // Kept only when a Basic header can carry it (header-safe.ts); else no Basic fallback.
    const basicSafe =
      !headerProblem(identifier, 'basic-user') && !headerProblem(password, 'basic-password');
    if (password && basicSafe) typed.set(request.orgId, { identifier, password }, ctx.target);
  }
  const session = sessions.get(request.orgId, ctx.target) ?? null;
  // A login sends the session only to complete it (second factor, refresh). A registration never
  // does: the session a recovery left would make Kratos answer session_already_available.
  const refresh = request.kind === 'login' && refreshFlows.has(request.flowId);
  const invite = request.kind === 'registration' ? invites.get(request.flowId) : undefined;
  const body = nestValues(values);
  if (invite) body.transient_payload = { invite };
  const answer = await ctx.client.submit(
    request.kind,
    request.flowId,
    body,
    request.kind === 'registration' ? null : session,
  );
  const outcome = flowOutcome(request.kind, answer.status, answer.body);
  if (outcome.action === 'success') {
    if (request.kind === 'login') refreshFlows.delete(request.flowId);
    invites.delete(request.flowId);
    return flowSucceeded(deps, ctx, request.kind, outcome.body, refresh);
  }
  // A restarted registration keeps completing the same invitation.
  return followAnswer(deps, ctx, request.kind, invite ? { invite } : {}, answer, [], 'submitted');
}

async function flowError(ctx: FlowContext, id: string): Promise<FlowError> {
  const answer = await ctx.client.flowError(id);
  if (answer.status !== 200) return { status: answer.status, error: null };
  return { status: 200, error: readError(answer.body) };
}

function endSessionsOn<H extends Pick<Handlers, 'auth:signOut' | 'orgs:remove'>>(
  handlers: H,
  end: (orgId: string) => Promise<void>,
): H {
  return {
    ...handlers,
    'auth:signOut': async (request, sender) => {
      await end(request.orgId);
      return handlers['auth:signOut'](request, sender);
    },
    'orgs:remove': async (request, sender) => {
      await end(request.id);
      return handlers['orgs:remove'](request, sender);
    },
  };
}

export function createIdentityService(options: IdentityServiceOptions): IdentityService {
  const makeClient =
    options.client ?? ((target: BackendTarget) => createKratosClient(options.caller, target));
  const deps: FlowDeps = {
    state: createIdentityState(),
    auth: options.auth,
    caller: options.caller,
  };
  const { sessions, detected } = deps.state;
  const forget = (orgId: string) => forgetOrg(deps.state, orgId);

  async function context(orgId: string): Promise<FlowContext> {
    const target = await options.targets.target(orgId).catch((error: unknown) => {
      throw error instanceof DesktopError ? error : new DesktopError('UNAVAILABLE', String(error));
    });
    return { orgId, client: makeClient(target), target, hops: 0 };
  }

  async function end(orgId: string): Promise<void> {
    if (sessions.peek(orgId) === undefined) return forget(orgId);
    // The server's session ends too (where it was issued: a session for another address is only
    // forgotten); an unreachable server lets it expire on its own.
    await context(orgId)
      .then((ctx) => {
        const session = sessions.get(orgId, ctx.target);
        forget(orgId);
        return session ? ctx.client.logout(session) : undefined;
      })
      .catch(() => undefined);
    forget(orgId);
  }
  options.targets.onOriginChange?.(end);
  options.targets.onTransportChange?.(end);

  const service: Omit<IdentityService, 'handlers'> = {
    detect: (orgId) =>
      wrap(async () =>
        detected.get(orgId) ? { available: true } : detect(deps, await context(orgId)),
      ),
    start: (request) =>
      wrap(async () =>
        createFlow(deps, await context(request.orgId), request.kind, {
          refresh: request.refresh,
          aal: request.aal,
          returnTo: request.returnTo,
          invite: request.kind === 'registration' ? request.invite : undefined,
        }),
      ),
    submit: (request) => wrap(async () => submit(deps, await context(request.orgId), request)),
    flowError: (orgId, id) => wrap(async () => flowError(await context(orgId), id)),
    forget,
    end,
    endSessionsOn: (handlers) => endSessionsOn(handlers, end),
  };
  return {
    ...service,
    handlers: {
      'identity:detect': ({ orgId }) => service.detect(orgId),
      'identity:start': (request) => service.start(request),
      'identity:submit': (request) => service.submit(request),
      'identity:flowError': ({ orgId, id }) => service.flowError(orgId, id),
    },
  };
}
