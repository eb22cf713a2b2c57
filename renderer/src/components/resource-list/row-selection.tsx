// Row selection of a list: a checkbox column before the others (rows picked to compare, or to run
// in bulk) and, when the list groups its rows, a tri-state checkbox on each group row that sets
// all its rows. The screen keeps what is selected (useRowSelection); a click on the checkbox
// selects, a click on the row does what the screen says (opens, or toggles in a bulk mode).
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Checkbox } from '@blueprintjs/core';
import type { Column } from '../data-table/column.ts';

export interface RowSelection<T> {
  /** Ids (getRowId) of the rows selected. */
  selected: ReadonlySet<string>;
  onToggle: (row: T) => void;
  /** Given, group rows get a checkbox: on selects all their rows, off clears them. */
  onToggleMany?: (rows: readonly T[], on: boolean) => void;
  /**
   * A group's rows on every page (spec 4 §2.11: a group checkbox toggles all its checks, not only
   * those the page shows), when the screen holds them all; without it, the page's rows.
   */
  groupRows?: (key: string) => readonly T[];
}

export const SELECT_COLUMN_ID = 'select';

/** How much of a group is selected: drawn as unticked, indeterminate or ticked. */
export type GroupTick = 'none' | 'some' | 'all';

export function groupTick(ids: readonly string[], selected: ReadonlySet<string>): GroupTick {
  const picked = ids.filter((id) => selected.has(id)).length;
  if (picked === 0) return 'none';
  return picked === ids.length ? 'all' : 'some';
}

/** The selection with one id flipped. */
export function toggled(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The selection with every id added (on) or removed (off). */
export function withMany(
  selected: ReadonlySet<string>,
  ids: readonly string[],
  on: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** A screen's selection state: toggle one, set many, select these, clear. */
export function useRowSelection<T>(getRowId: (row: T) => string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const onToggle = useCallback(
    (row: T) => setSelected((s) => toggled(s, getRowId(row))),
    [getRowId],
  );
  const onToggleMany = useCallback(
    (rows: readonly T[], on: boolean) => setSelected((s) => withMany(s, rows.map(getRowId), on)),
    [getRowId],
  );
  const selectOnly = useCallback(
    (rows: readonly T[]) => setSelected(new Set(rows.map(getRowId))),
    [getRowId],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  const selection: RowSelection<T> = useMemo(
    () => ({ selected, onToggle, onToggleMany }),
    [selected, onToggle, onToggleMany],
  );
  return { selection, selected, selectOnly, clear };
}

/** Keeps a click on a checkbox from reaching its row (which opens or toggles a group). */
function Stop({ children }: { children: ReactNode }) {
  return (
    <span
      className="mcd-row-select-box"
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {children}
    </span>
  );
}

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
      <Stop>
        <Checkbox
          className="mcd-row-select"
          aria-label={`Select ${rowName(row)}`}
          checked={selection.selected.has(getRowId(row))}
          onChange={() => selection.onToggle(row)}
        />
      </Stop>
    ),
  };
}

/** The group row's checkbox (DataTable's groupLead), when the selection sets many rows. */
export function groupSelectionLead<T>(
  selection: RowSelection<T> | undefined,
  getRowId: (row: T) => string,
) {
  const toggleMany = selection?.onToggleMany;
  if (!selection || !toggleMany) return undefined;
  return ({ key, rows: shown }: { key: string; rows: T[] }) => {
    const rows = selection.groupRows?.(key) ?? shown;
    const tick = groupTick(rows.map(getRowId), selection.selected);
    return (
      <Stop>
        <Checkbox
          className="mcd-row-select mcd-group-select"
          aria-label={`Select group ${key || '(none)'}`}
          checked={tick === 'all'}
          indeterminate={tick === 'some'}
          onChange={() => toggleMany(rows, tick !== 'all')}
        />
      </Stop>
    );
  };
}
