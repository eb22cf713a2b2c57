// Which columns fit the table's width (issue 37, "Fits 1280×800"): rather than scroll sideways, a
// table whose columns' minimum widths exceed its box hides its lowest-priority columns (highest
// `priority` number first, the rightmost first among equals) and lists them in the column chooser.
// The user's own choice wins over the fit: a column they hid stays hidden, a column they showed
// stays on screen (others give way for it). Pure: the table measures, this decides.
import { z } from 'zod';
import type { Column } from './column.ts';

/** Width of the chooser's own column at the end of the header row. */
export const CHOOSER_WIDTH = 56;
const SORT_ICON_WIDTH = 18;
const CELL_PADDING = 22;
const CHARACTER_WIDTH = 7.5;
const FLOOR_WIDTH = 64;

/** The user's choice for one table: columns they showed or hid on purpose. */
export const columnChoiceSchema = z.object({
  shown: z.array(z.string()).default([]),
  hidden: z.array(z.string()).default([]),
});
export type ColumnChoice = { shown: readonly string[]; hidden: readonly string[] };
export const NO_CHOICE: ColumnChoice = { shown: [], hidden: [] };

type FitInput = Pick<Column<unknown>, 'id' | 'header' | 'width' | 'minWidth' | 'priority'> & {
  sortable?: boolean;
  sortValue?: unknown;
};

export function priorityOf(column: Pick<Column<unknown>, 'priority'>): number {
  return column.priority ?? 1;
}

/** The declared minimum, a fixed pixel width, or a guess from the header's length. */
export function minWidthOf(column: FitInput): number {
  if (column.minWidth !== undefined) return column.minWidth;
  if (typeof column.width === 'number') return column.width;
  const sortable = column.sortable ?? column.sortValue !== undefined;
  const header = column.header.length * CHARACTER_WIDTH + CELL_PADDING;
  return Math.max(FLOOR_WIDTH, Math.ceil(header + (sortable ? SORT_ICON_WIDTH : 0)));
}

/** A table takes part in fitting once one of its columns declares a priority or a minimum. */
export function fitsByPriority(columns: readonly FitInput[]): boolean {
  return columns.some((c) => c.priority !== undefined || c.minWidth !== undefined);
}

export type ColumnFit<C> = {
  visible: C[];
  /** Columns not on screen, in their declared order: hidden by the fit or by the user. */
  hidden: C[];
  /** Pixel width of each visible column; empty while the width is unknown. */
  widths: ReadonlyMap<string, number>;
};

/** The columns that fit `available` pixels (null: not measured yet, everything shows). */
export function fitColumns<C extends FitInput>(
  columns: readonly C[],
  available: number | null,
  choice: ColumnChoice = NO_CHOICE,
): ColumnFit<C> {
  const userHidden = new Set(choice.hidden);
  const userShown = new Set(choice.shown);
  let visible = columns.filter((c) => !userHidden.has(c.id));
  // Hiding every column leaves nothing to tick back: the first one stays.
  if (visible.length === 0 && columns[0]) visible = [columns[0]];
  if (available !== null) {
    const total = (list: readonly C[]) => list.reduce((sum, c) => sum + minWidthOf(c), 0);
    while (total(visible) > available) {
      const drop = lowestPriority(visible, userShown);
      if (!drop) break;
      visible = visible.filter((c) => c !== drop);
    }
  }
  const shown = new Set(visible);
  return {
    visible,
    hidden: columns.filter((c) => !shown.has(c)),
    widths: available === null ? new Map() : spread(visible, available),
  };
}

/** The column to hide next: the highest priority number, the rightmost among equals. */
function lowestPriority<C extends FitInput>(
  visible: readonly C[],
  keep: ReadonlySet<string>,
): C | undefined {
  let drop: C | undefined;
  for (const column of visible) {
    if (priorityOf(column) <= 1 || keep.has(column.id)) continue;
    if (!drop || priorityOf(column) >= priorityOf(drop)) drop = column;
  }
  return drop;
}

/**
 * Each column gets its minimum; the room left over goes to the columns without a fixed pixel
 * width, in proportion to their minimums, so a name column grows more than a count column. When
 * the columns that may not hide want more than there is, those same columns give up the excess in
 * the same proportion (down to a floor), their text cut with an ellipsis, rather than the table
 * scrolling sideways.
 */
function spread<C extends FitInput>(visible: readonly C[], available: number): Map<string, number> {
  const widths = new Map(visible.map((c) => [c.id, minWidthOf(c)]));
  const flexible = visible.filter((c) => typeof c.width !== 'number');
  const used = [...widths.values()].reduce((sum, w) => sum + w, 0);
  const share = flexible.reduce((sum, c) => sum + minWidthOf(c), 0);
  const room = available - used;
  if (room === 0 || share === 0) return widths;
  for (const column of flexible) {
    const base = minWidthOf(column);
    const width = Math.floor(base + (room * base) / share);
    widths.set(column.id, room > 0 ? width : Math.max(Math.min(FLOOR_WIDTH, base), width));
  }
  return widths;
}

/** The choice after the user ticks (shown) or unticks a column in the chooser. */
export function toggleChoice(choice: ColumnChoice, id: string, show: boolean): ColumnChoice {
  const shown = choice.shown.filter((c) => c !== id);
  const hidden = choice.hidden.filter((c) => c !== id);
  return show ? { shown: [...shown, id], hidden } : { shown, hidden: [...hidden, id] };
}

/** A stored choice, or no choice when it is missing or no longer parses. */
export function parseColumnChoice(raw: string | null): ColumnChoice {
  if (!raw) return NO_CHOICE;
  try {
    const parsed = columnChoiceSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : NO_CHOICE;
  } catch {
    return NO_CHOICE;
  }
}

/** The localStorage key of a table's choice: per organisation and per screen. */
export function columnChoiceKey(orgId: string | null, tableId: string): string {
  return `table-columns.${orgId ?? 'no-org'}.${tableId}`;
}
