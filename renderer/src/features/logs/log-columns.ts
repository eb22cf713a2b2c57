// The log table's columns and their widths (spec 2 §9: column sizes remembered locally). Time and
// Labels have a width the user drags; Message takes the rest, so a wider window shows more of the
// messages. Each width is kept in localStorage under its own key, beside the other table
// preferences (`mc.table.<table>…`), so a width survives restarts and a new column needs no
// migration.

export type LogColumnId = 'time' | 'message' | 'labels';
export type ResizableColumnId = Exclude<LogColumnId, 'message'>;

export interface LogColumn {
  id: LogColumnId;
  header: string;
}

export const LOG_COLUMNS: readonly LogColumn[] = [
  { id: 'time', header: 'Time' },
  { id: 'message', header: 'Message' },
  { id: 'labels', header: 'Labels' },
];

export interface ColumnBounds {
  defaultSize: number;
  minSize: number;
  maxSize: number;
  /** Which edge of the column its handle sits on: Labels is widened by dragging its left edge. */
  edge: 'end' | 'start';
}

export const COLUMN_BOUNDS: Readonly<Record<ResizableColumnId, ColumnBounds>> = {
  time: { defaultSize: 190, minSize: 110, maxSize: 400, edge: 'end' },
  labels: { defaultSize: 300, minSize: 120, maxSize: 900, edge: 'start' },
};
export const RESIZABLE_COLUMNS = Object.keys(COLUMN_BOUNDS) as ResizableColumnId[];
/** Message never gets narrower than this; the table scrolls sideways instead. */
export const MESSAGE_MIN_SIZE = 240;

export type ColumnSizes = Readonly<Record<ResizableColumnId, number>>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const columnSizeKey = (tableId: string, column: ResizableColumnId) =>
  `mc.table.${tableId}.columnSize.${column}`;

export function defaultColumnSizes(): ColumnSizes {
  return { time: COLUMN_BOUNDS.time.defaultSize, labels: COLUMN_BOUNDS.labels.defaultSize };
}

/** A width within the column's bounds, in whole pixels. */
export function clampColumnSize(column: ResizableColumnId, size: number): number {
  const { minSize, maxSize, defaultSize } = COLUMN_BOUNDS[column];
  if (!Number.isFinite(size)) return defaultSize;
  return Math.round(Math.min(maxSize, Math.max(minSize, size)));
}

/** The stored widths; a missing, unreadable or unavailable one is the column's default. */
export function loadColumnSizes(
  storage: KeyValueStorage | undefined,
  tableId: string,
): ColumnSizes {
  const sizes = { ...defaultColumnSizes() };
  for (const column of RESIZABLE_COLUMNS) {
    let raw: string | null;
    try {
      raw = storage?.getItem(columnSizeKey(tableId, column)) ?? null;
    } catch {
      raw = null;
    }
    const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    if (Number.isFinite(value)) sizes[column] = clampColumnSize(column, value);
  }
  return sizes;
}

/** Stores one width; the default removes the key, so a reset leaves nothing behind. */
export function saveColumnSize(
  storage: KeyValueStorage | undefined,
  tableId: string,
  column: ResizableColumnId,
  size: number,
): void {
  const value = clampColumnSize(column, size);
  try {
    if (value === COLUMN_BOUNDS[column].defaultSize)
      storage?.removeItem(columnSizeKey(tableId, column));
    else storage?.setItem(columnSizeKey(tableId, column), String(value));
  } catch {
    // Storage full or disabled: the width holds until the table is left.
  }
}

/**
 * The width after dragging a handle `deltaX` pixels to the right from where the column was
 * `startSize` wide: the end edge widens with the pointer, the start edge against it.
 */
export function draggedSize(column: ResizableColumnId, startSize: number, deltaX: number): number {
  const sign = COLUMN_BOUNDS[column].edge === 'end' ? 1 : -1;
  return clampColumnSize(column, startSize + sign * deltaX);
}

/** The CSS grid columns of every row: Time, then Message taking the rest, then Labels. */
export function gridColumns(sizes: ColumnSizes): string {
  return `${sizes.time}px minmax(${MESSAGE_MIN_SIZE}px, 1fr) ${sizes.labels}px`;
}

/** localStorage in a browser, undefined in Node tests. */
export function browserLocalStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
