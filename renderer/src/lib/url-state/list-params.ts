// The query-string state of a server-paged list: page index and size, server sort, and the
// list's own filters. Defaults are left out of the URL, so a fresh list has a clean address and a
// link carries only what the user chose. Any unknown or malformed value reads as its default.

export type SortOrder = 'asc' | 'desc';

export interface ListParams {
  pageIndex: number;
  pageSize: number;
  sortBy: string | undefined;
  sortOrder: SortOrder | undefined;
  /** Filter values by parameter name; a missing parameter is absent here. */
  filters: Readonly<Record<string, string>>;
}

export interface ListParamsSpec {
  pageSizes: readonly number[];
  /** The URL parameters that are filters of this list. */
  filterParams?: readonly string[];
  /** A filter's value while its parameter is absent; 'all' in the URL turns such a default off. */
  filterDefaults?: Readonly<Record<string, string>>;
}

export const DEFAULT_PAGE_SIZES = [50, 100, 200] as const;

export function readListParams(params: URLSearchParams, spec: ListParamsSpec): ListParams {
  const defaultSize = spec.pageSizes[0] ?? 50;
  const index = Number(params.get('pageIndex') ?? '0');
  const size = Number(params.get('pageSize') ?? String(defaultSize));
  const order = params.get('sortOrder');
  const filters: Record<string, string> = {};
  for (const name of spec.filterParams ?? []) {
    const value = params.get(name) ?? spec.filterDefaults?.[name] ?? null;
    if (value !== null && value !== '' && value !== 'all') filters[name] = value;
  }
  return {
    pageIndex: Number.isInteger(index) && index >= 0 ? index : 0,
    pageSize: spec.pageSizes.includes(size) ? size : defaultSize,
    sortBy: params.get('sortBy') || undefined,
    sortOrder: order === 'asc' || order === 'desc' ? order : undefined,
    filters,
  };
}

export type ListParamsPatch = Partial<Omit<ListParams, 'filters'>> & {
  filters?: Readonly<Record<string, string | undefined>>;
};

/**
 * `params` with `patch` applied; values equal to their defaults (page 0, the first page size, a
 * filter's default, an empty or 'all' filter without a default) are removed. Changing a filter or
 * the sort goes back to the first page.
 */
export function patchListParams(
  params: URLSearchParams,
  patch: ListParamsPatch,
  spec: ListParamsSpec,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number | undefined, dropWhen?: string | number) => {
    if (value === undefined || value === '' || value === dropWhen) next.delete(key);
    else next.set(key, String(value));
  };
  const resetsPage = patch.filters !== undefined || 'sortBy' in patch || 'sortOrder' in patch;
  if ('sortBy' in patch) set('sortBy', patch.sortBy);
  if ('sortOrder' in patch) set('sortOrder', patch.sortOrder);
  for (const [name, value] of Object.entries(patch.filters ?? {})) {
    const fallback = spec.filterDefaults?.[name];
    if (fallback === undefined) set(name, value, 'all');
    else set(name, value === undefined || value === '' ? 'all' : value, fallback);
  }
  if ('pageSize' in patch) set('pageSize', patch.pageSize, spec.pageSizes[0]);
  if ('pageIndex' in patch) set('pageIndex', patch.pageIndex, 0);
  else if (resetsPage) next.delete('pageIndex');
  return next;
}
