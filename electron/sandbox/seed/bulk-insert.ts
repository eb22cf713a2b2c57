// Fast bulk loading for the seed: rows become multi-row INSERT statements with inline literals,
// flushed in ~1 MB batches (far fewer round trips into the WASM engine than one row per query,
// and no 65,535-parameter ceiling).

/** Marks a JS array destined for a Postgres `text[]` column (plain arrays are stored as JSON). */
export interface TextArray {
  readonly kind: 'text[]';
  readonly values: readonly string[];
}

export function textArray(values: readonly string[]): TextArray {
  return { kind: 'text[]', values };
}

export type SqlValue = string | number | boolean | null | undefined | Date | TextArray | object;
export type Row = Record<string, SqlValue>;

/** The subset of PGlite (or one of its transactions) the seed needs. */
export interface SqlExecutor {
  exec(query: string): Promise<unknown>;
  query<T>(query: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

function quote(text: string): string {
  if (text.includes('\u0000')) throw new Error('bulk insert: NUL character in text value');
  return `'${text.replaceAll("'", "''")}'`;
}

function isTextArray(value: object): value is TextArray {
  return (
    (value as { kind?: unknown }).kind === 'text[]' &&
    Array.isArray((value as { values?: unknown }).values)
  );
}

export function sqlLiteral(value: SqlValue): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`bulk insert: non-finite number ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return quote(value.toISOString());
  if (isTextArray(value)) {
    return value.values.length === 0
      ? "'{}'::text[]"
      : `ARRAY[${value.values.map(quote).join(',')}]::text[]`;
  }
  return quote(JSON.stringify(value));
}

const BATCH_CHARS = 1_000_000;

/** Inserts rows into `table`; the columns are those of the first row (rows must agree). */
export async function insertRows(
  db: SqlExecutor,
  table: string,
  rows: readonly Row[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const head = `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES\n`;
  let batch: string[] = [];
  let size = 0;
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    try {
      await db.exec(head + batch.join(',\n'));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`bulk insert into ${table} failed: ${message}`, { cause: error });
    }
    batch = [];
    size = 0;
  };
  for (const row of rows) {
    const tuple = `(${columns.map((c) => sqlLiteral(row[c])).join(',')})`;
    batch.push(tuple);
    size += tuple.length;
    if (size >= BATCH_CHARS) await flush();
  }
  await flush();
}
