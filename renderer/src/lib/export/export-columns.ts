// What an export writes for a list: the columns the user sees, in their order, each row's value as
// the cell displays it. Nothing here knows the table: a column is read by shape (id, header, cell
// and the optional sort and export values), so lib/ stays below components/.
import { isValidElement, type ReactNode } from 'react';
import { isUuid } from '../data/is-uuid.ts';

/** One value in an export: text or a number, or empty. */
export type ExportValue = string | number | null;

/** A column as the exporter writes it. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => ExportValue;
}

/** The parts of a table column the exporter reads (the data table's `Column<T>` has them). */
export interface ExportableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortValue?: (row: T) => string | number | boolean | null | undefined;
  exportValue?: (row: T) => string | number | null;
}

// "Names, not ids": a raw field that is only an id (isUuid) says nothing to the reader of the file.

/** A raw value as export text: primitives as they are, an object by its name or title, else empty. */
export function plainValue(value: unknown): ExportValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object' && !Array.isArray(value)) {
    const named = value as { name?: unknown; title?: unknown };
    for (const field of [named.name, named.title])
      if (typeof field === 'string' && field !== '') return field;
  }
  return null;
}

/**
 * The text a rendered cell shows, read from its elements' children (what the DOM's textContent
 * would hold, pieces separated by a space). Components that compute their text from other props
 * (a relative time, a status tag) give nothing here: their column needs `exportValue`.
 */
export function nodeText(node: ReactNode): string {
  const parts: string[] = [];
  const walk = (n: unknown, depth: number) => {
    if (depth > 50 || n === null || n === undefined || typeof n === 'boolean') return;
    if (typeof n === 'string' || typeof n === 'number') parts.push(String(n));
    else if (Array.isArray(n)) for (const child of n) walk(child, depth + 1);
    else if (isValidElement<{ children?: unknown }>(n)) walk(n.props.children, depth + 1);
  };
  walk(node, 0);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * `read(row)`, or undefined when it throws: a cell written for rendering only (it reads a hook,
 * say), or an exported row the list's schema would have refused (pages are read without it).
 */
function attempt<T, R>(read: (row: T) => R, row: T): R | undefined {
  try {
    return read(row);
  } catch {
    return undefined;
  }
}

/**
 * The value of one cell as the user sees it: the column's `exportValue`; else the cell when it is
 * plain text or a number; else the sort value (before the element's text, as it holds the value
 * and not the decoration around it); else the text of the cell's elements; else, for a cell that
 * shows something without text, the row's field of the column's id by name (never an id or JSON).
 */
export function displayValue<T>(column: ExportableColumn<T>, row: T): ExportValue {
  if (column.exportValue) return plainValue(attempt(column.exportValue, row));
  const cell = attempt(column.cell, row);
  if (typeof cell === 'string' || typeof cell === 'number') return plainValue(cell);
  if (cell === null || cell === undefined || typeof cell === 'boolean') return null;
  if (column.sortValue) return plainValue(attempt(column.sortValue, row));
  const text = nodeText(cell);
  if (text !== '') return text;
  const raw = plainValue((row as Record<string, unknown> | null)?.[column.id]);
  return typeof raw === 'string' && isUuid(raw) ? null : raw;
}

/**
 * The columns to write: `visibleIds` in their order when given (the table's visible columns),
 * else all of them; columns without a header (a checkbox, a row menu) are left out.
 */
export function exportColumns<T>(
  columns: readonly ExportableColumn<T>[],
  visibleIds?: readonly string[],
): ExportColumn<T>[] {
  const picked = visibleIds
    ? visibleIds.flatMap((id) => columns.filter((column) => column.id === id).slice(0, 1))
    : columns;
  return picked
    .filter((column) => column.header.trim() !== '')
    .map((column) => ({ header: column.header, value: (row: T) => displayValue(column, row) }));
}

/** JSON keys: the headers, a repeated header numbered (`Name (2)`) so no value is lost. */
export function jsonKeys(headers: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((header) => {
    const n = (seen.get(header) ?? 0) + 1;
    seen.set(header, n);
    return n === 1 ? header : `${header} (${n})`;
  });
}
