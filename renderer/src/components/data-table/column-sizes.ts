// Widths the user drags, for a table whose columns have them (the virtual grid). Each width is kept
// in localStorage under its own key, beside the other table preferences
// (`mc.table.<table>.columnSize.<column>`), so it survives restarts and a new column needs no
// migration.

export interface ColumnBounds {
  defaultSize: number;
  minSize: number;
  maxSize: number;
  /** Which edge of the column its handle sits on: 'start' is widened by dragging its left edge. */
  edge: 'end' | 'start';
}

export type ColumnSizes = Readonly<Record<string, number>>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const columnSizeKey = (tableId: string, column: string) =>
  `mc.table.${tableId}.columnSize.${column}`;

/** A width within the bounds, in whole pixels. */
export function clampColumnSize(bounds: ColumnBounds, size: number): number {
  const { minSize, maxSize, defaultSize } = bounds;
  if (!Number.isFinite(size)) return defaultSize;
  return Math.round(Math.min(maxSize, Math.max(minSize, size)));
}

/** The stored widths; a missing, unreadable or unavailable one is the column's default. */
export function loadColumnSizes(
  storage: KeyValueStorage | undefined,
  tableId: string,
  bounds: Readonly<Record<string, ColumnBounds>>,
): ColumnSizes {
  const sizes: Record<string, number> = {};
  for (const [column, bound] of Object.entries(bounds)) {
    let raw: string | null;
    try {
      raw = storage?.getItem(columnSizeKey(tableId, column)) ?? null;
    } catch {
      raw = null;
    }
    const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    sizes[column] = clampColumnSize(bound, value);
  }
  return sizes;
}

/** Stores one width; the default removes the key, so a reset leaves nothing behind. */
export function saveColumnSize(
  storage: KeyValueStorage | undefined,
  tableId: string,
  column: string,
  bounds: ColumnBounds,
  size: number,
): void {
  const value = clampColumnSize(bounds, size);
  const key = columnSizeKey(tableId, column);
  try {
    if (value === bounds.defaultSize) storage?.removeItem(key);
    else storage?.setItem(key, String(value));
  } catch {
    // Storage full or disabled: the width holds until the table is left.
  }
}

/**
 * The width after dragging a handle `deltaX` pixels to the right from where the column was
 * `startSize` wide: the end edge widens with the pointer, the start edge against it.
 */
export function draggedSize(bounds: ColumnBounds, startSize: number, deltaX: number): number {
  return clampColumnSize(bounds, startSize + (bounds.edge === 'end' ? 1 : -1) * deltaX);
}

/** The CSS grid columns of every row: resized ones at their width, the others sharing the rest. */
export function gridTemplate(
  columns: readonly { id: string; resize?: ColumnBounds; minWidth?: number }[],
  sizes: ColumnSizes,
): string {
  return columns
    .map((c) => (c.resize ? `${sizes[c.id]}px` : `minmax(${c.minWidth ?? 0}px, 1fr)`))
    .join(' ');
}

/** localStorage in a browser, undefined in Node tests. */
export function browserLocalStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
