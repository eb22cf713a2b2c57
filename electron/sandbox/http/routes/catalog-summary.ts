// POST /catalog/summary (C2, reference §4.3), after duty's ConfigSummary: config items grouped by
// type and the requested tag keys, with per group the health counts, count, newest created and
// updated times, changes within `changes.since`, open insights by type and the summed cost.
// Sandbox choices: `type` is always a grouping column and `config_class` is read as the column
// (the console's default groupBy is ["config_class","type"]); every aggregate describes the same
// filtered set (duty's health counts ignore the health and status filters).
import { z } from 'zod';
import { parseDuration } from '../../logs/time-range.ts';
import { SqlParams } from '../../postgrest/sql-conditions.ts';
import type { RowLevelPayload } from '../row-level/payload.ts';
import { rowLevelCondition } from '../row-level/row-level-sql.ts';
import type { SandboxContext } from '../types.ts';
import { BadRequest, columnFilter } from './catalog-filters.ts';

/** Cost windows → the config_items expression summed for them. */
const COST_COLUMNS: Record<string, string> = {
  '1h': 'ci.cost_per_minute * 60',
  '1d': 'ci.cost_total_1d',
  '7d': 'ci.cost_total_7d',
  '30d': 'ci.cost_total_30d',
};

export const summaryRequest = z.object({
  groupBy: z.array(z.string()).nullish(),
  deleted: z.boolean().nullish(),
  filter: z.record(z.string(), z.string()).nullish(),
  health: z.string().nullish(),
  status: z.string().nullish(),
  changes: z.object({ since: z.string().nullish() }).nullish(),
  // Accepted and ignored, as upstream does.
  analysis: z.object({}).passthrough().nullish(),
  cost: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
});
type SummaryRequest = z.infer<typeof summaryRequest>;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * duty's label filter: `{"k":"v1,!v2"}` → configs carrying any included pair (across all keys)
 * and none of the excluded ones; `*` patterns are ignored there and here.
 */
function labelFilterSql(filter: Record<string, string>, params: SqlParams): string[] {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const [key, expression] of Object.entries(filter))
    for (const raw of expression.split(',')) {
      const item = decode(raw.trim());
      const negated = item.startsWith('!');
      const value = negated ? item.slice(1) : item;
      if (value === '' || value.includes('*')) continue;
      const cond = `ci.labels @> ${params.add(JSON.stringify({ [key]: value }))}::jsonb`;
      (negated ? exclude : include).push(cond);
    }
  const out = exclude.map((c) => `NOT COALESCE(${c}, false)`);
  if (include.length) out.unshift(`(${include.join(' OR ')})`);
  return out;
}

/** The request's changes window (null: changes not asked for) and cost window ('' when none). */
function summaryWindows(req: SummaryRequest): { sinceMs: number | null; cost: string } {
  const since = (req.changes?.since ?? '').trim();
  const sinceMs = since ? parseDuration(since) : null;
  if (since && sinceMs === null)
    throw new BadRequest(`changes since is invalid: time: invalid duration "${since}"`);
  const cost = (req.cost ?? '').trim();
  if (cost && !COST_COLUMNS[cost])
    throw new BadRequest('cost range is not allowed. allowed (1h, 1d, 7d, 30d)');
  return { sinceMs, cost };
}

/** The conditions on config_items `ci` that every aggregate of the summary shares. */
function summaryConditions(
  ctx: SandboxContext,
  req: SummaryRequest,
  params: SqlParams,
  rowLevel: RowLevelPayload | null | undefined,
): string[] {
  const filter = columnFilter(ctx, 'config_items', 'ci', params);
  const where: string[] = [];
  const narrowed =
    rowLevel && rowLevelCondition(ctx.schema, rowLevel, 'config_items', 'ci', params);
  if (narrowed) where.push(narrowed);
  if (!req.deleted) where.push('ci.deleted_at IS NULL');
  if (req.filter) where.push(...labelFilterSql(req.filter, params));
  if (req.health?.trim()) where.push(...filter('health', req.health));
  if (req.status?.trim()) where.push(...filter('status', req.status));
  return where;
}

export async function configSummary(
  ctx: SandboxContext,
  req: SummaryRequest,
  rowLevel?: RowLevelPayload | null,
): Promise<string> {
  const { sinceMs, cost } = summaryWindows(req);

  const keys = [...new Set([...(req.groupBy ?? []), ...(req.tags ?? [])].map((k) => k.trim()))];
  const groupKeys = keys.filter(Boolean);
  if (!groupKeys.includes('type')) groupKeys.push('type');

  const params = new SqlParams();
  const groupExpr = groupKeys.map((k) =>
    k === 'type'
      ? 'ci.type'
      : k === 'config_class'
        ? 'ci.config_class'
        : `ci.tags->>${params.add(k)}::text`,
  );
  const where = summaryConditions(ctx, req, params, rowLevel);

  const g = groupKeys.map((_, i) => `g${i}`);
  const gList = g.join(', ');
  const on = (a: string, b: string) =>
    g.map((c) => `${a}.${c} IS NOT DISTINCT FROM ${b}.${c}`).join(' AND ');
  const groupCols = groupExpr.map((e, i) => `${e} AS g${i}`).join(', ');
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const costExpr = cost ? COST_COLUMNS[cost]! : 'NULL::numeric';
  // Changes are counted per config first (an index-only scan), then summed per group.
  const changesCte =
    sinceMs === null
      ? ''
      : `changes AS (
      SELECT config_id, count(*)::int AS n FROM config_changes
      WHERE created_at >= now() - ${params.add(`${Math.round(sinceMs)} milliseconds`)}::interval
      GROUP BY config_id),`;
  const fields = [
    ...groupKeys.map((k, i) => `${params.add(k)}::text, s.g${i}`),
    `'health', s.health`,
    `'created_at', s.created_at`,
    `'updated_at', s.updated_at`,
    `'count', s.count`,
    ...(cost ? [`${params.add(`cost_${cost}`)}::text, s.cost`] : []),
    ...(sinceMs === null ? [] : [`'changes', s.changes`]),
    `'analysis', COALESCE(a.analysis, '{}'::jsonb)`,
  ];
  // One scan of the config items: per group and health first, then per group (the health counts
  // are the second step's object). Open insights are few: read through their configs by id.
  const sql = `
    WITH ${changesCte}
    per_health AS (
      SELECT ${groupCols}, ci.health, count(*)::int AS n, max(ci.created_at) AS created_at,
        max(ci.updated_at) AS updated_at, sum(${costExpr}) AS cost,
        ${sinceMs === null ? '0' : 'COALESCE(sum(ch.n), 0)'}::int AS changes
      FROM config_items ci
      ${sinceMs === null ? '' : 'LEFT JOIN changes ch ON ch.config_id = ci.id'}
      ${whereSql}
      GROUP BY ${groupExpr.join(', ')}, ci.health),
    summary AS (
      SELECT ${gList}, sum(n)::int AS count, max(created_at) AS created_at,
        max(updated_at) AS updated_at, sum(cost) AS cost, sum(changes)::int AS changes,
        jsonb_object_agg(health, n) FILTER (WHERE health IS NOT NULL) AS health
      FROM per_health GROUP BY ${gList}),
    analysis AS (
      SELECT ${gList}, jsonb_object_agg(analysis_type, n) AS analysis FROM (
        SELECT ${groupCols}, ca.analysis_type, count(*)::int AS n
        FROM config_analysis ca JOIN config_items ci ON ci.id = ca.config_id
        ${whereSql ? `${whereSql} AND` : 'WHERE'} ca.status = 'open' AND ca.analysis_type IS NOT NULL
        GROUP BY ${groupExpr.join(', ')}, ca.analysis_type) x GROUP BY ${gList})
    SELECT json_agg(json_build_object(${fields.join(', ')})
      ORDER BY ${g.map((c) => `s.${c}`).join(', ')})::text AS rows
    FROM summary s
    LEFT JOIN analysis a ON ${on('a', 's')}`;
  const result = await ctx.db.query<{ rows: string | null }>(sql, params.values);
  return result.rows[0]?.rows ?? 'null';
}
