// Playbook endpoints the check modal needs (reference §4.9): P7 `GET /playbook/list` (playbooks
// runnable on a check, config or component, by the spec's resource selectors), P8
// `POST /playbook/{id}/params` (parameters with their defaults templated against the resource,
// as mission-control renders `{{.check.namespace}}`-style defaults) and P6 `POST /playbook/run`
// (records a scheduled run, or one pending approval when the spec asks for it, and answers its
// id), P13 `POST /playbook/run/approve/{id}` and `/cancel/{id}`.
import { z } from 'zod';
import { errorJson, json, readJsonObject } from '../respond.ts';
import type { Route, RouteRequest, RouteResponse, SandboxContext } from '../types.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PlaybookRow {
  id: string;
  namespace: string;
  name: string;
  title: string;
  icon: string | null;
  description: string | null;
  category: string;
  source: string;
  created_at: string;
  spec: {
    parameters?: { name: string; default?: string; [k: string]: unknown }[];
    checks?: { types?: string[] }[];
    configs?: { types?: string[] }[];
    components?: { types?: string[] }[];
    approval?: unknown;
  };
}

type Kind = 'check' | 'config' | 'component';

/** The resource named by `check_id`, `config_id` or `component_id` (at most one) and its type. */
async function resource(
  ids: { check_id?: unknown; config_id?: unknown; component_id?: unknown },
  ctx: SandboxContext,
): Promise<
  | { kind: Kind; id: string; type: string | null; row: Record<string, unknown> }
  | { error: string }
  | null
> {
  const given = (
    [
      ['check', ids.check_id, 'SELECT type, to_jsonb(t) AS row FROM checks t WHERE id = $1'],
      [
        'config',
        ids.config_id,
        'SELECT type, to_jsonb(t) AS row FROM config_items t WHERE id = $1',
      ],
      [
        'component',
        ids.component_id,
        'SELECT type, to_jsonb(t) AS row FROM components t WHERE id = $1',
      ],
    ] as const
  ).filter(([, id]) => typeof id === 'string' && id !== '');
  if (given.length === 0) return null;
  if (given.length > 1)
    return { error: 'only one of check_id, config_id, component_id is allowed' };
  const [kind, id, sql] = given[0]!;
  if (typeof id !== 'string' || !uuid.test(id)) return { error: `invalid ${kind} id` };
  const found = await ctx.db.query<{ type: string | null; row: Record<string, unknown> }>(sql, [
    id,
  ]);
  if (!found.rows[0]) return { error: `${kind} (${id}) was not found` };
  return { kind, id, type: found.rows[0].type, row: found.rows[0].row };
}

/**
 * Renders `{{ .check.namespace }}`-style paths in a default against the resource row (the only
 * template form the seeded playbooks use); a path that leads nowhere renders empty, anything
 * else is left as written.
 */
export function renderDefault(template: string, env: Record<string, unknown>): string {
  return template.replace(/\{\{\s*((?:\.[A-Za-z_][\w-]*)+)\s*\}\}/g, (_match, path: string) => {
    let value: unknown = env;
    for (const key of path.slice(1).split('.'))
      value =
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined;
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}

function runnableOn(playbook: PlaybookRow, kind: Kind, type: string | null): boolean {
  const selectors = playbook.spec[`${kind}s`];
  if (!Array.isArray(selectors)) return false;
  return selectors.some((s) => !s.types || (type !== null && s.types.includes(type)));
}

async function playbooks(ctx: SandboxContext): Promise<PlaybookRow[]> {
  const rows = await ctx.db.query<PlaybookRow>(
    'SELECT id, namespace, name, title, icon, description, category, source, created_at, spec FROM playbooks WHERE deleted_at IS NULL ORDER BY title',
  );
  return rows.rows;
}

async function list(req: RouteRequest, ctx: SandboxContext) {
  const target = await resource(Object.fromEntries(req.search.entries()), ctx);
  if (target && 'error' in target) return errorJson(400, target.error);
  const all = await playbooks(ctx);
  const runnable = target ? all.filter((p) => runnableOn(p, target.kind, target.type)) : all;
  return json(
    200,
    runnable.map((p) => ({ ...p, parameters: p.spec.parameters ?? [] })),
  );
}

const paramsBody = z.object({
  id: z.string().optional(),
  check_id: z.string().optional(),
  config_id: z.string().optional(),
  component_id: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});

async function params(req: RouteRequest, ctx: SandboxContext) {
  const parsed = paramsBody.safeParse(readJsonObject(req.body));
  if (!parsed.success) return errorJson(400, 'invalid request body');
  const id = req.params.id ?? '';
  const playbook = (await playbooks(ctx)).find((p) => p.id === id);
  if (!playbook) return errorJson(404, `playbook (${id}) not found`);
  const target = await resource(parsed.data, ctx);
  if (target && 'error' in target) return errorJson(400, target.error);
  if (target && !runnableOn(playbook, target.kind, target.type))
    return errorJson(403, `playbook ${playbook.name} cannot run on this ${target.kind}`);
  const env = target ? { [target.kind]: target.row } : {};
  return json(200, {
    params: (playbook.spec.parameters ?? []).map((p) =>
      typeof p.default === 'string' && p.default.includes('{{')
        ? { ...p, default: renderDefault(p.default, env) }
        : p,
    ),
  });
}

const runBody = paramsBody.extend({ id: z.string() });

/** A `configs` parameter's value (spec 4 §2.13): a resource selector as a JSON object. */
function isSelectorJson(value: string): boolean {
  try {
    const parsed = JSON.parse(value) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

async function run(req: RouteRequest, ctx: SandboxContext) {
  const parsed = runBody.safeParse(readJsonObject(req.body));
  if (!parsed.success) return errorJson(400, 'id is required');
  const body = parsed.data;
  const playbook = (await playbooks(ctx)).find((p) => p.id === body.id);
  if (!playbook) return errorJson(404, `playbook (${body.id}) not found`);
  const target = await resource(body, ctx);
  if (target && 'error' in target) return errorJson(400, target.error);
  if (target && !runnableOn(playbook, target.kind, target.type))
    return errorJson(403, `playbook ${playbook.name} cannot run on this ${target.kind}`);
  const values = body.params ?? {};
  const declared = new Set((playbook.spec.parameters ?? []).map((p) => p.name));
  const unknown = Object.keys(values).find((name) => !declared.has(name));
  if (unknown !== undefined) return errorJson(400, `unknown parameter ${unknown}`);
  const missing = (playbook.spec.parameters ?? []).find(
    (p) => p.required === true && !(values[p.name] ?? p.default),
  );
  if (missing) return errorJson(400, `parameter ${missing.name} is required`);
  const badSelector = (playbook.spec.parameters ?? []).find(
    (p) => p.type === 'configs' && values[p.name] && !isSelectorJson(values[p.name]!),
  );
  if (badSelector)
    return errorJson(
      400,
      `invalid configs parameter (${badSelector.name}). not a valid resource selector`,
    );
  const inserted = await ctx.db.query<{ id: string; scheduled_time: string }>(
    `INSERT INTO playbook_runs (playbook_id, spec, status, created_by, check_id, config_id, component_id, parameters, request)
     VALUES ($1, $2, $9, $3, $4, $5, $6, $7, $8) RETURNING id, scheduled_time`,
    [
      playbook.id,
      JSON.stringify(playbook.spec),
      req.principal?.person.id ?? null,
      target?.kind === 'check' ? target.id : null,
      target?.kind === 'config' ? target.id : null,
      target?.kind === 'component' ? target.id : null,
      JSON.stringify(values),
      JSON.stringify(body),
      playbook.spec.approval ? 'pending_approval' : 'scheduled',
    ],
  );
  const row = inserted.rows[0]!;
  return json(201, { run_id: row.id, starts_at: new Date(row.scheduled_time).toISOString() });
}

const FINAL = ['completed', 'failed', 'cancelled', 'timed_out'];

async function runRow(
  req: RouteRequest,
  ctx: SandboxContext,
): Promise<{ error: RouteResponse } | { row: { id: string; status: string } }> {
  const id = req.params.id ?? '';
  if (!uuid.test(id)) return { error: errorJson(400, `invalid run id ${id}`) };
  const found = await ctx.db.query<{ id: string; status: string }>(
    'SELECT id, status FROM playbook_runs WHERE id = $1',
    [id],
  );
  const row = found.rows[0];
  if (!row) return { error: errorJson(404, `playbook run (${id}) not found`) };
  return { row };
}

/** P13 approve: a run waiting for approval is recorded as approved by the caller and scheduled. */
async function approve(req: RouteRequest, ctx: SandboxContext) {
  const found = await runRow(req, ctx);
  if ('error' in found) return found.error;
  if (found.row.status !== 'pending_approval')
    return errorJson(400, `playbook run is ${found.row.status}, not pending approval`);
  await ctx.db.query(`INSERT INTO playbook_approvals (run_id, person_id) VALUES ($1, $2)`, [
    found.row.id,
    req.principal?.person.id ?? null,
  ]);
  await ctx.db.query(
    `UPDATE playbook_runs SET status = 'scheduled', scheduled_time = now() WHERE id = $1`,
    [found.row.id],
  );
  return json(200, { message: 'playbook run approved' });
}

/** P13 cancel: an unfinished run ends cancelled, its actions not yet done skipped. */
async function cancel(req: RouteRequest, ctx: SandboxContext) {
  const found = await runRow(req, ctx);
  if ('error' in found) return found.error;
  if (FINAL.includes(found.row.status))
    return errorJson(400, `playbook run is already ${found.row.status}`);
  await ctx.db.query(
    `UPDATE playbook_run_actions SET status = 'skipped', end_time = now()
     WHERE playbook_run_id = $1 AND status NOT IN ('completed', 'failed')`,
    [found.row.id],
  );
  await ctx.db.query(
    `UPDATE playbook_runs SET status = 'cancelled', end_time = now() WHERE id = $1`,
    [found.row.id],
  );
  return json(200, { message: 'playbook run cancelled' });
}

/** A `/playbook` route, checked against the `playbooks` object. */
const playbookRoute = (
  method: string,
  pattern: string,
  action: 'read' | 'playbook:run' | 'playbook:approve' | 'playbook:cancel',
  handle: Route['handle'],
): Route => ({ method, pattern, auth: { object: 'playbooks', action }, handle });

export const playbookRoutes: Route[] = [
  playbookRoute('GET', '/playbook/list', 'read', list),
  playbookRoute('POST', '/playbook/:id/params', 'read', params),
  playbookRoute('POST', '/playbook/run', 'playbook:run', run),
  playbookRoute('POST', '/playbook/run/approve/:id', 'playbook:approve', approve),
  playbookRoute('POST', '/playbook/run/cancel/:id', 'playbook:cancel', cancel),
];
