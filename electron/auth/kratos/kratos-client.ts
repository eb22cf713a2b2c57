// Kratos's public API as a native app calls it: api flows under `/api/.ory` (the backend's
// `/kratos`, reference §2.5), the session as `X-Session-Token`, never a cookie. Every call answers
// `{status, body}` (JSON or undefined); statuses are the caller's to interpret (flow-errors.ts).
import type { IdentityFlowKind } from '../../../preload/contract/identity.ts';
import { fetchBackend, type BackendTarget } from '../../gateway/backend-fetch.ts';
import type { BackendCaller } from '../backend-calls.ts';

export interface KratosAnswer {
  status: number;
  body: unknown;
}

export interface StartOptions {
  refresh?: boolean | undefined;
  aal?: string | undefined;
  returnTo?: string | undefined;
  /** Registration: the invitation it completes (sent with the submit, not the start). */
  invite?: string | undefined;
}

export interface KratosClient {
  create(
    kind: IdentityFlowKind,
    options: StartOptions,
    session: string | null,
  ): Promise<KratosAnswer>;
  get(kind: IdentityFlowKind, id: string, session: string | null): Promise<KratosAnswer>;
  submit(
    kind: IdentityFlowKind,
    id: string,
    body: Record<string, unknown>,
    session: string | null,
  ): Promise<KratosAnswer>;
  whoami(session: string): Promise<KratosAnswer>;
  flowError(id: string): Promise<KratosAnswer>;
  logout(session: string): Promise<KratosAnswer>;
  /** `POST /api/auth/create_token` presenting the session (mission-control's own API). */
  createTokenWithSession(session: string, name: string): Promise<KratosAnswer>;
}

const BASE = '/api/.ory';

export function createKratosClient(caller: BackendCaller, target: BackendTarget): KratosClient {
  async function call(
    uiPath: string,
    init: { method?: string; body?: unknown; session?: string | null } = {},
  ): Promise<KratosAnswer> {
    const headers = new Headers({ accept: 'application/json' });
    if (init.session) headers.set('x-session-token', init.session);
    let body: Uint8Array | undefined;
    if (init.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = new TextEncoder().encode(JSON.stringify(init.body));
    }
    const response = await fetchBackend(
      caller.transport,
      target,
      { uiPath, method: init.method ?? 'GET', headers, body, credential: null },
      caller.options,
    );
    let parsed: unknown;
    if (/json/i.test(response.headers.get('content-type') ?? '')) {
      try {
        parsed = JSON.parse(new TextDecoder().decode(response.body)) as unknown;
      } catch {
        parsed = undefined;
      }
    }
    return { status: response.status, body: parsed };
  }
  const q = (params: Record<string, string | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  return {
    create: (kind, options, session) =>
      call(
        `${BASE}/self-service/${kind}/api${q({
          refresh: options.refresh ? 'true' : undefined,
          aal: options.aal,
          return_to: options.returnTo,
        })}`,
        { session },
      ),
    get: (kind, id, session) => call(`${BASE}/self-service/${kind}/flows${q({ id })}`, { session }),
    submit: (kind, id, body, session) =>
      call(`${BASE}/self-service/${kind}${q({ flow: id })}`, { method: 'POST', body, session }),
    whoami: (session) => call(`${BASE}/sessions/whoami`, { session }),
    flowError: (id) => call(`${BASE}/self-service/errors${q({ id })}`),
    logout: (session) =>
      call(`${BASE}/self-service/logout/api`, {
        method: 'DELETE',
        body: { session_token: session },
      }),
    createTokenWithSession: (session, name) =>
      call('/api/auth/create_token', {
        method: 'POST',
        body: { name, expiry: '', auto_renew: true, scope: [] },
        session,
      }),
  };
}
