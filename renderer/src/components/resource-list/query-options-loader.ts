// A filter's options loaded from the server: the rows of a list query (through the query cache,
// so screens that read the same list share it), each made an option by `toOption`.
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { FilterOption, FilterOptionsLoader } from './resource-definition.ts';

export function queryOptionsLoader<T, K extends QueryKey>(
  query: (orgId: string) => FetchQueryOptions<T[], Error, T[], K>,
  toOption: (row: T) => FilterOption,
): FilterOptionsLoader {
  return async (orgId, client) => (await client.fetchQuery(query(orgId))).map(toOption);
}
