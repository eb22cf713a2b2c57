// A list's row actions as the screen declares them (what each does to a row, and whether it
// writes), turned into the row menu's items for one user and connection: a write action is left
// out without the list's write permission and disabled offline, with the reason. An action with a
// shortcut also runs by its key on the focused row (DataRow.tsx).
import type { IconName } from '@blueprintjs/core';
import type { RowAction } from '../deep-link/row-link-menu.tsx';

export interface ListRowAction<T> {
  id: string;
  text: string;
  icon?: IconName;
  intent?: RowAction['intent'];
  /** Needs write on the list's permission (left out without it, disabled offline). */
  write?: boolean;
  /** Offered on this row only when true (a Reopen for closed rows, say). */
  when?: (row: T) => boolean;
  /** A key that runs it on the focused row ('a', say); the menu shows it. */
  shortcut?: string;
  run: (row: T) => void;
}

/** The row menu's items, or undefined when this user has none on any row (no ⋯ column). */
export function rowMenuItems<T>(
  actions: readonly ListRowAction<T>[] | undefined,
  guard: { canWrite: boolean; offlineReason: string | null },
): ((row: T) => RowAction[]) | undefined {
  const allowed = (actions ?? []).filter((action) => !action.write || guard.canWrite);
  if (allowed.length === 0) return undefined;
  return (row) =>
    allowed
      .filter((action) => action.when?.(row) ?? true)
      .map((action) => ({
        id: action.id,
        text: action.text,
        icon: action.icon,
        intent: action.intent,
        shortcut: action.shortcut,
        onClick: () => action.run(row),
        disabledReason: action.write ? guard.offlineReason : null,
      }));
}
