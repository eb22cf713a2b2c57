// Entry point of the /db PostgREST dialect: request in (method, path after /db/, query, Prefer,
// Accept, body), PostgREST-shaped response out. Authorization happens before this, in http/.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  PostgrestError,
  parseError,
  rangeNotSatisfiable,
  toPostgrestError,
  unknownTable,
} from './errors.ts';
import { parseQuery, type PathParams } from './parse-query.ts';
import { bodyArgs, callSql, chooseFunction, resultRelation, rpcArgNames } from './rpc.ts';
import type { SchemaCache } from './schema-cache.ts';
import { buildReadSql, createReadContext, type RowNarrowing } from './sql-builder.ts';
import { SqlParams } from './sql-conditions.ts';
import { buildDeleteCte, buildInsertCte, buildUpdateCte, parseJsonBody } from './write-builder.ts';

export interface DbRequest {
  method: string;
  /** The path after `/db/`, e.g. `configs` or `rpc/related_configs_recursive`. */
  path: string;
  search: URLSearchParams;
  prefer: string | null;
  accept: string | null;
  body: string;
  /** The signed-in person making a write; triggers read it as `sandbox.actor` (incident history). */
  actor?: string | null;
  /** Row-level narrowing of reads (the caller's effective payload); writes are not narrowed. */
  narrow?: RowNarrowing;
}

export interface DbResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface Preferences {
  representation: boolean;
  count: boolean;
  resolution: 'merge' | 'ignore' | null;
}

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { representation: false, count: false, resolution: null };
  for (const part of (header ?? '').split(/[,;]/)) {
    const [k, v] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (k === 'return') prefs.representation = v === 'representation';
    else if (k === 'count') prefs.count = v === 'exact' || v === 'planned' || v === 'estimated';
    else if (k === 'resolution')
      prefs.resolution =
        v === 'merge-duplicates' ? 'merge' : v === 'ignore-duplicates' ? 'ignore' : null;
  }
  return prefs;
}

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8' };
const singularType = 'application/vnd.pgrst.object+json';

function errorResponse(error: unknown): DbResponse {
  const e = toPostgrestError(error);
  return { status: e.status, headers: { ...jsonHeaders }, body: JSON.stringify(e.toBody()) };
}

type Queryable = Pick<PGlite, 'query'> | Transaction;

async function run(
  db: Queryable,
  sql: string,
  params: SqlParams,
): Promise<{ body: string; total: number | null }> {
  const result = await db.query<{ body: string | null; total: number | null }>(sql, params.values);
  const row = result.rows[0];
  return { body: row?.body ?? 'null', total: row?.total ?? null };
}

function withoutRootFilters(paths: Map<string, PathParams>): Map<string, PathParams> {
  const copy = new Map(paths);
  copy.set('', { filters: [], order: null, limit: null, offset: null });
  return copy;
}

/** Applies `Accept: application/vnd.pgrst.object+json` (exactly one row, sent as an object). */
function shape(
  status: number,
  headers: Record<string, string>,
  body: string,
  singular: boolean,
): DbResponse {
  if (!singular) return { status, headers: { ...jsonHeaders, ...headers }, body };
  const rows = JSON.parse(body) as unknown[];
  if (rows.length !== 1) {
    throw new PostgrestError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${rows.length} rows`,
    );
  }
  return {
    status,
    headers: { 'Content-Type': `${singularType}; charset=utf-8`, ...headers },
    body: JSON.stringify(rows[0]),
  };
}

export async function handleDbRequest(
  db: PGlite,
  cache: SchemaCache,
  req: DbRequest,
): Promise<DbResponse> {
  try {
    return await answer(db, cache, req);
  } catch (error) {
    return errorResponse(error);
  }
}

async function answer(db: PGlite, cache: SchemaCache, req: DbRequest): Promise<DbResponse> {
  const method = req.method.toUpperCase();
  const prefs = parsePrefer(req.prefer);
  const singular = (req.accept ?? '').includes(singularType);
  if (req.path.startsWith('rpc/')) return answerRpc(db, cache, req, method, prefs, singular);
  const relation = cache.relations.get(req.path);
  if (!relation || req.path.includes('/')) throw unknownTable(req.path);
  const query = parseQuery(req.search);
  const params = new SqlParams();
  if (method === 'GET' || method === 'HEAD') {
    const ctx = createReadContext(cache, params, query.paths, req.narrow);
    const built = buildReadSql(ctx, {
      fromSql: `public."${relation.name.replace(/"/g, '""')}"`,
      relation,
      select: query.select,
      withCount: prefs.count,
      paginate: true,
    });
    const { body, total } = await run(db, built.sql, params);
    const count = (JSON.parse(body) as unknown[]).length;
    const offset = built.offset;
    if (total !== null && offset > total) throw rangeNotSatisfiable(offset, total);
    const range = count > 0 ? `${offset}-${offset + count - 1}` : '*';
    const headers = { 'Content-Range': `${range}/${total ?? '*'}` };
    const status = total !== null && count < total && !(count === 0 && total === 0) ? 206 : 200;
    const res = shape(status, headers, body, singular);
    return method === 'HEAD' ? { ...res, body: '' } : res;
  }
  let cte: string;
  if (method === 'POST') {
    const onConflict = query.onConflict ? query.onConflict.split(',').map((c) => c.trim()) : null;
    cte = buildInsertCte({
      relation,
      body: parseJsonBody(req.body),
      params,
      resolution: prefs.resolution,
      onConflict,
    });
  } else if (method === 'PATCH') {
    cte = buildUpdateCte(relation, parseJsonBody(req.body), query.paths.get(''), params);
  } else if (method === 'DELETE') {
    cte = buildDeleteCte(relation, query.paths.get(''), params);
  } else {
    throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  const ctx = createReadContext(cache, params, withoutRootFilters(query.paths));
  const built = buildReadSql(ctx, {
    fromSql: '_w',
    relation,
    select: query.select,
    withCount: false,
    paginate: false,
    prefix: cte,
  });
  const actor = req.actor;
  const { body } = actor
    ? await db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('sandbox.actor', $1, true)`, [actor]);
        return run(tx, built.sql, params);
      })
    : await run(db, built.sql, params);
  const written = (JSON.parse(body) as unknown[]).length;
  const range = written > 0 ? `0-${written - 1}/*` : '*/*';
  const created = method === 'POST';
  if (!prefs.representation) {
    return { status: created ? 201 : 204, headers: { 'Content-Range': range }, body: '' };
  }
  return shape(created ? 201 : 200, { 'Content-Range': range }, body, singular);
}

async function answerRpc(
  db: PGlite,
  cache: SchemaCache,
  req: DbRequest,
  method: string,
  prefs: Preferences,
  singular: boolean,
): Promise<DbResponse> {
  const name = req.path.slice('rpc/'.length);
  if (method !== 'GET' && method !== 'POST' && method !== 'HEAD') {
    throw new PostgrestError(405, 'PGRST101', 'Only GET and POST are allowed for functions');
  }
  const readOnly = method !== 'POST';
  const argNames = readOnly ? rpcArgNames(cache, name) : new Set<string>();
  // The overload is chosen before the rest of the query string is read as filters (PGRST202 first).
  const args: Map<string, unknown> = readOnly
    ? new Map([...req.search].filter(([k]) => argNames.has(k)))
    : bodyArgs(req.body.trim() ? parseJsonBody(req.body) : undefined);
  const fn = chooseFunction(cache, name, [...args.keys()]);
  const query = parseQuery(req.search, argNames);
  const params = new SqlParams();
  const call = callSql(fn, args, params);
  const relation = resultRelation(cache, fn);
  let sql: string;
  let offset = 0;
  if (relation) {
    const ctx = createReadContext(cache, params, query.paths, readOnly ? req.narrow : undefined);
    // Materialised once so the optional count does not call the function a second time.
    const built = buildReadSql(ctx, {
      fromSql: '_f',
      prefix: `WITH _f AS MATERIALIZED (SELECT * FROM ${call}) `,
      relation,
      select: query.select,
      withCount: prefs.count,
      paginate: true,
    });
    sql = built.sql;
    offset = built.offset;
  } else {
    if ([...query.paths.values()].some((p) => p.filters.length || p.order)) {
      throw parseError('"filters are not allowed on a function returning a scalar"');
    }
    sql = fn.returnsSet
      ? `SELECT COALESCE(json_agg(_x), '[]'::json)::text AS body, NULL::int AS total FROM ${call} _x`
      : `SELECT to_json(${call})::text AS body, NULL::int AS total`;
  }
  const exec = async (q: Queryable) => run(q, sql, params);
  const { body, total } = readOnly
    ? await db.transaction(async (tx) => {
        await tx.exec('SET TRANSACTION READ ONLY');
        return exec(tx);
      })
    : await exec(db);
  if (!relation) return { status: 200, headers: { ...jsonHeaders }, body };
  const rows = JSON.parse(body) as unknown[];
  if (!fn.returnsSet) {
    return { status: 200, headers: { ...jsonHeaders }, body: JSON.stringify(rows[0] ?? null) };
  }
  const range = rows.length > 0 ? `${offset}-${offset + rows.length - 1}` : '*';
  const res = shape(200, { 'Content-Range': `${range}/${total ?? '*'}` }, body, singular);
  return method === 'HEAD' ? { ...res, body: '' } : res;
}
