// A tab's table over an infinite query: 50 rows a page, the next page asked for when the list is
// scrolled within 300 px of its bottom (or when the loaded rows do not fill the box). Loading
// skeleton, empty text and errors come from DataTable and QueryError; offline, the cached pages
// stay on screen with an 'as of' mark.
import { useEffect, useRef } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TabPage } from '../../../../api/services/catalog-tabs.types.ts';
import { AsOf } from '../../../../components/offline/AsOf.tsx';
import { DataTable } from '../../../../components/data-table/DataTable.tsx';
import type { Column } from '../../../../components/data-table/column.ts';
import { QueryError } from '../../../../components/query-error/QueryError.tsx';
import { nearBottom } from './scroll-paging.ts';

export interface PagedTabTableProps<T> {
  label: string;
  /** For error texts: 'Could not load {what}'. */
  what: string;
  columns: readonly Column<T>[];
  query: UseInfiniteQueryResult<InfiniteData<TabPage<T>>>;
  getRowId: (row: T) => string;
  onRowClick?: (row: T) => void;
  /** The route of a row that has its own page: the row menu offers Open and Copy link (DataTable). */
  rowHref?: (row: T) => string;
  emptyText?: string;
}

export function PagedTabTable<T>(props: PagedTabTableProps<T>) {
  const { query } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const pages = query.data?.pages;
  const rows = pages?.flatMap((p) => p.rows) ?? [];
  const total = pages?.[pages.length - 1]?.total ?? null;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  const maybeLoadMore = () => {
    const box = boxRef.current;
    if (!box || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (nearBottom(box)) void fetchNextPage();
  };

  // A page that does not fill the box cannot be scrolled, so check again once rows arrive.
  useEffect(() => {
    const box = boxRef.current;
    if (!box || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (nearBottom(box)) void fetchNextPage();
  }, [pages, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isError && rows.length === 0)
    return <QueryError error={query.error} what={props.what} />;

  return (
    <div className="mc-catalog-tab-body">
      <div ref={boxRef} className="mc-catalog-tab-scroll" onScroll={maybeLoadMore}>
        <DataTable
          aria-label={props.label}
          columns={props.columns}
          rows={rows}
          getRowId={props.getRowId}
          loading={query.isPending}
          emptyText={props.emptyText}
          onRowClick={props.onRowClick}
          rowHref={props.rowHref}
          pagination="none"
          maxHeight="none"
        />
        {isFetchingNextPage && <div className="mc-table-more">Loading more…</div>}
        {isFetchNextPageError && (
          <QueryError error={query.error} what={props.what} title="Could not load more rows" />
        )}
      </div>
      {rows.length > 0 && (
        <div className="mc-catalog-tab-foot">
          <span>
            {total !== null && total > rows.length
              ? `${rows.length} of ${total}`
              : `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`}
          </span>
          <AsOf dataUpdatedAt={query.dataUpdatedAt} />
        </div>
      )}
    </div>
  );
}
