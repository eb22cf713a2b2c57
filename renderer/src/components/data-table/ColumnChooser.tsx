// The column chooser at the end of the header row: a small button (with the number of hidden
// columns) opening a list of every column to tick on or off. Hidden columns are how a table fits
// its width; the list is how the user gets them back.
import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
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
    <PopoverNext
      placement="bottom-end"
      content={
        <div className="mc-table-chooser" role="group" aria-label="Columns">
          {props.columns.map((column) => (
            <Checkbox
              key={column.id}
              label={column.header || column.id}
              checked={!hidden.has(column.id)}
              onChange={(event) => props.onToggle(column.id, event.currentTarget.checked)}
            />
          ))}
        </div>
      }
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
    </PopoverNext>
  );
}
