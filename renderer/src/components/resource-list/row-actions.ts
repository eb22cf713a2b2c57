// A list's row actions as the screen declares them (what each does to a row, and whether it
// writes), turned into the row menu's items for one user and connection: a write action is left
// out without the list's write permission and disabled offline, with the reason. An action with a
// shortcut also runs by its key on the focused row (DataRow.tsx). An action declared with a
// confirmation runs through the list's one confirm dialog (useConfirmation) first.
import type { IconName } from '@blueprintjs/core';
import type { Confirmation } from '../action/guarded-button-model.ts';
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
  /**
   * Asked before `run`, naming the row: `confirm` in any organisation (a Delete), `guard` the
   * production organisation's typed name only.
   */
  confirm?: (row: T) => Confirmation;
  run: (row: T) => void;
}

/** Runs `go` once `what` is confirmed (at once when nothing is to be asked). */
export type AskFirst = (what: Confirmation, go: () => void) => unknown;

/** The row menu's items, or undefined when this user has none on any row (no ⋯ column). */
export function rowMenuItems<T>(
  actions: readonly ListRowAction<T>[] | undefined,
  guard: { canWrite: boolean; offlineReason: string | null; ask: AskFirst },
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
        onClick: () => {
          const { confirm } = action;
          if (confirm) guard.ask(confirm(row), () => action.run(row));
          else action.run(row);
        },
        disabledReason: action.write ? guard.offlineReason : null,
      }));
}
