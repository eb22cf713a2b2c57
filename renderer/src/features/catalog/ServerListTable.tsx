// One server page of a global catalog list (changes, insights): sorted and paged by the server,
// with the page and sort kept in the URL by the page that owns the parameters.
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { Column } from '../../components/data-table/column.ts';

/** A page of the changes list is 200 rows by default: only the visible ones are rendered. */
const VIRTUALIZE_ABOVE = 60;

/** The paging and sort a list page reads from its URL. */
export interface ServerListParams {
  pageIndex: number;
  pageSize: number;
  sortBy: string;
  sortDesc: boolean;
}

/** What a page writes back: a new sort, or a page (a new page size starts at the first). */
export interface ServerListPatch {
  sort?: { by: string; desc: boolean } | undefined;
  pageIndex?: number;
  pageSize?: number;
}

export function ServerListTable<T>(props: {
  label: string;
  columns: Column<T>[];
  getRowId: (row: T) => string;
  rows: readonly T[];
  total: number;
  /** Rows of the server's page it could not read (left out): the table says how many. */
  skipped?: number;
  loading: boolean;
  params: ServerListParams;
  pageSizeOptions?: readonly number[];
  onChange: (patch: ServerListPatch) => void;
  onOpen: (row: T) => void;
}) {
  const { params, onChange } = props;
  return (
    <DataTable
      aria-label={props.label}
      columns={props.columns}
      rows={props.rows}
      getRowId={props.getRowId}
      loading={props.loading}
      onRowClick={props.onOpen}
      sortMode="server"
      sort={{ id: params.sortBy, desc: params.sortDesc }}
      onSortChange={(sort) => onChange({ sort: sort && { by: sort.id, desc: sort.desc } })}
      pagination="server"
      totalRows={props.total}
      skippedRows={props.skipped ?? 0}
      pageIndex={params.pageIndex}
      pageSize={params.pageSize}
      {...(props.pageSizeOptions ? { pageSizeOptions: props.pageSizeOptions } : {})}
      onPageChange={(pageIndex, pageSize) =>
        onChange(pageSize === params.pageSize ? { pageIndex } : { pageIndex: 0, pageSize })
      }
      maxHeight="calc(100vh - 260px)"
      virtualizeAbove={VIRTUALIZE_ABOVE}
    />
  );
}
