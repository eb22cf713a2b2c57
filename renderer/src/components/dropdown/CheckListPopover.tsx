// A button that opens a list of checkboxes, each ticked on or off by itself: the table's column
// chooser and the catalog's Group By. The list is a group named by `label`.
import type { ReactElement } from 'react';
import { Checkbox, PopoverNext } from '@blueprintjs/core';

export interface CheckListItem {
  id: string;
  label: string;
  checked: boolean;
}

export function CheckListPopover(props: {
  label: string;
  items: readonly CheckListItem[];
  onToggle: (id: string, checked: boolean) => void;
  placement: 'bottom-start' | 'bottom-end';
  /** The list's class (its padding and height). */
  className: string;
  /** The button that opens the list. */
  children: ReactElement;
}) {
  const list = (
    <div className={props.className} role="group" aria-label={props.label}>
      {props.items.map((item) => (
        <Checkbox
          key={item.id}
          label={item.label}
          checked={item.checked}
          onChange={(event) => props.onToggle(item.id, event.currentTarget.checked)}
        />
      ))}
    </div>
  );
  return (
    <PopoverNext placement={props.placement} content={list}>
      {props.children}
    </PopoverNext>
  );
}
