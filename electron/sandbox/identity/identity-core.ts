// The base of the Sandbox's Kratos-shaped identity service (service.ts): its options and state,
// sessions (issue, complete a method, read one from a request), the identity and session JSON,
// error answers and the return_to check.
import type { PGlite } from '@electric-sql/pglite';
import { readCookie } from '../http/session-cookie.ts';
import type { RouteRequest, RouteResponse } from '../http/request-types.ts';
import { errors, header, kratosJson, redirect, wantsJson, type HerodotError } from './http.ts';
import {
  identityById,
  newId,
  prepareIdentityStore,
  randomToken,
  sessionByToken,
  sha256,
  type IdentityRow,
  type SessionRow,
} from './store.ts';
import { TotpGuard } from './totp-guard.ts';
import {
  SESSION_COOKIE,
  iso,
  uiPaths,
  type FlowKind,
  type FlowType,
  type IdentityOptions,
} from './identity-types.ts';

export abstract class IdentityCore {
  protected readonly db: PGlite;
  protected readonly options: IdentityOptions;
  flowLifespanMs: number;
  protected readonly sessionLifespanMs: number;
  privilegedMaxAgeMs: number;
  /** Sandbox-only failures to answer once (injectFailure). */
  protected readonly injected = new Map<string, HerodotError>();
  protected injectedWhoami: HerodotError | null = null;
  /** TOTP codes: each good once, and a limit on wrong ones per identity (totp-guard.ts). */
  protected readonly totpGuard: TotpGuard;

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

  protected ui(kind: FlowKind | 'error', query: string): string {
    return `${this.options.uiUrl?.() ?? this.options.publicUrl()}${uiPaths[kind]}?${query}`;
  }

  protected get csrfCookieName(): string {
    return `csrf_token_${sha256(this.base).slice(0, 16)}`;
  }

  protected log(message: string): void {
    this.options.log?.(message);
  }

  // ---------------------------------------------------------------------------------- sessions

  protected sessionTokenOf(req: RouteRequest, type: FlowType | 'any'): string | null {
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

  protected async currentSession(
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

  protected aalSatisfied(session: SessionRow, identity: IdentityRow): boolean {
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

  protected async issueSession(
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

  protected async completeMethod(
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

  protected sessionCookie(token: string): string {
    return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${Math.floor(this.sessionLifespanMs / 1000)}; HttpOnly; SameSite=Lax`;
  }

  protected identityJson(identity: IdentityRow) {
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

  protected sessionJson(session: SessionRow, identity: IdentityRow | null) {
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
  protected async fail(
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

  protected returnToAllowed(returnTo: string): boolean {
    const url = URL.parse(returnTo);
    if (!url) return false;
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
}
