// A filter's options loaded from a query the screens share through the query cache: each row of
// its answer as an option. `cached` takes a cached answer however old (restored from the offline
// cache, say), so the filter keeps its choices offline; otherwise a stale answer is read again.
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { TypeIcon } from '../type-icon/TypeIcon.tsx';
import type { FilterOption, FilterOptionsLoader } from './resource-definition.ts';

export function queryOptionsLoader<D extends readonly unknown[], K extends QueryKey>(
  query: (orgId: string) => FetchQueryOptions<D, Error, D, K>,
  option: (row: D[number]) => FilterOption,
  read: { cached?: boolean } = {},
): FilterOptionsLoader {
  return async (orgId, client) =>
    (
      await (read.cached ? client.ensureQueryData(query(orgId)) : client.fetchQuery(query(orgId)))
    ).map(option);
}

/** A text answer's value as its own label. */
export const textOption = (value: string): FilterOption => ({ value, label: value });

/** A config type, with its icon. */
export const typeOption = (value: string): FilterOption => ({
  value,
  label: value,
  icon: <TypeIcon name={value} fallback="cube" />,
});

/** A component by id, named, with its icon. */
export const componentOption = (c: {
  id: string;
  name?: string | null;
  icon?: string | null;
  type?: string | null;
}): FilterOption => ({
  value: c.id,
  label: c.name ?? c.id,
  icon: <TypeIcon name={c.icon || c.type} fallback="cube" />,
});
