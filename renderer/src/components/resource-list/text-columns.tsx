// Columns that show a row's text or time and export the value itself: plain text cut with an
// ellipsis (its whole text on hover), and a timestamp (relative, see `When`) exported as written,
// or a muted text of its own where a row has none.
import type { IconName } from '@blueprintjs/core';
import type { Column } from '../data-table/column.ts';
import { TypeLine } from '../type-icon/TypeLine.tsx';
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

/** A row's type icon before its text (a change's type, a check's name), exported as the text. */
export function typeColumn<T>(
  id: string,
  header: string,
  line: { icon: (row: T) => Text; fallback: IconName; text: (row: T) => Text },
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id,
    header,
    exportValue: (row) => line.text(row) || null,
    cell: (row) => (
      <TypeLine icon={line.icon(row)} fallback={line.fallback}>
        {line.text(row)}
      </TypeLine>
    ),
    ...more,
  };
}

/** A timestamp column; a row without one reads `empty` when given ('Never' for a sign-in). */
export function whenColumn<T>(
  id: string,
  header: string,
  value: (row: T) => Text,
  more: Partial<Column<T>> = {},
  empty?: string,
): Column<T> {
  return {
    id,
    header,
    sortable: true,
    exportValue: (row) => value(row) ?? null,
    cell: (row) =>
      !value(row) && empty ? (
        <span className="mcd-cell-empty">{empty}</span>
      ) : (
        <When value={value(row)} />
      ),
    ...more,
  };
}
