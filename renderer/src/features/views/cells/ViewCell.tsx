// One cell of a view's table (spec 4-views §2.6), by the column's type, with the row's attributes
// (icon, url, max/min, config) applied; a null value shows '-'.
// CONTRACT for the view page; the cell renderers replace this first cut.
import type { ViewColumn, ViewRow } from '../../../api/services/views.types.ts';

/** Include or exclude a value of a multiselect (or labels) column. */
export type CellFilter = (column: string, value: string, exclude: boolean) => void;

export interface ViewCellProps {
  column: ViewColumn;
  row: ViewRow;
  onFilter?: CellFilter;
}

export function ViewCell({ column, row }: ViewCellProps) {
  const value = row[column.name];
  return <span>{value === null || value === undefined ? '-' : JSON.stringify(value)}</span>;
}
