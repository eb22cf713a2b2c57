// The props of DataTable, shared by the table and the hook that holds its state.
import type { ReactNode } from 'react';
import type { SortState } from './table-model.ts';
import type { Column } from './column.ts';
import type { RowAction } from '../deep-link/row-link-menu.tsx';

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
  /** Told the ids of the columns on screen (after fitting), e.g. so an export writes those. */
  onVisibleColumns?: (ids: readonly string[]) => void;
  /**
   * The route of a row that has its own page: its row menu (right-click, the context-menu key)
   * offers Open (`onRowClick`) and Copy link (the `missioncontrol://` link of that route).
   */
  rowHref?: (row: T) => string;
  /** The screen's actions on a row: in its row menu and behind a ⋯ button in its last cell. */
  rowActions?: (row: T) => readonly RowAction[];
  /** What a row is called, e.g. a user's name: its ⋯ button reads 'Actions for <name>'. */
  rowName?: (row: T) => string;
  /** A row's own class (an expired silence struck through), or undefined. */
  rowClassName?: (row: T) => string | undefined;
  /** The organisation a row's link opens in, when rows belong to several (the fleet inbox). */
  rowOrgId?: (row: T) => string;
  /** 'server' reports sort changes and leaves row order alone. */
  sortMode?: 'client' | 'server';
  sort?: SortState | null;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState | undefined) => void;
  groupBy?: (row: T) => string;
  renderGroup?: (group: { key: string; rows: T[] }) => ReactNode;
  /** Drawn before a group row's toggle, outside it (the group's selection checkbox). */
  groupLead?: (group: { key: string; rows: T[] }) => ReactNode;
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
