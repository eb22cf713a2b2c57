// A list screen whose 'Add …' button (with `addText`) opens the screen's dialog for a new record,
// and whose row click (with `rowOpens`) opens the same dialog for that row; the dialog is mounted
// afresh for each record, so its form starts from that record's values. With `urlDialog` the
// open record lives in the URL (a link or a reload opens it again).
import { Fragment, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCan } from '../../lib/permissions/PermissionsProvider.tsx';
import { AddButton } from './ListScreen.tsx';
import { ResourceList, type ResourceListProps } from './ResourceList.tsx';
import type { ListRowAction } from './row-actions.ts';
import { rowIdOf } from './resource-definition.ts';

/** The open record in the URL: `?<param>=<row id>`; a new one is `?<param>=new`, or
 *  `?<newParam>=true` with `newParam`, and opens only for those who may write. */
export interface UrlDialog {
  param: string;
  newParam?: string;
  /** The dialog on the record `id` (null for a new one), which loads the record itself. */
  render: (id: string | null, close: () => void, canWrite: boolean) => ReactNode;
}

export type DialogListProps<T> = Omit<ResourceListProps<T>, 'onRowClick' | 'rowActions'> & {
  /** The Add button's text; without it, `actions` are the screen's own (an Add that navigates). */
  addText?: string;
  /** A row click opens the dialog on the row, or on the rows it holds for (a row with details). */
  rowOpens?: boolean | ((row: T) => boolean);
  /** The row menu's actions; `open` opens the dialog on a row (an Edit action). */
  rowActions?: (open: (row: T) => void) => readonly ListRowAction<T>[];
} & (
    | {
        /** The dialog: `row` is null for a new record; `canWrite`, the definition's write permission. */
        dialog: (row: T | null, close: () => void, canWrite: boolean) => ReactNode;
        urlDialog?: undefined;
      }
    | { urlDialog: UrlDialog; dialog?: undefined }
  );

/** `params` with the URL dialog open on `id` (null: a new record; undefined: closed). */
export function withUrlDialog(
  params: URLSearchParams,
  { param, newParam }: Pick<UrlDialog, 'param' | 'newParam'>,
  id: string | null | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(param);
  if (newParam) next.delete(newParam);
  if (id) next.set(param, id);
  else if (id === null) next.set(newParam ?? param, newParam ? 'true' : 'new');
  return next;
}

/** The record the URL dialog is open on: its id, null for a new one, undefined when closed. */
function urlDialogOpen(search: URLSearchParams, urlDialog: UrlDialog, canWrite: boolean) {
  const { param, newParam } = urlDialog;
  const id = search.get(param) || undefined;
  const isNew = newParam ? search.get(newParam) === 'true' : id === 'new';
  if (isNew) return canWrite ? null : undefined;
  return id;
}

export function DialogList<T>(props: DialogListProps<T>) {
  const { addText, rowOpens, rowActions, dialog, urlDialog, ...list } = props;
  const [state, setState] = useState<{ row: T | null } | null>(null);
  const [search, setSearch] = useSearchParams();
  const canWrite = useCan('write', list.definition.permission);
  const getRowId = rowIdOf(list.definition);
  const setUrl = (id: string | null | undefined) =>
    urlDialog && setSearch((prev) => withUrlDialog(prev, urlDialog, id));
  const open = (row: T | null) =>
    urlDialog ? setUrl(row ? getRowId(row) : null) : setState({ row });
  const urlOpen = urlDialog && urlDialogOpen(search, urlDialog, canWrite);
  return (
    <>
      <ResourceList
        {...list}
        onRowClick={
          rowOpens ? (row) => (rowOpens === true || rowOpens(row)) && open(row) : undefined
        }
        rowActions={rowActions?.(open)}
        actions={
          addText
            ? ({ offline }) => (
                <AddButton text={addText} offline={offline} onClick={() => open(null)} />
              )
            : list.actions
        }
      />
      {urlDialog && urlOpen !== undefined && (
        <Fragment key={urlOpen ?? 'new'}>
          {urlDialog.render(urlOpen, () => setUrl(undefined), canWrite)}
        </Fragment>
      )}
      {dialog && state && (
        <Fragment key={state.row ? getRowId(state.row) : 'new'}>
          {dialog(state.row, () => setState(null), canWrite)}
        </Fragment>
      )}
    </>
  );
}
