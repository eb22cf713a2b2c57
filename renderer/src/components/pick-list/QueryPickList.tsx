// The answers of a search or a short read offered as a menu to pick from: a spinner while it
// loads, the inline error when it failed, the empty state when nothing matched, else one menu item
// a row (its text, label and icon given by the screen).
import {
  Menu,
  MenuItem,
  NonIdealState,
  Spinner,
  type MenuItemProps,
  type NonIdealStateProps,
} from '@blueprintjs/core';
import { QueryError } from '../query-error/QueryError.tsx';

export function QueryPickList<T extends { id: string }>(props: {
  read: { isPending: boolean; isError: boolean; error: unknown };
  rows: readonly T[] | undefined;
  /** For the error: 'Could not load {what}'. */
  what: string;
  empty: NonIdealStateProps;
  label?: string;
  className?: string;
  item: (row: T) => MenuItemProps;
}) {
  const { read, rows = [] } = props;
  if (read.isPending) return <Spinner size={20} />;
  if (read.isError) return <QueryError error={read.error} what={props.what} />;
  if (rows.length === 0) return <NonIdealState {...props.empty} />;
  return (
    <Menu className={props.className} aria-label={props.label}>
      {rows.map((row) => (
        <MenuItem key={row.id} {...props.item(row)} />
      ))}
    </Menu>
  );
}
