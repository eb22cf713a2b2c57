// The Sandbox's self-service identity API in the shape of Ory Kratos v1 (public API under
// `/kratos`): login (password, aal2 with TOTP, refresh), registration, recovery and verification
// by code, settings (profile, password, TOTP), whoami, logout, flow errors and the courier's
// messages. Browser flows use cookies and a CSRF token (hidden `csrf_token` node + cookie) and
// answer 303 redirects unless the client asks for JSON; API flows use session tokens. Never logs a
// password, session token or TOTP secret; a recovery/verification code is logged (Kratos mode only,
// that is the Sandbox's inbox) together with the courier message.
// The flows are layered classes, each in its own file: identity-core.ts (sessions, errors),
// identity-flow-store.ts, identity-endpoints.ts (whoami, logout, Sandbox controls),
// identity-login.ts, identity-code-flows.ts (recovery, verification), identity-registration.ts;
// this file adds settings and the courier's inbox.
import type { RouteRequest, RouteResponse } from '../http/request-types.ts';
import { errors, kratosJson, redirect, str, wantsJson, type Body } from './http.ts';
import {
  identityByEmail,
  identityById,
  upsertCredentials,
  type IdentityRow,
  type SessionRow,
} from './store.ts';
import { qrPngDataUri } from './qr.ts';
import { newTotpSecret, totpUri } from './totp.ts';
import { codeInput, imgNode, input, msg, submit, textNode, traitNodes, type UiNode } from './ui.ts';
import { emailPattern, iso, type Flow, type FlowType } from './identity-types.ts';
import { RegistrationFlows } from './identity-registration.ts';

export {
  FLOW_KINDS,
  SESSION_COOKIE,
  type FlowKind,
  type IdentityOptions,
} from './identity-types.ts';

export class IdentityService extends RegistrationFlows {
  // ----------------------------------------------------------------------------------- settings

  protected settingsNodes(flow: Flow, identity: IdentityRow): UiNode[] {
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
        codeInput('totp', 'totp_code', msg.labelVerifyOtp()),
        submit('totp', 'totp', msg.labelSave()),
      );
    }
    return this.withCsrf(flow, nodes);
  }

  protected async requireSettingsSession(
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
    const { flow, body } = loaded;
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
    const refused = await this.applySettings(req, flow, body, method, checked.found);
    if (refused) return refused;
    identity = (await identityById(this.db, identity.id))!;
    flow.data.pending_totp = undefined;
    flow.data.state = 'success';
    flow.data.active = method;
    flow.data.ui.nodes = this.settingsNodes(flow, identity);
    flow.data.ui.messages = [msg.settingsSaved()];
    await this.saveFlow(flow);
    return this.flowAnswer(req, flow, 200, identity);
  }

  /** Applies one settings method; the flow redisplayed when it is refused, else null. */
  private async applySettings(
    req: RouteRequest,
    flow: Flow,
    body: Body,
    method: string,
    found: { session: SessionRow; identity: IdentityRow },
  ): Promise<RouteResponse | null> {
    const { identity, session } = found;
    if (method === 'profile') return this.updateProfile(req, flow, body, identity);
    if (method === 'password') return this.updatePassword(req, flow, body, identity);
    if (method === 'totp' && body.totp_unlink) {
      await upsertCredentials(this.db, identity.id, { totpSecret: null });
      return null;
    }
    if (method === 'totp') return this.enrollTotp(req, flow, body, identity, session);
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

  private async updateProfile(
    req: RouteRequest,
    flow: Flow,
    body: Body,
    identity: IdentityRow,
  ): Promise<RouteResponse | null> {
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
      await tx.query('UPDATE public.identities SET traits = $2, updated_at = now() WHERE id = $1', [
        identity.id,
        JSON.stringify(next),
      ]);
      await tx.query(
        'UPDATE public.people SET name = $2, email = $3, updated_at = now() WHERE id = $1',
        [identity.id, `${next.name.first} ${next.name.last}`.trim(), email],
      );
    });
    return null;
  }

  private async updatePassword(
    req: RouteRequest,
    flow: Flow,
    body: Body,
    identity: IdentityRow,
  ): Promise<RouteResponse | null> {
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
    return null;
  }

  private async enrollTotp(
    req: RouteRequest,
    flow: Flow,
    body: Body,
    identity: IdentityRow,
    session: SessionRow,
  ): Promise<RouteResponse | null> {
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
    return null;
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
