// Row selection of a list: a checkbox column before the others (rows picked to compare, say). The
// screen keeps what is selected; a click on the checkbox selects, a click on the row still opens.
import { Checkbox } from '@blueprintjs/core';
import type { Column } from '../data-table/column.ts';

export interface RowSelection<T> {
  /** Ids (getRowId) of the rows selected. */
  selected: ReadonlySet<string>;
  onToggle: (row: T) => void;
}

export const SELECT_COLUMN_ID = 'select';

export function selectionColumn<T>(
  selection: RowSelection<T>,
  getRowId: (row: T) => string,
  rowName: (row: T) => string,
): Column<T> {
  return {
    id: SELECT_COLUMN_ID,
    header: '',
    width: 36,
    minWidth: 36,
    cell: (row) => (
      // The row opens on click; the checkbox only selects.
      <span onClick={(event) => event.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
        <Checkbox
          className="mcd-row-select"
          aria-label={`Select ${rowName(row)}`}
          checked={selection.selected.has(getRowId(row))}
          onChange={() => selection.onToggle(row)}
        />
      </span>
    ),
  };
}
