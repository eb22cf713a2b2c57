// Query options over one PostgREST read, for the services' many "these rows" and "this row"
// reads: the service builds the query (table, schema, select, filters, order), these read it with
// the query's abort signal.
import { queryOptions, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import type { PostgrestQuery } from './postgrest.ts';

/** What a read may add to its query options. */
export interface ReadOptions {
  staleTime?: number;
  meta?: QueryMeta;
}

/** Every row `query` selects (one request, no paging). */
export function rowsQuery<T, const K extends QueryKey>(
  orgId: string,
  queryKey: K,
  query: PostgrestQuery<T>,
  options: ReadOptions = {},
) {
  const queryFn = ({ signal }: { signal: AbortSignal }) => query.list(orgId, signal);
  return queryOptions({ ...options, queryKey, queryFn });
}

/** The one row `query` selects; null when there is none. */
export function rowQuery<T, K extends QueryKey>(orgId: string, key: K, query: PostgrestQuery<T>) {
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => query.maybeSingle(orgId, signal) });
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** The distinct non-empty texts, sorted as words (case aside): a filter's choices. */
export function sortedTexts(texts: readonly (string | null | undefined)[]): string[] {
  return [...new Set(texts.filter((text): text is string => !!text))].sort(byText);
}

/** The choices of a filter: what `pick` reads of each row `query` selects (see sortedTexts). */
export function textsQuery<T, const K extends QueryKey>(
  orgId: string,
  queryKey: K,
  query: PostgrestQuery<T>,
  pick: (row: T) => string | null | undefined,
  options: ReadOptions = {},
) {
  const queryFn = async ({ signal }: { signal: AbortSignal }) =>
    sortedTexts((await query.list(orgId, signal)).map(pick));
  return queryOptions({ ...options, queryKey, queryFn });
}
