// The column chooser at the end of the header row: a small button (with the number of hidden
// columns) opening a list of every column to tick on or off. Hidden columns are how a table fits
// its width; the list is how the user gets them back.
import { Button } from '@blueprintjs/core';
import { CheckListPopover } from '../dropdown/CheckListPopover.tsx';
import type { Column } from './column.ts';

export function ColumnChooser<T>(props: {
  columns: readonly Column<T>[];
  hidden: readonly Column<T>[];
  onToggle: (id: string, show: boolean) => void;
}) {
  const hidden = new Set(props.hidden.map((c) => c.id));
  const label =
    hidden.size === 0
      ? 'Columns'
      : `Columns: ${hidden.size} hidden (${props.hidden.map((c) => c.header).join(', ')})`;
  return (
    <CheckListPopover
      label="Columns"
      className="mc-table-chooser"
      placement="bottom-end"
      items={props.columns.map((column) => ({
        id: column.id,
        label: column.header || column.id,
        checked: !hidden.has(column.id),
      }))}
      onToggle={props.onToggle}
    >
      <Button
        variant="minimal"
        size="small"
        icon="column-layout"
        text={hidden.size > 0 ? hidden.size : undefined}
        aria-label={label}
        title={label}
        className="mc-table-chooser-button"
      />
    </CheckListPopover>
  );
}
