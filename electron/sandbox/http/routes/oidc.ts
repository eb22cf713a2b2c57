// With `--oidc-issuer`: the backend's OIDC discovery (reference §2.8) is the issuer's document, so a
// client finds the provider from the organisation's address, as it would on a Mission Control
// started with `--oidc`. Without the option these paths answer 404 like a backend without it.
import { json, text } from '../respond.ts';
import type { Route, RouteRequest, SandboxContext } from '../types.ts';

async function discovery(_req: RouteRequest, ctx: SandboxContext) {
  if (!ctx.oidc) return text(404, 'Not Found');
  try {
    return json(200, await ctx.oidc.metadata(), { 'Cache-Control': 'no-store' });
  } catch (error) {
    return json(502, {
      error: `the OIDC issuer could not be read: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}

export const oidcRoutes: Route[] = [
  { method: 'GET', pattern: '/.well-known/openid-configuration', auth: 'none', handle: discovery },
  {
    method: 'GET',
    pattern: '/.well-known/oauth-authorization-server',
    auth: 'none',
    handle: discovery,
  },
];
