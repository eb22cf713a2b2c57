// Introspects pg_catalog once so the /db translator can validate names and derive embeds from the
// database's own foreign keys (including FKs traced through views), the way PostgREST builds its
// schema cache. Nothing here is a hand-written list of relationships.
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { hasSandboxMeta } from '../db/open-database.ts';

export interface ColumnInfo {
  name: string;
  /** format_type() text, e.g. `timestamp with time zone`, `text[]`, `jsonb`. */
  type: string;
  /** pg_type.typcategory of the element type: D datetime, S string, N numeric, B bool, U user (json, uuid)… */
  category: string;
  isArray: boolean;
}

export interface RelationInfo {
  name: string;
  kind: 'table' | 'view';
  columns: ColumnInfo[];
  columnMap: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export interface ForeignKey {
  constraint: string;
  /** The relation holding the FK columns (a view when traced through one). */
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** Output columns when the function returns rows (a table type or RETURNS TABLE); null for scalars. */
  columns: ColumnInfo[] | null;
  /** The relation whose row type it returns, for embeds on the result. */
  returnRelation: string | null;
  volatile: boolean;
}

export interface SchemaCache {
  relations: Map<string, RelationInfo>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
}

interface ColumnRow {
  rel: string;
  relkind: string;
  col: string;
  type: string;
  category: string;
  is_array: boolean;
  relid: string;
  num: number;
}

const columnsSql = `
SELECT c.relname AS rel, c.relkind::text AS relkind, a.attname AS col, c.oid::text AS relid, a.attnum::int AS num,
       format_type(a.atttypid, a.atttypmod) AS type,
       COALESCE(et.typcategory, t.typcategory)::text AS category,
       (t.typcategory = 'A') AS is_array
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
JOIN pg_type t ON t.oid = a.atttypid
LEFT JOIN pg_type et ON et.oid = t.typelem AND t.typcategory = 'A'
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v', 'm', 'p', 'f')
ORDER BY c.relname, a.attnum`;

const primaryKeySql = `
SELECT c.relname AS rel, array_agg(a.attname ORDER BY k.ord) AS cols
FROM pg_index i
JOIN pg_class c ON c.oid = i.indrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
WHERE i.indisprimary AND n.nspname = 'public'
GROUP BY c.relname`;

const foreignKeySql = `
SELECT con.conname AS constraint, c.relname AS rel, fc.relname AS frel,
       (SELECT array_agg(a.attname ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY k(attnum, ord)
          JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum) AS cols,
       (SELECT array_agg(a.attname ORDER BY k.ord) FROM unnest(con.confkey) WITH ORDINALITY k(attnum, ord)
          JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum) AS fcols
FROM pg_constraint con
JOIN pg_class c ON c.oid = con.conrelid
JOIN pg_class fc ON fc.oid = con.confrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_namespace fn ON fn.oid = fc.relnamespace
WHERE con.contype = 'f' AND n.nspname = 'public' AND fn.nspname = 'public'`;

// Each view's rewrite rule as node-tree text: its top-level target entries say which base column
// (resorigtbl/resorigcol) every output column is a plain reference to — what PostgREST reads too.
const viewRuleSql = `
SELECT v.relname AS view, r.ev_action::text AS action
FROM pg_rewrite r
JOIN pg_class v ON v.oid = r.ev_class
JOIN pg_namespace vn ON vn.oid = v.relnamespace
WHERE vn.nspname = 'public' AND v.relkind IN ('v', 'm') AND r.rulename = '_RETURN'`;

interface ColumnOrigin {
  view: string;
  column: string;
  base: string;
  baseColumn: string;
}

/** Top-level target entries of a rule's query tree (depth 4: list, QUERY, targetList, TARGETENTRY). */
export function targetOrigins(
  action: string,
): { resno: number; name: string; table: number; column: number }[] {
  const depthAt = new Int32Array(action.length);
  let depth = 0;
  for (let i = 0; i < action.length; i++) {
    const ch = action[i];
    if (ch === '\\') {
      depthAt[i] = depth;
      i++;
      if (i < action.length) depthAt[i] = depth;
      continue;
    }
    if (ch === '{' || ch === '(') depth++;
    depthAt[i] = depth;
    if (ch === '}' || ch === ')') depth--;
  }
  const re =
    /:resno (\d+) :resname (\S+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+) :resjunk false/g;
  const out: { resno: number; name: string; table: number; column: number }[] = [];
  for (let m = re.exec(action); m; m = re.exec(action)) {
    if (depthAt[m.index] !== 4 || m[3] === '0') continue;
    out.push({ resno: Number(m[1]), name: m[2]!, table: Number(m[3]), column: Number(m[4]) });
  }
  return out;
}

const functionSql = `
SELECT p.proname AS name, p.proretset AS returns_set, p.provolatile::text AS volatility,
       p.pronargs AS nargs, p.pronargdefaults AS ndefaults,
       COALESCE(p.proargnames, ARRAY[]::text[]) AS argnames,
       COALESCE(p.proargmodes::text[], ARRAY[]::text[]) AS argmodes,
       ARRAY(SELECT format_type(x, NULL) FROM unnest(COALESCE(p.proallargtypes, p.proargtypes::oid[])) x) AS argtypes,
       ARRAY(SELECT COALESCE(et.typcategory, t.typcategory)::text FROM unnest(COALESCE(p.proallargtypes, p.proargtypes::oid[])) WITH ORDINALITY u(x, o)
             JOIN pg_type t ON t.oid = u.x LEFT JOIN pg_type et ON et.oid = t.typelem AND t.typcategory = 'A' ORDER BY u.o) AS argcats,
       rc.relname AS return_relation
FROM pg_proc p
JOIN pg_namespace n ON n.oid = p.pronamespace
JOIN pg_type rt ON rt.oid = p.prorettype
LEFT JOIN pg_class rc ON rc.oid = rt.typrelid
WHERE n.nspname = 'public' AND p.prokind = 'f'`;

interface FunctionRow {
  name: string;
  returns_set: boolean;
  volatility: string;
  nargs: number;
  ndefaults: number;
  argnames: string[];
  argmodes: string[];
  argtypes: string[];
  argcats: string[];
  return_relation: string | null;
}

export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const relations = new Map<string, RelationInfo>();
  const columnRows = await db.query<ColumnRow>(columnsSql);
  for (const row of columnRows.rows) {
    let rel = relations.get(row.rel);
    if (!rel) {
      rel = {
        name: row.rel,
        kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table',
        columns: [],
        columnMap: new Map(),
        primaryKey: [],
      };
      relations.set(row.rel, rel);
    }
    const column: ColumnInfo = {
      name: row.col,
      type: row.type,
      category: row.category,
      isArray: row.is_array,
    };
    rel.columns.push(column);
    rel.columnMap.set(column.name, column);
  }
  for (const row of (await db.query<{ rel: string; cols: string[] }>(primaryKeySql)).rows) {
    const rel = relations.get(row.rel);
    if (rel) rel.primaryKey = row.cols;
  }
  const baseKeys = (
    await db.query<{
      constraint: string;
      rel: string;
      frel: string;
      cols: string[];
      fcols: string[];
    }>(foreignKeySql)
  ).rows.map((r): ForeignKey => ({
    constraint: r.constraint,
    table: r.rel,
    columns: r.cols,
    foreignTable: r.frel,
    foreignColumns: r.fcols,
  }));
  const attributes = new Map<string, { relname: string; name: string }>();
  for (const row of columnRows.rows)
    attributes.set(`${row.relid}:${row.num}`, { relname: row.rel, name: row.col });
  const origins: ColumnOrigin[] = [];
  for (const rule of (await db.query<{ view: string; action: string }>(viewRuleSql)).rows) {
    const columns = relations.get(rule.view)?.columns ?? [];
    for (const t of targetOrigins(rule.action)) {
      const base = attributes.get(`${t.table}:${t.column}`);
      const column = columns[t.resno - 1];
      if (base && column)
        origins.push({
          view: rule.view,
          column: column.name,
          base: base.relname,
          baseColumn: base.name,
        });
    }
  }
  const foreignKeys = traceViews(baseKeys, origins);
  const functions = await loadFunctions(db, relations);
  return { relations, foreignKeys, functions };
}

/**
 * A view inherits a base relation's FK (as holder or as target) when each FK column is exposed by
 * the view as a plain reference to that base column (possibly renamed). Repeated so views over
 * views resolve too.
 */
function traceViews(baseKeys: ForeignKey[], origins: ColumnOrigin[]): ForeignKey[] {
  // "view\0base" → base column → the view column exposing it
  const exposed = new Map<string, Map<string, string>>();
  for (const o of origins) {
    const key = `${o.view}\0${o.base}`;
    let map = exposed.get(key);
    if (!map) exposed.set(key, (map = new Map<string, string>()));
    if (!map.has(o.baseColumn)) map.set(o.baseColumn, o.column);
  }
  const pairs = [...exposed.keys()].map((k) => k.split('\0') as [string, string]);
  const viewColumns = (view: string, base: string, cols: string[]): string[] | null => {
    const map = exposed.get(`${view}\0${base}`);
    const mapped = cols.map((c) => map?.get(c));
    return mapped.every((c): c is string => c !== undefined) ? mapped : null;
  };
  const all = new Map<string, ForeignKey>();
  const keyOf = (fk: ForeignKey) => `${fk.constraint}\0${fk.table}\0${fk.foreignTable}`;
  for (const fk of baseKeys) all.set(keyOf(fk), fk);
  for (let pass = 0; pass < 3; pass++) {
    const before = all.size;
    for (const fk of [...all.values()]) {
      for (const [view, base] of pairs) {
        const candidates: ForeignKey[] = [];
        const holder = base === fk.table ? viewColumns(view, base, fk.columns) : null;
        if (holder) candidates.push({ ...fk, table: view, columns: holder });
        const target = base === fk.foreignTable ? viewColumns(view, base, fk.foreignColumns) : null;
        if (target) candidates.push({ ...fk, foreignTable: view, foreignColumns: target });
        for (const c of candidates) if (!all.has(keyOf(c))) all.set(keyOf(c), c);
      }
    }
    if (all.size === before) break;
  }
  return [...all.values()];
}

async function loadFunctions(
  db: PGlite,
  relations: Map<string, RelationInfo>,
): Promise<Map<string, FunctionInfo[]>> {
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of (await db.query<FunctionRow>(functionSql)).rows) {
    const modes = row.argmodes.length ? row.argmodes : row.argtypes.map(() => 'i');
    const inputs: FunctionArg[] = [];
    const outputs: ColumnInfo[] = [];
    modes.forEach((mode, i) => {
      const name = row.argnames[i] ?? '';
      const type = row.argtypes[i] ?? 'text';
      if (mode === 'i' || mode === 'b' || mode === 'v')
        inputs.push({ name, type, hasDefault: false });
      if (mode === 't' || mode === 'o' || mode === 'b') {
        outputs.push({ name, type, category: row.argcats[i] ?? 'S', isArray: type.endsWith('[]') });
      }
    });
    inputs.forEach((arg, i) => (arg.hasDefault = i >= inputs.length - row.ndefaults));
    const returnRel = row.return_relation ? relations.get(row.return_relation) : undefined;
    const info: FunctionInfo = {
      name: row.name,
      args: inputs,
      returnsSet: row.returns_set,
      columns: outputs.length ? outputs : returnRel ? returnRel.columns : null,
      returnRelation: returnRel ? returnRel.name : null,
      volatile: row.volatility === 'v',
    };
    const list = functions.get(row.name) ?? [];
    list.push(info);
    functions.set(row.name, list);
  }
  return functions;
}

// The introspection above takes a few hundred milliseconds of catalog queries, on every start.
// A database's schema only changes when it is rebuilt (a new schema version), so the result is
// kept in the database itself, beside the SQL that produced it: a start reads one row instead.
// Change FORMAT_VERSION when the processing of the rows above changes what a cache holds.
const FORMAT_VERSION = '1';
const META_KEY = 'schema_cache';
const CACHE_FORMAT = createHash('sha256')
  .update(
    [columnsSql, primaryKeySql, foreignKeySql, viewRuleSql, functionSql, FORMAT_VERSION].join('\0'),
  )
  .digest('hex');

interface StoredSchema {
  format: string;
  relations: Omit<RelationInfo, 'columnMap'>[];
  foreignKeys: ForeignKey[];
  functions: [string, FunctionInfo[]][];
}

function toStored(cache: SchemaCache): StoredSchema {
  return {
    format: CACHE_FORMAT,
    relations: [...cache.relations.values()].map(({ columnMap: _, ...rel }) => rel),
    foreignKeys: cache.foreignKeys,
    functions: [...cache.functions],
  };
}

function fromStored(stored: StoredSchema): SchemaCache {
  const relations = new Map<string, RelationInfo>();
  for (const rel of stored.relations)
    relations.set(rel.name, {
      ...rel,
      columnMap: new Map(rel.columns.map((column) => [column.name, column])),
    });
  return { relations, foreignKeys: stored.foreignKeys, functions: new Map(stored.functions) };
}

/**
 * The schema cache of a Sandbox database: the one kept in its `sandbox_meta` when it was made by
 * this version of the introspection, else introspected now and kept for the next start.
 */
export async function cachedSchema(db: PGlite): Promise<SchemaCache> {
  // A bare database (some tests start the server on one) has nowhere to keep it.
  if (!(await hasSandboxMeta(db))) return loadSchemaCache(db);
  const row = await db.query<{ value: string }>('SELECT value FROM sandbox_meta WHERE key = $1', [
    META_KEY,
  ]);
  const text = row.rows[0]?.value;
  if (text) {
    try {
      const stored = JSON.parse(text) as StoredSchema;
      if (stored.format === CACHE_FORMAT) return fromStored(stored);
    } catch {
      // unreadable: introspect again below
    }
  }
  const cache = await loadSchemaCache(db);
  await db.query(
    `INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [META_KEY, JSON.stringify(toStored(cache))],
  );
  return cache;
}
