// The login flow of the Sandbox's identity service: password (aal1), TOTP (aal2), refresh.
import type { RouteRequest, RouteResponse } from '../http/request-types.ts';
import { errors, kratosJson, redirect, str, wantsJson, type Body } from './http.ts';
import { identityByEmail, type IdentityRow, type SessionRow } from './store.ts';
import { codeInput, input, msg, submit, type UiNode } from './ui.ts';
import { type Flow, type FlowType } from './identity-types.ts';
import { SessionEndpoints } from './identity-endpoints.ts';

type SessionOf = { session: SessionRow; identity: IdentityRow };
/** A login that passed its challenge: the session (and its token when it is new). */
interface LoggedIn {
  session: SessionRow;
  token: string | null;
  identity: IdentityRow;
}

export abstract class LoginFlows extends SessionEndpoints {
  // -------------------------------------------------------------------------------------- login

  protected loginNodes(flow: Flow, identity: IdentityRow | null): UiNode[] {
    if (flow.data.requested_aal === 'aal2') {
      return this.withCsrf(flow, [
        codeInput('totp', 'totp_code', msg.loginTotpLabel()),
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
            // Kratos ≥ 1.1 labels the identifier with its trait's title (the chart's schema: E-Mail).
            label: msg.labelGenerated('E-Mail', 'identifier'),
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

  async submitLogin(req: RouteRequest): Promise<RouteResponse> {
    const loaded = await this.loadForSubmit('login', req);
    if ('response' in loaded) return loaded.response;
    const { flow, body } = loaded;
    const found = await this.currentSession(req, flow.type);
    const upgrading = flow.data.requested_aal === 'aal2';
    if (found && !flow.data.refresh && !upgrading)
      return this.fail(req, flow.type, errors.alreadyLoggedIn('login'));
    for (const node of flow.data.ui.nodes) node.messages = [];
    const method = str(body.method);
    let done: LoggedIn | { response: RouteResponse };
    if (method === 'password' && !upgrading)
      done = await this.loginWithPassword(req, flow, body, found);
    else if (method === 'totp' && upgrading)
      done = await this.loginWithTotp(req, flow, body, found);
    else
      return this.redisplay(req, flow, [
        {
          id: 4010002,
          text: 'Could not find a strategy to log you in with. Did you fill out the form correctly?',
          type: 'error',
        },
      ]);
    if ('response' in done) return done.response;
    flow.data.state = 'passed_challenge';
    flow.data.active = method;
    flow.data.ui.messages = [];
    await this.saveFlow(flow);
    await this.db.query('UPDATE public.people SET last_login = now() WHERE id = $1', [
      done.identity.id,
    ]);
    return this.loginAnswer(req, flow, done);
  }

  private async loginWithPassword(
    req: RouteRequest,
    flow: Flow,
    body: Body,
    found: SessionOf | null,
  ): Promise<LoggedIn | { response: RouteResponse }> {
    const identifier = str(body.identifier).trim();
    const password = str(body.password);
    this.setNodeValue(flow, 'identifier', identifier);
    if (!identifier || !password) {
      for (const node of flow.data.ui.nodes) {
        const name = String(node.attributes.name);
        if ((name === 'identifier' && !identifier) || (name === 'password' && !password))
          node.messages = [msg.required(name)];
      }
      return { response: await this.redisplay(req, flow, []) };
    }
    const candidate = await identityByEmail(this.db, identifier);
    const ok =
      !!candidate?.password_hash &&
      (await this.options.secrets.verify(password, candidate.password_hash));
    if (!candidate || !ok)
      return { response: await this.redisplay(req, flow, [msg.invalidCredentials()]) };
    if (candidate.state !== 'active')
      return { response: await this.redisplay(req, flow, [msg.identityDisabled()]) };
    const identity = candidate;
    if (flow.data.refresh && found) {
      if (found.identity.id !== identity.id)
        return { response: await this.fail(req, flow.type, errors.identityMismatch()) };
      const session = await this.completeMethod(found.session, 'password', 'aal1');
      return { identity, session, token: null };
    }
    const { session, token } = await this.issueSession(identity.id, 'password', 'aal1');
    return { identity, session, token };
  }

  private async loginWithTotp(
    req: RouteRequest,
    flow: Flow,
    body: Body,
    found: SessionOf | null,
  ): Promise<LoggedIn | { response: RouteResponse }> {
    if (!found) return { response: await this.fail(req, flow.type, errors.aal1Required()) };
    const identity = found.identity;
    const code = str(body.totp_code).trim();
    if (!identity.totp_secret)
      return { response: await this.redisplay(req, flow, [msg.totpWrong()]) };
    const checked = await this.totpGuard.check(identity.id, identity.totp_secret, code);
    if (!checked.ok) return { response: await this.redisplay(req, flow, [checked.message]) };
    const session = await this.completeMethod(found.session, 'totp', 'aal2');
    return { identity, session, token: null };
  }

  /** A login passed: the session (API flows), else its cookie and where the browser goes next. */
  private loginAnswer(req: RouteRequest, flow: Flow, done: LoggedIn): RouteResponse {
    const { session, token, identity } = done;
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
}
