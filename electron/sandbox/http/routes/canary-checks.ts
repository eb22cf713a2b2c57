// GET /canary/api?check={id}: canary-checker's older check list (`api.CheckSummary`, removed from
// canary-checker in late 2023), which the web console 1.4.308 still asks for to show a health
// check attached to an incident as evidence. Answered in that handler's shape,
// `{runnerName, duration, checks: [Check]}`, each check with its latest `count` statuses (newest
// first, 5 by default) and its uptime and latency over `start`/`since` (1h by default).
import { errorJson, json } from '../respond.ts';
import type { Route, RouteRequest, SandboxContext } from '../types.ts';
import { timeRange } from './canary.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const drop = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

async function checks(req: RouteRequest, ctx: SandboxContext) {
  const started = Date.now();
  const check = req.search.get('check') ?? '';
  const canaryId = req.search.get('canary_id') ?? '';
  if ((check && !uuid.test(check)) || (canaryId && !uuid.test(canaryId)))
    return errorJson(400, 'check and canary_id must be uuids');
  const count = Number(req.search.get('count') ?? '5');
  if (!Number.isInteger(count) || count < 0)
    return errorJson(400, `count must be a number: ${req.search.get('count')}`);
  const times = timeRange(
    req.search.get('since') ?? req.search.get('start'),
    req.search.get('until') ?? req.search.get('end'),
  );
  if (!times) return errorJson(400, 'invalid start or end');
  const messages = req.search.get('includeMessages') === 'true';
  const found = await ctx.db.query<Record<string, unknown>>(
    `SELECT c.id, c.canary_id, c.type, c.name, ca.name AS canary_name, c.namespace, c.labels, c.description,
       c.status, c.owner, c.severity, c.icon, c.last_runtime AS "lastRuntime",
       c.last_transition_time AS "lastTransitionTime", c.next_runtime AS "nextRuntime",
       c.created_at AS "createdAt", c.updated_at AS "updatedAt", c.silenced_at AS "silencedAt",
       (SELECT json_build_object('passed', count(*) FILTER (WHERE s.status), 'failed', count(*) FILTER (WHERE NOT s.status),
          'last_pass', max(s.time) FILTER (WHERE s.status), 'last_fail', max(s.time) FILTER (WHERE NOT s.status))
        FROM check_statuses s WHERE s.check_id = c.id AND s.time BETWEEN $3 AND $4) AS uptime,
       (SELECT json_build_object('rolling1h', coalesce(avg(s.duration), 0),
          'p99', percentile_cont(0.99) WITHIN GROUP (ORDER BY s.duration),
          'p95', percentile_cont(0.95) WITHIN GROUP (ORDER BY s.duration))
        FROM check_statuses s WHERE s.check_id = c.id AND s.time BETWEEN $3 AND $4) AS latency,
       (SELECT coalesce(json_agg(json_build_object('status', s.status, 'invalid', s.invalid, 'time', s.time,
          'duration', s.duration, 'message', CASE WHEN $6 THEN s.message END, 'error', s.error) ORDER BY s.time DESC), '[]')
        FROM (SELECT * FROM check_statuses s WHERE s.check_id = c.id AND s.time BETWEEN $3 AND $4
              ORDER BY s.time DESC LIMIT $5) s) AS "checkStatuses"
     FROM checks c JOIN canaries ca ON ca.id = c.canary_id
     WHERE c.deleted_at IS NULL AND ($1 = '' OR c.id::text = $1) AND ($2 = '' OR c.canary_id::text = $2)
     ORDER BY c.name`,
    [
      check,
      canaryId,
      new Date(times.from).toISOString(),
      new Date(times.to).toISOString(),
      count,
      messages,
    ],
  );
  const list = found.rows.map((row) => {
    const statuses = (row.checkStatuses as Record<string, unknown>[]).map((s) => ({
      ...drop(s),
      status: s.status === true,
    }));
    return { ...drop(row), labels: row.labels ?? {}, checkStatuses: statuses };
  });
  const out: Record<string, unknown> = { runnerName: 'local', duration: Date.now() - started };
  if (list.length) out.checks = list; // `omitempty`, as upstream
  return json(200, out);
}

export const canaryCheckRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/canary/api',
    auth: { object: 'canaries', action: 'read' },
    readsHistory: true,
    handle: checks,
  },
];
