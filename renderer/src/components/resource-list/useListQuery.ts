// The rows of a list definition and its export reader, whichever kind its source is: a PostgREST
// table (resource-queries.ts), a fetch source (fetch-source.ts) or rows the screen holds
// (given-source.ts), all through one query. The URL names a sort by column
// id; the request carries the column's server field (`sortKey`).
import {
  keepPreviousData,
  skipToken,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import {
  resourceExportPage,
  resourceKeys,
  resourceListQuery,
  type FilterApply,
  type ListScope,
  type ResourceListRequest,
} from '../../api/resource/resource-queries.ts';
import { heldRowsPages, type FetchExportPage } from '../../lib/export/exporter.ts';
import type { Column } from '../data-table/column.ts';
import {
  fetchExportPage,
  fetchListQuery,
  isFetchSource,
  listData,
  type ListPage,
  type ListSource,
} from './fetch-source.ts';
import { givenOrdered, givenPage, isGivenSource } from './given-source.ts';
import type { ResourceFilter } from './resource-definition.ts';

export interface ListQueryInput<T> {
  source: ListSource<T>;
  columns: readonly Column<T>[];
  filters?: readonly ResourceFilter[];
}

/** The request as the source reads it: the sorted column's server field instead of its id. */
export function sourceRequest<T>(
  columns: readonly Column<T>[],
  request: ResourceListRequest,
): ResourceListRequest {
  const column = columns.find((c) => c.id === request.sortBy);
  return column?.sortKey ? { ...request, sortBy: column.sortKey } : request;
}

/** A page of the list as the table shows it, whichever source read it. */
export interface ListData<T> {
  rows: readonly T[];
  total: number;
  skipped: number;
}

/** The list query of either source kind: one `useQuery` reads both (the answer is a ListPage). */
type ListQueryOptions<T> = UseQueryOptions<ListPage<T>, Error, ListData<T>, QueryKey>;

/** The list query and the export reader of a definition's source for one request. */
export function listReader<T>(
  orgId: string,
  client: QueryClient,
  def: ListQueryInput<T>,
  request: ResourceListRequest,
  scope: ListScope | undefined,
  given: readonly T[] | undefined,
): { options: ListQueryOptions<T>; exportPage: FetchExportPage<T> } {
  const { source } = def;
  const sortValue = (id: string) => def.columns.find((c) => c.id === id)?.sortValue;
  if (isGivenSource<T>(source)) {
    const all = given && givenOrdered(source, def.filters ?? [], given, request, sortValue);
    return {
      // Nothing is read: the page of the rows given stands in as the query's data, so the table
      // shows it at once and a new set of rows re-renders it without a fetch.
      options: {
        queryKey: [...resourceKeys.all(source.key), 'given'],
        queryFn: skipToken,
        placeholderData: all && givenPage(all, request),
        select: listData,
      },
      exportPage: heldRowsPages(all ?? []),
    };
  }
  if (isFetchSource(source)) {
    return {
      options: {
        ...fetchListQuery(orgId, source, request, scope?.key, sortValue),
        placeholderData: keepPreviousData,
      },
      exportPage: fetchExportPage(orgId, client, source, request, scope?.key, sortValue),
    };
  }
  const appliers: Record<string, FilterApply> = {};
  for (const filter of def.filters ?? []) if (filter.apply) appliers[filter.param] = filter.apply;
  const resource = resourceListQuery(orgId, source, request, appliers, scope);
  return {
    options: {
      queryKey: resource.queryKey,
      // Its function reads no key from its context: typed for any key, it serves this query.
      queryFn: resource.queryFn as ListQueryOptions<T>['queryFn'],
      ...(source.staleTime === undefined ? {} : { staleTime: source.staleTime }),
      select: listData,
    },
    // Export pages are read as the server holds them (no row schema); the columns read them as
    // their rows, and a cell that cannot read one writes nothing (export-columns.ts).
    exportPage: resourceExportPage(orgId, source, request, appliers, scope) as FetchExportPage<T>,
  };
}

export function useListQuery<T>(
  orgId: string,
  def: ListQueryInput<T>,
  params: ResourceListRequest,
  scope: ListScope | undefined,
  /** The rows of a given source (undefined: none yet, the list shows it is loading). */
  given?: readonly T[],
) {
  const client = useQueryClient();
  const request = sourceRequest(def.columns, params);
  const { options, exportPage } = listReader(orgId, client, def, request, scope, given);
  return { list: useQuery(options), exportPage };
}
