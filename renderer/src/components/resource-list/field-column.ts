// A column that shows one field of the row as it is and sorts by it (on the server, by the
// column's id): a type, an event name, a count.
import type { ReactNode } from 'react';
import type { Column } from '../data-table/column.ts';

export function fieldColumn<T>(
  id: keyof T & string,
  header: string,
  width?: number,
  more?: Partial<Column<T>>,
): Column<T> {
  return { id, header, sortable: true, width, cell: (row) => row[id] as ReactNode, ...more };
}
