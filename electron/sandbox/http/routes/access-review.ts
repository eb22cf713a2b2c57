// The access review and search of spec 5-access §3 (`/rbac/subject-access-reviews`,
// `/rbac/subject-access-search`, `rbac:read`), with the validation texts of §5. Both answer from
// the one evaluator (access/evaluate.ts) over the live rules and the role table.
import type { PGlite } from '@electric-sql/pglite';
import { decide, type Resource, type ResourceKind } from '../../access/evaluate.ts';
import { allSubjectIds, isUuid, loadRules, loadSubject } from '../../access/subjects.ts';
import { errorJson, json, readJsonObject } from '../respond.ts';
import type { Route, RouteResponse } from '../types.ts';

export const MAX_SUBJECTS = 500;

const idKinds = ['playbook', 'config', 'check', 'view', 'connection'] as const;
type IdKind = (typeof idKinds)[number];
const searchKinds = ['playbook', 'view', 'connection'] as const;

const tables: Record<IdKind, string> = {
  playbook: 'playbooks',
  config: 'config_items',
  check: 'checks',
  view: 'views',
  connection: 'connections',
};

const fixedActions = [
  'read',
  'create',
  'update',
  'delete',
  'playbook:run',
  'playbook:approve',
  'playbook:cancel',
  'mcp:run',
  'mcp:use',
];

/** The fixed actions, and a plugin's `invoke:{plugin}:{operation}` (`*` for every operation). */
export function supportedAction(action: string): boolean {
  return fixedActions.includes(action) || /^invoke:[^:\s]+:[^:\s]+$/.test(action);
}

const unsupported = (a: string) =>
  `unsupported action "${a}", only ${fixedActions.join(', ')} and invoke:{plugin}:{operation} are supported`;

class BadRequest extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

async function loadResource(db: PGlite, kind: IdKind, id: string): Promise<Resource> {
  if (!isUuid(id)) throw new BadRequest(`resource.${kind} must be a valid UUID`);
  const r = await db.query<{ name: string; namespace: string | null }>(
    `SELECT name, to_jsonb(t)->>'namespace' AS namespace FROM ${tables[kind]} t
     WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  const row = r.rows[0];
  if (!row) throw new BadRequest(`${kind} "${id}" not found`, 404);
  return { kind, id, name: row.name, namespace: row.namespace };
}

/** The reviewed resource: a global object name, else the first id field given. */
async function resourceOf(db: PGlite, body: Record<string, unknown>): Promise<Resource> {
  const resource = (body.resource ?? {}) as Record<string, unknown>;
  if (typeof resource.global === 'string' && resource.global.trim() !== '')
    return { kind: 'global', id: resource.global.trim() };
  for (const kind of idKinds) {
    const id = resource[kind];
    if (typeof id === 'string' && id !== '') return loadResource(db, kind, id);
  }
  throw new BadRequest(
    'at least one of resource.global, resource.playbook, resource.config, resource.check, resource.view or resource.connection is required',
  );
}

function subjectsOf(body: Record<string, unknown>): string[] {
  const subjects = Array.isArray(body.subjects)
    ? body.subjects.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    : [];
  if (subjects.length === 0) throw new BadRequest('at least one subject is required');
  if (subjects.length > MAX_SUBJECTS)
    throw new BadRequest(`subjects exceeds maximum of ${MAX_SUBJECTS}`);
  return subjects;
}

const actionOf = (body: Record<string, unknown>): string => {
  const action = typeof body.action === 'string' ? body.action.trim() : '';
  if (!action) throw new BadRequest('action is required');
  return action;
};

async function review(body: Record<string, unknown>, db: PGlite): Promise<RouteResponse> {
  const action = actionOf(body);
  const resource = await resourceOf(db, body);
  if (!supportedAction(action)) throw new BadRequest(unsupported(action));
  let subjects = subjectsOf(body);
  if (subjects.length === 1 && subjects[0] === '*') subjects = await allSubjectIds(db);
  const rules = await loadRules(db);
  const now = new Date();
  const results = [];
  for (const id of subjects) {
    const subject = await loadSubject(db, id);
    results.push(
      subject
        ? { subject: id, allowed: decide(subject, resource, action, rules, now) }
        : { subject: id, allowed: false, error: `subject "${id}" not found` },
    );
  }
  return json(200, { resource: body.resource, action, results });
}

async function search(body: Record<string, unknown>, db: PGlite): Promise<RouteResponse> {
  const id = typeof body.subject === 'string' ? body.subject.trim() : '';
  if (!id) throw new BadRequest('subject is required');
  const action = actionOf(body);
  if (!supportedAction(action)) throw new BadRequest(unsupported(action));
  const asked = Array.isArray(body.resource_types) ? (body.resource_types as unknown[]) : [];
  for (const t of asked)
    if (!searchKinds.includes(t as (typeof searchKinds)[number]))
      throw new BadRequest(
        `unsupported resource_type "${String(t)}", only playbook, view and connection are supported`,
      );
  const types = (asked.length > 0 ? asked : [...searchKinds]) as ResourceKind[];
  const subject = await loadSubject(db, id);
  if (!subject) throw new BadRequest(`subject "${id}" not found`, 404);
  const rules = await loadRules(db);
  const now = new Date();
  const results: { resource_type: ResourceKind; id: string }[] = [];
  for (const kind of types) {
    const rows = await db.query<{ id: string; name: string; namespace: string | null }>(
      `SELECT id::text AS id, name, namespace FROM ${tables[kind as IdKind]}
       WHERE deleted_at IS NULL ORDER BY name`,
    );
    for (const row of rows.rows)
      if (decide(subject, { kind, ...row }, action, rules, now))
        results.push({ resource_type: kind, id: row.id });
  }
  return json(200, { subject: id, action, resource_types: types, total: results.length, results });
}

const handler =
  (
    answer: (body: Record<string, unknown>, db: PGlite) => Promise<RouteResponse>,
  ): Route['handle'] =>
  async (req, ctx) => {
    const body = readJsonObject(req.body);
    if (!body) return errorJson(400, 'invalid request: body must be a JSON object');
    try {
      return await answer(body, ctx.db);
    } catch (e) {
      if (e instanceof BadRequest) return errorJson(e.status, e.message);
      throw e;
    }
  };

export const accessReviewRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/rbac/subject-access-reviews',
    auth: { object: 'rbac', action: 'read' },
    handle: handler(review),
  },
  {
    method: 'POST',
    pattern: '/rbac/subject-access-search',
    auth: { object: 'rbac', action: 'read' },
    handle: handler(search),
  },
];
