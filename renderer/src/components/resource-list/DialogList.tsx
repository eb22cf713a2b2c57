// A list screen whose 'Add …' button (with `addText`) opens the screen's dialog for a new record,
// and whose row click (with `rowOpens`) opens the same dialog for that row; the dialog is mounted
// afresh for each record, so its form starts from that record's values.
import { Fragment, useState, type ReactNode } from 'react';
import { useCan } from '../../lib/permissions/PermissionsProvider.tsx';
import { AddButton } from './ListScreen.tsx';
import { ResourceList, type ResourceListProps } from './ResourceList.tsx';
import type { ListRowAction } from './row-actions.ts';

export type DialogListProps<T> = Omit<ResourceListProps<T>, 'onRowClick' | 'rowActions'> & {
  /** The Add button's text; without it, `actions` are the screen's own (an Add that navigates). */
  addText?: string;
  /** A row click opens the dialog on the row, or on the rows it holds for (a row with details). */
  rowOpens?: boolean | ((row: T) => boolean);
  /** The row menu's actions; `open` opens the dialog on a row (an Edit action). */
  rowActions?: (open: (row: T) => void) => readonly ListRowAction<T>[];
  /** The dialog: `row` is null for a new record; `canWrite`, the definition's write permission. */
  dialog: (row: T | null, close: () => void, canWrite: boolean) => ReactNode;
};

export function DialogList<T>(props: DialogListProps<T>) {
  const { addText, rowOpens, rowActions, dialog, ...list } = props;
  const [open, setOpen] = useState<{ row: T | null } | null>(null);
  const canWrite = useCan('write', list.definition.permission);
  return (
    <>
      <ResourceList
        {...list}
        onRowClick={
          rowOpens ? (row) => (rowOpens === true || rowOpens(row)) && setOpen({ row }) : undefined
        }
        rowActions={rowActions?.((row) => setOpen({ row }))}
        actions={
          addText
            ? ({ offline }) => (
                <AddButton
                  text={addText}
                  offline={offline}
                  onClick={() => setOpen({ row: null })}
                />
              )
            : list.actions
        }
      />
      {open && (
        <Fragment key={open.row ? list.definition.getRowId(open.row) : 'new'}>
          {dialog(open.row, () => setOpen(null), canWrite)}
        </Fragment>
      )}
    </>
  );
}
