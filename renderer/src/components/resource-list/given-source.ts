// A list source for rows the screen already holds: a live feed merged from several answers (the
// fleet inbox's organisations), kept up to date by the screen's own subscriptions. The kit filters
// (select, multiSelect and search filters, by the row's value for the filter's param), sorts (by
// the column's sort value) and pages them; nothing is fetched, so a live update re-renders the
// page without a query being read again.
import type { ResourceListRequest } from '../../api/resource/resource-queries.ts';
import { decodeValueList } from '../../lib/url-state/filter-codec.ts';
import { sortRows } from '../data-table/table-model.ts';
import type { GivenSource, ListPage, SortValueOf } from './fetch-source.ts';
import type { ResourceFilter } from './resource-definition.ts';

export const isGivenSource = <T>(source: { key: string }): source is GivenSource<T> =>
  (source as Partial<GivenSource<T>>).paging === 'given';

type Test<T> = (row: T) => boolean;

function filterTest<T>(source: GivenSource<T>, filter: ResourceFilter, value: string): Test<T> {
  const of = (row: T) => source.valueOf(row, filter.param) ?? '';
  switch (filter.kind ?? 'select') {
    case 'select':
      return (row) => of(row) === value;
    case 'multiSelect': {
      const chosen = new Set(decodeValueList(value));
      return (row) => chosen.has(of(row));
    }
    case 'search': {
      const text = value.toLowerCase();
      return (row) => of(row).toLowerCase().includes(text);
    }
    default:
      return () => true;
  }
}

/** The rows the filter values select, in the order given. */
export function givenRows<T>(
  source: GivenSource<T>,
  filters: readonly ResourceFilter[],
  rows: readonly T[],
  values: Readonly<Record<string, string | undefined>>,
): readonly T[] {
  const tests = filters.flatMap((filter) => {
    const value = values[filter.param];
    if (value === undefined || source.views?.includes(filter.param)) return [];
    return [filterTest(source, filter, value)];
  });
  if (tests.length === 0) return rows;
  return rows.filter((row) => tests.every((test) => test(row)));
}

/** The last answer per rows array: a re-render with the same rows and request reads it again. */
const answers = new WeakMap<readonly unknown[], { key: string; all: readonly unknown[] }>();

/** Every row the request's filters select, in the request's order (the given order unsorted). */
export function givenOrdered<T>(
  source: GivenSource<T>,
  filters: readonly ResourceFilter[],
  rows: readonly T[],
  request: ResourceListRequest,
  sortValue: SortValueOf<T>,
): readonly T[] {
  const { sortBy, sortOrder } = request;
  const key = JSON.stringify([source.key, request.filters, sortBy ?? null, sortOrder ?? null]);
  const known = answers.get(rows);
  if (known?.key === key) return known.all as readonly T[];
  const selected = givenRows(source, filters, rows, request.filters);
  const value = sortBy ? sortValue(sortBy) : undefined;
  const all = value ? sortRows(selected, value, sortOrder === 'desc') : selected;
  answers.set(rows, { key, all });
  return all;
}

/** One page of given rows, as a fetch answers it. */
export function givenPage<T>(all: readonly T[], request: ResourceListRequest): ListPage<T> {
  const start = request.pageIndex * request.pageSize;
  return { rows: all.slice(start, start + request.pageSize), total: all.length };
}
