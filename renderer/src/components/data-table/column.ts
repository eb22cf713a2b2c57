// A table column as every list declares it. The table, the list kit and the exporter all read
// this one shape.
import type { ReactNode } from 'react';
import type { SortValue } from './table-model.ts';

export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Value used for client-side sorting; a column is sortable when this is given (or `sortable`). */
  sortValue?: (row: T) => SortValue;
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** The cell's value as text for an export, when the cell shows more than its raw value. */
  exportValue?: (row: T) => string | number | null;
};
