// The view runner (spec 4-views §4.1): variables → fingerprint (SHA-256 of the sorted value map)
// → the cached result of that fingerprint if it is younger than the max age (never below the
// min age), else a run of the queries, panels and table rows, stored in view_panels and the
// view's table. Identical refreshes in flight are shared. A run that fails or outlasts the
// refresh timeout answers the cached result with refreshStatus `error` when there is one.
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { loadSchemaCache } from '../../postgrest/schema-cache.ts';
import type { SandboxContext } from '../types.ts';
import { querySql, withQueries } from './queries.ts';
import type { ViewRow } from './spec.ts';
import { CACHE_DEFAULTS, durationMs, ViewError } from './spec.ts';
import { fillDeep, fillVars } from './template.ts';
import { grantRows } from './grants.ts';
import { ensureTable, tableExists, tableName, tableRow, writeRows } from './table.ts';
import { resolveVariables, type VariableResult } from './variables.ts';
import { type RunOutcome, viewResult } from './result.ts';

export interface RunOptions {
  variables?: Record<string, string>;
  /** From `Cache-Control: max-age=N` (ms); raised to the view's min age. */
  maxAgeMs?: number;
  /** From `Cache-Control: refresh-timeout=N` (ms). */
  refreshTimeoutMs?: number;
}

export function fingerprint(values: Record<string, string>): string {
  const sorted = Object.fromEntries(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

const jsonSafe = (rows: unknown[]): Record<string, unknown>[] =>
  JSON.parse(
    JSON.stringify(rows, (_, v: unknown) => (typeof v === 'bigint' ? Number(v) : v)),
  ) as Record<string, unknown>[];

interface Computed {
  panels: Record<string, unknown>[];
  rows: Record<string, unknown>[];
}

/** Runs the queries (read-only) for these values: panel results and the table's query rows. */
async function compute(db: PGlite, view: ViewRow, values: Record<string, string>) {
  const spec = view.spec;
  const queries = Object.fromEntries(
    Object.entries(spec.queries ?? {}).map(([n, q]) => [
      n,
      q.sql ? fillVars(querySql(n, q), values, true) : querySql(n, fillDeep(q, values)),
    ]),
  );
  const prefix = withQueries(queries);
  return db.transaction(async (tx): Promise<Computed> => {
    await tx.exec('SET TRANSACTION READ ONLY');
    const panels: Record<string, unknown>[] = [];
    for (const { query, ...panel } of spec.panels ?? []) {
      const sql = fillVars(query ?? 'SELECT 1 WHERE false', values, true);
      // Back to the event loop between queries: a refresh timeout can fire, requests proceed.
      await new Promise((resolve) => setImmediate(resolve));
      const result = await tx.query(prefix + sql);
      panels.push({ ...panel, rows: jsonSafe(result.rows) });
    }
    let rows: Record<string, unknown>[] = [];
    const names = Object.keys(queries);
    if ((spec.columns ?? []).length > 0 && names.length > 0) {
      if (!spec.merge && names.length > 1)
        throw new ViewError(400, 'merge query must be specified when there are multiple queries');
      const body = spec.merge ? fillVars(spec.merge, values, true) : `SELECT * FROM "${names[0]}"`;
      rows = jsonSafe((await tx.query(prefix + body)).rows);
    }
    return { panels, rows };
  });
}

/** Makes the view's table when missing and lets /db see it. */
async function prepareTable(ctx: SandboxContext, table: string, view: ViewRow): Promise<void> {
  const created = await ensureTable(ctx.db, table, view.spec.columns ?? []);
  if (created || !ctx.schema.relations.has(table))
    Object.assign(ctx.schema, await loadSchemaCache(ctx.db));
}

async function refresh(
  ctx: SandboxContext,
  view: ViewRow,
  values: Record<string, string>,
  fp: string,
) {
  const { panels, rows } = await compute(ctx.db, view, values);
  const table = tableName(view.namespace ?? '', view.name);
  if ((view.spec.columns ?? []).length > 0) await prepareTable(ctx, table, view);
  const refreshedAt = new Date();
  await ctx.db.transaction(async (tx) => {
    const columns = view.spec.columns ?? [];
    if (columns.length > 0) {
      const written = rows.map((r) => tableRow(view.spec, r, fp));
      await writeRows(tx, table, fp, written);
      await grantRows(tx, ctx.schema, table, fp, columns);
    }
    await tx.query(
      `INSERT INTO view_panels (view_id, request_fingerprint, results, refreshed_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (view_id, request_fingerprint)
       DO UPDATE SET results = EXCLUDED.results, refreshed_at = EXCLUDED.refreshed_at`,
      [view.id, fp, JSON.stringify(panels), refreshedAt.toISOString()],
    );
    await tx.query('UPDATE views SET last_ran = $2 WHERE id = $1', [view.id, refreshedAt]);
  });
  return { panels, refreshedAt };
}

const inFlight = new Map<
  string,
  Promise<{ panels: Record<string, unknown>[]; refreshedAt: Date }>
>();

function timeout(ms: number, message: string): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new ViewError(500, message)), ms).unref();
  });
}

interface Cached {
  results: Record<string, unknown>[];
  refreshed_at: Date;
}

async function cachedResult(db: PGlite, viewId: string, fp: string): Promise<Cached | null> {
  const r = await db.query<Cached>(
    'SELECT results, refreshed_at FROM view_panels WHERE view_id = $1 AND request_fingerprint = $2',
    [viewId, fp],
  );
  return r.rows[0] ?? null;
}

/** The view's result for these variables, from cache or a run (ReadOrPopulateViewTable). */
export async function readOrRun(ctx: SandboxContext, view: ViewRow, options: RunOptions = {}) {
  const { spec } = view;
  const label = `${view.namespace ?? ''}/${view.name}`;
  const { values, variables } = await resolveVariables(
    ctx.db,
    spec.templating ?? [],
    options.variables ?? {},
  );
  const fp = fingerprint(values);
  const minAge = durationMs(spec.cache?.minAge, CACHE_DEFAULTS.minAge);
  const maxAge = Math.max(
    options.maxAgeMs ?? durationMs(spec.cache?.maxAge, CACHE_DEFAULTS.maxAge),
    minAge,
  );
  const refreshTimeout =
    options.refreshTimeoutMs ??
    durationMs(spec.cache?.refreshTimeout, CACHE_DEFAULTS.refreshTimeout);
  const table = tableName(view.namespace ?? '', view.name);
  const hasTable = (spec.columns ?? []).length === 0 || (await tableExists(ctx.db, table));
  const cached = await cachedResult(ctx.db, view.id, fp);
  const base = { view, variables, fp, table };
  if (cached && hasTable && Date.now() - new Date(cached.refreshed_at).getTime() < maxAge) {
    if (!ctx.schema.relations.has(table) && (spec.columns ?? []).length > 0)
      await prepareTable(ctx, table, view);
    return viewResult(ctx.db, {
      ...base,
      panels: cached.results,
      refreshedAt: cached.refreshed_at,
      status: 'cache',
    });
  }
  const key = `${view.id}/${fp}`;
  let run = inFlight.get(key);
  if (!run) {
    run = refresh(ctx, view, values, fp).finally(() => inFlight.delete(key));
    inFlight.set(key, run);
    // A run that outlasts its timeout still finishes (and fills the cache); its failure is
    // answered to the waiting request, or dropped when nobody waits any more.
    run.catch(() => undefined);
  }
  try {
    const fresh = await Promise.race([
      run,
      timeout(refreshTimeout, `view ${label} refresh timeout reached. try again`),
    ]);
    return viewResult(ctx.db, {
      ...base,
      panels: fresh.panels,
      refreshedAt: fresh.refreshedAt,
      status: 'fresh',
    });
  } catch (error) {
    if (!cached || !hasTable) throw error;
    const outcome: RunOutcome = {
      ...base,
      panels: cached.results,
      refreshedAt: cached.refreshed_at,
      status: 'error',
    };
    return viewResult(ctx.db, {
      ...outcome,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

export type { VariableResult };
