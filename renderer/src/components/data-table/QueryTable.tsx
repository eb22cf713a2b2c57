// A tab's table (the config item's tabs), over one answer (sorted here) or an infinite query of
// pages (`{ rows, total }`): the next page asked for when the list is
// scrolled within 300 px of its bottom (or when the loaded rows do not fill the box); its columns
// all show and do not sort, as the loaded rows are not all of them. A row with `href` opens that
// page (the row menu offers Open and Copy link), else the tab's `dialog`. Loading skeleton, empty
// text and errors come from DataTable and QueryError; offline, the cached rows stay on screen with
// an 'as of' mark.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AsOf } from '../offline/AsOf.tsx';
import { QueryError } from '../query-error/QueryError.tsx';
import { DataTable } from './DataTable.tsx';
import type { Column } from './column.ts';
import { nearBottom } from './scroll-paging.ts';
import { counted } from '../../lib/format/count.ts';
import './QueryTable.css';

type Paged<T> = UseInfiniteQueryResult<InfiniteData<{ rows: T[]; total: number | null }>>;

export interface QueryTableProps<T extends { id: string }> {
  label: string;
  /** For error texts: 'Could not load {what}'. */
  what: string;
  columns: readonly Column<T>[];
  query: Paged<T> | UseQueryResult<T[]>;
  /** The page a row opens. */
  href?: (row: T) => string;
  emptyText?: string;
  /** Above the table (a toolbar). */
  before?: ReactNode;
  /** The row's dialog, always there (closed while `open` is null) so it can animate. */
  dialog?: (open: T | null, close: () => void) => ReactNode;
}

/** A list's column in a tab: shown whatever its priority, not sorted (the rows are not all in). */
const everyRowUnsorted = <T,>(column: Column<T>): Column<T> => ({
  ...column,
  sortable: false,
  priority: undefined,
});

const isPaged = <T extends { id: string }>(query: QueryTableProps<T>['query']): query is Paged<T> =>
  'fetchNextPage' in query;

export function QueryTable<T extends { id: string }>(props: QueryTableProps<T>) {
  const { query, href } = props;
  const navigate = useNavigate();
  const boxRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<T | null>(null);
  const paged = isPaged(query) ? query : null;
  const pages = paged?.data?.pages;
  const rows = (pages ? pages.flatMap((p) => p.rows) : (query.data as T[] | undefined)) ?? [];
  const total = pages?.[pages.length - 1]?.total ?? null;

  const maybeLoadMore = () => {
    const box = boxRef.current;
    if (!box || !paged?.hasNextPage || paged.isFetchingNextPage || paged.isFetchNextPageError)
      return;
    if (nearBottom(box)) void paged.fetchNextPage();
  };
  // A page that does not fill the box cannot be scrolled, so check again once rows arrive.
  useEffect(maybeLoadMore);

  const table = (
    <div className="mcd-query-table-body">
      <div ref={boxRef} className="mcd-query-table-scroll" onScroll={maybeLoadMore}>
        <DataTable
          aria-label={props.label}
          columns={paged ? props.columns.map(everyRowUnsorted) : props.columns}
          rows={rows}
          getRowId={(row) => row.id}
          loading={query.isPending}
          emptyText={props.emptyText}
          onRowClick={href ? (row) => void navigate(href(row)) : props.dialog && setOpen}
          rowHref={href}
          pagination="none"
          maxHeight="none"
        />
        {paged?.isFetchingNextPage && <div className="mc-table-more">Loading more…</div>}
        {paged?.isFetchNextPageError && (
          <QueryError error={query.error} what={props.what} title="Could not load more rows" />
        )}
      </div>
      {rows.length > 0 && (
        <div className="mcd-query-table-foot">
          <span>
            {total !== null && total > rows.length
              ? `${rows.length} of ${total}`
              : counted(rows.length, 'row')}
          </span>
          <AsOf dataUpdatedAt={query.dataUpdatedAt} />
        </div>
      )}
    </div>
  );
  return (
    <div className="mcd-query-table">
      {props.before}
      {query.isError && rows.length === 0 ? (
        <QueryError error={query.error} what={props.what} />
      ) : (
        table
      )}
      {props.dialog?.(open, () => setOpen(null))}
    </div>
  );
}
