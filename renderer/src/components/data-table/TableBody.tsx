// The rows of the table's body: nothing while the box is measured, the loading skeleton, the empty
// state, every item, or only the items in the virtual window between two spacer rows.
import type { ReactNode } from 'react';
import { Classes } from '@blueprintjs/core';
import type { VirtualWindow } from './useVirtualRows.ts';

const SKELETON_ROWS = 5;

export type TableBodyProps = {
  /** Ids of the columns on screen (one skeleton cell each). */
  columnIds: readonly string[];
  /** Cells a full-width row spans. */
  span: number;
  /**
   * Nothing yet: the table's box is measured first (before the paint), so the rows are rendered
   * and laid out once, with the columns that fit, instead of with every column and then again.
   */
  measuring?: boolean;
  skeleton: boolean;
  emptyText: string;
  itemCount: number;
  virtual: VirtualWindow | null;
  renderItem: (index: number) => ReactNode;
};

export function tableBody(props: TableBodyProps): ReactNode {
  const { virtual, renderItem } = props;
  if (props.measuring) return null;
  if (props.skeleton) {
    return Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={`skeleton:${i}`} aria-hidden>
        {props.columnIds.map((id) => (
          <td key={id}>
            <div className={`${Classes.SKELETON} mc-table-skeleton`}>&nbsp;</div>
          </td>
        ))}
      </tr>
    ));
  }
  if (props.itemCount === 0) {
    return (
      <tr>
        <td colSpan={props.span} className="mc-table-empty">
          {props.emptyText}
        </td>
      </tr>
    );
  }
  if (virtual) {
    return (
      <>
        {virtual.top > 0 && <tr aria-hidden style={{ height: virtual.top }} />}
        {virtual.indexes.map(renderItem)}
        {virtual.bottom > 0 && <tr aria-hidden style={{ height: virtual.bottom }} />}
      </>
    );
  }
  return Array.from({ length: props.itemCount }, (_, index) => renderItem(index));
}
