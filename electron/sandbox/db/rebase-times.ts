// Moves every timestamp of the Sandbox's tables forward by the time since it was seeded, so a
// database seeded when the app was built reads as if seeded now when a user first starts it
// (checks that ran minutes ago, changes of the last days). Triggers stay off while it runs: the
// move is not a change of anything. A table whose unique key holds a timestamp could collide with
// itself part-way through one UPDATE; such a table moves in two steps, far ahead and back, when it
// does (only those tables pay for the savepoint that takes).
// A large table moves without its indexes, which are built again afterwards: one sort instead of
// an index entry per moved row, and no unique key to collide with on the way. One that no foreign
// key points at is rewritten whole (ALTER COLUMN … TYPE … USING) rather than updated, or, where
// Postgres refuses that (a generated column reads a time), emptied and filled again: rows written
// into a table truncated in the same transaction skip the write-ahead log.
import type { Transaction } from '@electric-sql/pglite';

const UNIQUE_VIOLATION = '23505';
/** Far enough ahead that no row of the first step can meet a row not moved yet. */
const PARKING = "interval '1000 years'";
/**
 * Rows above which a table moves without its indexes (and, where it can, without WAL). The small
 * seed's catalog (2,000 items with seven indexes, 3,000 changes) moves in about a third of the CPU
 * time without them.
 */
const LARGE_TABLE_ROWS = 1_000;

export interface RebaseReport {
  tables: number;
  columns: number;
}

/** Table → its timestamp columns, for every base table of the public schema. */
export type TimeColumns = Record<string, string[]>;

export async function timeColumns(tx: Pick<Transaction, 'query'>): Promise<TimeColumns> {
  const rows = await tx.query<{ table_name: string; column_name: string }>(`
    SELECT c.relname AS table_name, a.attname AS column_name
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND a.atttypid IN ('timestamptz'::regtype, 'timestamp'::regtype)
    ORDER BY c.relname, a.attnum`);
  const byTable: TimeColumns = {};
  for (const row of rows.rows) (byTable[row.table_name] ??= []).push(row.column_name);
  return byTable;
}

export interface IndexRow {
  table_name: string;
  index_name: string;
  constraint_name: string | null;
  index_def: string;
  constraint_def: string | null;
}

/** The large tables among `tables` that no foreign key points at, with their columns in order. */
async function rewritableTables(
  tx: Pick<Transaction, 'query'>,
  tables: string[],
): Promise<Map<string, string[]>> {
  const rows = await tx.query<{ table_name: string; columns: string[] }>(
    `SELECT c.relname AS table_name,
       array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relname = ANY ($1) AND c.reltuples > $2
       AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.confrelid = c.oid)
     GROUP BY c.relname`,
    [tables, LARGE_TABLE_ROWS],
  );
  return new Map(rows.rows.map((row) => [row.table_name, row.columns]));
}

/** Indexes of the large tables among `tables` that no foreign key depends on. */
async function largeTableIndexes(
  tx: Pick<Transaction, 'query'>,
  tables: string[],
): Promise<IndexRow[]> {
  const rows = await tx.query<IndexRow>(
    `SELECT c.relname AS table_name, i.relname AS index_name, con.conname AS constraint_name,
       pg_get_indexdef(x.indexrelid) AS index_def, pg_get_constraintdef(con.oid) AS constraint_def
     FROM pg_index x
     JOIN pg_class c ON c.oid = x.indrelid
     JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_constraint con ON con.conindid = x.indexrelid AND con.conrelid = c.oid
       AND con.contype IN ('p', 'u', 'x')
     WHERE n.nspname = 'public' AND c.relname = ANY ($1) AND c.reltuples > $2
       AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = x.indexrelid)`,
    [tables, LARGE_TABLE_ROWS],
  );
  return rows.rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables among `tables` with a unique key over a timestamp: one UPDATE may collide there. */
async function timeKeyedTables(
  tx: Pick<Transaction, 'query'>,
  tables: string[],
): Promise<Set<string>> {
  const rows = await tx.query<{ name: string }>(
    `SELECT DISTINCT c.relname AS name
     FROM pg_index x
     JOIN pg_class c ON c.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (x.indkey)
     WHERE n.nspname = 'public' AND c.relname = ANY ($1) AND x.indisunique
       AND a.atttypid IN ('timestamptz'::regtype, 'timestamp'::regtype)`,
    [tables],
  );
  return new Set(rows.rows.map((row) => row.name));
}

const set = (cols: string[], by: string) =>
  cols.map((c) => `${quote(c)} = ${quote(c)} + ${by}`).join(', ');

/** Moves `table`'s `cols`; where a unique key holds a time and one UPDATE collides with itself
 * (`keyed`), in two steps: far ahead, then back. */
async function moveTable(
  tx: Transaction,
  table: string,
  cols: string[],
  delta: string,
  keyed: boolean,
): Promise<void> {
  const update = (by: string) => tx.query(`UPDATE ${quote(table)} SET ${set(cols, by)}`);
  if (!keyed) {
    await update(delta);
    return;
  }
  await tx.query('SAVEPOINT rebase_table');
  try {
    await update(delta);
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT rebase_table');
    await update(`${delta} + ${PARKING}`);
    await update(`- ${PARKING}`);
  }
  await tx.query('RELEASE SAVEPOINT rebase_table');
}

/**
 * Moves a large table's times in one rewrite of the table (ALTER COLUMN … TYPE … USING), where
 * its schema allows: no copy of its rows through a temporary table. The health history (57,000
 * rows, the move a first start's dashboard waits for) took ~250 ms instead of ~350. False, with
 * nothing changed, when Postgres refuses it (a generated column or a view reads a time column).
 */
async function rewriteTable(
  tx: Transaction,
  table: string,
  cols: string[],
  delta: string,
): Promise<boolean> {
  const types = await tx.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = $1::regclass AND attname = ANY ($2)`,
    [quote(table), cols],
  );
  const typeOf = new Map(types.rows.map((row) => [row.name, row.type]));
  await tx.query('SAVEPOINT rebase_rewrite');
  try {
    await tx.query(
      `ALTER TABLE ${quote(table)} ${cols
        .map((c) => `ALTER COLUMN ${quote(c)} TYPE ${typeOf.get(c)} USING ${quote(c)} + ${delta}`)
        .join(', ')}`,
    );
  } catch {
    await tx.query('ROLLBACK TO SAVEPOINT rebase_rewrite');
    return false;
  }
  await tx.query('RELEASE SAVEPOINT rebase_rewrite');
  return true;
}

/**
 * What a move needs to know of the schema besides the time columns: the tables whose unique key
 * holds a time, the large tables' indexes, and the large tables that are refilled. The same for
 * every copy of one template, so the template keeps it (`sandbox_meta.rebase_plan`) and a first
 * start reads one row instead of querying the catalogs (~90 ms of a ~580 ms move, 2-core VM).
 */
export interface RebasePlan {
  keyed: string[];
  indexes: IndexRow[];
  rewritable: Record<string, string[]>;
}

/** The plan for moving `tables`, from the catalogs (statistics included: after ANALYZE). */
export async function rebasePlan(
  tx: Pick<Transaction, 'query'>,
  tables: string[],
): Promise<RebasePlan> {
  const keyed = await timeKeyedTables(tx, tables);
  const indexes = await largeTableIndexes(tx, tables);
  const rewritable = await rewritableTables(tx, tables);
  return { keyed: [...keyed], indexes, rewritable: Object.fromEntries(rewritable) };
}

/** The part of `plan` about `tables`. */
export function planFor(plan: RebasePlan, tables: readonly string[]): RebasePlan {
  const wanted = new Set(tables);
  return {
    keyed: plan.keyed.filter((table) => wanted.has(table)),
    indexes: plan.indexes.filter((index) => wanted.has(index.table_name)),
    rewritable: Object.fromEntries(
      Object.entries(plan.rewritable).filter(([table]) => wanted.has(table)),
    ),
  };
}

export async function rebaseTimes(
  tx: Transaction,
  deltaMs: number,
  columns?: TimeColumns,
  /** The template's stored plan (for these tables or more); read from the catalogs without. */
  stored?: RebasePlan,
): Promise<RebaseReport> {
  const byTable = columns ?? (await timeColumns(tx));
  const tables = Object.keys(byTable);
  // Whole milliseconds off the seconds the seed's times fall on make a self-collision unlikely.
  const delta = `interval '${Math.round(deltaMs) % 1000 === 0 ? Math.round(deltaMs) + 1 : Math.round(deltaMs)} milliseconds'`;
  await tx.query('SET LOCAL session_replication_role = replica');
  const plan = stored ? planFor(stored, tables) : await rebasePlan(tx, tables);
  const keyed = new Set(plan.keyed);
  const dropped = plan.indexes;
  const rewritable = new Map(Object.entries(plan.rewritable));
  for (const index of dropped)
    await tx.query(
      index.constraint_name
        ? `ALTER TABLE ${quote(index.table_name)} DROP CONSTRAINT ${quote(index.constraint_name)}`
        : `DROP INDEX ${quote(index.index_name)}`,
    );
  for (const [table, cols] of Object.entries(byTable)) {
    const all = rewritable.get(table);
    if (!all) {
      await moveTable(tx, table, cols, delta, keyed.has(table));
      continue;
    }
    if (await rewriteTable(tx, table, cols, delta)) continue;
    const moved = (c: string) => (cols.includes(c) ? `${quote(c)} + ${delta}` : quote(c));
    await tx.query(`CREATE TEMP TABLE rebase_rows AS SELECT * FROM ${quote(table)}`);
    await tx.query(`TRUNCATE ${quote(table)}`);
    await tx.query(
      `INSERT INTO ${quote(table)} (${all.map(quote).join(', ')}) OVERRIDING SYSTEM VALUE
       SELECT ${all.map(moved).join(', ')} FROM rebase_rows`,
    );
    await tx.query('DROP TABLE rebase_rows');
  }
  for (const index of dropped)
    await tx.query(
      index.constraint_name && index.constraint_def
        ? `ALTER TABLE ${quote(index.table_name)} ADD CONSTRAINT ${quote(index.constraint_name)} ${index.constraint_def}`
        : index.index_def,
    );
  return { tables: tables.length, columns: Object.values(byTable).flat().length };
}
