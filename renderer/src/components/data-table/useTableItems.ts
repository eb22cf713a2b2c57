// The client-side pipeline of the table: sort → page → group, and a unique key per displayed
// item. Server mode receives rows already sorted and paged. Memoised: the virtualiser re-renders
// the table on every scroll frame, and regrouping thousands of rows per frame (and handing every
// row a new item object, defeating the row memo) is waste.
import { useMemo } from 'react';
import type { DisplayItem, SortState } from './table-model.ts';
import {
  clampPageIndex,
  flattenGroups,
  groupRows,
  itemKeys,
  paginate,
  sortRows,
  tableNotices,
} from './table-model.ts';
import type { Column } from './column.ts';

export type TableItemsInput<T> = {
  columns: readonly Column<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  sortMode: 'client' | 'server';
  pagination: 'client' | 'server' | 'virtual' | 'none';
  sort: SortState | undefined;
  pageIndex: number;
  pageSize: number;
  totalRows: number | undefined;
  expanded: ReadonlySet<string>;
  groupBy: ((row: T) => string) | undefined;
  skippedRows: number;
};

export function useTableItems<T>(input: TableItemsInput<T>) {
  const { columns, rows, sort, pagination, pageSize, groupBy, expanded } = input;
  const sortColumn = sort ? columns.find((c) => c.id === sort.id) : undefined;
  const sortValue = input.sortMode === 'client' ? sortColumn?.sortValue : undefined;
  const sortDesc = sort?.desc ?? false;
  const sorted = useMemo(
    () => (sortValue ? sortRows(rows, sortValue, sortDesc) : rows),
    [rows, sortValue, sortDesc],
  );
  const total = pagination === 'server' ? (input.totalRows ?? rows.length) : rows.length;
  // A shrinking data set (e.g. a new filter) must not leave the table on a page that no longer exists.
  const pageIndex =
    pagination === 'client' ? clampPageIndex(input.pageIndex, total, pageSize) : input.pageIndex;
  const pageRows = useMemo((): readonly T[] => {
    if (pagination === 'client') return paginate(sorted, pageIndex, pageSize);
    if (pagination === 'virtual') return sorted.slice(0, pageSize);
    return sorted;
  }, [sorted, pagination, pageIndex, pageSize]);
  const items = useMemo(
    (): DisplayItem<T>[] =>
      groupBy
        ? flattenGroups(groupRows(pageRows, groupBy), expanded)
        : pageRows.map((row) => ({ kind: 'row', row })),
    [pageRows, groupBy, expanded],
  );
  // Unique keys even when the server repeats an id; the repeats are flagged, not dropped.
  const { getRowId } = input;
  const { keys, duplicates } = useMemo(() => itemKeys(items, getRowId), [items, getRowId]);
  const notices = tableNotices(input.skippedRows, duplicates);
  return { total, pageIndex, items, keys, notices };
}
