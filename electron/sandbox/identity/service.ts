// The Sandbox's self-service identity API in the shape of Ory Kratos v1 (public API under
// `/kratos`): login (password, aal2 with TOTP, refresh), registration, recovery and verification
// by code, settings (profile, password, TOTP), whoami, logout, flow errors and the courier's
// messages. Browser flows use cookies and a CSRF token (hidden `csrf_token` node + cookie) and
// answer 303 redirects unless the client asks for JSON; API flows use session tokens. Never logs a
// password, session token or TOTP secret; a recovery/verification code is logged (Kratos mode only,
// that is the Sandbox's inbox) together with the courier message.
import type { PGlite } from '@electric-sql/pglite';
import { readCookie } from '../http/session-cookie.ts';
import type { RouteRequest, RouteResponse } from '../http/request-types.ts';
import type { SecretHasher } from '../http/tokens.ts';
import {
  errors,
  header,
  herodot,
  kratosJson,
  readBody,
  redirect,
  str,
  wantsJson,
  type Body,
  type HerodotError,
} from './http.ts';
import {
  flowById,
  identityByEmail,
  identityById,
  newCode,
  newId,
  prepareIdentityStore,
  randomToken,
  sessionByToken,
  sha256,
  upsertCredentials,
  type FlowRow,
  type IdentityRow,
  type SessionRow,
} from './store.ts';
import { qrPngDataUri } from './qr.ts';
import { newTotpSecret, totpUri } from './totp.ts';
import { TotpGuard } from './totp-guard.ts';
import {
  csrfNode,
  imgNode,
  input,
  msg,
  submit,
  textNode,
  traitNodes,
  type UiContainer,
  type UiNode,
  type UiText,
} from './ui.ts';

export const SESSION_COOKIE = 'ory_kratos_session';
export const FLOW_KINDS = [
  'login',
  'registration',
  'recovery',
  'verification',
  'settings',
] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];
type FlowType = 'browser' | 'api';

export interface IdentityOptions {
  db: PGlite;
  secrets: SecretHasher;
  /** The Sandbox's base URL; the Kratos public API is `<publicUrl>/kratos`. */
  publicUrl: () => string;
  /** Where the self-service UI lives (`/login`, `/registration`, …); default the Sandbox's URL. */
  uiUrl?: () => string;
  /** How long a flow may be submitted (Kratos default 1 h). */
  flowLifespanMs?: number;
  sessionLifespanMs?: number;
  /** How recently a session must have authenticated to change a password or TOTP (Kratos: 15 min). */
  privilegedMaxAgeMs?: number;
  /** return_to prefixes accepted besides the UI's and the Sandbox's own origins and loopback. */
  allowedReturnUrls?: string[];
  log?: (message: string) => void;
  /** Told when a password changed (drops the API's cached Basic credentials). */
  onCredentialsChanged?: () => void;
}

interface FlowData {
  request_url: string;
  return_to?: string;
  state: string;
  ui: UiContainer;
  active?: string;
  refresh?: boolean;
  requested_aal?: 'aal1' | 'aal2';
  identity_id?: string;
  pending_totp?: string;
  code_hash?: string;
  code_identity?: string | null;
  code_email?: string;
  continue_with?: unknown[];
}

type Flow = FlowRow<FlowData>;

const iso = (v: unknown) => new Date(v as string).toISOString();
const uiPaths: Record<FlowKind | 'error', string> = {
  login: '/login',
  registration: '/registration',
  recovery: '/recovery',
  verification: '/verification',
  settings: '/profile-settings',
  error: '/error',
};
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class IdentityService {
  private readonly db: PGlite;
  private readonly options: IdentityOptions;
  flowLifespanMs: number;
  private readonly sessionLifespanMs: number;
  privilegedMaxAgeMs: number;
  /** Sandbox-only failures to answer once (injectFailure). */
  private readonly injected = new Map<string, HerodotError>();
  private injectedWhoami: HerodotError | null = null;
  /** TOTP codes: each good once, and a limit on wrong ones per identity (totp-guard.ts). */
  private readonly totpGuard: TotpGuard;

  constructor(options: IdentityOptions) {
    this.db = options.db;
    this.options = options;
    this.flowLifespanMs = options.flowLifespanMs ?? 60 * 60_000;
    this.sessionLifespanMs = options.sessionLifespanMs ?? 24 * 60 * 60_000;
    this.privilegedMaxAgeMs = options.privilegedMaxAgeMs ?? 15 * 60_000;
    this.totpGuard = new TotpGuard(options.db);
  }

  /** Creates the tables and the seeded credentials (`passwordHash` of the Sandbox password). */
  prepare(passwordHash: string): Promise<void> {
    return prepareIdentityStore(this.db, passwordHash);
  }

  get base(): string {
    return `${this.options.publicUrl()}/kratos`;
  }

  private ui(kind: FlowKind | 'error', query: string): string {
    return `${this.options.uiUrl?.() ?? this.options.publicUrl()}${uiPaths[kind]}?${query}`;
  }

  private get csrfCookieName(): string {
    return `csrf_token_${sha256(this.base).slice(0, 16)}`;
  }

  private log(message: string): void {
    this.options.log?.(message);
  }

  // ---------------------------------------------------------------------------------- sessions

  private sessionTokenOf(req: RouteRequest, type: FlowType | 'any'): string | null {
    if (type !== 'api') {
      const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
      if (cookie) return cookie;
    }
    if (type === 'browser') return null;
    const xToken = header(req, 'x-session-token').trim();
    if (xToken) return xToken;
    const auth = header(req, 'authorization').trim();
    const m = /^bearer\s+(\S+)$/i.exec(auth);
    return m?.[1]?.startsWith('ory_st_') ? m[1] : null;
  }

  private async currentSession(
    req: RouteRequest,
    type: FlowType | 'any' = 'any',
  ): Promise<{ session: SessionRow; identity: IdentityRow } | null> {
    const token = this.sessionTokenOf(req, type);
    if (!token) return null;
    const session = await sessionByToken(this.db, token);
    if (!session) return null;
    const identity = await identityById(this.db, session.identity_id);
    if (!identity || identity.state !== 'active') return null;
    return { session, identity };
  }

  private aalSatisfied(session: SessionRow, identity: IdentityRow): boolean {
    return session.aal === 'aal2' || !identity.totp_secret;
  }

  /**
   * The person (= identity) id of a Kratos session presented to the Mission Control API: the
   * `ory_kratos_session` cookie, `X-Session-Token`, or `Authorization: Bearer ory_st_…`; null when
   * absent, unknown, inactive or short of the identity's highest AAL (as whoami would refuse it).
   */
  async personForRequest(
    headers: RouteRequest['headers'],
  ): Promise<{ personId: string; viaCookie: boolean } | null> {
    const req = { headers } as RouteRequest;
    const found = await this.currentSession(req);
    if (!found || !this.aalSatisfied(found.session, found.identity)) return null;
    return { personId: found.identity.id, viaCookie: !!readCookie(headers.cookie, SESSION_COOKIE) };
  }

  private async issueSession(
    identityId: string,
    method: string,
    aal: 'aal1' | 'aal2',
  ): Promise<{ token: string; session: SessionRow }> {
    const token = randomToken('ory_st_');
    const now = new Date();
    const session: SessionRow = {
      id: newId(),
      identity_id: identityId,
      aal,
      methods: [{ method, aal, completed_at: now.toISOString() }],
      authenticated_at: now.toISOString(),
      issued_at: now.toISOString(),
      expires_at: new Date(now.getTime() + this.sessionLifespanMs).toISOString(),
      active: true,
    };
    await this.db.query(
      `INSERT INTO kratos.sessions (id, token_hash, logout_token_hash, identity_id, aal, methods,
         authenticated_at, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        session.id,
        sha256(token),
        sha256(sha256(`logout:${token}`)),
        identityId,
        aal,
        JSON.stringify(session.methods),
        session.authenticated_at,
        session.issued_at,
        session.expires_at,
      ],
    );
    return { token, session };
  }

  private async completeMethod(
    session: SessionRow,
    method: string,
    aal: 'aal1' | 'aal2',
  ): Promise<SessionRow> {
    const now = new Date().toISOString();
    const methods = [...session.methods, { method, aal, completed_at: now }];
    const nextAal = aal === 'aal2' || session.aal === 'aal2' ? 'aal2' : 'aal1';
    await this.db.query(
      'UPDATE kratos.sessions SET methods = $2, aal = $3, authenticated_at = $4 WHERE id = $1',
      [session.id, JSON.stringify(methods), nextAal, now],
    );
    return { ...session, methods, aal: nextAal, authenticated_at: now };
  }

  private sessionCookie(token: string): string {
    return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${Math.floor(this.sessionLifespanMs / 1000)}; HttpOnly; SameSite=Lax`;
  }

  private identityJson(identity: IdentityRow) {
    const email = identity.traits.email;
    const addressId = (tag: string) => {
      const h = sha256(`${identity.id}:${tag}`);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
    };
    const created = iso(identity.created_at);
    const updated = iso(identity.updated_at);
    return {
      id: identity.id,
      schema_id: identity.schema_id,
      schema_url: `${this.base}/schemas/ZGVmYXVsdA`,
      state: identity.state,
      traits: identity.traits,
      verifiable_addresses: [
        {
          id: addressId('verifiable'),
          value: email,
          verified: identity.email_verified === true,
          via: 'email',
          status: identity.email_verified ? 'completed' : 'sent',
          created_at: created,
          updated_at: updated,
        },
      ],
      recovery_addresses: [
        {
          id: addressId('recovery'),
          value: email,
          via: 'email',
          created_at: created,
          updated_at: updated,
        },
      ],
      metadata_public: null,
      created_at: created,
      updated_at: updated,
      organization_id: null,
    };
  }

  private sessionJson(session: SessionRow, identity: IdentityRow | null) {
    return {
      id: session.id,
      active: session.active,
      expires_at: iso(session.expires_at),
      authenticated_at: iso(session.authenticated_at),
      authenticator_assurance_level: session.aal,
      authentication_methods: session.methods,
      issued_at: iso(session.issued_at),
      ...(identity ? { identity: this.identityJson(identity) } : {}),
      devices: [],
    };
  }

  // ------------------------------------------------------------------------------------ errors

  /** Answers an error: JSON for API flows and JSON clients, else stored and 303 to the error UI. */
  private async fail(
    req: RouteRequest,
    type: FlowType,
    error: HerodotError,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<RouteResponse> {
    if (type === 'api' || wantsJson(req))
      return kratosJson(error.code, { error, ...extra }, headers);
    const id = newId();
    await this.db.query('INSERT INTO kratos.errors (id, error) VALUES ($1, $2)', [
      id,
      JSON.stringify(error),
    ]);
    return redirect(this.ui('error', `id=${id}`), headers);
  }

  async getError(req: RouteRequest): Promise<RouteResponse> {
    const id = req.search.get('id') ?? '';
    const rows = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.db.query<{ id: string; error: unknown; created_at: unknown }>(
          'SELECT id, error, created_at FROM kratos.errors WHERE id = $1',
          [id],
        )
      : { rows: [] };
    const row = rows.rows[0];
    if (!row) return kratosJson(404, { error: errors.notFound() });
    return kratosJson(200, {
      id: row.id,
      error: row.error,
      created_at: iso(row.created_at),
      updated_at: iso(row.created_at),
    });
  }

  // ------------------------------------------------------------------------------------ return_to

  private returnToAllowed(returnTo: string): boolean {
    let url: URL;
    try {
      url = new URL(returnTo);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return true;
    const allowed = [
      this.options.publicUrl(),
      this.options.uiUrl?.() ?? '',
      ...(this.options.allowedReturnUrls ?? []),
    ].filter(Boolean);
    return allowed.some((prefix) => {
      try {
        const p = new URL(prefix);
        return p.origin === url.origin && url.pathname.startsWith(p.pathname);
      } catch {
        return false;
      }
    });
  }

  // ------------------------------------------------------------------------------------- flows

  private flowJson(flow: Flow, identity?: IdentityRow | null) {
    const d = flow.data;
    return {
      id: flow.id,
      type: flow.type,
      expires_at: iso(flow.expires_at),
      issued_at: iso(flow.issued_at),
      request_url: d.request_url,
      ...(d.return_to ? { return_to: d.return_to } : {}),
      ...(d.active ? { active: d.active } : {}),
      ui: d.ui,
      created_at: iso(flow.issued_at),
      updated_at: iso(flow.updated_at),
      state: d.state,
      organization_id: null,
      ...(flow.kind === 'login'
        ? { refresh: d.refresh === true, requested_aal: d.requested_aal ?? 'aal1' }
        : {}),
      ...(flow.kind === 'settings' && identity ? { identity: this.identityJson(identity) } : {}),
      ...(d.continue_with ? { continue_with: d.continue_with } : {}),
    };
  }

  private async saveFlow(flow: Flow): Promise<void> {
    await this.db.query('UPDATE kratos.flows SET data = $2, updated_at = now() WHERE id = $1', [
      flow.id,
      JSON.stringify(flow.data),
    ]);
    flow.updated_at = new Date().toISOString();
  }

  private async createFlow(
    kind: FlowKind,
    type: FlowType,
    req: RouteRequest,
    data: Omit<FlowData, 'ui'>,
    build: (flow: Flow) => UiNode[] | Promise<UiNode[]>,
    messages?: UiText[],
  ): Promise<{ flow: Flow; cookie?: string }> {
    let csrf: string | null = null;
    let cookie: string | undefined;
    if (type === 'browser') {
      csrf = readCookie(req.headers.cookie, this.csrfCookieName);
      if (!csrf || csrf.length < 20) {
        csrf = randomToken();
        cookie = `${this.csrfCookieName}=${csrf}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`;
      }
    }
    const now = new Date();
    const flow: Flow = {
      id: newId(),
      kind,
      type,
      csrf_token: csrf,
      data: { ...data, ui: { action: '', method: 'POST', nodes: [] } },
      issued_at: now.toISOString(),
      expires_at: new Date(now.getTime() + this.flowLifespanMs).toISOString(),
      updated_at: now.toISOString(),
    };
    flow.data.ui = {
      action: `${this.base}/self-service/${kind}?flow=${flow.id}`,
      method: 'POST',
      nodes: await build(flow),
      ...(messages?.length ? { messages } : {}),
    };
    await this.db.query(
      `INSERT INTO kratos.flows (id, kind, type, csrf_token, data, issued_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [flow.id, kind, type, csrf, JSON.stringify(flow.data), flow.issued_at, flow.expires_at],
    );
    return { flow, cookie };
  }

  private withCsrf(flow: Flow, nodes: UiNode[]): UiNode[] {
    return flow.type === 'browser' && flow.csrf_token
      ? [csrfNode(flow.csrf_token), ...nodes]
      : nodes;
  }

  private requestUrl(req: RouteRequest): string {
    const q = req.search.toString();
    return `${this.base}${req.path.replace(/^\/kratos/, '')}${q ? `?${q}` : ''}`;
  }

  /** The answer to a flow just created: the flow as JSON, or a 303 to its UI. */
  private flowCreated(req: RouteRequest, flow: Flow, cookie?: string, identity?: IdentityRow) {
    const headers: Record<string, string> = cookie ? { 'Set-Cookie': cookie } : {};
    if (flow.type === 'api' || wantsJson(req))
      return kratosJson(200, this.flowJson(flow, identity), headers);
    return redirect(this.ui(flow.kind as FlowKind, `flow=${flow.id}`), headers);
  }

  /** A flow redisplayed after a submit: 400 (validation) or 200, or a 303 to its UI. */
  private flowAnswer(req: RouteRequest, flow: Flow, status: number, identity?: IdentityRow | null) {
    if (flow.type === 'api' || wantsJson(req))
      return kratosJson(status, this.flowJson(flow, identity));
    return redirect(this.ui(flow.kind as FlowKind, `flow=${flow.id}`));
  }

  private csrfOk(req: RouteRequest, flow: Flow, body: Body): boolean {
    if (flow.type !== 'browser') return true;
    const cookie = readCookie(req.headers.cookie, this.csrfCookieName);
    return (
      !!flow.csrf_token && cookie === flow.csrf_token && str(body.csrf_token) === flow.csrf_token
    );
  }

  /** Loads the flow of a submit: 404, or 410 with a fresh flow (`use_flow_id`), or the flow. */
  private async loadForSubmit(
    kind: FlowKind,
    req: RouteRequest,
  ): Promise<{ flow: Flow } | { response: RouteResponse }> {
    const flow = await flowById<FlowData>(this.db, req.search.get('flow') ?? '');
    const injected = flow ? this.injected.get(flow.id) : undefined;
    if (flow && injected) {
      this.injected.delete(flow.id);
      return { response: kratosJson(injected.code, { error: injected }) };
    }
    if (!flow || flow.kind !== kind) {
      if (wantsJson(req)) return { response: kratosJson(404, { error: errors.notFound() }) };
      return { response: redirect(`${this.base}/self-service/${kind}/browser`) };
    }
    const expiredAt = new Date(iso(flow.expires_at));
    if (expiredAt.getTime() <= Date.now()) {
      const minutes = (Date.now() - expiredAt.getTime()) / 60_000;
      const fresh = await this.newFlowLike(kind, flow, req, [msg.flowExpired(kind, minutes)]);
      if (flow.type === 'browser' && !wantsJson(req))
        return { response: redirect(this.ui(kind, `flow=${fresh.id}`)) };
      return {
        response: kratosJson(410, {
          error: herodot(
            410,
            'self_service_flow_expired',
            'self-service flow expired',
            `The self-service flow expired ${minutes.toFixed(2)} minutes ago, initialize a new one.`,
          ),
          expired_at: expiredAt.toISOString(),
          since: Math.round(minutes * 60e9),
          use_flow_id: fresh.id,
        }),
      };
    }
    return { flow };
  }

  private async newFlowLike(kind: FlowKind, old: Flow, req: RouteRequest, messages: UiText[]) {
    const data: Omit<FlowData, 'ui'> = {
      request_url: old.data.request_url,
      return_to: old.data.return_to,
      state:
        kind === 'recovery' || kind === 'verification'
          ? 'choose_method'
          : kind === 'settings'
            ? 'show_form'
            : 'choose_method',
      refresh: old.data.refresh,
      requested_aal: old.data.requested_aal,
      identity_id: old.data.identity_id,
    };
    const identity = data.identity_id ? await identityById(this.db, data.identity_id) : null;
    const { flow } = await this.createFlow(
      kind,
      old.type,
      req,
      data,
      (f) => this.nodesFor(kind, f, identity),
      messages,
    );
    return flow;
  }

  private nodesFor(kind: FlowKind, flow: Flow, identity: IdentityRow | null): UiNode[] {
    switch (kind) {
      case 'login':
        return this.loginNodes(flow, identity);
      case 'registration':
        return this.withCsrf(flow, [
          ...traitNodes('default', null),
          input('password', 'password', 'password', {
            required: true,
            autocomplete: 'new-password',
            label: msg.labelPassword(),
          }),
          submit('password', 'password', msg.signUp()),
        ]);
      case 'recovery':
      case 'verification':
        return this.codeEmailNodes(flow);
      case 'settings':
        return this.settingsNodes(flow, identity!);
    }
  }

  /** `GET /self-service/<kind>/flows?id=`: 404, 410, 403 CSRF (browser flows need their cookie). */
  async getFlow(kind: FlowKind, req: RouteRequest): Promise<RouteResponse> {
    const flow = await flowById<FlowData>(this.db, req.search.get('id') ?? '');
    if (!flow || flow.kind !== kind) return kratosJson(404, { error: errors.notFound() });
    if (new Date(iso(flow.expires_at)).getTime() <= Date.now()) {
      const redirectTo = `${this.base}/self-service/${kind}/browser${flow.data.return_to ? `?return_to=${encodeURIComponent(flow.data.return_to)}` : ''}`;
      return kratosJson(410, {
        error: herodot(
          410,
          'self_service_flow_expired',
          'self-service flow expired',
          `The ${kind} flow has expired. Redirect the user to the ${kind} flow init endpoint to initialize a new ${kind} flow.`,
          {
            redirect_to: redirectTo,
            ...(flow.data.return_to ? { return_to: flow.data.return_to } : {}),
          },
        ),
      });
    }
    if (flow.type === 'browser') {
      if (!flow.csrf_token) {
        // A flow made by an admin (an invitation): the first browser to open it binds its cookie.
        const csrf = readCookie(req.headers.cookie, this.csrfCookieName) ?? randomToken();
        flow.csrf_token = csrf;
        await this.db.query('UPDATE kratos.flows SET csrf_token = $2 WHERE id = $1', [
          flow.id,
          csrf,
        ]);
        flow.data.ui.nodes = [csrfNode(csrf), ...flow.data.ui.nodes];
        await this.saveFlow(flow);
        return kratosJson(200, this.flowJson(flow), {
          'Set-Cookie': `${this.csrfCookieName}=${csrf}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`,
        });
      }
      if (readCookie(req.headers.cookie, this.csrfCookieName) !== flow.csrf_token)
        return kratosJson(403, { error: errors.csrf() });
    }
    if (kind === 'settings') {
      const found = await this.currentSession(req, flow.type);
      if (!found) return kratosJson(401, { error: errors.inactive() });
      if (found.identity.id !== flow.data.identity_id)
        return kratosJson(403, { error: errors.identityMismatch() });
      return kratosJson(200, this.flowJson(flow, found.identity));
    }
    return kratosJson(200, this.flowJson(flow));
  }

  /** Sandbox-only: makes a flow expire now (tests of the 410 path). */
  async expireFlow(id: string): Promise<RouteResponse> {
    const done = await this.db.query(
      "UPDATE kratos.flows SET expires_at = now() - interval '1 second' WHERE id = $1 RETURNING id",
      [/^[0-9a-f-]{36}$/i.test(id) ? id : '00000000-0000-0000-0000-000000000000'],
    );
    return done.rows.length
      ? kratosJson(200, { id, expired: true })
      : kratosJson(404, { error: errors.notFound() });
  }

  /** Sandbox-only: moves the caller's session's authentication back (tests of privileged actions). */
  async ageSession(req: RouteRequest): Promise<RouteResponse> {
    const found = await this.currentSession(req);
    if (!found) return kratosJson(401, { error: errors.inactive() });
    const minutes = Number(readBody(req).minutes ?? 60);
    await this.db.query(
      'UPDATE kratos.sessions SET authenticated_at = authenticated_at - make_interval(mins => $2) WHERE id = $1',
      [found.session.id, Number.isFinite(minutes) ? Math.round(minutes) : 60],
    );
    return kratosJson(200, { id: found.session.id });
  }

  /**
   * Sandbox-only: the next submit of flow `target` (or, for `whoami`, the next whoami with a
   * session) answers `{status, error}` instead: Kratos errors an api flow cannot meet here (a CSRF
   * violation, session_already_available, a bare 410, whoami 401/422). The error's texts are
   * Kratos's own for a known id.
   */
  async injectFailure(target: string, req: RouteRequest): Promise<RouteResponse> {
    const body = readBody(req);
    const status = Number(body.status);
    if (!Number.isInteger(status) || status < 400 || status > 599)
      return kratosJson(400, { error: errors.badRequest('status must be an HTTP error status') });
    const id = str(body.error).trim();
    const to = `${this.base}/self-service/login/browser`;
    const known: Record<string, () => HerodotError> = {
      security_csrf_violation: errors.csrf,
      session_already_available: () => errors.alreadyLoggedIn('login'),
      session_inactive: errors.inactive,
      session_aal2_required: () => errors.aal2Required(`${to}?aal=aal2`),
      session_refresh_required: () => errors.refreshRequired(`${to}?refresh=true`),
      self_service_flow_return_to_forbidden: () => errors.returnToForbidden(''),
    };
    const error = { ...(known[id]?.() ?? herodot(status, id || undefined, 'error')), code: status };
    if (target === 'whoami') {
      this.injectedWhoami = error;
      return kratosJson(200, { whoami: true, status });
    }
    const flow = await flowById<FlowData>(this.db, /^[0-9a-f-]{36}$/i.test(target) ? target : '');
    if (!flow) return kratosJson(404, { error: errors.notFound() });
    this.injected.set(flow.id, error);
    return kratosJson(200, { id: flow.id, status });
  }

  /**
   * Sandbox-only: changes every active session of the identity with `email`: `minutes` older
   * sign-in (session_refresh_required), `aal: "aal1"` (session_aal2_required for a TOTP user),
   * `active: false` (revoked: session_inactive).
   */
  async changeSessions(req: RouteRequest): Promise<RouteResponse> {
    const body = readBody(req);
    const identity = await identityByEmail(this.db, str(body.email));
    if (!identity) return kratosJson(404, { error: errors.notFound() });
    const minutes = Number(body.minutes ?? 0);
    const done = await this.db.query(
      `UPDATE kratos.sessions SET
         authenticated_at = authenticated_at - make_interval(mins => $2),
         aal = COALESCE($3, aal),
         active = COALESCE($4, active)
       WHERE identity_id = $1 AND active RETURNING id`,
      [
        identity.id,
        Number.isFinite(minutes) ? Math.round(minutes) : 0,
        body.aal === 'aal1' ? 'aal1' : null,
        body.active === false ? false : null,
      ],
    );
    return kratosJson(200, { sessions: done.rows.length });
  }

  // ------------------------------------------------------------------------------------- whoami

  async whoami(req: RouteRequest): Promise<RouteResponse> {
    const injected = this.injectedWhoami;
    if (injected && this.sessionTokenOf(req, 'any')) {
      this.injectedWhoami = null;
      return kratosJson(injected.code, { error: injected });
    }
    const found = await this.currentSession(req);
    if (!found) return kratosJson(401, { error: errors.inactive() });
    if (!this.aalSatisfied(found.session, found.identity)) {
      const to = `${this.base}/self-service/login/browser?aal=aal2`;
      return kratosJson(403, { error: errors.aal2Required(to), redirect_browser_to: to });
    }
    return kratosJson(200, this.sessionJson(found.session, found.identity), {
      'X-Kratos-Authenticated-Identity-Id': found.identity.id,
    });
  }

  // -------------------------------------------------------------------------------------- login

  private loginNodes(flow: Flow, identity: IdentityRow | null): UiNode[] {
    if (flow.data.requested_aal === 'aal2') {
      return this.withCsrf(flow, [
        input('totp', 'totp_code', 'text', {
          required: true,
          autocomplete: 'one-time-code',
          label: msg.loginTotpLabel(),
        }),
        submit('totp', 'totp', msg.loginTotp()),
      ]);
    }
    const identifier =
      flow.data.refresh && identity
        ? input('default', 'identifier', 'hidden', { value: identity.traits.email, required: true })
        : input('default', 'identifier', 'text', {
            value: '',
            required: true,
            autocomplete: 'username',
            label: msg.labelId(),
          });
    return this.withCsrf(flow, [
      identifier,
      input('password', 'password', 'password', {
        required: true,
        autocomplete: 'current-password',
        label: msg.labelPassword(),
      }),
      submit('password', 'password', msg.signIn()),
    ]);
  }

  async initLogin(type: FlowType, req: RouteRequest): Promise<RouteResponse> {
    const refresh = req.search.get('refresh') === 'true';
    const aal = req.search.get('aal') === 'aal2' ? 'aal2' : 'aal1';
    const returnTo = req.search.get('return_to') ?? undefined;
    if (returnTo && !this.returnToAllowed(returnTo))
      return this.fail(req, type, errors.returnToForbidden(returnTo));
    const found = await this.currentSession(req, type);
    if (aal === 'aal2') {
      if (!found) return this.fail(req, type, errors.aal1Required());
      if (found.session.aal === 'aal2' || !found.identity.totp_secret)
        return this.fail(req, type, errors.aalFulfilled());
    } else if (found && !refresh) {
      if (type === 'browser' && !wantsJson(req))
        return redirect(returnTo ?? `${this.options.uiUrl?.() ?? this.options.publicUrl()}/`);
      return this.fail(req, type, errors.alreadyLoggedIn('login'));
    }
    const identity = found?.identity ?? null;
    const messages =
      aal === 'aal2' ? [msg.loginMfa()] : refresh && identity ? [msg.loginReAuth()] : undefined;
    const { flow, cookie } = await this.createFlow(
      'login',
      type,
      req,
      {
        request_url: this.requestUrl(req),
        return_to: returnTo,
        state: 'choose_method',
        refresh: refresh && !!identity,
        requested_aal: aal,
        identity_id: refresh || aal === 'aal2' ? identity?.id : undefined,
      },
      (f) => this.loginNodes(f, identity),
      messages,
    );
    return this.flowCreated(req, flow, cookie);
  }

  private setNodeValue(flow: Flow, name: string, value: unknown): void {
    for (const node of flow.data.ui.nodes)
      if (node.attributes.name === name && node.attributes.type !== 'hidden')
        node.attributes.value = value;
  }

  private async redisplay(
    req: RouteRequest,
    flow: Flow,
    messages: UiText[],
    identity?: IdentityRow | null,
  ): Promise<RouteResponse> {
    flow.data.ui.messages = messages;
    await this.saveFlow(flow);
    return this.flowAnswer(req, flow, 400, identity);
  }

  async submitLogin(req: RouteRequest): Promise<RouteResponse> {
    const loaded = await this.loadForSubmit('login', req);
    if ('response' in loaded) return loaded.response;
    const flow = loaded.flow;
    const body = readBody(req);
    if (!this.csrfOk(req, flow, body)) return this.fail(req, flow.type, errors.csrf());
    const found = await this.currentSession(req, flow.type);
    const upgrading = flow.data.requested_aal === 'aal2';
    if (found && !flow.data.refresh && !upgrading)
      return this.fail(req, flow.type, errors.alreadyLoggedIn('login'));
    for (const node of flow.data.ui.nodes) node.messages = [];
    const method = str(body.method);
    let session: SessionRow;
    let token: string | null = null;
    let identity: IdentityRow;
    if (method === 'password' && !upgrading) {
      const identifier = str(body.identifier).trim();
      const password = str(body.password);
      this.setNodeValue(flow, 'identifier', identifier);
      if (!identifier || !password) {
        for (const node of flow.data.ui.nodes) {
          const name = String(node.attributes.name);
          if ((name === 'identifier' && !identifier) || (name === 'password' && !password))
            node.messages = [msg.required(name)];
        }
        return this.redisplay(req, flow, []);
      }
      const candidate = await identityByEmail(this.db, identifier);
      const ok =
        !!candidate?.password_hash &&
        (await this.options.secrets.verify(password, candidate.password_hash));
      if (!candidate || !ok) return this.redisplay(req, flow, [msg.invalidCredentials()]);
      if (candidate.state !== 'active') return this.redisplay(req, flow, [msg.identityDisabled()]);
      identity = candidate;
      if (flow.data.refresh && found) {
        if (found.identity.id !== identity.id)
          return this.fail(req, flow.type, errors.identityMismatch());
        session = await this.completeMethod(found.session, 'password', 'aal1');
      } else {
        ({ session, token } = await this.issueSession(identity.id, 'password', 'aal1'));
      }
    } else if (method === 'totp' && upgrading) {
      if (!found) return this.fail(req, flow.type, errors.aal1Required());
      identity = found.identity;
      const code = str(body.totp_code).trim();
      if (!identity.totp_secret) return this.redisplay(req, flow, [msg.totpWrong()]);
      const checked = await this.totpGuard.check(identity.id, identity.totp_secret, code);
      if (!checked.ok) return this.redisplay(req, flow, [checked.message]);
      session = await this.completeMethod(found.session, 'totp', 'aal2');
    } else {
      return this.redisplay(req, flow, [
        {
          id: 4010002,
          text: 'Could not find a strategy to log you in with. Did you fill out the form correctly?',
          type: 'error',
        },
      ]);
    }
    flow.data.state = 'passed_challenge';
    flow.data.active = method;
    flow.data.ui.messages = [];
    await this.saveFlow(flow);
    await this.db.query('UPDATE public.people SET last_login = now() WHERE id = $1', [identity.id]);
    const satisfied = this.aalSatisfied(session, identity);
    const aal2Url = `${this.base}/self-service/login/browser?aal=aal2${flow.data.return_to ? `&return_to=${encodeURIComponent(flow.data.return_to)}` : ''}`;
    if (flow.type === 'api') {
      return kratosJson(200, {
        ...(token ? { session_token: token } : {}),
        session: this.sessionJson(session, satisfied ? identity : null),
      });
    }
    const cookie: Record<string, string> = token ? { 'Set-Cookie': this.sessionCookie(token) } : {};
    const returnTo =
      flow.data.return_to ?? `${this.options.uiUrl?.() ?? this.options.publicUrl()}/`;
    if (wantsJson(req)) {
      if (!satisfied)
        return kratosJson(
          422,
          { error: errors.locationChange(aal2Url), redirect_browser_to: aal2Url },
          cookie,
        );
      return kratosJson(
        200,
        {
          session: this.sessionJson(session, identity),
          continue_with: flow.data.return_to
            ? [{ action: 'redirect_browser_to', redirect_browser_to: flow.data.return_to }]
            : [],
        },
        cookie,
      );
    }
    return redirect(satisfied ? returnTo : aal2Url, cookie);
  }

  // ------------------------------------------------------------------------------------- logout

  async logoutBrowserInit(req: RouteRequest): Promise<RouteResponse> {
    const token = this.sessionTokenOf(req, 'browser');
    const found = token ? await sessionByToken(this.db, token) : null;
    if (!token || !found) return kratosJson(401, { error: errors.inactive() });
    const logoutToken = sha256(`logout:${token}`);
    const returnTo = req.search.get('return_to');
    if (returnTo && !this.returnToAllowed(returnTo))
      return kratosJson(400, { error: errors.returnToForbidden(returnTo) });
    const q = `token=${logoutToken}${returnTo ? `&return_to=${encodeURIComponent(returnTo)}` : ''}`;
    return kratosJson(200, {
      logout_url: `${this.base}/self-service/logout?${q}`,
      logout_token: logoutToken,
    });
  }

  async logoutBrowser(req: RouteRequest): Promise<RouteResponse> {
    const logoutToken = req.search.get('token') ?? '';
    // The logout token is sha256("logout:" + session token), stored hashed once more.
    const done = await this.db.query(
      'UPDATE kratos.sessions SET active = false WHERE logout_token_hash = $1 AND active RETURNING id',
      [sha256(logoutToken)],
    );
    if (done.rows.length === 0) {
      return this.fail(req, 'browser', errors.inactive());
    }
    const clear = { 'Set-Cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` };
    if (wantsJson(req)) return { status: 204, headers: clear, body: '' };
    const returnTo = req.search.get('return_to');
    return redirect(
      returnTo && this.returnToAllowed(returnTo) ? returnTo : this.ui('login', ''),
      clear,
    );
  }

  async logoutApi(req: RouteRequest): Promise<RouteResponse> {
    const token = str(readBody(req).session_token);
    const done = token
      ? await this.db.query(
          'UPDATE kratos.sessions SET active = false WHERE token_hash = $1 AND active RETURNING id',
          [sha256(token)],
        )
      : { rows: [] };
    if (done.rows.length === 0)
      return kratosJson(403, {
        error: herodot(
          403,
          undefined,
          'The requested action was forbidden',
          'unable to revoke session',
        ),
      });
    return { status: 204, body: '' };
  }

  // ------------------------------------------------------------------------------ registration

  async initRegistration(type: FlowType, req: RouteRequest): Promise<RouteResponse> {
    const returnTo = req.search.get('return_to') ?? undefined;
    if (returnTo && !this.returnToAllowed(returnTo))
      return this.fail(req, type, errors.returnToForbidden(returnTo));
    if (await this.currentSession(req, type)) {
      if (type === 'browser' && !wantsJson(req))
        return redirect(returnTo ?? `${this.options.uiUrl?.() ?? this.options.publicUrl()}/`);
      return this.fail(req, type, errors.alreadyLoggedIn('registration'));
    }
    const { flow, cookie } = await this.createFlow(
      'registration',
      type,
      req,
      { request_url: this.requestUrl(req), return_to: returnTo, state: 'choose_method' },
      (f) => this.nodesFor('registration', f, null),
    );
    return this.flowCreated(req, flow, cookie);
  }

  async submitRegistration(req: RouteRequest): Promise<RouteResponse> {
    const loaded = await this.loadForSubmit('registration', req);
    if ('response' in loaded) return loaded.response;
    const flow = loaded.flow;
    const body = readBody(req);
    if (!this.csrfOk(req, flow, body)) return this.fail(req, flow.type, errors.csrf());
    if (await this.currentSession(req, flow.type))
      return this.fail(req, flow.type, errors.alreadyLoggedIn('registration'));
    const traits = (typeof body.traits === 'object' && body.traits ? body.traits : {}) as Body;
    const name = (typeof traits.name === 'object' && traits.name ? traits.name : {}) as Body;
    const email = str(traits.email).trim();
    const first = str(name.first).trim();
    const last = str(name.last).trim();
    const password = str(body.password);
    this.setNodeValue(flow, 'traits.email', email);
    this.setNodeValue(flow, 'traits.name.first', first);
    this.setNodeValue(flow, 'traits.name.last', last);
    for (const node of flow.data.ui.nodes) node.messages = [];
    if (str(body.method) !== 'password') return this.redisplay(req, flow, [msg.required('method')]);
    let invalid = false;
    for (const node of flow.data.ui.nodes) {
      const n = String(node.attributes.name);
      if (n === 'traits.email' && !emailPattern.test(email)) {
        node.messages = [
          email
            ? { id: 4000001, text: `"${email}" is not valid "email"`, type: 'error' }
            : msg.required('email'),
        ];
        invalid = true;
      }
      if (n === 'password' && password.length < 8) {
        node.messages = [
          password ? msg.passwordMinLength(8, password.length) : msg.required('password'),
        ];
        invalid = true;
      }
    }
    if (invalid) return this.redisplay(req, flow, []);
    // Mission Control's registration hooks: an invite must be pending and for this email.
    const inviteId = this.inviteOf(body, flow);
    const invite = inviteId ? await this.pendingInvite(inviteId) : null;
    if (inviteId && !invite) return this.redisplay(req, flow, [msg.inviteOnly()]);
    if (invite && invite.email !== email.toLowerCase())
      return this.redisplay(req, flow, [msg.inviteOtherEmail()]);
    if (await identityByEmail(this.db, email))
      return this.redisplay(req, flow, [msg.duplicateCredentials()]);
    const passwordHash = await this.options.secrets.hash(password);
    const identityId = await this.db.transaction(async (tx) => {
      const person = await tx.query<{ id: string }>(
        'INSERT INTO public.people (name, email) VALUES ($1, $2) RETURNING id',
        [`${first} ${last}`.trim() || email, email],
      );
      const id = person.rows[0]!.id;
      await tx.query('INSERT INTO public.identities (id, traits) VALUES ($1, $2)', [
        id,
        JSON.stringify({ email, name: { first, last } }),
      ]);
      if (invite) {
        await tx.query("INSERT INTO public.casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2)", [
          id,
          invite.role,
        ]);
        await tx.query('UPDATE kratos.invites SET accepted_at = now() WHERE id = $1', [invite.id]);
      }
      return id;
    });
    await upsertCredentials(this.db, identityId, { passwordHash, emailVerified: false });
    const identity = (await identityById(this.db, identityId))!;
    const verification = await this.startCodeFlow(
      'verification',
      flow.type,
      req,
      identity.traits.email,
    );
    flow.data.state = 'passed_challenge';
    flow.data.active = 'password';
    flow.data.ui.messages = [];
    await this.saveFlow(flow);
    const { token, session } = await this.issueSession(identityId, 'password', 'aal1');
    const showVerification = {
      action: 'show_verification_ui',
      flow: {
        id: verification.id,
        verifiable_address: email,
        url: this.ui('verification', `flow=${verification.id}`),
      },
    };
    if (flow.type === 'api')
      return kratosJson(200, {
        identity: this.identityJson(identity),
        session: this.sessionJson(session, identity),
        session_token: token,
        continue_with: [
          { action: 'set_ory_session_token', ory_session_token: token },
          showVerification,
        ],
      });
    const cookie = { 'Set-Cookie': this.sessionCookie(token) };
    if (wantsJson(req))
      return kratosJson(
        200,
        {
          identity: this.identityJson(identity),
          session: this.sessionJson(session, identity),
          continue_with: [showVerification],
        },
        cookie,
      );
    return redirect(
      flow.data.return_to ?? `${this.options.uiUrl?.() ?? this.options.publicUrl()}/`,
      cookie,
    );
  }

  // ------------------------------------------------------------------ recovery and verification

  private codeEmailNodes(flow: Flow): UiNode[] {
    const sent = flow.data.state === 'sent_email';
    const kind = flow.kind;
    if (!sent)
      return this.withCsrf(flow, [
        input('code', 'email', 'email', {
          required: true,
          autocomplete: 'email',
          label: msg.labelEmail(),
        }),
        submit('code', 'code', msg.labelSubmit()),
      ]);
    return this.withCsrf(flow, [
      input('code', 'code', 'text', {
        required: true,
        autocomplete: 'one-time-code',
        label: kind === 'recovery' ? msg.labelRecoveryCode() : msg.labelVerificationCode(),
      }),
      input('code', 'method', 'hidden', { value: 'code' }),
      submit('code', 'code', msg.labelSubmit()),
      submit('code', flow.data.code_email ?? '', msg.labelResend(), 'email'),
    ]);
  }

  async initCodeFlow(
    kind: 'recovery' | 'verification',
    type: FlowType,
    req: RouteRequest,
  ): Promise<RouteResponse> {
    const returnTo = req.search.get('return_to') ?? undefined;
    if (returnTo && !this.returnToAllowed(returnTo))
      return this.fail(req, type, errors.returnToForbidden(returnTo));
    if (kind === 'recovery' && (await this.currentSession(req, type))) {
      if (type === 'browser' && !wantsJson(req))
        return redirect(returnTo ?? `${this.options.uiUrl?.() ?? this.options.publicUrl()}/`);
      return this.fail(req, type, errors.alreadyLoggedIn('recovery'));
    }
    const { flow, cookie } = await this.createFlow(
      kind,
      type,
      req,
      {
        request_url: this.requestUrl(req),
        return_to: returnTo,
        state: 'choose_method',
        active: 'code',
      },
      (f) => this.codeEmailNodes(f),
    );
    return this.flowCreated(req, flow, cookie);
  }

  /** Sends a code for `email` on a new flow already in `sent_email` (registration, invitations). */
  private async startCodeFlow(
    kind: 'recovery' | 'verification',
    type: FlowType,
    req: RouteRequest | null,
    email: string,
    csrfLess = false,
  ): Promise<Flow> {
    const fake =
      req ??
      ({
        headers: {},
        search: new URLSearchParams(),
        path: '',
        body: '',
      } as unknown as RouteRequest);
    const { flow } = await this.createFlow(
      kind,
      csrfLess ? 'api' : type,
      fake,
      {
        request_url: `${this.base}/self-service/${kind}/${type}`,
        state: 'sent_email',
        active: 'code',
      },
      () => [],
    );
    flow.type = type;
    if (csrfLess) flow.csrf_token = null;
    await this.db.query('UPDATE kratos.flows SET type = $2 WHERE id = $1', [flow.id, type]);
    await this.sendCode(flow, email);
    return flow;
  }

  private async sendCode(flow: Flow, email: string): Promise<void> {
    const kind = flow.kind as 'recovery' | 'verification';
    const identity = await identityByEmail(this.db, email);
    const code = newCode();
    flow.data.state = 'sent_email';
    flow.data.code_email = email;
    flow.data.code_identity = identity?.id ?? null;
    flow.data.code_hash = identity ? sha256(`${flow.id}:${code}`) : undefined;
    flow.data.ui.nodes = this.codeEmailNodes(flow);
    flow.data.ui.messages = [
      kind === 'recovery' ? msg.recoveryCodeSent() : msg.verificationCodeSent(),
    ];
    await this.saveFlow(flow);
    const subject =
      kind === 'recovery' ? 'Recover access to your account' : 'Please verify your email address';
    const link = `${this.base}/self-service/${kind}?flow=${flow.id}&code=${code}`;
    const body = identity
      ? `Hi,\n\nplease ${kind === 'recovery' ? 'recover access to your account' : 'verify your account'} by entering the following code:\n\n${code}\n\nor clicking the following link:\n\n${link}\n`
      : `Hi,\n\nyou (or someone else) entered this email address when trying to ${kind === 'recovery' ? 'recover access to an account' : 'verify an account'}.\n\nHowever, this email address is not on our database of registered users.\n`;
    await this.courier(email, subject, body, `${kind}_code_${identity ? 'valid' : 'invalid'}`);
    if (identity) this.log(`sandbox kratos: ${kind} code for ${email}: ${code} (flow ${flow.id})`);
  }

  private async courier(recipient: string, subject: string, body: string, template: string) {
    await this.db.query(
      'INSERT INTO kratos.courier_messages (id, recipient, subject, body, template_type) VALUES ($1, $2, $3, $4, $5)',
      [newId(), recipient, subject, body, template],
    );
    this.log(`sandbox kratos: courier sent "${template}" to ${recipient}`);
  }

  async submitCodeFlow(
    kind: 'recovery' | 'verification',
    req: RouteRequest,
  ): Promise<RouteResponse> {
    const loaded = await this.loadForSubmit(kind, req);
    if ('response' in loaded) return loaded.response;
    const flow = loaded.flow;
    const body = readBody(req);
    if (!this.csrfOk(req, flow, body)) return this.fail(req, flow.type, errors.csrf());
    const code = str(body.code).trim();
    const email = str(body.email).trim();
    if (!code) {
      if (!emailPattern.test(email)) {
        for (const node of flow.data.ui.nodes)
          node.messages = node.attributes.name === 'email' ? [msg.required('email')] : [];
        return this.redisplay(req, flow, []);
      }
      await this.sendCode(flow, email);
      return this.flowAnswer(req, flow, 200);
    }
    const valid =
      flow.data.state === 'sent_email' &&
      !!flow.data.code_hash &&
      flow.data.code_hash === sha256(`${flow.id}:${code}`);
    if (!valid)
      return this.redisplay(req, flow, [
        kind === 'recovery' ? msg.recoveryCodeInvalid() : msg.verificationCodeInvalid(),
      ]);
    const identity = (await identityById(this.db, flow.data.code_identity!))!;
    flow.data.code_hash = undefined;
    flow.data.state = 'passed_challenge';
    if (kind === 'verification') {
      await upsertCredentials(this.db, identity.id, { emailVerified: true });
      flow.data.ui.nodes = this.withCsrf(flow, [
        {
          type: 'a',
          group: 'code',
          attributes: {
            href: flow.data.return_to ?? `${this.options.uiUrl?.() ?? this.options.publicUrl()}/`,
            title: msg.labelContinue(),
            id: 'continue',
            node_type: 'a',
          },
          messages: [],
          meta: { label: msg.labelContinue() },
        },
      ]);
      flow.data.ui.messages = [msg.verificationSuccessful()];
      await this.saveFlow(flow);
      return this.flowAnswer(req, flow, 200);
    }
    // Recovery: a privileged session and a settings flow to set a new password in.
    const { token } = await this.issueSession(identity.id, 'code_recovery', 'aal1');
    const settings = await this.createFlow(
      'settings',
      flow.type,
      req,
      {
        request_url: `${this.base}/self-service/settings/${flow.type}`,
        state: 'show_form',
        identity_id: identity.id,
        return_to: flow.data.return_to,
      },
      (f) => this.settingsNodes(f, identity),
      [msg.recoverySuccessful(this.privilegedMaxAgeMs / 60_000)],
    );
    const settingsUrl = this.ui('settings', `flow=${settings.flow.id}`);
    flow.data.ui.messages = [];
    flow.data.ui.nodes = this.withCsrf(flow, []);
    if (flow.type === 'api') {
      await this.saveFlow(flow);
      // The token is answered once, never stored with the flow.
      return kratosJson(200, {
        ...this.flowJson(flow),
        continue_with: [
          { action: 'set_ory_session_token', ory_session_token: token },
          { action: 'show_settings_ui', flow: { id: settings.flow.id, url: settingsUrl } },
        ],
      });
    }
    await this.saveFlow(flow);
    const cookie = { 'Set-Cookie': this.sessionCookie(token) };
    if (wantsJson(req))
      return kratosJson(
        422,
        { error: errors.locationChange(settingsUrl), redirect_browser_to: settingsUrl },
        cookie,
      );
    return redirect(settingsUrl, cookie);
  }

  /** `GET /self-service/recovery?flow=&code=` (the emailed link): submits the code. */
  async codeLink(kind: 'recovery' | 'verification', req: RouteRequest): Promise<RouteResponse> {
    const flow = await flowById<FlowData>(this.db, req.search.get('flow') ?? '');
    if (!flow || flow.kind !== kind) return this.fail(req, 'browser', errors.notFound());
    const code = req.search.get('code');
    if (!code) return redirect(this.ui(kind, `flow=${flow.id}`));
    let csrf = flow.csrf_token;
    let cookie: string | undefined;
    if (flow.type === 'browser' && !csrf) {
      csrf = readCookie(req.headers.cookie, this.csrfCookieName) ?? randomToken();
      await this.db.query('UPDATE kratos.flows SET csrf_token = $2 WHERE id = $1', [flow.id, csrf]);
      cookie = csrf;
    }
    const inner: RouteRequest = {
      ...req,
      headers: {
        ...req.headers,
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${String(req.headers.cookie ?? '')}; ${this.csrfCookieName}=${csrf ?? ''}`,
      },
      search: new URLSearchParams({ flow: flow.id }),
      body: new URLSearchParams({ method: 'code', code, csrf_token: csrf ?? '' }).toString(),
    };
    const answer = await this.submitCodeFlow(kind, inner);
    if (cookie && !answer.headers?.['Set-Cookie'])
      answer.headers = {
        ...answer.headers,
        'Set-Cookie': `${this.csrfCookieName}=${cookie}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`,
      };
    return answer;
  }

  /**
   * An invitation (Settings → Users, reference §4.10 U6), as Mission Control makes it in Kratos
   * mode: a pending invite for the email (no identity yet; 409-style refusals when the email has an
   * identity or a pending invite) and the mail "Invitation to join Mission Control" with the link
   * `<ui>/login?invite=<id>` (the courier's inbox stands in for SMTP). The invitee registers with
   * that invite (registration below); the role is granted then and the invite accepted.
   */
  async invite(request: {
    email: string;
    firstName: string;
    role: string;
    invitedBy: string | null;
  }): Promise<{ ok: true; id: string; link: string } | { ok: false; message: string }> {
    const email = request.email.trim().toLowerCase();
    if (await identityByEmail(this.db, email)) return { ok: false, message: 'user already exists' };
    const id = newId();
    const inserted = await this.db.query(
      `INSERT INTO kratos.invites (id, email, role, invited_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id`,
      [id, email, request.role, request.invitedBy],
    );
    if (inserted.rows.length === 0) return { ok: false, message: 'pending invite already exists' };
    const link = `${this.options.uiUrl?.() ?? this.options.publicUrl()}/login?invite=${id}`;
    await this.courier(
      email,
      'Invitation to join Mission Control',
      `Hi ${request.firstName},\n\nyou have been invited to join Mission Control. Create your account with this link:\n\n${link}\n`,
      'invite',
    );
    return { ok: true, id, link };
  }

  /** The invite a registration carries: `transient_payload.invite`, else `?invite=` of its return_to. */
  private inviteOf(body: Body, flow: Flow): string | null {
    const transient = body.transient_payload;
    if (transient && typeof transient === 'object') {
      const value = str((transient as Body).invite).trim();
      if (value) return value;
    }
    for (const url of [flow.data.return_to, flow.data.request_url]) {
      try {
        const found = url ? new URL(url).searchParams.get('invite') : null;
        if (found) return found.trim();
      } catch {
        // not a URL: no invite there
      }
    }
    return null;
  }

  private async pendingInvite(
    id: string,
  ): Promise<{ id: string; email: string; role: string } | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const rows = await this.db.query<{ id: string; email: string; role: string }>(
      'SELECT id, email, role FROM kratos.invites WHERE id = $1 AND accepted_at IS NULL',
      [id],
    );
    return rows.rows[0] ?? null;
  }

  // ----------------------------------------------------------------------------------- settings

  private settingsNodes(flow: Flow, identity: IdentityRow): UiNode[] {
    const nodes: UiNode[] = [
      ...traitNodes('profile', identity.traits),
      submit('profile', 'profile', msg.labelSave()),
      input('password', 'password', 'password', {
        required: true,
        autocomplete: 'new-password',
        label: msg.labelPassword(),
      }),
      submit('password', 'password', msg.labelSave()),
    ];
    if (identity.totp_secret) {
      nodes.push(submit('totp', 'true', msg.unlinkTotp(), 'totp_unlink'));
    } else {
      const secret = flow.data.pending_totp ?? newTotpSecret();
      flow.data.pending_totp = secret;
      const uri = totpUri(secret, identity.traits.email, 'Mission Control');
      nodes.push(
        imgNode('totp', 'totp_qr', qrPngDataUri(uri), msg.totpQr()),
        textNode('totp', 'totp_secret_key', msg.totpSecret(secret), msg.totpSecretLabel()),
        input('totp', 'totp_code', 'text', {
          required: true,
          autocomplete: 'one-time-code',
          label: msg.labelVerifyOtp(),
        }),
        submit('totp', 'totp', msg.labelSave()),
      );
    }
    return this.withCsrf(flow, nodes);
  }

  private async requireSettingsSession(
    req: RouteRequest,
    type: FlowType,
  ): Promise<
    { response: RouteResponse } | { found: { session: SessionRow; identity: IdentityRow } }
  > {
    const found = await this.currentSession(req, type);
    if (!found) {
      if (type === 'browser' && !wantsJson(req))
        return { response: redirect(`${this.base}/self-service/login/browser`) };
      return { response: kratosJson(401, { error: errors.inactive() }) };
    }
    if (!this.aalSatisfied(found.session, found.identity)) {
      const to = `${this.base}/self-service/login/browser?aal=aal2`;
      if (type === 'browser' && !wantsJson(req)) return { response: redirect(to) };
      return {
        response: kratosJson(403, { error: errors.aal2Required(to), redirect_browser_to: to }),
      };
    }
    return { found };
  }

  async initSettings(type: FlowType, req: RouteRequest): Promise<RouteResponse> {
    const returnTo = req.search.get('return_to') ?? undefined;
    if (returnTo && !this.returnToAllowed(returnTo))
      return this.fail(req, type, errors.returnToForbidden(returnTo));
    const checked = await this.requireSettingsSession(req, type);
    if ('response' in checked) return checked.response;
    const identity = checked.found.identity;
    const { flow, cookie } = await this.createFlow(
      'settings',
      type,
      req,
      {
        request_url: this.requestUrl(req),
        return_to: returnTo,
        state: 'show_form',
        identity_id: identity.id,
      },
      (f) => this.settingsNodes(f, identity),
    );
    await this.saveFlow(flow); // keeps the pending TOTP secret
    return this.flowCreated(req, flow, cookie, identity);
  }

  async submitSettings(req: RouteRequest): Promise<RouteResponse> {
    const loaded = await this.loadForSubmit('settings', req);
    if ('response' in loaded) return loaded.response;
    const flow = loaded.flow;
    const body = readBody(req);
    if (!this.csrfOk(req, flow, body)) return this.fail(req, flow.type, errors.csrf());
    const checked = await this.requireSettingsSession(req, flow.type);
    if ('response' in checked) return checked.response;
    let { identity } = checked.found;
    const { session } = checked.found;
    if (identity.id !== flow.data.identity_id)
      return this.fail(req, flow.type, errors.identityMismatch());
    const method = str(body.method) || (body.totp_unlink ? 'totp' : '');
    for (const node of flow.data.ui.nodes) node.messages = [];
    const privileged =
      Date.now() - new Date(iso(session.authenticated_at)).getTime() < this.privilegedMaxAgeMs;
    // As Kratos: credentials and the identifier (email) need a recent sign-in; names do not.
    const traitsIn = (typeof body.traits === 'object' && body.traits ? body.traits : {}) as Body;
    const emailChange =
      method === 'profile' &&
      !!str(traitsIn.email).trim() &&
      str(traitsIn.email).trim().toLowerCase() !== identity.traits.email.toLowerCase();
    const needsPrivilege = method === 'password' || method === 'totp' || emailChange;
    if (needsPrivilege && !privileged) {
      const to = `${this.base}/self-service/login/browser?refresh=true&return_to=${encodeURIComponent(this.ui('settings', `flow=${flow.id}`))}`;
      if (flow.type === 'browser' && !wantsJson(req)) return redirect(to);
      return kratosJson(403, { error: errors.refreshRequired(to), redirect_browser_to: to });
    }
    if (method === 'profile') {
      const traits = (typeof body.traits === 'object' && body.traits ? body.traits : {}) as Body;
      const name = (typeof traits.name === 'object' && traits.name ? traits.name : {}) as Body;
      const email = str(traits.email).trim() || identity.traits.email;
      const next = {
        email,
        name: {
          first: str(name.first).trim() || (identity.traits.name?.first ?? ''),
          last: str(name.last).trim() || (identity.traits.name?.last ?? ''),
        },
      };
      if (!emailPattern.test(email))
        return this.redisplay(req, flow, [msg.required('email')], identity);
      const other = await identityByEmail(this.db, email);
      if (other && other.id !== identity.id)
        return this.redisplay(req, flow, [msg.duplicateCredentials()], identity);
      await this.db.transaction(async (tx) => {
        await tx.query(
          'UPDATE public.identities SET traits = $2, updated_at = now() WHERE id = $1',
          [identity.id, JSON.stringify(next)],
        );
        await tx.query(
          'UPDATE public.people SET name = $2, email = $3, updated_at = now() WHERE id = $1',
          [identity.id, `${next.name.first} ${next.name.last}`.trim(), email],
        );
      });
    } else if (method === 'password') {
      const password = str(body.password);
      if (password.length < 8) {
        for (const node of flow.data.ui.nodes)
          if (node.attributes.name === 'password')
            node.messages = [
              password ? msg.passwordMinLength(8, password.length) : msg.required('password'),
            ];
        return this.redisplay(req, flow, [], identity);
      }
      const hash = await this.options.secrets.hash(password);
      await upsertCredentials(this.db, identity.id, { passwordHash: hash });
      // Basic credentials (`Authorization: Basic email:password`) follow the new password.
      await this.db.query(
        `INSERT INTO public.sandbox_credentials (person_id, password_hash) VALUES ($1, $2)
         ON CONFLICT (person_id) DO UPDATE SET password_hash = $2, updated_at = now()`,
        [identity.id, hash],
      );
      this.options.onCredentialsChanged?.();
    } else if (method === 'totp' && body.totp_unlink) {
      await upsertCredentials(this.db, identity.id, { totpSecret: null });
    } else if (method === 'totp') {
      const code = str(body.totp_code).trim();
      const secret = flow.data.pending_totp;
      const checked =
        !secret || identity.totp_secret
          ? ({ ok: false, message: msg.totpWrong() } as const)
          : await this.totpGuard.check(identity.id, secret, code);
      if (!checked.ok) {
        for (const node of flow.data.ui.nodes)
          if (node.attributes.name === 'totp_code') node.messages = [checked.message];
        return this.redisplay(req, flow, [], identity);
      }
      await upsertCredentials(this.db, identity.id, { totpSecret: secret });
      // Enrolling proves the second factor: the session is aal2 from now on.
      await this.completeMethod(session, 'totp', 'aal2');
    } else {
      return this.redisplay(
        req,
        flow,
        [
          {
            id: 4010004,
            text: 'Could not find a strategy to update your settings. Did you fill out the form correctly?',
            type: 'error',
          },
        ],
        identity,
      );
    }
    identity = (await identityById(this.db, identity.id))!;
    flow.data.pending_totp = undefined;
    flow.data.state = 'success';
    flow.data.active = method;
    flow.data.ui.nodes = this.settingsNodes(flow, identity);
    flow.data.ui.messages = [msg.settingsSaved()];
    await this.saveFlow(flow);
    return this.flowAnswer(req, flow, 200, identity);
  }

  // ------------------------------------------------------------------------------------ courier

  async courierMessages(req: RouteRequest): Promise<RouteResponse> {
    const recipient = req.search.get('recipient');
    const rows = await this.db.query<{
      id: string;
      recipient: string;
      subject: string;
      body: string;
      template_type: string;
      created_at: unknown;
    }>(
      `SELECT id, recipient, subject, body, template_type, created_at FROM kratos.courier_messages
       WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY created_at DESC, id LIMIT 250`,
      [recipient],
    );
    return kratosJson(
      200,
      rows.rows.map((r) => ({
        id: r.id,
        status: 'sent',
        type: 'email',
        channel: 'email',
        recipient: r.recipient,
        body: r.body,
        subject: r.subject,
        template_type: r.template_type,
        send_count: 1,
        created_at: iso(r.created_at),
        updated_at: iso(r.created_at),
        dispatches: [],
      })),
    );
  }
}
