// The generic table every list screen uses (spec 1 §2): client or server sorting, grouping with
// expandable group rows, classic or virtual pagination, a loading skeleton, the empty state, and
// row virtualisation once more than ~200 rows are on screen. It takes data as props; fetching is
// the page's job.
import { memo, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Button, Classes, Icon } from '@blueprintjs/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { DisplayItem, SortState } from './table-model.ts';
import {
  VIRTUALIZE_THRESHOLD,
  clampPageIndex,
  flattenGroups,
  groupRows,
  itemKeys,
  nextSort,
  nextVirtualPageSize,
  paginate,
  sortRows,
  tableNotices,
} from './table-model.ts';
import { useCurrentOrgOrNull } from '../../session/org-context.tsx';
import { showRowLinkMenu } from '../deep-link/row-link-menu.tsx';
import { titleCutCell } from './cut-text.ts';
import { TablePagination } from './TablePagination.tsx';
import { useTableState } from './useTableState.ts';
import {
  estimateBoxHeight,
  observeRectAfterLayout,
  scrollSkippingFirstToTop,
} from './virtual-measure.ts';
import type { Column } from './column.ts';
import './DataTable.css';

export type DataTableProps<T> = {
  'aria-label': string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Persists page size, sort and expanded groups in session storage under this id. */
  tableId?: string;
  loading?: boolean;
  emptyText?: string;
  onRowClick?: (row: T) => void;
  /**
   * The route of a row that has its own page: its row menu (right-click, the context-menu key)
   * offers Open (`onRowClick`) and Copy link (the `missioncontrol://` link of that route).
   */
  rowHref?: (row: T) => string;
  /** The organisation a row's link opens in, when rows belong to several (the fleet inbox). */
  rowOrgId?: (row: T) => string;
  /** 'server' reports sort changes and leaves row order alone. */
  sortMode?: 'client' | 'server';
  sort?: SortState | null;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState | undefined) => void;
  groupBy?: (row: T) => string;
  renderGroup?: (group: { key: string; rows: T[] }) => ReactNode;
  /** 'server': `rows` is already one page of `totalRows`; 'virtual': grow the page size on scroll. */
  pagination?: 'client' | 'server' | 'virtual' | 'none';
  totalRows?: number;
  pageIndex?: number;
  pageSize?: number;
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageChange?: (pageIndex: number, pageSize: number) => void;
  /** Height of the scrolling body; virtualised tables need a bound. */
  maxHeight?: number | string;
  /** Rows on screen beyond which only the visible ones are rendered (default 200). */
  virtualizeAbove?: number;
  /** Rows of the answer left out because they could not be read: the table says so. */
  skippedRows?: number;
};

const ROW_HEIGHT = 33;
const SKELETON_ROWS = 5;

export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    getRowId,
    loading = false,
    emptyText = 'No data available',
    onRowClick,
    rowHref,
    rowOrgId,
  } = props;
  const orgId = useCurrentOrgOrNull()?.orgId ?? null;
  const {
    sortMode = 'client',
    groupBy,
    renderGroup,
    pagination = 'client',
    maxHeight = 560,
  } = props;
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
  const scrollRef = useRef<HTMLDivElement>(null);

  // Client-side pipeline: sort → page → group. Server mode receives rows already sorted and paged.
  // Memoised: the virtualiser re-renders the table on every scroll frame, and regrouping thousands
  // of rows per frame (and handing every row a new item object, defeating the row memo) is waste.
  const sortColumn = state.sort ? columns.find((c) => c.id === state.sort?.id) : undefined;
  const sortValue = sortMode === 'client' ? sortColumn?.sortValue : undefined;
  const sortDesc = state.sort?.desc ?? false;
  const sorted = useMemo(
    () => (sortValue ? sortRows(rows, sortValue, sortDesc) : rows),
    [rows, sortValue, sortDesc],
  );
  const total = pagination === 'server' ? (props.totalRows ?? rows.length) : rows.length;
  // A shrinking data set (e.g. a new filter) must not leave the table on a page that no longer exists.
  const pageIndex =
    pagination === 'client'
      ? clampPageIndex(state.pageIndex, total, state.pageSize)
      : state.pageIndex;
  const pageSize = state.pageSize;
  const pageRows = useMemo((): readonly T[] => {
    if (pagination === 'client') return paginate(sorted, pageIndex, pageSize);
    if (pagination === 'virtual') return sorted.slice(0, pageSize);
    return sorted;
  }, [sorted, pagination, pageIndex, pageSize]);
  const expanded = state.expanded;
  const items = useMemo(
    (): DisplayItem<T>[] =>
      groupBy
        ? flattenGroups(groupRows(pageRows, groupBy), expanded)
        : pageRows.map((row) => ({ kind: 'row', row })),
    [pageRows, groupBy, expanded],
  );

  // Unique keys even when the server repeats an id; the repeats are flagged, not dropped.
  const { keys, duplicates } = useMemo(() => itemKeys(items, getRowId), [items, getRowId]);
  const notices = tableNotices(props.skippedRows ?? 0, duplicates);

  const virtualise = items.length > (props.virtualizeAbove ?? VIRTUALIZE_THRESHOLD);
  // A virtualised box is exactly `maxHeight` high: the virtualizer starts from that height instead
  // of measuring the box during the commit (virtual-measure.ts).
  const [scrollToFn] = useState(scrollSkippingFirstToTop);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design; the table does not rely on memoisation of its result.
  const virtualizer = useVirtualizer({
    count: virtualise ? items.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    initialRect: { width: 0, height: estimateBoxHeight(maxHeight, window.innerHeight) },
    observeElementRect: observeRectAfterLayout,
    scrollToFn,
    // Few rows beyond the window: every rendered row is laid out and painted on each scroll frame
    // (performance.md P4), and the scroll handler renders synchronously, so no blank rows show.
    overscan: 4,
  });

  const onScroll = () => {
    if (pagination !== 'virtual' || loading) return;
    const el = scrollRef.current;
    if (!el || el.scrollTop + el.clientHeight < el.scrollHeight - ROW_HEIGHT * 2) return;
    const next = nextVirtualPageSize(state.pageSize, total);
    if (next !== undefined) state.setPage(0, next);
  };

  const renderItem = (item: DisplayItem<T>, index: number) => {
    if (item.kind === 'group') {
      return (
        <tr key={keys[index]} className="mc-table-group-row" data-index={index}>
          <td colSpan={columns.length}>
            <Button
              variant="minimal"
              size="small"
              aria-expanded={item.expanded}
              icon={<Icon icon={item.expanded ? 'chevron-down' : 'chevron-right'} />}
              onClick={() => state.toggleGroup(item.key)}
            >
              {renderGroup
                ? renderGroup({ key: item.key, rows: item.rows })
                : `${item.key} (${item.rows.length})`}
            </Button>
          </td>
        </tr>
      );
    }
    return (
      <DataRow
        key={keys[index]}
        row={item.row}
        index={index}
        duplicate={keys[index]?.includes('#') ?? false}
        grouped={item.groupKey !== undefined}
        columns={columns}
        onRowClick={onRowClick}
        rowHref={orgId || rowOrgId ? rowHref : undefined}
        orgId={rowOrgId?.(item.row) ?? orgId}
      />
    );
  };

  let body: ReactNode;
  if (loading && rows.length === 0) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={`skeleton:${i}`} aria-hidden>
        {columns.map((column) => (
          <td key={column.id}>
            <div className={`${Classes.SKELETON} mc-table-skeleton`}>&nbsp;</div>
          </td>
        ))}
      </tr>
    ));
  } else if (items.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="mc-table-empty">
          {emptyText}
        </td>
      </tr>
    );
  } else if (virtualise) {
    const virtualItems = virtualizer.getVirtualItems();
    const first = virtualItems[0];
    const last = virtualItems[virtualItems.length - 1];
    const top = first ? first.start : 0;
    const bottom = last ? virtualizer.getTotalSize() - last.end : 0;
    body = (
      <>
        {top > 0 && <tr aria-hidden style={{ height: top }} />}
        {virtualItems.map((v) => {
          const item = items[v.index];
          return item ? renderItem(item, v.index) : null;
        })}
        {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
      </>
    );
  } else {
    body = items.map(renderItem);
  }

  return (
    <div className="mc-table" aria-busy={loading}>
      <div
        ref={scrollRef}
        className={virtualise ? 'mc-table-scroll mc-table-scroll-virtual' : 'mc-table-scroll'}
        // A virtualised body is always taller than the bound (more than 200 rows), so its height is
        // the bound itself, which lets the scroller contain its own layout and paint.
        style={virtualise ? { height: maxHeight } : { maxHeight }}
        onScroll={onScroll}
      >
        <table
          aria-label={props['aria-label']}
          aria-rowcount={pagination === 'none' ? undefined : total}
          className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ${onRowClick ? Classes.INTERACTIVE : ''} mc-table-element`}
        >
          <thead>
            <tr>
              {columns.map((column) => {
                const sortable = column.sortable ?? column.sortValue !== undefined;
                const active = state.sort?.id === column.id;
                const ariaSort = active
                  ? state.sort?.desc
                    ? 'descending'
                    : 'ascending'
                  : undefined;
                return (
                  <th
                    key={column.id}
                    style={{ width: column.width, textAlign: column.align }}
                    aria-sort={ariaSort}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className="mc-table-sort"
                        onClick={() => state.setSort(nextSort(state.sort, column.id))}
                      >
                        {column.header}
                        <Icon
                          icon={
                            active
                              ? state.sort?.desc
                                ? 'sort-desc'
                                : 'sort-asc'
                              : 'double-caret-vertical'
                          }
                          size={12}
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody onMouseOver={titleCutCell}>{body}</tbody>
        </table>
        {pagination === 'virtual' && loading && rows.length > 0 && (
          <div className="mc-table-more">Loading more…</div>
        )}
      </div>
      {notices.length > 0 && (
        <div className="mc-table-notice" role="status">
          <Icon icon="warning-sign" size={12} />
          {notices.join(' ')}
        </div>
      )}
      {(pagination === 'client' || pagination === 'server') && (
        <TablePagination
          pageIndex={pageIndex}
          pageSize={state.pageSize}
          total={total}
          pageSizeOptions={props.pageSizeOptions}
          onChange={(index, size) => state.setPage(index, size)}
        />
      )}
    </div>
  );
}

interface DataRowProps<T> {
  row: T;
  index: number;
  grouped: boolean;
  /** Another row above has the same id. */
  duplicate: boolean;
  columns: readonly Column<T>[];
  onRowClick?: (row: T) => void;
  rowHref?: ((row: T) => string) | undefined;
  orgId?: string | null;
}

function DataRowView<T>({
  row,
  index,
  grouped,
  duplicate,
  columns,
  onRowClick,
  rowHref,
  orgId,
}: DataRowProps<T>) {
  const contextMenu = (event: MouseEvent) => {
    if (!rowHref || !orgId) return;
    showRowLinkMenu(event, {
      orgId,
      route: rowHref(row),
      open: onRowClick ? () => onRowClick(row) : undefined,
    });
  };
  const keyDown = (event: KeyboardEvent) => {
    if (onRowClick && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onRowClick(row);
    }
  };
  return (
    <tr
      data-index={index}
      className={
        [grouped ? 'mc-table-grouped-row' : '', duplicate ? 'mc-table-duplicate-row' : '']
          .filter(Boolean)
          .join(' ') || undefined
      }
      title={duplicate ? 'This row has the same id as a row above.' : undefined}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      onKeyDown={onRowClick ? keyDown : undefined}
      onContextMenu={rowHref && orgId ? contextMenu : undefined}
    >
      {columns.map((column) => (
        <td key={column.id} dir="auto" style={{ textAlign: column.align }}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/**
 * A data row re-renders only when its row, position, columns or click handler change: while
 * scrolling, the rows that stay in the virtual window are not rendered again. (Columns come from
 * the page, so a page re-render — new data, a clock tick — still re-renders every row.)
 */
const DataRow = memo(DataRowView) as typeof DataRowView;
