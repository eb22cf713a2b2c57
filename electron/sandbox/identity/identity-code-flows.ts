// Recovery and verification by emailed code (the courier's inbox stands in for SMTP), and the
// emailed link that submits the code.
import { readCookie } from '../http/session-cookie.ts';
import type { RouteRequest, RouteResponse } from '../http/request-types.ts';
import { errors, kratosJson, redirect, str, wantsJson } from './http.ts';
import {
  flowById,
  identityByEmail,
  identityById,
  newCode,
  newId,
  randomToken,
  sha256,
  upsertCredentials,
  type IdentityRow,
} from './store.ts';
import { codeInput, input, msg, submit, type UiNode } from './ui.ts';
import { emailPattern, type Flow, type FlowData, type FlowType } from './identity-types.ts';
import { LoginFlows } from './identity-login.ts';

export abstract class CodeFlows extends LoginFlows {
  // ------------------------------------------------------------------ recovery and verification

  protected codeEmailNodes(flow: Flow): UiNode[] {
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
      codeInput(
        'code',
        'code',
        kind === 'recovery' ? msg.labelRecoveryCode() : msg.labelVerificationCode(),
      ),
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
  protected async startCodeFlow(
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

  protected async sendCode(flow: Flow, email: string): Promise<void> {
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

  protected async courier(recipient: string, subject: string, body: string, template: string) {
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
    const { flow, body } = loaded;
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
    if (kind === 'verification') return this.verified(req, flow, identity);
    return this.recovered(req, flow, identity);
  }

  /** Verification: the address is verified; the flow offers to continue. */
  private async verified(
    req: RouteRequest,
    flow: Flow,
    identity: IdentityRow,
  ): Promise<RouteResponse> {
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

  /** Recovery: a privileged session and a settings flow to set a new password in. */
  private async recovered(
    req: RouteRequest,
    flow: Flow,
    identity: IdentityRow,
  ): Promise<RouteResponse> {
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
}
