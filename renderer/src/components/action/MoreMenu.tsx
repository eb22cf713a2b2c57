// A ⋯ button that opens a menu of write actions given as data: like the guarded button, not shown
// without write on `resource`, and disabled offline with the reason (DisabledReason).
import { Button, Menu, MenuItem, Popover, type IconName } from '@blueprintjs/core';
import type { Resource } from '../../lib/permissions/permissions.ts';
import { DisabledReason } from './GuardedButton.tsx';
import { useWriteAccess } from './write-access.ts';

export interface MoreMenuItem {
  text: string;
  icon: IconName;
  danger?: boolean;
  disabled?: boolean;
  run: () => void;
}

export function MoreMenu(props: {
  /** The button's accessible name ('Actions of …'). */
  label: string;
  items: readonly MoreMenuItem[];
  resource: Resource;
}) {
  const write = useWriteAccess(props.resource, '');
  if (!write.permitted) return null;
  const disabled = !write.allowed;
  const menu = (
    <Menu>
      {props.items.map((item) => (
        <MenuItem
          key={item.text}
          icon={item.icon}
          text={item.text}
          intent={item.danger ? 'danger' : undefined}
          disabled={item.disabled}
          onClick={item.run}
        />
      ))}
    </Menu>
  );
  return (
    <DisabledReason reason={write.reason} offline>
      <Popover content={menu} placement="bottom-end" disabled={disabled}>
        <Button
          variant="minimal"
          size="small"
          icon="more"
          disabled={disabled}
          aria-label={props.label}
        />
      </Popover>
    </DisabledReason>
  );
}
