// The one PostgREST helper: typed filters, select with embeds, order, range and exact counts for
// everything under `/api/db`, and the write side (insert, update, soft delete, delete). URL
// encoding of filter values lives only here. Given a row schema, every row read or written back
// is validated: a row that fails is skipped and reported (its index and the schema path, once per
// problem) and counted, so one bad row never blanks a list and the list can say rows are missing.
import { ApiError } from './api-error.ts';
import { request } from './client.ts';

/** What the helper needs of a row schema (a zod schema fits). */
export interface RowSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

export type InvalidRowReporter = (table: string, problem: string) => void;

const reported = new Set<string>();
let reporter: InvalidRowReporter = (table, problem) => {
  console.warn(`Skipped rows of ${table} that do not have the expected shape: ${problem}`);
};

/** Replaces where invalid rows are reported (tests); each problem is reported once per table. */
export function setInvalidRowReporter(next: InvalidRowReporter): void {
  reporter = next;
  reported.clear();
}

function reportOnce(table: string, problem: string, text: string): void {
  const key = `${table}\u0000${problem}`;
  if (reported.has(key)) return;
  reported.add(key);
  reporter(table, text);
}

/** Rows of an answer that matched the schema, and how many did not (skipped and reported). */
export interface ParsedRows<T> {
  rows: T[];
  skipped: number;
}

/**
 * The rows that match `schema`; the others are dropped and reported: each distinct problem (the
 * zod path and message) once per table, naming the indexes of the rows in the answer that had it.
 */
export function parseRows<T>(
  table: string,
  rows: readonly unknown[],
  schema: RowSchema<T>,
): ParsedRows<T> {
  const valid: T[] = [];
  const problems = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) {
      valid.push(parsed.data);
      return;
    }
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    const problem = `${where}${issue?.message ?? 'invalid row'}`;
    const indexes = problems.get(problem) ?? [];
    indexes.push(index);
    problems.set(problem, indexes);
  });
  for (const [problem, indexes] of problems) {
    const which = indexes.length === 1 ? 'row' : 'rows';
    reportOnce(table, problem, `${problem} (${which} ${indexes.join(', ')} of the answer)`);
  }
  return { rows: valid, skipped: rows.length - valid.length };
}

/** The rows that match `schema`; the others are reported (see parseRows) and dropped. */
export function validRows<T>(table: string, rows: readonly unknown[], schema: RowSchema<T>): T[] {
  return parseRows(table, rows, schema).rows;
}

type Scalar = string | number | boolean;

/** Quotes a value for `in.(…)` and `or=(…)` lists when PostgREST's reserved characters appear. */
export function quoteValue(value: Scalar): string {
  const text = String(value);
  return /[,.:()"\\\s]/.test(text) ? `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : text;
}

/** The row count PostgREST names in a 416 (`…but there are only 3 rows.`), null when it does not. */
export function totalOfRangeError(error: ApiError): number | null {
  const match = /there are only (\d+) rows?/.exec(`${error.details ?? ''} ${error.message}`);
  return match ? Number(match[1]) : null;
}

/** Parses `Content-Range: 0-49/1234` (or `*\/0`, or `0-49/*`) into the total, null when unknown. */
export function parseContentRange(header: string | null): number | null {
  if (!header) return null;
  const match = /^\s*(?:\d+-\d+|\*)\/(\d+|\*)\s*$/.exec(header);
  if (!match || match[1] === '*' || match[1] === undefined) return null;
  const total = Number(match[1]);
  return Number.isSafeInteger(total) ? total : null;
}

export interface Page<T> {
  rows: T[];
  /** From Content-Range when a count was asked for; null otherwise. */
  total: number | null;
  /** Rows of the answer left out because they do not match the row schema. */
  skipped: number;
}

export class PostgrestQuery<T> {
  private readonly params: [string, string][] = [];
  private wantCount = false;
  private readonly table: string;
  private readonly schema: RowSchema<T> | null;

  constructor(table: string, schema: RowSchema<T> | null = null) {
    this.table = table;
    this.schema = schema;
  }

  private add(key: string, value: string): this {
    this.params.push([key, value]);
    return this;
  }

  /** A plain parameter: a GET rpc's argument (`p_name=value`), not a filter. */
  arg(name: string, value: string): this {
    return this.add(name, value);
  }
  select(columns: string): this {
    return this.add('select', columns.replace(/\s+/g, ''));
  }
  eq(column: string, value: Scalar): this {
    return this.add(column, `eq.${String(value)}`);
  }
  neq(column: string, value: Scalar): this {
    return this.add(column, `neq.${String(value)}`);
  }
  gt(column: string, value: Scalar): this {
    return this.add(column, `gt.${String(value)}`);
  }
  gte(column: string, value: Scalar): this {
    return this.add(column, `gte.${String(value)}`);
  }
  lt(column: string, value: Scalar): this {
    return this.add(column, `lt.${String(value)}`);
  }
  lte(column: string, value: Scalar): this {
    return this.add(column, `lte.${String(value)}`);
  }
  /** `*` is the wildcard, as in PostgREST's URL dialect. */
  like(column: string, pattern: string): this {
    return this.add(column, `like.${pattern}`);
  }
  ilike(column: string, pattern: string): this {
    return this.add(column, `ilike.${pattern}`);
  }
  in(column: string, values: readonly Scalar[]): this {
    return this.add(column, `in.(${values.map(quoteValue).join(',')})`);
  }
  notIn(column: string, values: readonly Scalar[]): this {
    return this.add(column, `not.in.(${values.map(quoteValue).join(',')})`);
  }
  is(column: string, value: null | boolean): this {
    return this.add(column, `is.${String(value)}`);
  }
  not(column: string, operator: string, value: string): this {
    return this.add(column, `not.${operator}.${value}`);
  }
  /** Array/JSON containment: `cs.{a,b}` or `cs.{"k":"v"}`. */
  contains(column: string, value: readonly Scalar[] | Record<string, unknown>): this {
    const encoded = Array.isArray(value)
      ? `{${value.map(quoteValue).join(',')}}`
      : JSON.stringify(value);
    return this.add(column, `cs.${encoded}`);
  }
  /** Raw `or=(a.eq.1,b.ilike.*x*)`; build the inner list with the same operators. */
  or(conditions: string): this {
    return this.add('or', `(${conditions})`);
  }
  order(column: string, options: { ascending?: boolean; nulls?: 'first' | 'last' } = {}): this {
    const direction = options.ascending === false ? 'desc' : 'asc';
    const term = `${column}.${direction}${options.nulls ? `.nulls${options.nulls}` : ''}`;
    const existing = this.params.find(([key]) => key === 'order');
    if (existing) existing[1] = `${existing[1]},${term}`;
    else this.add('order', term);
    return this;
  }
  /** Rows `from`…`to` inclusive, like Content-Range. */
  range(from: number, to: number): this {
    this.add('offset', String(Math.max(0, from)));
    return this.add('limit', String(Math.max(0, to - from + 1)));
  }
  limit(count: number): this {
    return this.add('limit', String(count));
  }
  /** Page `index` (from 0) of `size` rows, with the exact total. */
  page(index: number, size: number): this {
    const from = Math.max(0, Math.floor(index)) * size;
    return this.range(from, from + size - 1).count();
  }
  /** Ask for `Prefer: count=exact`; the page's total comes from Content-Range. */
  count(): this {
    this.wantCount = true;
    return this;
  }

  toSearchParams(): URLSearchParams {
    const params = new URLSearchParams();
    for (const [key, value] of this.params) params.append(key, value);
    return params;
  }

  get path(): string {
    return `/api/db/${this.table}`;
  }

  private parsed(body: unknown, status: number): ParsedRows<T> {
    if (!Array.isArray(body)) {
      throw new ApiError({
        status,
        url: this.path,
        message: `The server answered ${this.table} with something that is not a list.`,
      });
    }
    return this.schema
      ? parseRows(this.table, body, this.schema)
      : { rows: body as T[], skipped: 0 };
  }

  private rows(body: unknown, status: number): T[] {
    return this.parsed(body, status).rows;
  }

  async fetch(orgId: string, signal?: AbortSignal): Promise<Page<T>> {
    let response: Response;
    try {
      response = await request<Response>(orgId, this.path, {
        query: this.toSearchParams(),
        signal,
        as: 'response',
        headers: this.wantCount ? { Prefer: 'count=exact' } : {},
      });
    } catch (error) {
      // A page past the last one (rows deleted since, or an old link): no rows, and the total
      // so the list can move to its last page, instead of an error.
      if (error instanceof ApiError && error.status === 416)
        return { rows: [], total: totalOfRangeError(error), skipped: 0 };
      throw error;
    }
    const body: unknown = await response.json().catch(() => undefined);
    const { rows, skipped } = this.parsed(body, response.status);
    return {
      rows,
      total: this.wantCount ? parseContentRange(response.headers.get('content-range')) : null,
      skipped,
    };
  }

  /** Every row of the answer (see fetch), without the total. */
  async list(orgId: string, signal?: AbortSignal): Promise<T[]> {
    return (await this.fetch(orgId, signal)).rows;
  }

  /** The one row the filters select, null when none; more than one is an error. */
  async maybeSingle(orgId: string, signal?: AbortSignal): Promise<T | null> {
    const body = await request<unknown>(orgId, this.path, { query: this.toSearchParams(), signal });
    if (Array.isArray(body) && body.length > 1) {
      throw new ApiError({
        status: 200,
        url: this.path,
        message: `The server answered ${this.table} with ${body.length} rows where one was expected.`,
      });
    }
    return this.rows(body, 200)[0] ?? null;
  }

  private async write(
    orgId: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    body?: unknown,
  ): Promise<T[]> {
    const filtered = this.params.some(
      ([key]) => !['select', 'order', 'limit', 'offset'].includes(key),
    );
    if (method !== 'POST' && !filtered) {
      // PostgREST would change every row of the table; no screen ever means that.
      throw new Error(
        `Refusing to ${method === 'PATCH' ? 'update' : 'delete'} every row of ${this.table}.`,
      );
    }
    const answer = await request<unknown>(orgId, this.path, {
      method,
      query: this.toSearchParams(),
      body,
      headers: { Prefer: 'return=representation' },
    });
    return this.rows(answer ?? [], 200);
  }

  /** Inserts one row or several; answers the rows as stored (select applies). */
  insert(orgId: string, values: Record<string, unknown> | readonly Record<string, unknown>[]) {
    return this.write(orgId, 'POST', values);
  }
  /** Updates the rows the filters select with `patch`; answers them as stored. */
  update(orgId: string, patch: Record<string, unknown>) {
    return this.write(orgId, 'PATCH', patch);
  }
  /** Marks the selected rows deleted (`deleted_at = now()`), as the console deletes resources. */
  softDelete(orgId: string) {
    return this.write(orgId, 'PATCH', { deleted_at: 'now()' });
  }
  /** Deletes the selected rows for good (link tables such as team members). */
  delete(orgId: string) {
    return this.write(orgId, 'DELETE');
  }
}

/** A query on `table`; with a row schema, rows are validated (see validRows). */
export function postgrest<T>(table: string, schema?: RowSchema<T>): PostgrestQuery<T> {
  return new PostgrestQuery<T>(table, schema ?? null);
}
