// The row menu of a table row that has its own route (DataTable `rowHref`): right-click, the
// context-menu key or Shift+F10 on the row offers Open and Copy link.
import { Classes, Menu, MenuItem, showContextMenu } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { copyDeepLink } from './copy-link.ts';

export function showRowLinkMenu(
  event: MouseEvent,
  options: { orgId: string; route: string; open: (() => void) | undefined },
): void {
  event.preventDefault();
  const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
  // A keyboard-opened menu has no pointer position: place it at the row's start.
  const fromKeyboard = event.clientX === 0 && event.clientY === 0;
  showContextMenu({
    content: (
      <Menu aria-label="Row actions">
        {options.open && <MenuItem icon="share" text="Open" onClick={options.open} />}
        <MenuItem
          icon="link"
          text="Copy link"
          onClick={() => void copyDeepLink(options.orgId, options.route)}
        />
      </Menu>
    ),
    targetOffset: fromKeyboard
      ? { left: rect.left + 16, top: rect.bottom }
      : { left: event.clientX, top: event.clientY },
    isDarkTheme: document.body.classList.contains(Classes.DARK),
  });
}
