// Columns that show a row's text or time and export the value itself: plain text cut with an
// ellipsis (its whole text on hover), and a timestamp (relative, see `When`) exported as written.
import type { Column } from '../data-table/column.ts';
import { When } from './common-columns.tsx';
import '../data-table/cell-line.css';

type Text = string | null | undefined;

export function textColumn<T>(
  id: string,
  header: string,
  text: (row: T) => Text,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id,
    header,
    exportValue: (row) => text(row) || null,
    cell: (row) => (
      <span className="mcd-ellipsis" title={text(row) ?? ''}>
        {text(row)}
      </span>
    ),
    ...more,
  };
}

export function whenColumn<T>(
  id: string,
  header: string,
  value: (row: T) => Text,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id,
    header,
    sortable: true,
    exportValue: (row) => value(row) ?? null,
    cell: (row) => <When value={value(row)} />,
    ...more,
  };
}
