// INSERT / UPDATE / DELETE for /db writes. Bodies are validated against the schema cache and sent
// as one JSON parameter expanded by json_populate_record(set); the written rows come back through a
// data-modifying CTE so `Prefer: return=representation` can reuse the read builder (embeds included).
import { PostgrestError, invalidBody } from './errors.ts';
import type { PathParams } from './parse-query.ts';
import type { RelationInfo } from './schema-cache.ts';
import { filterSql, ident, type Scope, type SqlParams } from './sql-conditions.ts';

export type JsonObject = Record<string, unknown>;

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw invalidBody('Empty or invalid json');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates keys and replaces the literal `"now()"` in timestamp columns with the current time. */
function prepareRows(
  relation: RelationInfo,
  rows: JsonObject[],
): { rows: JsonObject[]; columns: string[] } {
  const first = rows[0] ?? {};
  const columns = Object.keys(first);
  const now = new Date().toISOString();
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || keys.some((k) => !(k in first))) {
      throw invalidBody('All object keys must match');
    }
    for (const key of keys) {
      const column = relation.columnMap.get(key);
      if (!column) {
        throw new PostgrestError(
          400,
          'PGRST204',
          `Could not find the '${key}' column of '${relation.name}' in the schema cache`,
        );
      }
      const value = row[key];
      if (
        column.category === 'D' &&
        typeof value === 'string' &&
        value.trim().toLowerCase() === 'now()'
      )
        row[key] = now;
    }
  }
  return { rows, columns };
}

export interface InsertOptions {
  relation: RelationInfo;
  body: unknown;
  params: SqlParams;
  /** `Prefer: resolution=merge-duplicates|ignore-duplicates` with `on_conflict` (or the primary key). */
  resolution: 'merge' | 'ignore' | null;
  onConflict: string[] | null;
}

/** Returns the CTE text `WITH _w AS (INSERT … RETURNING *) `. */
export function buildInsertCte(options: InsertOptions): string {
  const { relation, params } = options;
  const list = Array.isArray(options.body) ? options.body : [options.body];
  if (!list.every(isObject)) throw invalidBody('Empty or invalid json');
  const target = `public.${ident(relation.name)}`;
  if (list.length === 0) return `WITH _w AS (SELECT * FROM ${target} WHERE false) `;
  const { rows, columns } = prepareRows(relation, list);
  let insert: string;
  if (columns.length === 0) {
    if (rows.length !== 1) throw invalidBody('All object keys must match');
    insert = `INSERT INTO ${target} DEFAULT VALUES`;
  } else {
    const cols = columns.map(ident).join(', ');
    insert = `INSERT INTO ${target} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${target}, ${params.add(JSON.stringify(rows))}::json)`;
  }
  if (options.resolution) {
    const conflict = options.onConflict ?? relation.primaryKey;
    for (const c of conflict) {
      if (!relation.columnMap.has(c))
        throw new PostgrestError(400, '42703', `column ${relation.name}.${c} does not exist`);
    }
    if (conflict.length === 0)
      throw new PostgrestError(400, 'PGRST100', 'on_conflict requires columns or a primary key');
    const updates = columns.filter((c) => !conflict.includes(c));
    insert +=
      options.resolution === 'ignore' || updates.length === 0
        ? ` ON CONFLICT (${conflict.map(ident).join(', ')}) DO NOTHING`
        : ` ON CONFLICT (${conflict.map(ident).join(', ')}) DO UPDATE SET ${updates.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}`;
  }
  return `WITH _w AS (${insert} RETURNING *) `;
}

function whereFor(scope: Scope, root: PathParams | undefined, params: SqlParams): string {
  const parts = (root?.filters ?? []).map((node) => filterSql(scope, node, params));
  return parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
}

export function buildUpdateCte(
  relation: RelationInfo,
  body: unknown,
  root: PathParams | undefined,
  params: SqlParams,
): string {
  if (!isObject(body)) throw invalidBody('Empty or invalid json');
  const { columns } = prepareRows(relation, [body]);
  const target = `public.${ident(relation.name)}`;
  const scope: Scope = { alias: 't0', relation };
  if (columns.length === 0) {
    // Nothing to change: PostgREST answers with the matching rows untouched.
    return `WITH _w AS (SELECT t0.* FROM ${target} t0${whereFor(scope, root, params)}) `;
  }
  const cols = columns.map(ident).join(', ');
  const record = `json_populate_record(NULL::${target}, ${params.add(JSON.stringify(body))}::json)`;
  return `WITH _w AS (UPDATE ${target} AS t0 SET (${cols}) = (SELECT ${cols} FROM ${record})${whereFor(scope, root, params)} RETURNING t0.*) `;
}

export function buildDeleteCte(
  relation: RelationInfo,
  root: PathParams | undefined,
  params: SqlParams,
): string {
  const target = `public.${ident(relation.name)}`;
  const scope: Scope = { alias: 't0', relation };
  return `WITH _w AS (DELETE FROM ${target} AS t0${whereFor(scope, root, params)} RETURNING t0.*) `;
}
