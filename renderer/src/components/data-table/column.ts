// A table column as every list declares it. The table, the list kit and the exporter all read
// this one shape.
import type { ReactNode } from 'react';
import type { SortValue } from './table-model.ts';

export type Column<T> = {
  id: string;
  header: string;
  /** What the header cell shows when it is more than `header` (an organisation's name with its
   * state); `header` still names the column in the chooser and the export. */
  head?: ReactNode;
  cell: (row: T) => ReactNode;
  /** Value used for client-side sorting; a column is sortable when this is given (or `sortable`). */
  sortValue?: (row: T) => SortValue;
  sortable?: boolean;
  /** The field a server sorts by, when it is not the column's id (the URL keeps the id). */
  sortKey?: string;
  width?: number | string;
  /**
   * Which columns go first when the table is narrower than its columns (column-fit.ts): 1 (the
   * default) is always shown, higher numbers are hidden first, and the column chooser lists them.
   */
  priority?: number;
  /** Narrowest useful width in pixels (padding included); estimated from the header if absent. */
  minWidth?: number;
  align?: 'left' | 'right' | 'center';
  /** The cell's value as text for an export, when the cell shows more than its raw value. */
  exportValue?: (row: T) => string | number | null;
  /** Only for those who may write (a Delete column): a resource list leaves it out for others. */
  writeOnly?: boolean;
};
