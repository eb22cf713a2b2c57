// The Sandbox identity service's endpoints outside the flows' submits: reading a flow, whoami,
// logout, and the Sandbox-only controls tests use (expire a flow, age or change sessions, inject
// a failure).
import { readCookie } from '../http/session-cookie.ts';
import type { RouteRequest, RouteResponse } from '../http/request-types.ts';
import {
  errors,
  herodot,
  kratosJson,
  readBody,
  redirect,
  str,
  wantsJson,
  type HerodotError,
} from './http.ts';
import { flowById, identityByEmail, randomToken, sessionByToken, sha256 } from './store.ts';
import { csrfNode } from './ui.ts';
import { SESSION_COOKIE, iso, type FlowData, type FlowKind } from './identity-types.ts';
import { FlowStore } from './identity-flow-store.ts';

export abstract class SessionEndpoints extends FlowStore {
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
}
