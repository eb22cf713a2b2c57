// `/kratos/*`: the Sandbox's built-in identity system in the shape of Ory Kratos's public API
// (electron/sandbox/identity/service.ts), served only when the Sandbox runs with `--auth kratos`
// (as Mission Control proxies /kratos only in Kratos mode); a 404 otherwise. Unauthenticated at
// the API layer: Kratos does its own session checks. Plus two sandbox-only helpers: the
// courier's messages in Kratos's admin shape and ways to make a flow or session old (tests).
import { FLOW_KINDS, type FlowKind, type IdentityService } from '../../identity/service.ts';
import { json } from '../respond.ts';
import type { Route, RouteRequest, RouteResponse, SandboxContext } from '../types.ts';

const notServed = () => Promise.resolve(json(404, { message: 'Not Found' }));

type Served = (identity: IdentityService, req: RouteRequest) => Promise<RouteResponse>;

/** A `/kratos` route: no API-layer auth (Kratos checks sessions itself), 404 without Kratos. */
function kratos(method: string, pattern: string, handle: Served): Route {
  return {
    method,
    pattern,
    auth: 'none',
    handle: (req: RouteRequest, ctx: SandboxContext) =>
      ctx.identity ? handle(ctx.identity, req) : notServed(),
  };
}

const kindOf = (req: RouteRequest): FlowKind | null => {
  const kind = req.params.kind as FlowKind;
  return FLOW_KINDS.includes(kind) ? kind : null;
};

function init(type: 'browser' | 'api'): Served {
  return (identity, req) => {
    const kind = kindOf(req);
    switch (kind) {
      case 'login':
        return identity.initLogin(type, req);
      case 'registration':
        return identity.initRegistration(type, req);
      case 'recovery':
      case 'verification':
        return identity.initCodeFlow(kind, type, req);
      case 'settings':
        return identity.initSettings(type, req);
      default:
        return notServed();
    }
  };
}

const submit: Served = (identity, req) => {
  const kind = kindOf(req);
  switch (kind) {
    case 'login':
      return identity.submitLogin(req);
    case 'registration':
      return identity.submitRegistration(req);
    case 'recovery':
    case 'verification':
      return identity.submitCodeFlow(kind, req);
    case 'settings':
      return identity.submitSettings(req);
    default:
      return notServed();
  }
};

const SELF = '/kratos/self-service';
const SANDBOX = '/kratos/sandbox';

export const kratosRoutes: Route[] = [
  kratos('GET', '/kratos/sessions/whoami', (identity, req) => identity.whoami(req)),
  kratos('GET', `${SELF}/errors`, (identity, req) => identity.getError(req)),
  kratos('GET', `${SELF}/logout/browser`, (identity, req) => identity.logoutBrowserInit(req)),
  kratos('DELETE', `${SELF}/logout/api`, (identity, req) => identity.logoutApi(req)),
  kratos('GET', `${SELF}/logout`, (identity, req) => identity.logoutBrowser(req)),
  kratos('GET', `${SELF}/:kind/browser`, init('browser')),
  kratos('GET', `${SELF}/:kind/api`, init('api')),
  kratos('GET', `${SELF}/:kind/flows`, (identity, req) => {
    const kind = kindOf(req);
    return kind ? identity.getFlow(kind, req) : notServed();
  }),
  kratos('POST', `${SELF}/:kind`, submit),
  // The link of a recovery or verification message (`?flow=&code=`).
  kratos('GET', `${SELF}/:kind`, (identity, req) => {
    const kind = kindOf(req);
    return kind === 'recovery' || kind === 'verification'
      ? identity.codeLink(kind, req)
      : notServed();
  }),
  // Sandbox-only (Kratos serves this on its admin port): the courier's messages.
  kratos('GET', '/kratos/admin/courier/messages', (identity, req) => identity.courierMessages(req)),
  // Sandbox-only: the flow expires now.
  kratos('POST', `${SANDBOX}/flows/:id/expire`, (identity, req) =>
    identity.expireFlow(req.params.id ?? ''),
  ),
  // Sandbox-only: the next submit of the flow (or `whoami`: the next whoami) fails `{status, error}`.
  kratos('POST', `${SANDBOX}/flows/:id/fail`, (identity, req) =>
    identity.injectFailure(req.params.id ?? '', req),
  ),
  kratos('POST', `${SANDBOX}/whoami/fail`, (identity, req) =>
    identity.injectFailure('whoami', req),
  ),
  // Sandbox-only: an identity's sessions older, aal1 or revoked (`{email, minutes?, aal?, active?}`).
  kratos('POST', `${SANDBOX}/sessions/change`, (identity, req) => identity.changeSessions(req)),
  // Sandbox-only: the caller's session authenticated `{minutes}` (default 60) longer ago.
  kratos('POST', `${SANDBOX}/sessions/age`, (identity, req) => identity.ageSession(req)),
];
