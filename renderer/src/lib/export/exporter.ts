// Exports every row a list's filters select, page by page (offset paging in the list's own order),
// as CSV or JSON written chunk by chunk to a sink, with progress and cancel. The next page is
// already on its way while one is written. The export bench (tests/bench/export.bench.ts) guards
// 50,000 rows in under 5 s. Given the list's columns, it writes what the user sees (the headers,
// each cell's displayed value: export-columns.ts); without them, the raw records.
import { columnsOf, csvRecord } from './csv.ts';
import { jsonKeys, type ExportColumn } from './export-columns.ts';

export type ExportFormat = 'csv' | 'json';

export interface ExportPage<T> {
  rows: readonly T[];
  /** Every row the filters select, when the server said (Content-Range); null otherwise. */
  total: number | null;
}

/**
 * Reads `limit` rows from `offset`; `last` is the last row already written (undefined for the
 * first page), so a reader can page by key instead of by offset (cheaper deep in a long list).
 */
export type FetchExportPage<T> = (
  offset: number,
  limit: number,
  signal: AbortSignal,
  last: T | undefined,
) => Promise<ExportPage<T>>;

/** The pages of rows already held (one answer, a list sorted here), read by offset. */
export const heldRowsPages =
  <T>(rows: readonly T[]): FetchExportPage<T> =>
  (offset, limit) =>
    Promise.resolve({ rows: rows.slice(offset, offset + limit), total: rows.length });

export interface ExportSink {
  write(chunk: string): void | Promise<void>;
}

export interface ExportProgress {
  rows: number;
  total: number | null;
}

/** Rows per request: PostgREST's usual max-rows (the Sandbox caps pages at 2,000 too). */
export const EXPORT_PAGE_SIZE = 2000;

export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** Rows as flat records: nested values are kept (the CSV writer turns them into JSON). */
const asRecord = (row: unknown): Record<string, unknown> =>
  row !== null && typeof row === 'object' ? (row as Record<string, unknown>) : { value: row };

/** Each row as the columns show it, keyed by the (numbered when repeated) header. */
function displayRecords<T>(
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
  keys: readonly string[],
): Record<string, unknown>[] {
  return rows.map((row) => {
    const record: Record<string, unknown> = {};
    columns.forEach((column, i) => (record[keys[i] as string] = column.value(row)));
    return record;
  });
}

/**
 * Turns each page into its text: CSV records (the header before the first) or JSON array items
 * (`first` is the index of the page's first row, so the first item has no comma before it).
 */
function pageWriter<T>(
  format: ExportFormat,
  display: readonly ExportColumn<T>[] | undefined,
): (rows: readonly T[], first: number) => string {
  // With display columns, the CSV header is the headers as the table shows them; without them,
  // the keys of the first page's records.
  let columns: string[] | null = display ? display.map((column) => column.header) : null;
  let headerWritten = false;
  const keys = display ? jsonKeys(display.map((column) => column.header)) : [];
  const records = (rows: readonly T[]) =>
    display ? displayRecords(rows, display, keys) : rows.map(asRecord);
  if (format === 'json')
    return (rows, first) =>
      records(rows)
        .map((record, i) => `${first + i === 0 ? '\n' : ',\n'}${JSON.stringify(record)}`)
        .join('');
  return (rows) => {
    let chunk = '';
    if (display) {
      for (const row of rows) chunk += csvRecord(display.map((column) => column.value(row)));
    } else {
      const raw = rows.map(asRecord);
      columns ??= columnsOf(raw);
      const cols = columns;
      for (const record of raw) chunk += csvRecord(cols.map((c) => record[c]));
    }
    // A list with its columns has a header even with no rows; raw records have none to name.
    if (headerWritten || (rows.length === 0 && !display)) return chunk;
    headerWritten = true;
    return csvRecord(columns ?? []) + chunk;
  };
}

export async function exportRows<T>(options: {
  format: ExportFormat;
  fetchPage: FetchExportPage<T>;
  sink: ExportSink;
  signal: AbortSignal;
  /** The list's visible columns in their order; the raw records when not given. */
  columns?: readonly ExportColumn<T>[];
  pageSize?: number;
  onProgress?: (progress: ExportProgress) => void;
}): Promise<ExportProgress> {
  const { format, fetchPage, sink, signal } = options;
  const size = options.pageSize ?? EXPORT_PAGE_SIZE;
  const progress: ExportProgress = { rows: 0, total: null };
  const write = pageWriter(format, options.columns);
  const check = () => {
    if (signal.aborted) throw new ExportCancelled();
  };
  const request = (offset: number, last: T | undefined) => {
    const pending = fetchPage(offset, size, signal, last);
    // Cancelled while prefetched: nobody awaits it, so keep it from being reported unhandled.
    pending.catch(() => undefined);
    return pending;
  };

  check();
  let next: Promise<ExportPage<T>> | null = request(0, undefined);
  if (format === 'json') await sink.write('[');
  while (next) {
    const page: ExportPage<T> = await next;
    check();
    if (page.total !== null) progress.total = page.total;
    // A server may cap a page below `size` (PostgREST's max-rows): the total says more follow.
    const read = progress.rows + page.rows.length;
    const more =
      page.rows.length > 0 &&
      (page.rows.length >= size || (progress.total !== null && read < progress.total));
    next = more ? request(read, page.rows.at(-1)) : null;
    const chunk = write(page.rows, progress.rows);
    if (chunk) await sink.write(chunk);
    progress.rows += page.rows.length;
    options.onProgress?.({ ...progress });
  }
  if (format === 'json') await sink.write(progress.rows > 0 ? '\n]\n' : ']\n');
  return progress;
}
