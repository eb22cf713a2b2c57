// POST /logs (L3, reference §4.5): mission-control finds the component's log selector and asks
// apm-hub; here the sandbox's own generator (electron/sandbox/logs) plays apm-hub. Beyond
// upstream, which forwards only the id, type and labels, the sandbox honours `query` (a
// case-insensitive substring of the message), `start`, `end`, `limit` and `page` — the console
// sends `query` and a time range, and our client relies on them.
import {
  logStream,
  searchLogsJson,
  type LogSelector,
  type ComponentLogsRow,
  COMPONENT_LOGS_COLUMNS,
} from '../../logs/log-stream.ts';
import { parseTimeBound } from '../../logs/time-range.ts';
import { errorJson, readJsonObject } from '../respond.ts';
import type { Route, RouteRequest, SandboxContext } from '../types.ts';

/** apm-hub's default window: the last hour. */
const DEFAULT_WINDOW_MS = 3_600_000;
/**
 * apm-hub's SearchParams default to 50 lines, but its Kubernetes backend ignores that and tails
 * up to 100 lines per container; 1,000 keeps a console call in that order of size.
 */
export const DEFAULT_LIMIT = 1_000;
/** Enough for the renderer's 100,000-line benchmark, with room. */
export const MAX_LIMIT = 200_000;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const stringMap = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};

function selectorsOf(value: unknown): LogSelector[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((s): s is Record<string, unknown> => !!s && typeof s === 'object')
    .map((s) => ({
      name: typeof s.name === 'string' ? s.name : '',
      type: typeof s.type === 'string' ? s.type : undefined,
      labels: stringMap(s.labels),
    }));
}

function limitOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return DEFAULT_LIMIT;
  return Math.min(Math.floor(value), MAX_LIMIT);
}

async function logs(req: RouteRequest, ctx: SandboxContext) {
  const body = readJsonObject(req.body);
  if (body === null) return errorJson(400, 'invalid request body: expected a JSON object');
  const id = typeof body.id === 'string' ? body.id.trim() : '';
  if (!id) return errorJson(400, 'component ID is required');
  // Like duty's GetComponent: by id alone, deleted components included.
  const found = uuid.test(id)
    ? await ctx.db.query<ComponentLogsRow>(
        `SELECT ${COMPONENT_LOGS_COLUMNS} FROM components WHERE id = $1`,
        [id],
      )
    : { rows: [] as ComponentLogsRow[] };
  const component = found.rows[0];
  if (!component) return errorJson(404, `failed to get component[id=${id}]: record not found`);
  const selectors = selectorsOf(component.log_selectors);
  const name = typeof body.name === 'string' ? body.name : '';
  // An empty name picks the first selector, as mission-control does.
  const selector = name === '' ? selectors[0] : selectors.find((s) => s.name === name);
  if (!selector)
    return errorJson(
      404,
      `log selector with the name '${name}' was not found. Available names: [${selectors.map((s) => s.name).join(', ')}]`,
    );
  const now = Date.now();
  const from = parseTimeBound(body.start, now) ?? now - DEFAULT_WINDOW_MS;
  const to = parseTimeBound(body.end, now) ?? now;
  if (Number.isNaN(from)) return errorJson(400, `invalid start: ${JSON.stringify(body.start)}`);
  if (Number.isNaN(to)) return errorJson(400, `invalid end: ${JSON.stringify(body.end)}`);
  const stream = logStream(component, selector);
  const answer = searchLogsJson(
    stream,
    {
      from,
      to,
      limit: limitOf(body.limit),
      text: typeof body.query === 'string' ? body.query : undefined,
      // mission-control merges the request's labels over the selector's; lines carry the
      // selector's, so only the request's own narrow the search.
      labels: { ...selector.labels, ...stringMap(body.labels) },
      page: typeof body.page === 'string' ? body.page : undefined,
    },
    now,
  );
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: answer,
  };
}

export const logsRoutes: Route[] = [
  // Upstream grants `logs` to admins only (reference §6.2); the spec's table lets every role read.
  { method: 'POST', pattern: '/logs', auth: { object: 'logs', action: 'read' }, handle: logs },
];
