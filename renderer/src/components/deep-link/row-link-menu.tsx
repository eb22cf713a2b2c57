// The row menu of a table row (DataTable `rowHref`, `rowActions`): right-click, the context-menu
// key, Shift+F10 or the row's ⋯ button offers Open and Copy link (a row with its own route), then
// the screen's own actions (a disabled one says why).
import {
  Classes,
  Menu,
  MenuDivider,
  MenuItem,
  showContextMenu,
  type IconName,
} from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { copyDeepLink } from './copy-link.ts';

/** One action of a row's menu, as the list computed it for that row (its guard already applied). */
export interface RowAction {
  id: string;
  text: string;
  icon?: IconName;
  intent?: 'danger' | 'primary' | 'success' | 'warning';
  onClick: () => void;
  /** Why it cannot run now (offline, say): the item is disabled and says so. */
  disabledReason?: string | null;
  /** The key that runs it on the focused row, shown beside its text. */
  shortcut?: string;
}

export function showRowMenu(
  event: MouseEvent,
  options: {
    orgId: string | null;
    route: string | null;
    open: (() => void) | undefined;
    actions?: readonly RowAction[];
  },
): void {
  const { orgId, route, actions = [] } = options;
  event.preventDefault();
  const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
  // A keyboard-opened menu has no pointer position: place it at the row's start.
  const fromKeyboard = event.clientX === 0 && event.clientY === 0;
  showContextMenu({
    content: (
      <Menu aria-label="Row actions">
        {route && options.open && <MenuItem icon="share" text="Open" onClick={options.open} />}
        {route && orgId && (
          <MenuItem icon="link" text="Copy link" onClick={() => void copyDeepLink(orgId, route)} />
        )}
        {route && actions.length > 0 && <MenuDivider />}
        {actions.map((action) => (
          <MenuItem
            key={action.id}
            icon={action.icon}
            intent={action.intent}
            text={action.text}
            label={action.shortcut}
            disabled={Boolean(action.disabledReason)}
            title={action.disabledReason ?? undefined}
            onClick={action.onClick}
          />
        ))}
      </Menu>
    ),
    targetOffset: fromKeyboard
      ? { left: rect.left + 16, top: rect.bottom }
      : { left: event.clientX, top: event.clientY },
    isDarkTheme: document.body.classList.contains(Classes.DARK),
  });
}
