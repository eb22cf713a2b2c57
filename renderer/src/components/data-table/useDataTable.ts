// The state behind one DataTable: sort, page and groups (useTableState), the displayed items
// (useTableItems), the virtual window and the scroll handler that grows a virtual page.
import type { RefObject } from 'react';
import { VIRTUALIZE_THRESHOLD, nextVirtualPageSize } from './table-model.ts';
import type { DataTableProps } from './data-table-props.ts';
import { useTableItems } from './useTableItems.ts';
import { useTableState } from './useTableState.ts';
import { ROW_HEIGHT, useVirtualRows } from './useVirtualRows.ts';

export function useDataTable<T>(
  props: DataTableProps<T>,
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  const { columns, rows, loading = false } = props;
  const { pagination = 'client', maxHeight = 560 } = props;
  const state = useTableState({
    tableId: props.tableId,
    sort: props.sort,
    pageIndex: props.pageIndex,
    pageSize: props.pageSize,
    defaultPageSize: props.defaultPageSize ?? 50,
    defaultSort: props.defaultSort,
    onSortChange: props.onSortChange,
    onPageChange: props.onPageChange,
  });
  const { total, pageIndex, items, keys, notices } = useTableItems({
    columns,
    rows,
    getRowId: props.getRowId,
    sortMode: props.sortMode ?? 'client',
    pagination,
    sort: state.sort,
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    totalRows: props.totalRows,
    expanded: state.expanded,
    groupBy: props.groupBy,
    skippedRows: props.skippedRows ?? 0,
  });
  const virtualise = items.length > (props.virtualizeAbove ?? VIRTUALIZE_THRESHOLD);
  const virtual = useVirtualRows(virtualise ? items.length : 0, scrollRef, maxHeight);

  const onScroll = () => {
    if (pagination !== 'virtual' || loading) return;
    const el = scrollRef.current;
    if (!el || el.scrollTop + el.clientHeight < el.scrollHeight - ROW_HEIGHT * 2) return;
    const next = nextVirtualPageSize(state.pageSize, total);
    if (next !== undefined) state.setPage(0, next);
  };

  return { state, total, pageIndex, items, keys, notices, virtualise, virtual, onScroll };
}
