// The built-in identity's self-service flows, run from main as Kratos api flows (spec 3 §2.11, §4,
// §8). The renderer gets flow views (flow-view.ts) and sends back form values; main submits them.
// The Kratos session token lives only in this module's memory: once the session is good enough,
// it is exchanged for a device token which the auth service keeps like any other sign-in.
import type { AuthStatus } from '../../../preload/contract/auth.ts';
import type {
  FlowError,
  IdentityFlowKind,
  IdentityStep,
  IdentitySubmit,
  UiText,
} from '../../../preload/contract/identity.ts';
import { headerProblem } from '../../../preload/contract/header-safe.ts';
import { DesktopError } from '../../../preload/contract/result.ts';
import type { BackendTarget } from '../../gateway/backend-fetch.ts';
import { GatewayFailure } from '../../gateway/gateway-error.ts';
import type { Handlers } from '../../ipc/router.ts';
import type { OrgService } from '../../orgs/org-service.ts';
import type { AuthService, OrgTargets } from '../auth-service.ts';
import { BoundValues } from '../credential-binding.ts';
import {
  basicCredential,
  createToken,
  type BackendCaller,
  type CreateTokenOutcome,
} from '../backend-calls.ts';
import { flowOutcome, readError, whoamiOutcome } from './flow-errors.ts';
import { nestValues, parseFlow, viewFlow } from './flow-view.ts';
import {
  createKratosClient,
  type KratosAnswer,
  type KratosClient,
  type StartOptions,
} from './kratos-client.ts';

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

/** Kratos text id 4000001-style ids for the messages main adds (error type, shown above the form). */
const MAIN_MESSAGE_ID = 4_000_000;
const MAX_HOPS = 4;

interface Context {
  orgId: string;
  client: KratosClient;
  target: BackendTarget;
  hops: number;
}

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

const errorMessage = (text: string): UiText => ({ id: MAIN_MESSAGE_ID, text, type: 'error' });

export function createIdentityService(options: IdentityServiceOptions): IdentityService {
  const makeClient =
    options.client ?? ((target: BackendTarget) => createKratosClient(options.caller, target));
  const hostOf = (_orgId: string, target: { baseUrl: string }) => new URL(target.baseUrl).host;
  /**
   * Kratos session tokens by org: memory only, never sent to the renderer or written anywhere,
   * and sent only to the address and over the connection they were issued for.
   */
  const sessions = new BoundValues<string>(hostOf);
  /** The identifier and password of a login in progress, for a Basic exchange; dropped after it. */
  const typed = new BoundValues<{ identifier: string; password: string }>(hostOf);
  /** Login flows started as a refresh (the user confirms who they are; no new device token). */
  const refreshFlows = new Set<string>();
  const detected = new Map<string, boolean>();
  /**
   * Registration flows that complete an invitation: flow id → invite id, sent with the submit as
   * `transient_payload.invite` (what Mission Control's registration hooks read).
   */
  const invites = new Map<string, string>();

  const secretsOf = (orgId: string): string[] =>
    [sessions.peek(orgId), typed.peek(orgId)?.password].filter((s): s is string => Boolean(s));

  function forget(orgId: string): void {
    sessions.delete(orgId);
    typed.delete(orgId);
    detected.delete(orgId);
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

  async function context(orgId: string): Promise<Context> {
    const target = await options.targets.target(orgId).catch((error: unknown) => {
      throw error instanceof DesktopError ? error : new DesktopError('UNAVAILABLE', String(error));
    });
    return { orgId, client: makeClient(target), target, hops: 0 };
  }

  function showFlow(
    ctx: Context,
    kind: IdentityFlowKind,
    body: unknown,
    extra: UiText[] = [],
    refresh = false,
  ) {
    const parsed = parseFlow(body);
    // A refresh asked for stays one, even when the service had no session to refresh.
    const flow = parsed && refresh && kind === 'login' ? { ...parsed, refresh: true } : parsed;
    if (!flow)
      return {
        type: 'error',
        message: 'The identity service answered with something that is not a flow.',
        status: null,
      } satisfies IdentityStep;
    if (kind === 'login' && flow.refresh) refreshFlows.add(flow.id);
    return {
      type: 'flow',
      flow: viewFlow(kind, flow, secretsOf(ctx.orgId), extra),
    } satisfies IdentityStep;
  }

  /** Creates a flow of `kind` and shows it, following what Kratos answers. */
  async function create(
    ctx: Context,
    kind: IdentityFlowKind,
    start: StartOptions,
    extra: UiText[] = [],
  ): Promise<IdentityStep> {
    if (ctx.hops++ > MAX_HOPS)
      return { type: 'error', message: 'The identity service kept redirecting.', status: null };
    const session = sessions.get(ctx.orgId, ctx.target) ?? null;
    // A plain sign-in starts fresh; a refresh, a second factor and settings act on the session.
    const withSession =
      kind === 'settings' || (kind === 'login' && (start.refresh || start.aal === 'aal2'));
    const answer = await ctx.client.create(kind, start, withSession ? session : null);
    return follow(ctx, kind, start, answer, extra, 'created', Boolean(start.refresh));
  }

  async function follow(
    ctx: Context,
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
        invites.set(step.flow.id, start.invite);
      return step;
    };
    switch (outcome.action) {
      case 'flow':
        return shown(showFlow(ctx, kind, outcome.flow, extra, refresh));
      case 'success':
        return phase === 'created'
          ? shown(showFlow(ctx, kind, outcome.body, extra, refresh))
          : succeeded(ctx, kind, outcome.body);
      case 'restart':
        return create(ctx, kind, start, outcome.message ? [errorMessage(outcome.message)] : []);
      case 'aal2':
        return create(ctx, 'login', { aal: 'aal2', returnTo: start.returnTo });
      case 'refresh':
        return create(ctx, 'login', { refresh: true, returnTo: start.returnTo });
      case 'home':
        if (kind === 'login' && sessions.get(ctx.orgId, ctx.target))
          return afterSession(ctx, false);
        return { type: 'home', message: null };
      case 'login':
        sessions.delete(ctx.orgId);
        // Settings of a signed-in user: confirming who they are, not a new sign-in.
        return create(ctx, 'login', { returnTo: start.returnTo, refresh: kind === 'settings' });
      case 'error':
        return { type: 'error', message: outcome.message, status: outcome.status };
    }
  }

  /** A submit that Kratos accepted: what the kind of flow does next. */
  async function succeeded(
    ctx: Context,
    kind: IdentityFlowKind,
    body: unknown,
    refresh = false,
  ): Promise<IdentityStep> {
    const record = (body ?? {}) as Record<string, unknown>;
    if (typeof record.session_token === 'string' && record.session_token)
      sessions.set(ctx.orgId, record.session_token, ctx.target);
    // continue_with (Kratos v1): a session token to keep, then the settings or verification flow.
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
        return follow(ctx, 'settings', {}, answer, [], 'created');
      }
      // After a registration the console goes on signed in (verifying the address can wait).
      if (
        c.action === 'show_verification_ui' &&
        kind !== 'verification' &&
        kind !== 'registration'
      ) {
        const answer = await ctx.client.get('verification', id, null);
        return follow(ctx, 'verification', {}, answer, [], 'created');
      }
    }
    if (kind === 'login') return afterSession(ctx, refresh);
    if (kind === 'registration')
      return sessions.get(ctx.orgId, ctx.target)
        ? afterSession(ctx, false)
        : { type: 'home', message: null };
    return showFlow(ctx, kind, body);
  }

  /** The session exists: check it (whoami) and exchange it for a device token. */
  async function afterSession(ctx: Context, refresh: boolean): Promise<IdentityStep> {
    const session = sessions.get(ctx.orgId, ctx.target);
    if (!session) return create(ctx, 'login', {});
    const who = await ctx.client.whoami(session);
    switch (whoamiOutcome(who.status)) {
      case 'aal2':
        return create(ctx, 'login', { aal: 'aal2' });
      case 'login':
        sessions.delete(ctx.orgId);
        return create(ctx, 'login', {});
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
      const current = await options.auth.status(ctx.orgId);
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
      const status: AuthStatus = await options.auth.signIn({
        orgId: ctx.orgId,
        method: 'hosted',
        email,
        mint: (name) => mint(ctx, session, name, typedNow),
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
    ctx: Context,
    session: string,
    name: string,
    typedNow: { identifier: string; password: string } | undefined,
  ): Promise<CreateTokenOutcome> {
    const answer = await ctx.client.createTokenWithSession(session, name);
    const token = (answer.body as { payload?: { token?: unknown } } | undefined)?.payload?.token;
    if (answer.status === 200 && typeof token === 'string' && token) return { kind: 'ok', token };
    if (typedNow)
      return createToken(
        options.caller,
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

  const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof GatewayFailure) throw new DesktopError('UNAVAILABLE', error.message);
      throw error;
    }
  };

  const service: Omit<IdentityService, 'handlers'> = {
    detect: (orgId) =>
      wrap(async () => {
        if (detected.get(orgId)) return { available: true };
        const ctx = await context(orgId);
        const answer = await ctx.client.create('login', {}, null).catch(() => null);
        const available =
          answer !== null && answer.status === 200 && parseFlow(answer.body) !== null;
        if (available) detected.set(orgId, true);
        return { available };
      }),
    start: (request) =>
      wrap(async () => {
        const ctx = await context(request.orgId);
        return create(ctx, request.kind, {
          refresh: request.refresh,
          aal: request.aal,
          returnTo: request.returnTo,
          invite: request.kind === 'registration' ? request.invite : undefined,
        });
      }),
    submit: (request) =>
      wrap(async () => {
        const ctx = await context(request.orgId);
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
        // A login sends the session only to complete it (second factor, refresh).
        const refresh = request.kind === 'login' && refreshFlows.has(request.flowId);
        const invite = request.kind === 'registration' ? invites.get(request.flowId) : undefined;
        const body = nestValues(values);
        if (invite) body.transient_payload = { invite };
        const answer = await ctx.client.submit(
          request.kind,
          request.flowId,
          body,
          request.kind === 'login' && !refresh && !session ? null : session,
        );
        const outcome = flowOutcome(request.kind, answer.status, answer.body);
        if (outcome.action === 'success') {
          if (request.kind === 'login') refreshFlows.delete(request.flowId);
          invites.delete(request.flowId);
          return succeeded(ctx, request.kind, outcome.body, refresh);
        }
        // A restarted registration keeps completing the same invitation.
        return follow(ctx, request.kind, invite ? { invite } : {}, answer, [], 'submitted');
      }),
    flowError: (orgId, id) =>
      wrap(async () => {
        const ctx = await context(orgId);
        const answer = await ctx.client.flowError(id);
        if (answer.status !== 200) return { status: answer.status, error: null };
        return { status: 200, error: readError(answer.body) };
      }),
    forget,
    end,
    endSessionsOn: (handlers) => ({
      ...handlers,
      'auth:signOut': async (request, sender) => {
        await end(request.orgId);
        return handlers['auth:signOut'](request, sender);
      },
      'orgs:remove': async (request, sender) => {
        await end(request.id);
        return handlers['orgs:remove'](request, sender);
      },
    }),
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
