// The generic table every list screen uses (spec 1 §2): client or server sorting, grouping with
// expandable group rows, classic or virtual pagination, a loading skeleton, the empty state, and
// row virtualisation once more than ~200 rows are on screen. It takes data as props; fetching is
// the page's job.
import { useEffect, useRef, type RefObject } from 'react';
import { Classes } from '@blueprintjs/core';
import { useCurrentOrgOrNull } from '../../session/org-context.tsx';
import { titleCutCell } from './cut-text.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { itemRenderer } from './DataRow.tsx';
import type { DataTableProps } from './data-table-props.ts';
import { TableHeader } from './TableHeader.tsx';
import { tableBody } from './TableBody.tsx';
import { TableFooter } from './TablePagination.tsx';
import type { Column } from './column.ts';
import { useColumnFit, type ColumnFitState } from './useColumnFit.ts';
import { useDataTable } from './useDataTable.ts';
import { useKeptRowFocus } from './useKeptRowFocus.ts';
import './DataTable.css';

export type { DataTableProps } from './data-table-props.ts';

/**
 * The columns on screen after fitting, told to `onVisibleColumns`, and whether a trailing cell
 * follows them: it holds the column chooser (fitted columns) and each row's ⋯ menu (row actions).
 */
function useShownColumns<T>(props: DataTableProps<T>, scrollRef: RefObject<HTMLDivElement | null>) {
  const fit = useColumnFit(props.columns, props.tableId ?? props['aria-label'], scrollRef);
  const shown = fit.visible;
  const { onVisibleColumns } = props;
  const shownKey = shown.map((column) => column.id).join('\n');
  useEffect(() => {
    onVisibleColumns?.(shownKey.split('\n'));
  }, [onVisibleColumns, shownKey]);
  const trailing = fit.enabled || props.rowActions !== undefined;
  const ids = shown.map((column) => column.id);
  return {
    fit,
    shown,
    trailing,
    span: shown.length + (trailing ? 1 : 0),
    cellIds: trailing ? [...ids, ''] : ids,
  };
}

/** The trailing header cell: the column chooser of a fitted table, else the row actions' head. */
function TrailingHead<T>({
  columns,
  fit,
}: {
  columns: readonly Column<T>[];
  fit: ColumnFitState<T>;
}) {
  return fit.enabled ? (
    <ColumnChooser columns={columns} hidden={fit.hidden} onToggle={fit.toggle} />
  ) : (
    <span className="mc-table-actions-head" aria-label="Row actions" />
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, loading = false, onRowClick, rowHref, rowOrgId } = props;
  const orgId = useCurrentOrgOrNull()?.orgId ?? null;
  const { pagination = 'client', maxHeight = 560 } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  useKeptRowFocus(bodyRef);
  const { state, total, pageIndex, items, keys, notices, virtualise, virtual, onScroll } =
    useDataTable(props, scrollRef);
  const { fit, shown, trailing, span, cellIds } = useShownColumns(props, scrollRef);
  const renderItem = itemRenderer({
    items,
    keys,
    columns: shown,
    span,
    toggleGroup: state.toggleGroup,
    renderGroup: props.renderGroup,
    groupLead: props.groupLead,
    onRowClick,
    rowHref,
    rowOrgId,
    orgId,
    rowActions: props.rowActions,
    rowName: props.rowName,
    rowClassName: props.rowClassName,
    filler: trailing,
  });

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
          className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ${onRowClick ? Classes.INTERACTIVE : ''} mc-table-element${fit.widths.size > 0 ? ' mc-table-fit' : ''}`}
        >
          <TableHeader
            columns={shown}
            sort={state.sort}
            onSort={state.setSort}
            widths={fit.widths}
            chooser={trailing && <TrailingHead columns={columns} fit={fit} />}
          />
          <tbody ref={bodyRef} onMouseOver={titleCutCell}>
            {tableBody({
              columnIds: cellIds,
              span,
              measuring: !fit.measured,
              skeleton: loading && rows.length === 0,
              emptyText: props.emptyText ?? 'No data available',
              itemCount: items.length,
              virtual,
              renderItem,
            })}
          </tbody>
        </table>
        {pagination === 'virtual' && loading && rows.length > 0 && (
          <div className="mc-table-more">Loading more…</div>
        )}
      </div>
      <TableFooter
        notices={notices}
        pagination={pagination === 'client' || pagination === 'server'}
        pageIndex={pageIndex}
        pageSize={state.pageSize}
        total={total}
        pageSizeOptions={props.pageSizeOptions}
        onChange={state.setPage}
      />
    </div>
  );
}
