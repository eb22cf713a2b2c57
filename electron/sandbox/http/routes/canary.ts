// Health endpoints that upstream serves outside PostgREST: `/canary/api/summary` (mission-control's
// duty handler, H1), and the canary-checker routes `/canary/api/graph` (H6) and
// `/canary/run/check/{id}` (H7, answering with the canary-checker CheckResult, not the console's type).
import { randomUUID } from 'node:crypto';
import { resolveDateMath } from '../../postgrest/filter-extension.ts';
import { SqlParams } from '../../postgrest/sql-conditions.ts';
import { rowLevelCondition } from '../row-level/row-level-sql.ts';
import { parseGoDuration } from './auth.ts';
import { errorJson, json, readJsonObject } from '../respond.ts';
import type { Route, RouteRequest, SandboxContext } from '../types.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SummaryRow {
  latency: Record<string, unknown> | null;
  [key: string]: unknown;
}

/** Go struct without json tags: keys match case-insensitively. */
function pick(body: Record<string, unknown>, key: string): unknown {
  const found = Object.keys(body).find((k) => k.toLowerCase() === key.toLowerCase());
  return found === undefined ? undefined : body[found];
}

/**
 * The summary of a query stays the same until something writes to the database, so its answer is
 * kept per query with the database's next transaction id, which every committed write moves on
 * (read-only statements take none): the 2,000-check summary costs ~80 ms of query and shaping,
 * the version check well under 1 ms. A handful of queries at most (filters, row-level access).
 */
const kept = new WeakMap<SandboxContext, Map<string, { version: string; checks: unknown[] }>>();
const KEPT_QUERIES = 16;

async function summaryChecks(ctx: SandboxContext, sql: string, values: unknown[]) {
  const version = await ctx.db.query<{ v: string }>(
    'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS v',
  );
  const key = `${sql}\0${JSON.stringify(values)}`;
  const answers = kept.get(ctx) ?? new Map<string, { version: string; checks: unknown[] }>();
  kept.set(ctx, answers);
  const hit = answers.get(key);
  const now = version.rows[0]?.v ?? '';
  if (hit && hit.version === now) return hit.checks;
  const rows = await ctx.db.query<SummaryRow>(sql, values);
  const checks = rows.rows.map((r) => {
    // The Go struct keeps p99/p97/p95/rolling1h only.
    const l = r.latency ?? {};
    const latency = Object.fromEntries(
      Object.entries(l).filter(
        ([k, v]) => ['p99', 'p97', 'p95', 'rolling1h'].includes(k) && v !== null,
      ),
    );
    return Object.fromEntries(Object.entries({ ...r, latency }).filter(([, v]) => v !== null));
  });
  if (answers.size >= KEPT_QUERIES) answers.clear();
  answers.set(key, { version: now, checks });
  return checks;
}

async function summary(req: RouteRequest, ctx: SandboxContext) {
  const started = Date.now();
  const body = req.method === 'POST' ? readJsonObject(req.body) : {};
  if (body === null) return errorJson(400, 'invalid JSON body');
  const where: string[] = [];
  // One parameter list for the filters below and the row-level condition.
  const params = new SqlParams();
  const values = params.values;
  const checkId = pick(body, 'checkID');
  if (typeof checkId === 'string' && checkId) {
    if (!uuid.test(checkId)) return errorJson(400, `invalid check id ${checkId}`);
    values.push(checkId);
    where.push(`id = $${values.length}`);
  }
  const deleteFrom = pick(body, 'deleteFrom');
  if (typeof deleteFrom === 'string' && deleteFrom) {
    values.push(resolveDateMath(deleteFrom));
    where.push(`(deleted_at IS NULL OR deleted_at > $${values.length})`);
  } else where.push('deleted_at IS NULL');
  const labels = pick(body, 'labels');
  if (labels && typeof labels === 'object' && !Array.isArray(labels)) {
    values.push(JSON.stringify(labels));
    where.push(`labels @> $${values.length}::jsonb`);
  }
  const narrowed =
    req.rowLevel &&
    rowLevelCondition(ctx.schema, req.rowLevel, 'check_summary', 'check_summary', params);
  if (narrowed) where.push(narrowed);
  const order = pick(body, 'sortBy') === '-name' ? 'name DESC' : 'name ASC';
  const checks = await summaryChecks(
    ctx,
    `SELECT * FROM check_summary WHERE ${where.join(' AND ')} ORDER BY ${order}`,
    values,
  );
  const out: Record<string, unknown> = { runnerName: 'local', duration: Date.now() - started };
  if (checks.length) out.checks_summary = checks;
  return json(200, out);
}

/** `1h`/`7d`-style durations (Go units plus d/w) or an ISO time → epoch ms relative to now. */
export function timeParam(value: string | null, fallback: string): number {
  const v = (value ?? '').trim() || fallback;
  const dm = /^(\d+)([dw])$/.exec(v);
  if (dm) return Date.now() - Number(dm[1]) * (dm[2] === 'd' ? 86_400_000 : 7 * 86_400_000);
  const go = parseGoDuration(v);
  if (go !== null) return Date.now() - go;
  return Date.parse(resolveDateMath(v));
}

/**
 * The range between two `timeParam` values (the last hour when neither is given); null when
 * either cannot be read.
 */
export function timeRange(
  start: string | null,
  end: string | null,
): { from: number; to: number } | null {
  try {
    const from = timeParam(start, '1h');
    const to = timeParam(end, '0s');
    return Number.isNaN(from) || Number.isNaN(to) ? null : { from, to };
  } catch {
    return null;
  }
}

interface GraphRow {
  time: string;
  status: boolean | null;
  duration: number | null;
  message: string | null;
  error: string | null;
  count: number;
  passed: number;
  failed: number;
}

async function graph(req: RouteRequest, ctx: SandboxContext) {
  const started = Date.now();
  const check = req.search.get('check') ?? '';
  if (!uuid.test(check)) return errorJson(400, 'check is required and must be a uuid');
  const times = timeRange(
    req.search.get('start') ?? req.search.get('since'),
    req.search.get('end') ?? req.search.get('until'),
  );
  if (!times) return errorJson(400, 'invalid start or end');
  const { from, to } = times;
  const span = to - from;
  const bucket =
    span <= 2 * 3_600_000 ? 0 : span <= 86_400_000 ? 15 : span <= 7 * 86_400_000 ? 60 : 240;
  const range = [check, new Date(from).toISOString(), new Date(to).toISOString()];
  const statusSql =
    bucket === 0
      ? `SELECT time, status, duration, message, error, 1 AS count, status::int AS passed, (NOT status)::int AS failed
         FROM check_statuses WHERE check_id = $1 AND time >= $2 AND time <= $3 ORDER BY time`
      : `SELECT date_bin('${bucket} minutes', time, TIMESTAMPTZ '2000-01-01') AS time, bool_and(status) AS status,
           avg(duration)::int AS duration, NULL AS message, NULL AS error, count(*)::int AS count,
           count(*) FILTER (WHERE status)::int AS passed, count(*) FILTER (WHERE NOT status)::int AS failed
         FROM check_statuses WHERE check_id = $1 AND time >= $2 AND time <= $3 GROUP BY 1 ORDER BY 1`;
  const rows = await ctx.db.query<GraphRow>(statusSql, range);
  const stats = await ctx.db.query<Record<string, number | string | null>>(
    `SELECT count(*) FILTER (WHERE status)::int AS passed, count(*) FILTER (WHERE NOT status)::int AS failed,
       max(time) FILTER (WHERE status) AS last_pass, max(time) FILTER (WHERE NOT status) AS last_fail,
       percentile_cont(0.99) WITHIN GROUP (ORDER BY duration) AS p99, percentile_cont(0.97) WITHIN GROUP (ORDER BY duration) AS p97,
       percentile_cont(0.95) WITHIN GROUP (ORDER BY duration) AS p95,
       (SELECT avg(duration) FROM check_statuses WHERE check_id = $1 AND time > now() - interval '1 hour') AS rolling1h
     FROM check_statuses WHERE check_id = $1 AND time >= $2 AND time <= $3`,
    range,
  );
  const s = stats.rows[0] ?? {};
  const passed = Number(s.passed ?? 0);
  const failed = Number(s.failed ?? 0);
  const drop = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));
  return json(200, {
    duration: Date.now() - started,
    runnerName: 'local',
    status: rows.rows.map((r) =>
      drop(bucket === 0 ? { ...r, count: null, passed: null, failed: null } : { ...r }),
    ),
    latency: drop({ p99: s.p99, p97: s.p97, p95: s.p95, rolling1h: Number(s.rolling1h ?? 0) }),
    uptime: drop({
      passed,
      failed,
      p100: passed + failed ? (100 * passed) / (passed + failed) : null,
      last_pass: s.last_pass,
      last_fail: s.last_fail,
    }),
  });
}

interface CheckRow {
  id: string;
  canary_id: string;
  name: string;
  namespace: string | null;
  description: string | null;
  type: string;
  status: string | null;
  labels: Record<string, string> | null;
}

async function runCheck(req: RouteRequest, ctx: SandboxContext) {
  const id = req.params.id ?? '';
  const found = uuid.test(id)
    ? await ctx.db.query<CheckRow>(
        'SELECT id, canary_id, name, namespace, description, type, status, labels FROM checks WHERE id = $1 AND deleted_at IS NULL',
        [id],
      )
    : { rows: [] as CheckRow[] };
  const check = found.rows[0];
  if (!check) return errorJson(404, `check (${id}) was not found`);
  const start = new Date();
  const pass = check.status !== 'unhealthy';
  const duration = 20 + (parseInt(randomUUID().slice(0, 4), 16) % 200);
  const message = pass ? `${check.type} check passed` : `${check.type} check failed`;
  await ctx.db.query(
    `INSERT INTO check_statuses (check_id, time, status, duration, message, error) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING`,
    [
      check.id,
      start.toISOString(),
      pass,
      duration,
      message,
      pass ? null : 'sandbox: simulated failure',
    ],
  );
  await ctx.db.query('UPDATE checks SET last_runtime = $2 WHERE id = $1', [
    check.id,
    start.toISOString(),
  ]);
  return json(200, {
    name: check.name,
    namespace: check.namespace ?? 'default',
    description: check.description ?? '',
    start: start.toISOString(),
    pass,
    invalid: false,
    duration,
    message,
    ...(pass ? {} : { error: 'sandbox: simulated failure' }),
    labels: check.labels ?? {},
    metrics: [],
    display_type: 'Text',
    data: {},
  });
}

export const canaryRoutes: Route[] = [
  { method: 'GET', pattern: '/canary/api/summary', auth: 'session', handle: summary },
  { method: 'POST', pattern: '/canary/api/summary', auth: 'session', handle: summary },
  {
    method: 'GET',
    pattern: '/canary/api/graph',
    auth: { object: 'canaries', action: 'read' },
    readsHistory: true,
    handle: graph,
  },
  {
    method: 'POST',
    pattern: '/canary/run/check/:id',
    // Run Now: admin, editor, responder and commander (spec 1 §6), not a viewer.
    auth: { object: 'check-run', action: 'create' },
    readsHistory: true,
    handle: runCheck,
  },
];
