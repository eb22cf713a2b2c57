// `/kratos/*`: the Sandbox's built-in identity system in the shape of Ory Kratos's public API
// (electron/sandbox/identity/service.ts), served only when the Sandbox runs with `--auth kratos`
// (as Mission Control proxies /kratos only in Kratos mode); a 404 otherwise. Unauthenticated at
// the API layer: Kratos does its own session checks. Plus two sandbox-only helpers: the
// courier's messages in Kratos's admin shape and ways to make a flow or session old (tests).
import { FLOW_KINDS, type FlowKind, type IdentityService } from '../../identity/service.ts';
import { json } from '../respond.ts';
import type { Route, RouteRequest, RouteResponse, SandboxContext } from '../types.ts';

const notServed = () => json(404, { message: 'Not Found' });

function served(
  handle: (identity: IdentityService, req: RouteRequest) => Promise<RouteResponse>,
): Route['handle'] {
  return (req: RouteRequest, ctx: SandboxContext) =>
    ctx.identity ? handle(ctx.identity, req) : Promise.resolve(notServed());
}

const kindOf = (req: RouteRequest): FlowKind | null => {
  const kind = req.params.kind as FlowKind;
  return FLOW_KINDS.includes(kind) ? kind : null;
};

function init(type: 'browser' | 'api'): Route['handle'] {
  return served((identity, req) => {
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
        return Promise.resolve(notServed());
    }
  });
}

export const kratosRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/kratos/sessions/whoami',
    auth: 'none',
    handle: served((identity, req) => identity.whoami(req)),
  },
  {
    method: 'GET',
    pattern: '/kratos/self-service/errors',
    auth: 'none',
    handle: served((identity, req) => identity.getError(req)),
  },
  {
    method: 'GET',
    pattern: '/kratos/self-service/logout/browser',
    auth: 'none',
    handle: served((identity, req) => identity.logoutBrowserInit(req)),
  },
  {
    method: 'DELETE',
    pattern: '/kratos/self-service/logout/api',
    auth: 'none',
    handle: served((identity, req) => identity.logoutApi(req)),
  },
  {
    method: 'GET',
    pattern: '/kratos/self-service/logout',
    auth: 'none',
    handle: served((identity, req) => identity.logoutBrowser(req)),
  },
  {
    method: 'GET',
    pattern: '/kratos/self-service/:kind/browser',
    auth: 'none',
    handle: init('browser'),
  },
  { method: 'GET', pattern: '/kratos/self-service/:kind/api', auth: 'none', handle: init('api') },
  {
    method: 'GET',
    pattern: '/kratos/self-service/:kind/flows',
    auth: 'none',
    handle: served((identity, req) => {
      const kind = kindOf(req);
      return kind ? identity.getFlow(kind, req) : Promise.resolve(notServed());
    }),
  },
  {
    method: 'POST',
    pattern: '/kratos/self-service/:kind',
    auth: 'none',
    handle: served((identity, req) => {
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
          return Promise.resolve(notServed());
      }
    }),
  },
  {
    // The link of a recovery or verification message (`?flow=&code=`).
    method: 'GET',
    pattern: '/kratos/self-service/:kind',
    auth: 'none',
    handle: served((identity, req) => {
      const kind = kindOf(req);
      return kind === 'recovery' || kind === 'verification'
        ? identity.codeLink(kind, req)
        : Promise.resolve(notServed());
    }),
  },
  {
    // Sandbox-only (Kratos serves this on its admin port): the courier's messages.
    method: 'GET',
    pattern: '/kratos/admin/courier/messages',
    auth: 'none',
    handle: served((identity, req) => identity.courierMessages(req)),
  },
  {
    // Sandbox-only: the flow expires now.
    method: 'POST',
    pattern: '/kratos/sandbox/flows/:id/expire',
    auth: 'none',
    handle: served((identity, req) => identity.expireFlow(req.params.id ?? '')),
  },
  {
    // Sandbox-only: the next submit of the flow (or `whoami`: the next whoami) fails `{status, error}`.
    method: 'POST',
    pattern: '/kratos/sandbox/flows/:id/fail',
    auth: 'none',
    handle: served((identity, req) => identity.injectFailure(req.params.id ?? '', req)),
  },
  {
    method: 'POST',
    pattern: '/kratos/sandbox/whoami/fail',
    auth: 'none',
    handle: served((identity, req) => identity.injectFailure('whoami', req)),
  },
  {
    // Sandbox-only: an identity's sessions older, aal1 or revoked (`{email, minutes?, aal?, active?}`).
    method: 'POST',
    pattern: '/kratos/sandbox/sessions/change',
    auth: 'none',
    handle: served((identity, req) => identity.changeSessions(req)),
  },
  {
    // Sandbox-only: the caller's session authenticated `{minutes}` (default 60) longer ago.
    method: 'POST',
    pattern: '/kratos/sandbox/sessions/age',
    auth: 'none',
    handle: served((identity, req) => identity.ageSession(req)),
  },
];
