// Queries and writes of a resource described as data (a ResourceSource): one server-paged,
// server-sorted list with filters, one row by id, and create / update / delete (soft when the
// table marks rows deleted). Every list screen built on the resource kit reads through here, so
// paging, ordering, deleted rows and row validation behave the same everywhere.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { postgrest, quoteValue, type PostgrestQuery, type RowSchema } from '../http/postgrest.ts';

export interface ResourceSource<T> {
  /** Query-key scope, unique per resource kind (e.g. 'settings/canaries'). */
  key: string;
  /** Table or view that lists and details read. */
  table: string;
  /** Table that writes go to; defaults to `table` (a `_with_status` view reads, its table writes). */
  writeTable?: string;
  select: string;
  schema: RowSchema<T>;
  defaultOrder: { column: string; ascending: boolean; nulls?: 'first' | 'last' };
  /** Rows with `deleted_at` are hidden, and delete sets `deleted_at` instead of removing the row. */
  softDelete: boolean;
  /** Primary key column; 'id' when not given. */
  idColumn?: string;
  /** What one row's detail selects (from the write table); `select` when not given. */
  detailSelect?: string;
  /** Narrows every list read (e.g. the job history of one resource). */
  where?: (query: PostgrestQuery<unknown>) => void;
  /** How long a list answer is fresh, when not the client's default (a check's history: 10 s). */
  staleTime?: number;
}

/** Narrows a list query by one URL filter value (the value is never 'all' or empty). */
export type FilterApply = (query: PostgrestQuery<unknown>, value: string) => void;

export interface ResourceListRequest {
  pageIndex: number;
  pageSize: number;
  sortBy: string | undefined;
  sortOrder: 'asc' | 'desc' | undefined;
  filters: Readonly<Record<string, string>>;
}

/** A narrowing the screen computes itself (e.g. from a time range), with its part of the key. */
export interface ListScope {
  key: unknown;
  /** How it narrows a PostgREST source; a fetch source reads `key` itself. */
  apply?: (query: PostgrestQuery<unknown>) => void;
}

export const resourceKeys = {
  all: (key: string) => ['resource', key] as const,
  list: (key: string, request: ResourceListRequest, scope?: unknown) =>
    ['resource', key, 'list', request, scope ?? null] as const,
  detail: (key: string, id: string) => ['resource', key, 'detail', { id }] as const,
};

const idOf = (source: ResourceSource<unknown>) => source.idColumn ?? 'id';

/** The list's query without its page: filters, scope and order (the user's sort, then the default). */
function listQuery<T>(
  source: ResourceSource<T>,
  request: ResourceListRequest,
  filters: Readonly<Record<string, FilterApply>>,
  scope: ListScope | undefined,
  forExport = false,
): PostgrestQuery<T> {
  // An export writes rows as the server holds them (no row schema).
  const query = postgrest<T>(source.table, forExport ? undefined : source.schema).select(
    source.select,
  );
  if (source.softDelete) query.is('deleted_at', null);
  source.where?.(query);
  scope?.apply?.(query);
  for (const [param, value] of Object.entries(request.filters)) {
    filters[param]?.(query, value);
  }
  // The user's sort first; the default order breaks its ties and orders an unsorted list.
  if (request.sortBy) query.order(request.sortBy, { ascending: request.sortOrder === 'asc' });
  if (request.sortBy !== source.defaultOrder.column)
    query.order(source.defaultOrder.column, source.defaultOrder);
  // An export reads page after page: equal sort values would let offset pages overlap or skip
  // rows, so the id orders them last.
  const id = idOf(source);
  if (forExport && request.sortBy !== id && source.defaultOrder.column !== id) query.order(id);
  return query;
}

export function resourceListQuery<T>(
  orgId: string,
  source: ResourceSource<T>,
  request: ResourceListRequest,
  filters: Readonly<Record<string, FilterApply>> = {},
  scope?: ListScope,
) {
  return queryOptions({
    queryKey: resourceKeys.list(source.key, request, scope?.key),
    queryFn: async ({ signal }) => {
      const query = listQuery(source, request, filters, scope);
      const page = await query.page(request.pageIndex, request.pageSize).fetch(orgId, signal);
      // `skipped`: rows of this page that did not match the schema (the list says so).
      return { rows: page.rows, total: page.total ?? page.rows.length, skipped: page.skipped };
    },
  });
}

/**
 * Every row the list's filters select, `limit` rows at a time (an export reads them all), in the
 * list's order with the id breaking ties. In the default order the next page starts after the
 * last row written (keyset), so a deep page costs what the first does; a user's sort on another
 * column pages by offset. The first page asks for the exact total. Rows are not validated: an
 * export writes what the server holds.
 */
export function resourceExportPage<T>(
  orgId: string,
  source: ResourceSource<T>,
  request: ResourceListRequest,
  filters: Readonly<Record<string, FilterApply>> = {},
  scope?: ListScope,
) {
  const id = idOf(source);
  const order = source.defaultOrder;
  const keyset = (!request.sortBy || request.sortBy === order.column) && order.column !== id;
  const ascending = request.sortBy ? request.sortOrder === 'asc' : order.ascending;
  return async (offset: number, limit: number, signal: AbortSignal, last: unknown) => {
    const query = listQuery(source, request, filters, scope, true);
    const after = keyset ? keysetAfter(last, order.column, id, ascending) : null;
    if (after) query.or(after).limit(limit);
    else query.range(offset, offset + limit - 1);
    if (offset === 0) query.count();
    const page = await query.fetch(orgId, signal);
    return { rows: page.rows as unknown[], total: page.total };
  };
}

/** `(col, id)` after the `last` row, as an `or` condition; null when it cannot say (no row, nulls). */
export function keysetAfter(
  last: unknown,
  column: string,
  id: string,
  ascending: boolean,
): string | null {
  if (!last || typeof last !== 'object') return null;
  const row = last as Record<string, unknown>;
  const value = row[column];
  const key = row[id];
  const scalar = (v: unknown): v is string | number =>
    typeof v === 'string' || typeof v === 'number';
  if (!scalar(value) || !scalar(key)) return null;
  const v = quoteValue(value);
  return `${column}.${ascending ? 'gt' : 'lt'}.${v},and(${column}.eq.${v},${id}.gt.${quoteValue(key)})`;
}

/** One row by id, read from the write table (a `_with_status` view lacks the full row). */
export function resourceQuery<T>(orgId: string, source: ResourceSource<T>, id: string) {
  return queryOptions({
    queryKey: resourceKeys.detail(source.key, id),
    queryFn: ({ signal }) =>
      postgrest(source.writeTable ?? source.table, source.schema)
        .select(source.detailSelect ?? source.select)
        .eq(idOf(source), id)
        .maybeSingle(orgId, signal),
  });
}

const writeQuery = (source: ResourceSource<unknown>) =>
  postgrest<unknown>(source.writeTable ?? source.table);

/** Creates a row; answers it as stored (unvalidated: a write table may differ from the view). */
export async function createResource(
  orgId: string,
  source: ResourceSource<unknown>,
  values: Record<string, unknown>,
): Promise<unknown> {
  const [row] = await writeQuery(source).insert(orgId, values);
  return row;
}

export async function updateResource(
  orgId: string,
  source: ResourceSource<unknown>,
  id: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await writeQuery(source).eq(idOf(source), id).update(orgId, patch);
}

/** Deletes a row: soft (`deleted_at = now()`) when the source says so, for good otherwise. */
export async function deleteResource(
  orgId: string,
  source: ResourceSource<unknown>,
  id: string,
): Promise<void> {
  const target = writeQuery(source).eq(idOf(source), id);
  await (source.softDelete ? target.softDelete(orgId) : target.delete(orgId));
}

export function invalidateResource(client: QueryClient, key: string): Promise<void> {
  return client.invalidateQueries({ queryKey: resourceKeys.all(key) });
}
