// A column with how it fits a narrow window: its priority (1 always shown, higher numbers collapse
// first into the column chooser) and its narrowest useful width in pixels.
import type { Column } from '../data-table/column.ts';

export const sized = <T>(column: Column<T>, priority: number, minWidth: number): Column<T> => ({
  ...column,
  priority,
  minWidth,
});
