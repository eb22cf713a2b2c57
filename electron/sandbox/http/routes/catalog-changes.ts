// POST /catalog/changes (C3, reference §4.3), after duty's FindCatalogChanges: the request's
// defaults and validation, the config scope (one id → its related changes by `recursive`,
// several → IN, a `!id` list → a filter, other text → a name search), the filters, a count and
// one page. Rows leave shaped like duty's ConfigChangeRow, empty fields omitted.
import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { SqlParams } from '../../postgrest/sql-conditions.ts';
import type { SandboxContext } from '../types.ts';
import {
  BadRequest,
  type ColumnFilter,
  columnFilter,
  escapeLike,
  integerish,
  tagsSql,
  timeBound,
  uuidPattern,
} from './catalog-filters.ts';

const NIL_AGENT = '00000000-0000-0000-0000-000000000000';
const RECURSIVE = ['upstream', 'downstream', 'none', 'all'] as const;
const SORTABLE = ['name', 'change_type', 'summary', 'source', 'created_at', 'count'] as const;
/** Most severe first: a plain severity asks for that level and everything above it. */
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
const MAX_PAGE_SIZE = 10_000;

export const changesRequest = z.object({
  id: z.string().nullish(),
  config_type: z.string().nullish(),
  type: z.string().nullish(),
  severity: z.string().nullish(),
  created_by: z.string().nullish(),
  summary: z.string().nullish(),
  source: z.string().nullish(),
  tags: z.string().nullish(),
  from: z.string().nullish(),
  to: z.string().nullish(),
  from_inserted_at: z.string().nullish(),
  to_inserted_at: z.string().nullish(),
  page: integerish.nullish(),
  page_size: integerish.nullish(),
  sort_by: z.string().nullish(),
  recursive: z.string().nullish(),
  depth: integerish.nullish(),
  soft: z.boolean().nullish(),
  include_deleted_configs: z.boolean().nullish(),
  agent_id: z.string().nullish(),
});
type ChangesRequest = z.infer<typeof changesRequest>;

export interface ChangesAnswer {
  summary?: Record<string, number>;
  total?: number;
  changes?: Record<string, unknown>[];
}

function severityExpression(severity: string): string {
  if (severity.startsWith('!') || severity.includes(',')) return severity;
  const at = SEVERITIES.indexOf(severity as (typeof SEVERITIES)[number]);
  if (at < 0) throw new BadRequest(`invalid severity: unknown severity "${severity}"`);
  return SEVERITIES.slice(0, at + 1).join(',');
}

function sortOf(sortBy: string): { column: string; desc: boolean } {
  if (sortBy === '') return { column: 'created_at', desc: true };
  const desc = sortBy.startsWith('-');
  const column = desc ? sortBy.slice(1) : sortBy;
  if (!(SORTABLE as readonly string[]).includes(column))
    throw new BadRequest(
      `invalid 'sort_by' param: ${column}. allowed sort fields are: ${SORTABLE.join(', ')}`,
    );
  return { column, desc };
}

/** Changes of one config and its relatives, as duty's related_changes_recursive selects them. */
function relatedScope(
  root: string,
  recursive: (typeof RECURSIVE)[number],
  depth: number,
  soft: boolean,
  params: SqlParams,
): string {
  const id = `${params.add(root)}::uuid`;
  const parts = [`c.config_id = ${id}`];
  if (recursive === 'downstream')
    parts.push(`c.config_id IN (SELECT d.id FROM config_items r, config_items d
      WHERE r.id = ${id} AND d.path LIKE (CASE WHEN COALESCE(r.path, '') = '' THEN r.id::text
        ELSE r.path || '.' || r.id::text END) || '%')`);
  else if (recursive === 'upstream')
    parts.push(`c.config_id = ANY(SELECT unnest(string_to_array(r.path, '.'))::uuid
      FROM config_items r WHERE r.id = ${id} AND r.path <> '')`);
  else if (recursive === 'all')
    parts.push(
      `c.config_id IN (SELECT w.id FROM related_config_walk(${id}, 'all', ${params.add(depth)}::int) w)`,
    );
  if (soft && recursive !== 'none')
    parts.push(`c.config_id IN (
      SELECT s.related_id FROM config_relationships s
      WHERE s.config_id = ${id} AND s.relation IS DISTINCT FROM 'hard' AND s.deleted_at IS NULL
      UNION
      SELECT s.config_id FROM config_relationships s
      WHERE s.related_id = ${id} AND s.relation IS DISTINCT FROM 'hard' AND s.deleted_at IS NULL)`);
  return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
}

/** Text that is not a list of ids names configs (duty resolves it as a resource search). */
async function searchConfigs(db: PGlite, text: string, includeDeleted: boolean): Promise<string[]> {
  const pattern = `%${escapeLike(text).replace(/\*/g, '%')}%`;
  const found = await db.query<{ id: string }>(
    `SELECT id FROM config_items WHERE (name ILIKE $1 OR id::text = $2)
       ${includeDeleted ? '' : 'AND deleted_at IS NULL'}
     ORDER BY name LIMIT 200`,
    [pattern, text],
  );
  return found.rows.map((r) => r.id);
}

const str = (value: string | null | undefined) => (value ?? '').trim();

/** The request with duty's defaults, checked in duty's order. */
function changesQuery(req: ChangesRequest, now: number) {
  // Defaults (duty's SetDefaults).
  let from = str(req.from);
  const to = str(req.to);
  if (from === '' && to === '') from = 'now-2d';
  const pageSize = req.page_size && req.page_size > 0 ? Math.min(req.page_size, MAX_PAGE_SIZE) : 50;
  const page = req.page && req.page > 0 ? req.page : 1;
  const depth = req.depth && req.depth > 0 ? req.depth : 5;
  const recursive = str(req.recursive) || 'downstream';
  let agentId = str(req.agent_id);
  if (agentId === 'local') agentId = NIL_AGENT;
  const includeDeleted = req.include_deleted_configs ?? false;

  // Validation (duty's Validate), in its order.
  const fromTime = from ? timeBound('from', from, now) : null;
  const toTime = to ? timeBound('to', to, now) : null;
  if (fromTime && toTime && Date.parse(fromTime) >= Date.parse(toTime))
    throw new BadRequest(`'from' must be before 'to'`);
  if (agentId && !uuidPattern.test(agentId))
    throw new BadRequest(`agent_id(${agentId}) must either be a valid uuid or \`local\``);
  if (!(RECURSIVE as readonly string[]).includes(recursive))
    throw new BadRequest(`'recursive' must be one of [${RECURSIVE.join(' ')}]`);
  const fromInserted = str(req.from_inserted_at)
    ? timeBound('from_inserted_at', str(req.from_inserted_at), now)
    : null;
  const toInserted = str(req.to_inserted_at)
    ? timeBound('to_inserted_at', str(req.to_inserted_at), now)
    : null;
  if (fromInserted && toInserted && Date.parse(fromInserted) >= Date.parse(toInserted))
    throw new BadRequest(`'from_inserted_at' must be before 'to_inserted_at'`);
  const sort = sortOf(str(req.sort_by));
  return {
    pageSize,
    page,
    depth,
    recursive: recursive as (typeof RECURSIVE)[number],
    agentId,
    includeDeleted,
    fromTime,
    toTime,
    fromInserted,
    toInserted,
    sort,
  };
}
type ChangesQuery = ReturnType<typeof changesQuery>;

/**
 * The config scope of `id`: one id → its related changes, several → IN, a `!id` list → a filter,
 * other text → a name search; null when that search found no config.
 */
async function configScopeSql(
  ctx: SandboxContext,
  req: ChangesRequest,
  query: ChangesQuery,
  params: SqlParams,
  filter: ColumnFilter,
): Promise<string[] | null> {
  const id = str(req.id);
  if (!id) return [];
  const parts = id.split(',').map((p) => p.trim());
  if (parts.every((p) => uuidPattern.test(p))) {
    if (parts.length === 1)
      return [relatedScope(parts[0]!, query.recursive, query.depth, req.soft ?? false, params)];
    return [`c.config_id = ANY(${params.add(parts)}::uuid[])`];
  }
  if (parts.some((p) => p.startsWith('!'))) {
    for (const p of parts)
      if (!uuidPattern.test(p.replace(/^!/, '')))
        throw new BadRequest(`invalid id filter: ${p} is not a config id`);
    return filter('config_id', id);
  }
  const ids = await searchConfigs(ctx.db, id, query.includeDeleted);
  if (ids.length === 0) return null;
  return [`c.config_id = ANY(${params.add(ids)}::uuid[])`];
}

/** The filters: duty's ApplyClauses, then FindCatalogChanges' own. */
function changeFilters(
  req: ChangesRequest,
  query: ChangesQuery,
  params: SqlParams,
  filter: ColumnFilter,
): string[] {
  const where: string[] = [];
  const { agentId, fromTime, toTime, fromInserted, toInserted } = query;
  if (agentId) where.push(`c.agent_id = ${params.add(agentId)}::uuid`);
  if (str(req.config_type)) where.push(...filter('type', str(req.config_type)));
  if (fromTime) where.push(`c.created_at > ${params.add(fromTime)}::timestamptz`);
  if (toTime) where.push(`c.created_at <= ${params.add(toTime)}::timestamptz`);
  if (!query.includeDeleted) where.push('c.deleted_at IS NULL');
  if (str(req.tags)) where.push(...tagsSql('c.tags', str(req.tags), params));
  if (str(req.type)) where.push(...filter('change_type', str(req.type)));
  if (str(req.severity)) where.push(...filter('severity', severityExpression(str(req.severity))));
  if (str(req.summary)) where.push(...filter('summary', str(req.summary)));
  if (str(req.source)) where.push(...filter('source', str(req.source)));
  if (fromInserted) where.push(`c.inserted_at > ${params.add(fromInserted)}::timestamptz`);
  if (toInserted) where.push(`c.inserted_at < ${params.add(toInserted)}::timestamptz`);
  const createdBy = str(req.created_by);
  if (createdBy) {
    if (uuidPattern.test(createdBy)) where.push(`c.created_by = ${params.add(createdBy)}::uuid`);
    else where.push(...filter('external_created_by', createdBy));
  }
  return where;
}

/** One page of the matching changes, shaped like duty's ConfigChangeRow. */
async function changesPage(
  ctx: SandboxContext,
  whereSql: string,
  params: SqlParams,
  query: ChangesQuery,
): Promise<Record<string, unknown>[]> {
  const { sort, page, pageSize } = query;
  const order = (alias: string) =>
    `${alias}.${sort.column} ${sort.desc ? 'DESC' : 'ASC'} NULLS LAST, ${alias}.id ${sort.desc ? 'DESC' : 'ASC'}`;
  const limit = params.add(pageSize);
  const offset = params.add((page - 1) * pageSize);
  const result = await ctx.db.query<{ rows: string }>(
    `SELECT COALESCE(json_agg(json_strip_nulls(json_build_object(
        'id', p.id, 'config_id', p.config_id, 'agent_id', COALESCE(p.agent_id::text, ''),
        'external_change_id', COALESCE(p.external_change_id, ''),
        'change_type', COALESCE(p.change_type, ''), 'severity', COALESCE(p.severity, ''),
        'source', COALESCE(p.source, ''), 'summary', NULLIF(p.summary, ''),
        'created_at', p.created_at, 'count', p.count, 'first_observed', p.first_observed,
        'name', NULLIF(p.name, ''), 'type', NULLIF(p.type, ''),
        'tags', CASE WHEN p.tags = '{}'::jsonb THEN NULL ELSE p.tags END,
        'created_by', p.created_by, 'external_created_by', NULLIF(p.external_created_by, ''),
        'path', NULLIF(p.path, ''), 'inserted_at', p.inserted_at, 'deleted_at', p.deleted_at
      )) ORDER BY ${order('p')}), '[]')::text AS rows
     FROM (
       SELECT c.id, c.config_id, c.agent_id, c.external_change_id, c.change_type, c.severity,
         c.source, c.summary, c.created_at, c.count, c.first_observed, c.name, c.type, c.tags,
         c.created_by, c.external_created_by, c.path, c.inserted_at, c.deleted_at
       FROM catalog_changes c ${whereSql}
       ORDER BY ${order('c')}
       LIMIT ${limit} OFFSET ${offset}
     ) p`,
    params.values,
  );
  return JSON.parse(result.rows[0]?.rows ?? '[]') as Record<string, unknown>[];
}

export async function findCatalogChanges(
  ctx: SandboxContext,
  req: ChangesRequest,
  now = Date.now(),
): Promise<ChangesAnswer> {
  const params = new SqlParams();
  const filter = columnFilter(ctx, 'catalog_changes', 'c', params);
  const query = changesQuery(req, now);
  const configScope = await configScopeSql(ctx, req, query, params, filter);
  if (configScope === null) return {};
  const where = [...configScope, ...changeFilters(req, query, params, filter)];

  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const counted = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM catalog_changes c ${whereSql}`,
    params.values,
  );
  const total = counted.rows[0]?.n ?? 0;
  if (total === 0) return {};

  const changes = await changesPage(ctx, whereSql, params, query);
  const answer: ChangesAnswer = { total };
  if (changes.length) {
    const summary: Record<string, number> = {};
    for (const c of changes) {
      const type = typeof c.change_type === 'string' ? c.change_type : '';
      summary[type] = (summary[type] ?? 0) + 1;
    }
    answer.summary = summary;
    answer.changes = changes;
  }
  return answer;
}
