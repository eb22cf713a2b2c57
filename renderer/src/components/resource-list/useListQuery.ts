// The rows of a list definition and its export reader, whichever kind its source is: a PostgREST
// table (resource-queries.ts) or a fetch source (fetch-source.ts). The URL names a sort by column
// id; the request carries the column's server field (`sortKey`).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  resourceExportPage,
  resourceListQuery,
  type FilterApply,
  type ListScope,
  type ResourceListRequest,
} from '../../api/resource/resource-queries.ts';
import type { FetchExportPage } from '../../lib/export/exporter.ts';
import type { Column } from '../data-table/column.ts';
import { fetchExportPage, fetchListQuery, isFetchSource, type ListSource } from './fetch-source.ts';
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

export function useListQuery<T>(
  orgId: string,
  def: ListQueryInput<T>,
  params: ResourceListRequest,
  scope: ListScope | undefined,
) {
  const client = useQueryClient();
  const request = sourceRequest(def.columns, params);
  const { source } = def;
  if (isFetchSource(source)) {
    const sortValue = (id: string) => def.columns.find((c) => c.id === id)?.sortValue;
    return {
      // Hooks run in the same order either way: a definition's source kind never changes.
      // eslint-disable-next-line react-hooks/rules-of-hooks
      list: useQuery({
        ...fetchListQuery(orgId, source, request, scope?.key, sortValue),
        placeholderData: keepPreviousData,
      }),
      exportPage: fetchExportPage(orgId, client, source, request, scope?.key, sortValue),
    };
  }
  const appliers: Record<string, FilterApply> = {};
  for (const filter of def.filters ?? []) if (filter.apply) appliers[filter.param] = filter.apply;
  return {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    list: useQuery(resourceListQuery(orgId, source, request, appliers, scope)),
    // Export pages are read as the server holds them (no row schema); the columns read them as
    // their rows, and a cell that cannot read one writes nothing (export-columns.ts).
    exportPage: resourceExportPage(orgId, source, request, appliers, scope) as FetchExportPage<T>,
  };
}
