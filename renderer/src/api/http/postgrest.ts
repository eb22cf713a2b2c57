// The one PostgREST helper: typed filters, select with embeds, order, range and exact counts for
// everything under `/api/db`. URL encoding of filter values lives only here.
import { ApiError } from './api-error.ts';
import { request } from './client.ts';

type Scalar = string | number | boolean;

/** Quotes a value for `in.(…)` and `or=(…)` lists when PostgREST's reserved characters appear. */
export function quoteValue(value: Scalar): string {
  const text = String(value);
  return /[,.:()"\\\s]/.test(text) ? `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : text;
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
}

export class PostgrestQuery<T> {
  private readonly params: [string, string][] = [];
  private wantCount = false;
  private readonly table: string;

  constructor(table: string) {
    this.table = table;
  }

  private add(key: string, value: string): this {
    this.params.push([key, value]);
    return this;
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

  async fetch(orgId: string, signal?: AbortSignal): Promise<Page<T>> {
    const response = await request<Response>(orgId, this.path, {
      query: this.toSearchParams(),
      signal,
      as: 'response',
      headers: this.wantCount ? { Prefer: 'count=exact' } : {},
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!Array.isArray(body)) {
      throw new ApiError({
        status: response.status,
        url: this.path,
        message: `The server answered ${this.table} with something that is not a list.`,
      });
    }
    return {
      rows: body as T[],
      total: this.wantCount ? parseContentRange(response.headers.get('content-range')) : null,
    };
  }
}

export function postgrest<T>(table: string): PostgrestQuery<T> {
  return new PostgrestQuery<T>(table);
}
