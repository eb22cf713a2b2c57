// The ⋯ button of an item that is not a table row (a team member, say), opening the item's
// actions as a menu; a disabled action says why.
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { RowAction } from '../deep-link/row-link-menu.tsx';

export function MoreMenu(props: { label: string; actions: readonly RowAction[] }) {
  const menu = (
    <Menu>
      {props.actions.map((action) => (
        <MenuItem
          key={action.id}
          icon={action.icon}
          intent={action.intent}
          text={action.text}
          disabled={Boolean(action.disabledReason)}
          title={action.disabledReason ?? undefined}
          onClick={action.onClick}
        />
      ))}
    </Menu>
  );
  return (
    <PopoverNext placement="bottom-end" content={menu}>
      <Button variant="minimal" icon="more" aria-label={props.label} />
    </PopoverNext>
  );
}
