// GET /canary/api/topology (T1, reference §4.4): mission-control answers it itself with duty's
// topology query. Upstream guards it with a session and row-level security only; the sandbox has
// no RLS, so a caller whose roles cannot read `topology` sees what RLS would leave it: nothing.
import { allows } from '../rbac.ts';
import { errorJson, json } from '../respond.ts';
import type { Route, RouteRequest, SandboxContext } from '../types.ts';
import { emptyTopology, queryTopology, topologyOptions } from './topology-query.ts';

async function topology(req: RouteRequest, ctx: SandboxContext) {
  const opts = topologyOptions(req.search);
  if ('error' in opts) return errorJson(400, opts.error);
  if (!req.principal || !allows(req.principal, 'topology', 'read'))
    return json(200, emptyTopology());
  return json(200, await queryTopology(ctx.db, opts));
}

export const topologyRoutes: Route[] = [
  { method: 'GET', pattern: '/canary/api/topology', auth: 'session', handle: topology },
];
