// Builds the SELECT for a /db read: projection with embeds as correlated JSON subqueries, root and
// embedded filters, `!inner` as EXISTS, order, limit/offset and an optional exact count — all in one
// statement whose JSON text is sent to the client as is.
import { PostgrestError, unknownColumn } from './errors.ts';
import { resolveEmbed, type Relationship } from './embed-resolver.ts';
import type { Condition } from './parse-filter.ts';
import type { PathParams } from './parse-query.ts';
import type { EmbedItem, SelectItem } from './parse-select.ts';
import type { RelationInfo, SchemaCache } from './schema-cache.ts';
import {
  fieldSql,
  filterSql,
  ident,
  orderSql,
  type Scope,
  type SqlParams,
} from './sql-conditions.ts';

export const maxRows = 2000;

export interface ReadContext {
  cache: SchemaCache;
  params: SqlParams;
  paths: Map<string, PathParams>;
  visited: Set<string>;
  nextAlias: () => string;
  /** Row-level narrowing: a condition every row of `relation` (as `alias`) must meet, or null. */
  narrow?: RowNarrowing;
}

export type RowNarrowing = (relation: string, alias: string, params: SqlParams) => string | null;

export function createReadContext(
  cache: SchemaCache,
  params: SqlParams,
  paths: Map<string, PathParams>,
  narrow?: RowNarrowing,
): ReadContext {
  let n = 0;
  return { cache, params, paths, visited: new Set(['']), nextAlias: () => `t${++n}`, narrow };
}

interface Level {
  columns: string[];
  where: string[];
}

function relationSource(cache: SchemaCache, name: string): { sql: string; relation: RelationInfo } {
  const relation = cache.relations.get(name);
  if (!relation)
    throw new PostgrestError(400, 'PGRST200', `Could not find '${name}' in the schema cache`);
  return { sql: `public.${ident(name)}`, relation };
}

function joinSql(rel: Relationship, parent: string, child: string): string {
  const pairs = (cols: string[], fcols: string[], holder: string, referenced: string) =>
    cols.map((c, i) => `${holder}.${ident(c)} = ${referenced}.${ident(fcols[i]!)}`);
  if (rel.kind === 'to-one')
    return pairs(rel.fk.columns, rel.fk.foreignColumns, parent, child).join(' AND ');
  if (rel.kind === 'to-many')
    return pairs(rel.fk.columns, rel.fk.foreignColumns, child, parent).join(' AND ');
  const j = `${child}j`;
  const conds = [
    ...pairs(rel.parentFk.columns, rel.parentFk.foreignColumns, j, parent),
    ...pairs(rel.targetFk.columns, rel.targetFk.foreignColumns, j, child),
  ];
  return `EXISTS (SELECT 1 FROM public.${ident(rel.junction)} ${j} WHERE ${conds.join(' AND ')})`;
}

function pageSql(limit: number | null, offset: number | null): string {
  return `${limit !== null ? ` LIMIT ${limit}` : ''}${offset ? ` OFFSET ${offset}` : ''}`;
}

/** Builds the projection and WHERE parts of one level (root or embed) of a read. */
export function buildLevel(
  ctx: ReadContext,
  scope: Scope,
  items: SelectItem[],
  path: string,
): Level {
  const columns: string[] = [];
  const where: string[] = [];
  const narrowed = ctx.narrow?.(scope.relation.name, scope.alias, ctx.params);
  if (narrowed) where.push(narrowed);
  const embedExists = new Map<string, string>();
  for (const item of items) {
    if (item.kind === 'star') {
      for (const c of scope.relation.columns)
        columns.push(`${scope.alias}.${ident(c.name)} AS ${ident(c.name)}`);
    } else if (item.kind === 'column') {
      const f = fieldSql(scope, item.field, ctx.params);
      const name =
        item.alias ?? item.field.json[item.field.json.length - 1]?.key ?? item.field.column;
      columns.push(`${f.sql}${item.cast ? `::${item.cast}` : ''} AS ${ident(name)}`);
    } else {
      const key = item.alias ?? item.name;
      const embed = buildEmbed(ctx, scope, item, path ? `${path}.${key}` : key);
      columns.push(`${embed.value} AS ${ident(key)}`);
      embedExists.set(key, embed.exists);
      if (item.inner) where.push(embed.exists);
    }
  }
  const own = ctx.paths.get(path);
  // `embed=is.null` / `embed=not.is.null` filter parents on whether the embed has a match.
  const special = (cond: Condition): string | null => {
    const exists = embedExists.get(cond.field.column);
    if (!exists || cond.field.json.length || scope.relation.columnMap.has(cond.field.column))
      return null;
    if (cond.op !== 'is' || (cond.value !== 'null' && cond.value !== 'not_null')) {
      throw unknownColumn(scope.relation.name, cond.field.column);
    }
    const wantsRow = (cond.value === 'not_null') !== cond.negated;
    return wantsRow ? exists : `NOT ${exists}`;
  };
  for (const node of own?.filters ?? []) where.push(filterSql(scope, node, ctx.params, special));
  return { columns, where };
}

function buildEmbed(
  ctx: ReadContext,
  parent: Scope,
  item: EmbedItem,
  path: string,
): { value: string; exists: string } {
  const rel = resolveEmbed(ctx.cache, parent.relation.name, item);
  const source = relationSource(ctx.cache, rel.target);
  const alias = ctx.nextAlias();
  const scope: Scope = { alias, relation: source.relation };
  ctx.visited.add(path);
  const level = buildLevel(ctx, scope, item.children, path);
  const where = [joinSql(rel, parent.alias, alias), ...level.where].join(' AND ');
  const exists = `EXISTS (SELECT 1 FROM ${source.sql} ${alias} WHERE ${where})`;
  const cols = level.columns.join(', ');
  if (rel.kind === 'to-one') {
    return {
      value: `(SELECT row_to_json(_e) FROM (SELECT ${cols} FROM ${source.sql} ${alias} WHERE ${where} LIMIT 1) _e)`,
      exists,
    };
  }
  const own = ctx.paths.get(path);
  const order = own?.order?.length ? ` ORDER BY ${orderSql(scope, own.order, ctx.params)}` : '';
  const page = pageSql(own?.limit ?? null, own?.offset ?? null);
  return {
    value: `(SELECT COALESCE(json_agg(_e), '[]'::json) FROM (SELECT ${cols} FROM ${source.sql} ${alias} WHERE ${where}${order}${page}) _e)`,
    exists,
  };
}

export interface ReadSqlOptions {
  /** FROM clause for the root (a table, a function call, or a CTE of written rows). */
  fromSql: string;
  relation: RelationInfo;
  select: SelectItem[];
  withCount: boolean;
  /** Apply root limit/offset/order (false for write representations). */
  paginate: boolean;
  prefix?: string;
}

export interface ReadSql {
  sql: string;
  offset: number;
}

/** One statement answering `body` (JSON text) and, when asked, `total`. */
export function buildReadSql(ctx: ReadContext, options: ReadSqlOptions): ReadSql {
  const scope: Scope = { alias: 't0', relation: options.relation };
  const level = buildLevel(ctx, scope, options.select, '');
  for (const path of ctx.paths.keys()) {
    if (!ctx.visited.has(path)) {
      throw new PostgrestError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }
  const root = ctx.paths.get('');
  const whereSql = level.where.length ? ` WHERE ${level.where.join(' AND ')}` : '';
  const order =
    options.paginate && root?.order?.length
      ? ` ORDER BY ${orderSql(scope, root.order, ctx.params)}`
      : '';
  const limit = Math.min(root?.limit ?? maxRows, maxRows);
  const offset = options.paginate ? (root?.offset ?? 0) : 0;
  const page = options.paginate ? pageSql(limit, offset) : '';
  const cols = level.columns.length ? level.columns.join(', ') : '';
  const body = `(SELECT COALESCE(json_agg(_r), '[]'::json)::text FROM (SELECT ${cols} FROM ${options.fromSql} t0${whereSql}${order}${page}) _r)`;
  const total = options.withCount
    ? `(SELECT count(*) FROM ${options.fromSql} t0${whereSql})::int`
    : 'NULL::int';
  return { sql: `${options.prefix ?? ''}SELECT ${body} AS body, ${total} AS total`, offset };
}
