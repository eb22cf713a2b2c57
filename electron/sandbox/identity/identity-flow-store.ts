// Self-service flows as the Sandbox's identity service stores them: created with their CSRF
// token, loaded for a submit (404, 410 with a fresh flow), answered as JSON or a redirect.
import { readCookie } from '../http/session-cookie.ts';
import type { RouteRequest, RouteResponse } from '../http/request-types.ts';
import { errors, kratosJson, readBody, redirect, str, wantsJson, type Body } from './http.ts';
import { flowById, identityById, newId, randomToken, type IdentityRow } from './store.ts';
import { csrfNode, input, msg, submit, traitNodes, type UiNode, type UiText } from './ui.ts';
import { iso, type Flow, type FlowData, type FlowKind, type FlowType } from './identity-types.ts';
import { IdentityCore } from './identity-core.ts';

export abstract class FlowStore extends IdentityCore {
  protected abstract loginNodes(flow: Flow, identity: IdentityRow | null): UiNode[];
  protected abstract codeEmailNodes(flow: Flow): UiNode[];
  protected abstract settingsNodes(flow: Flow, identity: IdentityRow): UiNode[];

  // ------------------------------------------------------------------------------------- flows

  protected flowJson(flow: Flow, identity?: IdentityRow | null) {
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

  protected async saveFlow(flow: Flow): Promise<void> {
    await this.db.query('UPDATE kratos.flows SET data = $2, updated_at = now() WHERE id = $1', [
      flow.id,
      JSON.stringify(flow.data),
    ]);
    flow.updated_at = new Date().toISOString();
  }

  protected async createFlow(
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

  protected withCsrf(flow: Flow, nodes: UiNode[]): UiNode[] {
    return flow.type === 'browser' && flow.csrf_token
      ? [csrfNode(flow.csrf_token), ...nodes]
      : nodes;
  }

  protected requestUrl(req: RouteRequest): string {
    const q = req.search.toString();
    return `${this.base}${req.path.replace(/^\/kratos/, '')}${q ? `?${q}` : ''}`;
  }

  /** The answer to a flow just created: the flow as JSON, or a 303 to its UI. */
  protected flowCreated(req: RouteRequest, flow: Flow, cookie?: string, identity?: IdentityRow) {
    const headers: Record<string, string> = cookie ? { 'Set-Cookie': cookie } : {};
    if (flow.type === 'api' || wantsJson(req))
      return kratosJson(200, this.flowJson(flow, identity), headers);
    return redirect(this.ui(flow.kind as FlowKind, `flow=${flow.id}`), headers);
  }

  /** A flow redisplayed after a submit: 400 (validation) or 200, or a 303 to its UI. */
  protected flowAnswer(
    req: RouteRequest,
    flow: Flow,
    status: number,
    identity?: IdentityRow | null,
  ) {
    if (flow.type === 'api' || wantsJson(req))
      return kratosJson(status, this.flowJson(flow, identity));
    return redirect(this.ui(flow.kind as FlowKind, `flow=${flow.id}`));
  }

  protected csrfOk(req: RouteRequest, flow: Flow, body: Body): boolean {
    if (flow.type !== 'browser') return true;
    const cookie = readCookie(req.headers.cookie, this.csrfCookieName);
    return (
      !!flow.csrf_token && cookie === flow.csrf_token && str(body.csrf_token) === flow.csrf_token
    );
  }

  /**
   * Loads the flow of a submit and reads its body: 404, or 410 with a fresh flow
   * (`use_flow_id`), or a CSRF failure, or the flow and the body.
   */
  protected async loadForSubmit(
    kind: FlowKind,
    req: RouteRequest,
  ): Promise<{ flow: Flow; body: Body } | { response: RouteResponse }> {
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
          error: errors.flowExpired(minutes),
          expired_at: expiredAt.toISOString(),
          since: Math.round(minutes * 60e9),
          use_flow_id: fresh.id,
        }),
      };
    }
    const body = readBody(req);
    if (!this.csrfOk(req, flow, body))
      return { response: await this.fail(req, flow.type, errors.csrf()) };
    return { flow, body };
  }

  protected async newFlowLike(kind: FlowKind, old: Flow, req: RouteRequest, messages: UiText[]) {
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

  protected nodesFor(kind: FlowKind, flow: Flow, identity: IdentityRow | null): UiNode[] {
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

  protected setNodeValue(flow: Flow, name: string, value: unknown): void {
    for (const node of flow.data.ui.nodes)
      if (node.attributes.name === name && node.attributes.type !== 'hidden')
        node.attributes.value = value;
  }

  protected async redisplay(
    req: RouteRequest,
    flow: Flow,
    messages: UiText[],
    identity?: IdentityRow | null,
  ): Promise<RouteResponse> {
    flow.data.ui.messages = messages;
    await this.saveFlow(flow);
    return this.flowAnswer(req, flow, 400, identity);
  }
}
