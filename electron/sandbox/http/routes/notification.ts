// Notification service endpoints (reference §4.8): N4 `POST /notification/summary` (the send
// history per resource, notification-summary.ts), N6 `GET /notification/send_history/{id}` (one
// send with its resolved resource) and N9 `POST /notification/silence` (a silence on exactly the
// resource, filter or selectors given; `from`/`until` as datemath or timestamps; source forced to
// UI; 200 with an empty body). Validation failures are `400 {error}` as mission-control answers.
import { resolveDateMath } from '../../postgrest/filter-extension.ts';
import { errorJson, json, readJsonObject } from '../respond.ts';
import type { Route } from '../types.ts';
import { BadRequest } from './catalog-filters.ts';
import { notificationSummary, notificationSummaryRequest } from './notification-summary.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RESOURCE_IDS = ['config_id', 'check_id', 'canary_id', 'component_id'] as const;

/** A datemath or timestamp bound as RFC 3339; null when absent; an Error when unreadable. */
function timeBound(value: unknown, name: string): string | null | Error {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return new Error(`${name} must be a string`);
  try {
    if (value.trim().startsWith('now')) return resolveDateMath(value);
  } catch {
    return new Error(`invalid ${name}: ${value}`);
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? new Error(`invalid ${name}: ${value}`) : new Date(time).toISOString();
}

export const notificationRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/notification/summary',
    // Upstream gates this route by the session only (RLS middleware, no RBAC object).
    auth: 'session',
    handle: async (req, ctx) => {
      const body = readJsonObject(req.body);
      if (!body) return errorJson(400, 'invalid request body: expected a JSON object');
      const parsed = notificationSummaryRequest.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const at = issue?.path.map(String).join('.') ?? '';
        return errorJson(400, `invalid request: ${at ? `${at}: ` : ''}${issue?.message ?? ''}`);
      }
      try {
        return json(200, await notificationSummary(ctx, parsed.data));
      } catch (error) {
        if (error instanceof BadRequest) return errorJson(400, error.message);
        throw error;
      }
    },
  },
  {
    method: 'GET',
    pattern: '/notification/send_history/:id',
    auth: { object: 'database.monitor', action: 'read' },
    handle: async (req, ctx) => {
      const id = req.params.id ?? '';
      if (!UUID.test(id)) return errorJson(400, `invalid id: ${id}`);
      const found = await ctx.db.query<{ row: Record<string, unknown> }>(
        `SELECT to_jsonb(s) AS row FROM notification_send_history_summary s WHERE s.id = $1`,
        [id],
      );
      const row = found.rows[0]?.row;
      if (!row) return errorJson(404, `notification send history (${id}) not found`);
      // The Go model names not_before in camel case; the body doubles as its markdown.
      const { not_before: notBefore, ...rest } = row;
      return json(200, { ...rest, notBefore, body_markdown: row.body ?? null });
    },
  },
  {
    method: 'POST',
    pattern: '/notification/silence',
    auth: { object: 'notification', action: 'create' },
    handle: async (req, ctx) => {
      const body = readJsonObject(req.body);
      if (!body) return errorJson(400, 'invalid request body: expected a JSON object');
      const ids: Record<string, string | null> = {};
      for (const key of RESOURCE_IDS) {
        const value = body[key];
        if (value === undefined || value === null || value === '') ids[key] = null;
        else if (typeof value !== 'string' || !UUID.test(value))
          return errorJson(400, `invalid ${key}: ${JSON.stringify(value)}`);
        else ids[key] = value;
      }
      const filter = typeof body.filter === 'string' && body.filter.trim() ? body.filter : null;
      const selectors =
        Array.isArray(body.selectors) && body.selectors.length > 0 ? body.selectors : null;
      if (!Object.values(ids).some(Boolean) && !filter && !selectors)
        return errorJson(
          400,
          'at least one of config_id, check_id, canary_id, component_id, filter or selectors is required',
        );
      const from = timeBound(body.from, 'from');
      if (from instanceof Error) return errorJson(400, from.message);
      const until = timeBound(body.until, 'until');
      if (until instanceof Error) return errorJson(400, until.message);
      if (from && until && Date.parse(until) <= Date.parse(from))
        return errorJson(400, 'until must be after from');
      const name =
        typeof body.name === 'string' && body.name.trim()
          ? body.name.trim()
          : `silence-${Date.now().toString(36)}`;
      const table: Record<string, string> = {
        config_id: 'config_items',
        check_id: 'checks',
        canary_id: 'canaries',
        component_id: 'components',
      };
      for (const [key, id] of Object.entries(ids)) {
        if (!id) continue;
        const exists = await ctx.db.query(`SELECT 1 FROM ${table[key]} WHERE id = $1`, [id]);
        if (exists.rows.length === 0) return errorJson(400, `${key} (${id}) was not found`);
      }
      await ctx.db.query(
        `INSERT INTO notification_silences (name, namespace, description, filter, selectors, "from",
           until, recursive, config_id, check_id, canary_id, component_id, source, created_by)
         VALUES ($1, 'default', $2, $3, $4, COALESCE($5::timestamptz, now()), $6, $7, $8, $9, $10,
           $11, 'UI', $12)`,
        [
          name,
          typeof body.description === 'string' ? body.description : null,
          filter,
          selectors ? JSON.stringify(selectors) : null,
          from,
          until,
          body.recursive === true,
          ids.config_id,
          ids.check_id,
          ids.canary_id,
          ids.component_id,
          req.principal?.person.id ?? null,
        ],
      );
      return { status: 200 };
    },
  },
];
