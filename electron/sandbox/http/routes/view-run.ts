// The view endpoints of mission-control's views/controller.go (spec 4-views §7): the dashboard
// (property `dashboard.default.view`, else `mission-control-dashboard`), a view's metadata with
// its viewRef sections resolved, a view's result by id or namespace/name (POST with variables,
// GET without), and the variables of a view's config-tab plugin for one catalog item. Besides
// `views:read` on the route, each view read is checked against the per-view deny rules
// (views/access.ts): 403 'access denied to view {ns}/{name}', or a section left out.
import { errorJson, json, readJsonObject } from '../respond.ts';
import type { Route, RouteRequest, RouteResponse, SandboxContext } from '../types.ts';
import { assertReadable, viewAccess } from '../views/access.ts';
import { readOrRun, type RunOptions } from '../views/runner.ts';
import { type ViewRow, ViewError } from '../views/spec.ts';
import { renderGoTemplate } from '../views/template.ts';
import { uuidPattern } from './catalog-filters.ts';

const read = { object: 'views', action: 'read' };
const COLUMNS = 'id, name, namespace, spec';
const DEFAULT_DASHBOARD = 'mission-control-dashboard';

async function byId(ctx: SandboxContext, id: string): Promise<ViewRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const r = await ctx.db.query<ViewRow>(
    `SELECT ${COLUMNS} FROM views WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  return r.rows[0];
}

async function byName(ctx: SandboxContext, namespace: string | null, name: string) {
  const r = await ctx.db.query<ViewRow>(
    `SELECT ${COLUMNS} FROM views WHERE name = $2 AND ($1::text IS NULL OR namespace = $1)
     AND deleted_at IS NULL ORDER BY created_at LIMIT 1`,
    [namespace, name],
  );
  return r.rows[0];
}

function header(req: RouteRequest, name: string): string {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

/** `Cache-Control: max-age=N, refresh-timeout=N` (whole seconds; 0 or absent: the view's own). */
export function cacheOptions(value: string): RunOptions {
  const seconds = (directive: string): number | undefined => {
    const m = new RegExp(`${directive}=([^,\\s]+)`).exec(value);
    if (!m) return undefined;
    const n = Number(m[1]);
    if (!/^\d+$/.test(m[1] ?? ''))
      throw new ViewError(400, `invalid cache control header: invalid directive value: ${m[1]}`);
    return n > 0 ? n * 1000 : undefined;
  };
  const maxAgeMs = seconds('max-age');
  const refreshTimeoutMs = seconds('refresh-timeout');
  return {
    ...(maxAgeMs ? { maxAgeMs } : {}),
    ...(refreshTimeoutMs ? { refreshTimeoutMs } : {}),
  };
}

function variablesOf(req: RouteRequest): Record<string, string> {
  if (req.method !== 'POST') return {};
  const body = readJsonObject(req.body);
  if (!body) throw new ViewError(400, 'invalid request body: not a JSON object');
  const vars = body.variables;
  if (vars === undefined || vars === null) return {};
  if (typeof vars !== 'object' || Array.isArray(vars))
    throw new ViewError(400, 'invalid request body: variables must be an object');
  return Object.fromEntries(
    Object.entries(vars as Record<string, unknown>).map(([k, v]) => [k, String(v as string)]),
  );
}

async function answer(work: () => Promise<unknown>): Promise<RouteResponse> {
  try {
    return json(200, await work());
  } catch (error) {
    if (error instanceof ViewError) return errorJson(error.status, error.message);
    return errorJson(500, error instanceof Error ? error.message : String(error));
  }
}

/** The views a view's viewRef sections name, by `namespace/name` (404 for one that is gone). */
async function sectionViews(ctx: SandboxContext, view: ViewRow) {
  const refs = (view.spec.sections ?? []).flatMap((s) => (s.viewRef ? [s.viewRef] : []));
  const sections: [string, ViewRow][] = [];
  for (const ref of refs) {
    const section = await byName(ctx, ref.namespace, ref.name);
    if (!section) throw new ViewError(404, `section view ${ref.namespace}/${ref.name} not found`);
    sections.push([`${ref.namespace}/${ref.name}`, section]);
  }
  return sections;
}

async function metadata(
  req: RouteRequest,
  ctx: SandboxContext,
  view: ViewRow,
  options: RunOptions,
) {
  const access = await viewAccess(ctx, req.principal);
  assertReadable(access, view);
  const result = await readOrRun(ctx, view, options);
  const sections = await sectionViews(ctx, view);
  const sectionResults: Record<string, unknown> = {};
  for (const [ref, section] of sections)
    if (access(section)) sectionResults[ref] = await readOrRun(ctx, section);
  return { id: view.id, ...result, ...(sections.length > 0 ? { sectionResults } : {}) };
}

/** The dashboard view: property `dashboard.default.view` (`name` or `namespace/name`), else ours. */
async function dashboardView(ctx: SandboxContext) {
  const r = await ctx.db.query<{ value: string }>(
    `SELECT value FROM properties WHERE name = 'dashboard.default.view'`,
  );
  const ref = r.rows[0]?.value || DEFAULT_DASHBOARD;
  const [ns, name] = ref.includes('/') ? ref.split('/', 2) : [null, ref];
  const view = await byName(ctx, ns ?? null, name ?? '');
  if (!view) throw new ViewError(404, `dashboard view ${ref} not found`);
  return view;
}

/**
 * Runs the dashboard view and its sections into the views' cache, as its first request would (a
 * first start's landing page asks for it a moment after the Sandbox is up). No access check: the
 * results are the view's, and each request still checks its reader.
 */
export async function warmDashboard(ctx: SandboxContext): Promise<void> {
  const view = await dashboardView(ctx);
  await readOrRun(ctx, view);
  for (const [, section] of await sectionViews(ctx, view)) await readOrRun(ctx, section);
}

async function run(
  req: RouteRequest,
  ctx: SandboxContext,
  view: ViewRow | undefined,
  missing: string,
) {
  if (!view) throw new ViewError(404, missing);
  assertReadable(await viewAccess(ctx, req.principal), view);
  const options = cacheOptions(header(req, 'cache-control'));
  return readOrRun(ctx, view, { ...options, variables: variablesOf(req) });
}

/** A route reading views: what `reply` answers as JSON, a ViewError as its status. */
const viewRoute = (
  method: string,
  pattern: string,
  reply: (req: RouteRequest, ctx: SandboxContext) => Promise<unknown>,
  readsHistory = true,
): Route => ({
  method,
  pattern,
  auth: read,
  readsHistory,
  handle: (req, ctx) => answer(() => reply(req, ctx)),
});

const viewByName = (method: string) =>
  viewRoute(method, '/view/:namespace/:name', async (req, ctx) => {
    const { namespace = '', name = '' } = req.params;
    const view = await byName(ctx, namespace, name);
    return run(req, ctx, view, `view(namespace=${namespace}, name=${name}) not found`);
  });

const viewById = (method: string) =>
  viewRoute(method, '/view/:id', async (req, ctx) => {
    const id = req.params.id ?? '';
    return run(req, ctx, await byId(ctx, id), `view(id=${id}) not found`);
  });

/** The variables of the view's config-tab plugin, rendered for the catalog item `config_id`. */
async function pluginVariables(req: RouteRequest, ctx: SandboxContext) {
  const configId = req.search.get('config_id') ?? '';
  if (!configId) throw new ViewError(400, 'config_id is required');
  const view = await byId(ctx, req.params.viewId ?? '');
  if (view) assertReadable(await viewAccess(ctx, req.principal), view);
  const plugin = (view?.spec.display?.plugins ?? []).find((p) => p.configTab);
  if (!plugin) return {};
  const found = uuidPattern.test(configId)
    ? await ctx.db.query<Record<string, unknown>>(
        `SELECT id, name, type, config_class, status, health, tags, labels, properties
         FROM config_items WHERE id = $1`,
        [configId],
      )
    : { rows: [] };
  const config = found.rows[0];
  if (!config) throw new ViewError(404, `config(id=${configId}) not found`);
  return Object.fromEntries(
    Object.entries(plugin.variables ?? {}).map(([k, t]) => [k, renderGoTemplate(t, { config })]),
  );
}

export const viewRunRoutes: Route[] = [
  viewRoute('GET', '/dashboard', async (req, ctx) =>
    metadata(req, ctx, await dashboardView(ctx), cacheOptions(header(req, 'cache-control'))),
  ),
  viewRoute('GET', '/view/metadata/:id', async (req, ctx) => {
    const id = req.params.id ?? '';
    if (!uuidPattern.test(id)) throw new ViewError(400, `invalid view id: ${id}`);
    const view = await byId(ctx, id);
    if (!view) throw new ViewError(404, `view(id=${id}) not found`);
    return metadata(req, ctx, view, cacheOptions(header(req, 'cache-control')));
  }),
  viewRoute('GET', '/view/display-plugin-variables/:viewId', pluginVariables, false),
  viewByName('GET'),
  viewByName('POST'),
  viewById('GET'),
  viewById('POST'),
];
