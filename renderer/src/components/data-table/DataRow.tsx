// One row of the table: a data row (click, keyboard, the row's link menu) or a group row that
// expands and collapses its group. A focused row opens with Enter, moves to its neighbours with
// j/k or the arrows, and runs a row action by its shortcut key.
import { memo } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Button, Icon } from '@blueprintjs/core';
import { showRowMenu, type RowAction } from '../deep-link/row-link-menu.tsx';
import type { Column } from './column.ts';
import type { DisplayItem } from './table-model.ts';

/** j and ↓ move to the next focusable row, k and ↑ to the previous one. */
const STEPS: Readonly<Record<string, 1 | -1>> = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 };

function focusRow(from: HTMLTableRowElement, step: 1 | -1): void {
  let next = step === 1 ? from.nextElementSibling : from.previousElementSibling;
  while (next && !(next instanceof HTMLTableRowElement && next.tabIndex >= 0))
    next = step === 1 ? next.nextElementSibling : next.previousElementSibling;
  if (next instanceof HTMLTableRowElement) next.focus();
}

const rowClass = (grouped: boolean, duplicate: boolean, own: string | undefined) =>
  [grouped ? 'mc-table-grouped-row' : '', duplicate ? 'mc-table-duplicate-row' : '', own]
    .filter(Boolean)
    .join(' ') || undefined;

interface DataRowProps<T> {
  row: T;
  /** The row's React key, on its element: a refresh gives the focused row its focus back. */
  rowKey: string;
  index: number;
  grouped: boolean;
  /** Another row above has the same id. */
  duplicate: boolean;
  columns: readonly Column<T>[];
  onRowClick?: (row: T) => void;
  rowHref?: ((row: T) => string) | undefined;
  orgId?: string | null;
  rowActions?: ((row: T) => readonly RowAction[]) | undefined;
  rowName?: ((row: T) => string) | undefined;
  /** The row's own class (DataTable's `rowClassName`). */
  className?: string | undefined;
  /** A last cell under the column chooser: the row's ⋯ menu button, or empty. */
  filler?: boolean;
}

function DataRowView<T>({
  row,
  rowKey,
  index,
  grouped,
  duplicate,
  columns,
  onRowClick,
  rowHref,
  orgId,
  rowActions,
  rowName,
  className,
  filler = false,
}: DataRowProps<T>) {
  const linked = Boolean(rowHref && orgId);
  const hasMenu = linked || rowActions !== undefined;
  const contextMenu = (event: MouseEvent) => {
    event.stopPropagation();
    showRowMenu(event, {
      orgId: orgId ?? null,
      route: linked && rowHref ? rowHref(row) : null,
      open: onRowClick ? () => onRowClick(row) : undefined,
      actions: rowActions?.(row),
    });
  };
  const keyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (onRowClick && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onRowClick(row);
      return;
    }
    const step = STEPS[event.key];
    if (step) {
      event.preventDefault();
      focusRow(event.currentTarget, step);
      return;
    }
    const action = rowActions?.(row).find((a) => a.shortcut === event.key && !a.disabledReason);
    if (action) {
      event.preventDefault();
      action.onClick();
    }
  };
  return (
    <tr
      data-index={index}
      data-row-key={rowKey}
      className={rowClass(grouped, duplicate, className)}
      title={duplicate ? 'This row has the same id as a row above.' : undefined}
      tabIndex={onRowClick || rowActions ? 0 : undefined}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      onKeyDown={onRowClick || rowActions ? keyDown : undefined}
      onContextMenu={hasMenu ? contextMenu : undefined}
    >
      {columns.map((column) => (
        <td key={column.id} dir="auto" style={{ textAlign: column.align }}>
          {column.cell(row)}
        </td>
      ))}
      {filler &&
        (rowActions ? (
          <td className="mc-table-chooser-cell">
            <Button
              variant="minimal"
              size="small"
              icon="more"
              aria-label={rowName ? `Actions for ${rowName(row)}` : 'Row actions'}
              onClick={contextMenu}
            />
          </td>
        ) : (
          <td aria-hidden className="mc-table-chooser-cell" />
        ))}
    </tr>
  );
}

/**
 * A data row re-renders only when its row, position, columns or click handler change: while
 * scrolling, the rows that stay in the virtual window are not rendered again. (Columns come from
 * the page, so a page re-render — new data, a clock tick — still re-renders every row.)
 */
export const DataRow = memo(DataRowView) as typeof DataRowView;

export function GroupRow(props: {
  index: number;
  span: number;
  expanded: boolean;
  onToggle: () => void;
  /** Before the toggle, outside it: its clicks do not expand the group. */
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    // The whole row expands and collapses its group (issue 32 item 7), not only its button.
    <tr className="mc-table-group-row" data-index={props.index} onClick={props.onToggle}>
      <td colSpan={props.span}>
        {props.lead}
        <Button
          variant="minimal"
          size="small"
          aria-expanded={props.expanded}
          icon={<Icon icon={props.expanded ? 'chevron-down' : 'chevron-right'} />}
          onClick={(event) => {
            // The row's own click toggles it; once is enough.
            event.stopPropagation();
            props.onToggle();
          }}
        >
          {props.children}
        </Button>
      </td>
    </tr>
  );
}

export type ItemRendererInput<T> = {
  items: readonly DisplayItem<T>[];
  keys: readonly string[];
  columns: readonly Column<T>[];
  /** Cells a group row spans. */
  span: number;
  toggleGroup: (key: string) => void;
  renderGroup: ((group: { key: string; rows: T[] }) => ReactNode) | undefined;
  groupLead?: ((group: { key: string; rows: T[] }) => ReactNode) | undefined;
  onRowClick: ((row: T) => void) | undefined;
  rowHref: ((row: T) => string) | undefined;
  rowOrgId: ((row: T) => string) | undefined;
  orgId: string | null;
  rowActions: ((row: T) => readonly RowAction[]) | undefined;
  rowName: ((row: T) => string) | undefined;
  rowClassName?: ((row: T) => string | undefined) | undefined;
  filler: boolean;
};

/** Renders the displayed item at an index as a group row or a data row. */
export function itemRenderer<T>(input: ItemRendererInput<T>): (index: number) => ReactNode {
  const { items, keys, orgId, rowOrgId } = input;
  return (index) => {
    const item = items[index];
    if (!item) return null;
    if (item.kind === 'group') {
      return (
        <GroupRow
          key={keys[index]}
          index={index}
          span={input.span}
          expanded={item.expanded}
          onToggle={() => input.toggleGroup(item.key)}
          lead={input.groupLead?.({ key: item.key, rows: item.rows })}
        >
          {input.renderGroup
            ? input.renderGroup({ key: item.key, rows: item.rows })
            : `${item.key} (${item.rows.length})`}
        </GroupRow>
      );
    }
    return (
      <DataRow
        key={keys[index]}
        rowKey={keys[index] ?? String(index)}
        row={item.row}
        index={index}
        duplicate={keys[index]?.includes('#') ?? false}
        grouped={item.groupKey !== undefined}
        columns={input.columns}
        onRowClick={input.onRowClick}
        rowHref={orgId || rowOrgId ? input.rowHref : undefined}
        orgId={rowOrgId?.(item.row) ?? orgId}
        rowActions={input.rowActions}
        rowName={input.rowName}
        className={input.rowClassName?.(item.row)}
        filler={input.filler}
      />
    );
  };
}
