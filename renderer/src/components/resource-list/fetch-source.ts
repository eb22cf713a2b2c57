// A list source that is not one PostgREST table: a REST endpoint that takes the filters in its
// body (catalog changes, logs), a view function, or an answer the client pages itself (health
// checks, the fleet). The list kit reads it as it reads a ResourceSource (resource-queries.ts):
// the same request (page, size, sort, filters), the same query keys, the same export.
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { sortRows, type SortValue } from '../data-table/table-model.ts';
import {
  resourceKeys,
  type ResourceListRequest,
  type ResourceSource,
} from '../../api/resource/resource-queries.ts';
import { DERIVED_GC_MS, DERIVED_META } from '../../session/offline/persister.ts';

/** What a fetch answers: rows, the total the filters select, rows it could not read. */
export interface ListPage<T> {
  rows: readonly T[];
  /** Every row the filters select; the rows' count when not given. */
  total?: number;
  /** Rows that did not match the schema (the list says so). */
  skipped?: number;
}

export interface FetchSource<T> {
  /** Query-key scope, unique per list (e.g. 'catalog/changes'). */
  key: string;
  /**
   * Where its queries live when a feature's writes invalidate a key family of their own (every
   * incident write invalidates ['incidents']); `['resource', key]` when not given.
   */
  queryRoot?: readonly unknown[];
  /**
   * 'server': `fetch` answers the requested page in the requested order.
   * 'client': `fetch` answers every row the filters select; the list sorts them by the column's
   * sort value and pages them itself, and reads them again only when the filters change.
   */
  paging: 'server' | 'client';
  /**
   * `fetch` only narrows other cached queries (health checks from the summary): its answer is
   * left out of the offline cache, which keeps those already, and says nothing about whether the
   * backend answers (DERIVED_META).
   */
  derived?: true;
  /** How long an answer is fresh (the catalog keeps its answers 5 minutes, spec 2 §9). */
  staleTime?: number;
  /**
   * `scope` is the screen's own narrowing (ListScope.key), also part of the query key; `client`
   * reads through other cached queries (a list merged from two answers, say).
   */
  fetch: (
    orgId: string,
    request: ResourceListRequest,
    signal: AbortSignal,
    scope: unknown,
    client: QueryClient,
  ) => Promise<ListPage<T>>;
}

/**
 * Rows the screen already holds (a live feed): the kit filters, sorts and pages them without a
 * read (given-source.ts).
 */
export interface GivenSource<T> {
  /** Names the list (export file, filter options' cache), as a fetch source's key does. */
  key: string;
  paging: 'given';
  /** A row's value for a filter's param (a select or multiSelect keeps the rows it names). */
  valueOf: (row: T, param: string) => string | undefined;
  /** Params that choose how rows show (a Group By), not which: they narrow nothing. */
  views?: readonly string[];
}

export type ListSource<T> = ResourceSource<T> | FetchSource<T> | GivenSource<T>;

export const isFetchSource = <T>(source: ListSource<T>): source is FetchSource<T> =>
  'fetch' in source;

/** How a client-paged list orders its rows: the sort value of the column the user sorts by. */
export type SortValueOf<T> = (columnId: string) => ((row: T) => SortValue) | undefined;

/** The part of a request a client-paged source reads: its filters (page and sort are local). */
const clientRequest = (request: ResourceListRequest): ResourceListRequest => ({
  pageIndex: 0,
  pageSize: 0,
  sortBy: undefined,
  sortOrder: undefined,
  filters: request.filters,
});

/** Every row a client-paged source answers for the request's filters, in the request's order. */
function ordered<T>(
  all: ListPage<T>,
  request: ResourceListRequest,
  sortValue: SortValueOf<T>,
): readonly T[] {
  const value = request.sortBy ? sortValue(request.sortBy) : undefined;
  return value ? sortRows(all.rows, value, request.sortOrder === 'desc') : all.rows;
}

/**
 * The cache options of a source's queries: a derived one's meta and short life, its freshness.
 * Only those it sets: an option given as undefined replaces the client's default (30 s fresh, kept
 * as long as the offline cache keeps data) with the library's (stale at once, kept 5 minutes).
 */
const cacheOptions = (source: FetchSource<unknown>) => ({
  ...(source.derived ? { meta: DERIVED_META, gcTime: DERIVED_GC_MS } : {}),
  ...(source.staleTime === undefined ? {} : { staleTime: source.staleTime }),
});

const listKey = (
  source: FetchSource<unknown>,
  request: ResourceListRequest,
  scope: unknown,
): QueryKey =>
  source.queryRoot
    ? [...source.queryRoot, 'list', request, scope ?? null]
    : resourceKeys.list(source.key, request, scope);

function allRowsQuery<T>(
  orgId: string,
  source: FetchSource<T>,
  request: ResourceListRequest,
  scope: unknown,
) {
  const whole = clientRequest(request);
  return queryOptions({
    queryKey: listKey(source, whole, scope),
    queryFn: ({ signal, client }) => source.fetch(orgId, whole, signal, scope, client),
    ...cacheOptions(source),
  });
}

/** One page of a fetch source as the list shows it (rows, total, skipped). */
export function fetchListQuery<T>(
  orgId: string,
  source: FetchSource<T>,
  request: ResourceListRequest,
  scope: unknown,
  sortValue: SortValueOf<T>,
) {
  if (source.paging === 'client') {
    return queryOptions({
      ...allRowsQuery(orgId, source, request, scope),
      select: (all: ListPage<T>) => {
        const rows = ordered(all, request, sortValue);
        const start = request.pageIndex * request.pageSize;
        return pageOf(all, rows.slice(start, start + request.pageSize), rows.length);
      },
    });
  }
  return queryOptions({
    queryKey: listKey(source, request, scope),
    queryFn: ({ signal, client }) => source.fetch(orgId, request, signal, scope, client),
    ...cacheOptions(source),
    select: (page: ListPage<T>) => listData(page),
  });
}

const pageOf = <T>(answer: ListPage<T>, rows: readonly T[], total: number) => ({
  rows,
  total,
  skipped: answer.skipped ?? 0,
});

/** A page as the table shows it (total and skipped filled in). */
export const listData = <T>(page: ListPage<T>) =>
  pageOf(page, page.rows, page.total ?? page.rows.length);

/** The export's reader: `limit` rows from `offset`, in the list's order, with the filters. */
export function fetchExportPage<T>(
  orgId: string,
  client: QueryClient,
  source: FetchSource<T>,
  request: ResourceListRequest,
  scope: unknown,
  sortValue: SortValueOf<T>,
) {
  return async (offset: number, limit: number, signal: AbortSignal) => {
    if (source.paging === 'client') {
      const all = await client.fetchQuery(allRowsQuery(orgId, source, request, scope));
      const rows = ordered(all, request, sortValue);
      return { rows: rows.slice(offset, offset + limit), total: rows.length };
    }
    const page = await source.fetch(
      orgId,
      { ...request, pageIndex: Math.floor(offset / limit), pageSize: limit },
      signal,
      scope,
      client,
    );
    return { rows: page.rows, total: page.total ?? null };
  };
}

/** What a client-paged source's read gets: the organisation, the filters and the means to read. */
export interface ClientRead {
  orgId: string;
  /** The decoded URL filter values by param. */
  filters: Readonly<Record<string, string>>;
  signal: AbortSignal;
  scope: unknown;
  client: QueryClient;
}

/**
 * A client-paged source from a read of every row the filters select (users, feature flags…):
 * the kit sorts and pages them. `queryRoot` as FetchSource's.
 */
export function clientSource<T>(
  key: string,
  fetchAll: (read: ClientRead) => Promise<readonly T[]>,
  queryRoot?: readonly unknown[],
): FetchSource<T> {
  return {
    key,
    ...(queryRoot ? { queryRoot } : {}),
    paging: 'client',
    fetch: async (orgId, request, signal, scope, client) => ({
      rows: await fetchAll({ orgId, filters: request.filters, signal, scope, client }),
    }),
  };
}
