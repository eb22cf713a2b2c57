// Registration, and invitations as Mission Control makes them in Kratos mode (an invite the
// registration completes, granting its role).
import type { RouteRequest, RouteResponse } from '../http/request-types.ts';
import { errors, kratosJson, redirect, str, wantsJson, type Body } from './http.ts';
import {
  identityByEmail,
  identityById,
  newId,
  upsertCredentials,
  type IdentityRow,
} from './store.ts';
import { msg } from './ui.ts';
import { emailPattern, type Flow, type FlowType } from './identity-types.ts';
import { CodeFlows } from './identity-code-flows.ts';

interface PendingInvite {
  id: string;
  email: string;
  role: string;
}

export abstract class RegistrationFlows extends CodeFlows {
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
    const { flow, body } = loaded;
    if (await this.currentSession(req, flow.type))
      return this.fail(req, flow.type, errors.alreadyLoggedIn('registration'));
    const traits = (typeof body.traits === 'object' && body.traits ? body.traits : {}) as Body;
    const name = (typeof traits.name === 'object' && traits.name ? traits.name : {}) as Body;
    const person = {
      email: str(traits.email).trim(),
      first: str(name.first).trim(),
      last: str(name.last).trim(),
    };
    const { email } = person;
    const password = str(body.password);
    this.setNodeValue(flow, 'traits.email', email);
    this.setNodeValue(flow, 'traits.name.first', person.first);
    this.setNodeValue(flow, 'traits.name.last', person.last);
    for (const node of flow.data.ui.nodes) node.messages = [];
    if (str(body.method) !== 'password') return this.redisplay(req, flow, [msg.required('method')]);
    if (this.registrationInvalid(flow, email, password)) return this.redisplay(req, flow, []);
    // Mission Control's registration hooks: an invite must be pending and for this email.
    const inviteId = this.inviteOf(body, flow);
    const invite = inviteId ? await this.pendingInvite(inviteId) : null;
    if (inviteId && !invite) return this.redisplay(req, flow, [msg.inviteOnly()]);
    if (invite && invite.email !== email.toLowerCase())
      return this.redisplay(req, flow, [msg.inviteOtherEmail()]);
    if (await identityByEmail(this.db, email))
      return this.redisplay(req, flow, [msg.duplicateCredentials()]);
    const passwordHash = await this.options.secrets.hash(password);
    const identityId = await this.insertIdentity(person, invite);
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
    return this.registered(req, flow, identity, verification);
  }

  /** Marks the email and password nodes that fail validation; true when one did. */
  private registrationInvalid(flow: Flow, email: string, password: string): boolean {
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
    return invalid;
  }

  /** The person and identity, and the invite's role granted (the invite accepted), at once. */
  private insertIdentity(
    person: { email: string; first: string; last: string },
    invite: PendingInvite | null,
  ): Promise<string> {
    const { email, first, last } = person;
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: string }>(
        'INSERT INTO public.people (name, email) VALUES ($1, $2) RETURNING id',
        [`${first} ${last}`.trim() || email, email],
      );
      const id = inserted.rows[0]!.id;
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
  }

  /** Registered: signed in at once, with the verification flow to continue with. */
  private async registered(
    req: RouteRequest,
    flow: Flow,
    identity: IdentityRow,
    verification: Flow,
  ): Promise<RouteResponse> {
    const email = identity.traits.email;
    const { token, session } = await this.issueSession(identity.id, 'password', 'aal1');
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
  protected inviteOf(body: Body, flow: Flow): string | null {
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

  protected async pendingInvite(
    id: string,
  ): Promise<{ id: string; email: string; role: string } | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const rows = await this.db.query<{ id: string; email: string; role: string }>(
      'SELECT id, email, role FROM kratos.invites WHERE id = $1 AND accepted_at IS NULL',
      [id],
    );
    return rows.rows[0] ?? null;
  }
}
