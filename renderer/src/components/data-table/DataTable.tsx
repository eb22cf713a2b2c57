// The generic table every list screen uses (spec 1 §2): client or server sorting, grouping with
// expandable group rows, classic or virtual pagination, a loading skeleton, the empty state, and
// row virtualisation once more than ~200 rows are on screen. It takes data as props; fetching is
// the page's job.
import { useRef } from 'react';
import { Classes } from '@blueprintjs/core';
import { useCurrentOrgOrNull } from '../../session/org-context.tsx';
import { titleCutCell } from './cut-text.ts';
import { itemRenderer } from './DataRow.tsx';
import type { DataTableProps } from './data-table-props.ts';
import { TableHeader } from './TableHeader.tsx';
import { tableBody } from './TableBody.tsx';
import { TableFooter } from './TablePagination.tsx';
import { useDataTable } from './useDataTable.ts';
import './DataTable.css';

export type { DataTableProps } from './data-table-props.ts';

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, loading = false, onRowClick, rowHref, rowOrgId } = props;
  const orgId = useCurrentOrgOrNull()?.orgId ?? null;
  const { pagination = 'client', maxHeight = 560 } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { state, total, pageIndex, items, keys, notices, virtualise, virtual, onScroll } =
    useDataTable(props, scrollRef);
  const renderItem = itemRenderer({
    items,
    keys,
    columns,
    span: columns.length,
    toggleGroup: state.toggleGroup,
    renderGroup: props.renderGroup,
    onRowClick,
    rowHref,
    rowOrgId,
    orgId,
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
          className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ${onRowClick ? Classes.INTERACTIVE : ''} mc-table-element`}
        >
          <TableHeader columns={columns} sort={state.sort} onSort={state.setSort} />
          <tbody onMouseOver={titleCutCell}>
            {tableBody({
              columnIds: columns.map((c) => c.id),
              span: columns.length,
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
        onPage={state.setPage}
      />
    </div>
  );
}
