// A button that opens a menu of actions, some of which open a dialog. The closing menu leaves the
// focus where the chosen action put it: Blueprint's popover hands it back to its button at the end
// of its closing transition, after the dialog took it, and the dialog's focus trap then pulls it
// onto the dialog's frame, where the next Escape closes the dialog. The popover ends its transition
// with the props of the render before it closed, so "return the focus unless an item was chosen"
// cannot be said through them: it never returns the focus (Escape still does, Blueprint's own rule).
import type { ReactElement, ReactNode } from 'react';
import { Menu, PopoverNext, type PopoverNextProps } from '@blueprintjs/core';

export function ActionMenu(props: {
  /** The button that opens the menu. */
  button: ReactElement;
  /** The menu's items. */
  children: ReactNode;
  /** The menu's accessible name. */
  label?: string;
  placement?: PopoverNextProps['placement'];
}) {
  return (
    <PopoverNext
      placement={props.placement ?? 'bottom-end'}
      shouldReturnFocusOnClose={false}
      content={<Menu aria-label={props.label}>{props.children}</Menu>}
    >
      {props.button}
    </PopoverNext>
  );
}
