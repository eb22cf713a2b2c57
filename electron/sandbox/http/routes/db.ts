// `/db/*`: the PostgREST dialect behind upstream's RBAC gate — unknown names 404 with an empty body,
// the table's RBAC object decides 403, the playbook write guard runs, then postgrest/handler.ts answers;
// a write to `views` then drops what it made stale (views/definition-writes.ts), and a read of
// them leaves out the views the caller may not read (views/access.ts).
import { handleDbRequest } from '../../postgrest/handler.ts';
import { dbActionFor, dbObjectFor } from '../db-objects.ts';
import { guardPlaybookWrite } from '../playbook-guard.ts';
import { allows } from '../rbac.ts';
import { narrowingFor } from '../row-level/row-level-sql.ts';
import { forbidden } from '../router.ts';
import { text } from '../respond.ts';
import type { Route, RouteRequest, RouteResponse, SandboxContext } from '../types.ts';
import { unreadableViewIds, withoutViews } from '../views/access.ts';
import { afterViewsWrite, snapshotViews } from '../views/definition-writes.ts';

function header(req: RouteRequest, name: string): string | null {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : (v ?? null);
}

async function handle(req: RouteRequest, ctx: SandboxContext): Promise<RouteResponse> {
  const name = (req.params['*'] ?? '').replace(/\/+$/, '');
  const object = dbObjectFor(name);
  if (!object) return { status: 404, body: '' };
  const action = dbActionFor(req.method);
  const principal = req.principal!;
  if (!action) return text(403, 'unauthorized. RBAC policy not configured correctly');
  if (!allows(principal, object, action)) return forbidden(principal, object, action);
  let body = req.body;
  if (name === 'playbooks') {
    const guarded = await guardPlaybookWrite(ctx.db, {
      method: req.method,
      search: req.search,
      prefer: header(req, 'prefer'),
      body,
    });
    if ('error' in guarded) return guarded.error;
    body = guarded.body;
  }
  // A view's write also drops its cached results and, once gone, its generated table.
  const writes = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(req.method);
  const views = name === 'views' && writes ? await snapshotViews(ctx) : null;
  // A view the caller may not read is not listed either (views/access.ts).
  const hidden = object === 'views' && !writes ? await unreadableViewIds(ctx, principal) : [];
  const res = await handleDbRequest(ctx.db, ctx.schema, {
    method: req.method,
    path: name,
    search: req.search,
    prefer: header(req, 'prefer'),
    accept: header(req, 'accept'),
    body,
    actor: principal.person.id,
    narrow: withoutViews(narrowingFor(ctx.schema, req.rowLevel), hidden),
  });
  if (views && res.status < 300) await afterViewsWrite(ctx, views);
  return { status: res.status, headers: res.headers, body: res.body };
}

/** The health history's table and its rollups, by name or embedded (`select=…check_statuses(…)`). */
const readsHistory = (req: RouteRequest) =>
  req.path.includes('check_status') || req.search.toString().includes('check_status');

export const dbRoutes: Route[] = [
  { method: '*', pattern: '/db/*', auth: 'session', readsHistory, handle },
];
