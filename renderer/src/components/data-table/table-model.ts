// Pure table logic behind DataTable: sorting, grouping into expandable group rows, pagination
// arithmetic and the virtual-pagination rule. Kept free of React so it is unit-tested in Node.
import { groupedBy } from '../../lib/data/grouped-by.ts';

/** Page sizes offered by every generic table (spec 1 §2). */
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000] as const;
/** Above this many rendered rows the table body is virtualised. */
export const VIRTUALIZE_THRESHOLD = 200;

export type SortState = { id: string; desc: boolean };
export type SortValue = string | number | boolean | null | undefined;

function compareValues(a: SortValue, b: SortValue): number {
  // Missing values sort last in ascending order.
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** A stable sort by one column's value. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, desc: boolean): T[] {
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const order = compareValues(a.key, b.key);
      return (desc ? -order : order) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** The next sort after clicking a header: ascending, then descending, then unsorted. */
export function nextSort(current: SortState | undefined, id: string): SortState | undefined {
  if (!current || current.id !== id) return { id, desc: false };
  if (!current.desc) return { id, desc: true };
  return undefined;
}

export type Group<T> = { key: string; rows: T[] };

/** Groups rows by key, keeping first-seen order of groups and rows. */
export function groupRows<T>(rows: readonly T[], groupKey: (row: T) => string): Group<T>[] {
  return [...groupedBy(rows, groupKey)].map(([key, list]) => ({ key, rows: list }));
}

export type DisplayItem<T> =
  | { kind: 'group'; key: string; rows: T[]; expanded: boolean }
  | { kind: 'row'; row: T; groupKey?: string };

/** Flattens groups into what the body renders: a group row, then its rows when expanded. */
export function flattenGroups<T>(
  groups: readonly Group<T>[],
  expanded: ReadonlySet<string>,
): DisplayItem<T>[] {
  const out: DisplayItem<T>[] = [];
  for (const group of groups) {
    const isOpen = expanded.has(group.key);
    out.push({ kind: 'group', key: group.key, rows: group.rows, expanded: isOpen });
    if (isOpen) for (const row of group.rows) out.push({ kind: 'row', row, groupKey: group.key });
  }
  return out;
}

/** Number of pages, at least 1 so "Page 1 of 1" shows for an empty table. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** Clamps a page index (0-based) into range. */
export function clampPageIndex(index: number, total: number, pageSize: number): number {
  const last = pageCount(total, pageSize) - 1;
  if (!Number.isFinite(index)) return 0;
  return Math.min(last, Math.max(0, Math.trunc(index)));
}

/**
 * The last page, when `pageIndex` is past the end of `total` rows (an old link, rows deleted
 * since); null when the page exists or the total is unknown.
 */
export function pastLastPage(
  total: number | null | undefined,
  pageIndex: number,
  pageSize: number,
): number | null {
  if (total === null || total === undefined) return null;
  const last = Math.max(0, pageCount(total, pageSize) - 1);
  return pageIndex > last ? last : null;
}

/**
 * Reads the page-jump input (1-based, as the user types it). Returns the 0-based index, or
 * undefined when the text is not a whole number between 1 and the page count.
 */
export function parsePageJump(text: string, total: number, pageSize: number): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const page = Number(text.trim());
  if (page < 1 || page > pageCount(total, pageSize)) return undefined;
  return page - 1;
}

export function paginate<T>(rows: readonly T[], pageIndex: number, pageSize: number): T[] {
  const start = clampPageIndex(pageIndex, rows.length, pageSize) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** Virtual pagination: when the end is reached and more rows exist, the page size doubles. */
export function nextVirtualPageSize(pageSize: number, total: number): number | undefined {
  return total > pageSize ? pageSize * 2 : undefined;
}

/** Snaps an arbitrary stored page size to an allowed option (the closest one not smaller). */
export function normalisePageSize(size: number, fallback: number): number {
  if (!Number.isFinite(size) || size <= 0) return fallback;
  return (
    PAGE_SIZE_OPTIONS.find((option) => option >= size) ??
    PAGE_SIZE_OPTIONS[PAGE_SIZE_OPTIONS.length - 1]!
  );
}

/**
 * React keys for the displayed items. A row's key is its id; when the server answers two rows
 * with the same id (a view's join, a page that shifted), the later ones get `#2`, `#3`… so React
 * never merges or drops them: every row the server sent is shown, and `duplicates` counts the
 * repeats so the table can say so.
 */
export function itemKeys<T>(
  items: readonly DisplayItem<T>[],
  getRowId: (row: T) => string,
): { keys: string[]; duplicates: number } {
  const seen = new Map<string, number>();
  let duplicates = 0;
  const keys = items.map((item) => {
    if (item.kind === 'group') return `group:${item.key}`;
    const id = getRowId(item.row);
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    if (count === 1) return `row:${id}`;
    duplicates += 1;
    return `row:${id}#${count}`;
  });
  return { keys, duplicates };
}

/** The line under a table that left out rows it could not read, or shows repeated ids. */
export function tableNotices(skipped: number, duplicates: number): string[] {
  const notices: string[] = [];
  if (skipped > 0)
    notices.push(
      skipped === 1
        ? '1 row could not be read and is not shown.'
        : `${skipped} rows could not be read and are not shown.`,
    );
  if (duplicates > 0)
    notices.push(
      duplicates === 1
        ? '1 row has the same id as another row; both are shown.'
        : `${duplicates} rows have the same id as another row; all are shown.`,
    );
  return notices;
}
