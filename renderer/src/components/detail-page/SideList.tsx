// A detail sidebar section's short list (a record's incidents or playbook runs, say): one line a
// row, its link cut with an ellipsis and its marks kept whole beside it; the empty text once the
// answer has no rows, nothing while it loads.
import type { ReactNode } from 'react';
import './side-list.css';

export function SideList<T>(props: {
  rows: readonly T[] | undefined;
  emptyText: string;
  /** A row's key: its `id` unless given. */
  rowKey?: (row: T) => string;
  children: (row: T) => ReactNode;
}) {
  const key = props.rowKey ?? ((row: T) => (row as { id: string }).id);
  if (props.rows?.length === 0) return <p className="mcd-side-list-empty">{props.emptyText}</p>;
  return (
    <ul className="mcd-side-list">
      {props.rows?.map((row) => (
        <li key={key(row)}>{props.children(row)}</li>
      ))}
    </ul>
  );
}
