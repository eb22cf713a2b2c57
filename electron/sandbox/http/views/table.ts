// The per-view result table `view_{namespace}_{name}` (spec 4-views §3): one column per definition
// column, the row attributes and grants, and the request fingerprint that keys each variable
// combination's rows. Made (or remade when the columns changed) by the runner, read through /db.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { ident } from './queries.ts';
import type { ColumnDef, ViewSpec } from './spec.ts';
import { evalPath } from './template.ts';

const SQL_TYPES: Record<string, string> = {
  number: 'numeric',
  boolean: 'boolean',
  datetime: 'timestamp with time zone',
  duration: 'bigint',
  bytes: 'bigint',
  millicore: 'double precision',
  gauge: 'double precision',
  labels: 'jsonb',
};

/** The reserved columns the result lists after the definition's (never shown). */
export const RESERVED_COLUMNS: ColumnDef[] = [
  { name: '__row__attributes', type: 'row_attributes', hidden: true },
  { name: '__grants', type: 'grants', hidden: true },
];

export const tableName = (namespace: string, name: string): string =>
  `view_${namespace}_${name}`.replace(/-/g, '_');

function createSql(table: string, columns: ColumnDef[]): string {
  const keys = columns.filter((c) => c.primaryKey).map((c) => ident(c.name));
  return `CREATE TABLE ${ident(table)} (
    ${columns.map((c) => `${ident(c.name)} ${SQL_TYPES[c.type] ?? 'text'}`).join(',\n    ')},
    "__row__attributes" jsonb,
    "__grants" jsonb,
    request_fingerprint text NOT NULL DEFAULT '',
    agent_id uuid,
    is_pushed boolean DEFAULT false,
    PRIMARY KEY (${[...keys, 'request_fingerprint'].join(', ')})
  )`;
}

/** Makes the table for these columns; true when it was (re)created. */
export async function ensureTable(
  db: PGlite | Transaction,
  table: string,
  columns: ColumnDef[],
): Promise<boolean> {
  const want = [
    ...columns.map((c) => `${c.name}:${SQL_TYPES[c.type] ?? 'text'}`),
    '__row__attributes:jsonb',
  ];
  const have = await db.query<{ name: string; type: string }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
     WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    [`public.${ident(table)}`],
  );
  const existing = have.rows.map((r) => `${r.name}:${r.type}`);
  if (want.every((w, i) => existing[i] === w) && existing.length === want.length + 4) return false;
  await db.exec(`DROP TABLE IF EXISTS ${ident(table)}; ${createSql(table, columns)}`);
  return true;
}

export async function tableExists(db: PGlite, table: string): Promise<boolean> {
  const r = await db.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [
    `public.${ident(table)}`,
  ]);
  return r.rows[0]?.ok ?? false;
}

function attributes(column: ColumnDef, env: { row: Record<string, unknown> }) {
  const attrs: Record<string, unknown> = {};
  const { row } = env;
  if (column.type === 'config_item') {
    const id = row[column.configItem?.idField ?? 'id'];
    attrs.config = { id, health: row.health, status: row.status, type: row.type, class: row.class };
  }
  if (column.icon) attrs.icon = evalPath(column.icon, env);
  const target = column.url?.config ? evalPath(column.url.config, env) : undefined;
  if (typeof target === 'string' && target) attrs.url = `/catalog/${target}`;
  if (column.gauge?.max) attrs.max = evalPath(column.gauge.max, env);
  if (column.gauge?.min) attrs.min = evalPath(column.gauge.min, env);
  return Object.keys(attrs).length > 0 ? attrs : null;
}

/** A query row as a table row: mapped columns (`mapping` CEL paths) and their attributes. */
export function tableRow(
  spec: ViewSpec,
  row: Record<string, unknown>,
  fingerprint: string,
): Record<string, unknown> {
  const env = { row };
  const out: Record<string, unknown> = { request_fingerprint: fingerprint, is_pushed: false };
  const attrs: Record<string, unknown> = {};
  for (const column of spec.columns ?? []) {
    const expr = spec.mapping?.[column.name];
    const value = expr ? evalPath(expr, env) : row[column.name];
    out[column.name] = value ?? null;
    const a = attributes(column, env);
    if (a) attrs[column.name] = a;
  }
  out.__row__attributes = Object.keys(attrs).length > 0 ? attrs : null;
  return out;
}

/** Replaces one fingerprint's rows (rows whose key repeats keep the first). */
export async function writeRows(
  tx: Transaction,
  table: string,
  fingerprint: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  await tx.query(`DELETE FROM ${ident(table)} WHERE request_fingerprint = $1`, [fingerprint]);
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO ${ident(table)} SELECT * FROM jsonb_populate_recordset(NULL::${ident(table)}, $1::jsonb)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

export type ColumnOptions = Record<string, { list?: string[]; labels?: Record<string, string[]> }>;

/** Filter options of the multiselect columns, over the whole table (every fingerprint). */
export async function columnOptions(
  db: PGlite,
  table: string,
  columns: ColumnDef[],
): Promise<ColumnOptions | undefined> {
  const out: ColumnOptions = {};
  for (const column of columns.filter((c) => c.filter?.type === 'multiselect')) {
    const col = ident(column.name);
    if (column.type === 'labels') {
      const r = await db.query<{ key: string; value: string }>(
        `SELECT DISTINCT l.key, l.value FROM ${ident(table)}, jsonb_each_text(${col}) l
         WHERE jsonb_typeof(${col}) = 'object' ORDER BY 1, 2`,
      );
      const labels: Record<string, string[]> = {};
      for (const { key, value } of r.rows) (labels[key] ??= []).push(value);
      out[column.name] = { labels };
    } else {
      const r = await db.query<{ v: string }>(
        `SELECT DISTINCT ${col}::text AS v FROM ${ident(table)} WHERE ${col} IS NOT NULL ORDER BY 1`,
      );
      out[column.name] = { list: r.rows.map((x) => x.v) };
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
