// A ⋯ button that opens a menu of actions given as data; when the user may not act, the button is
// disabled and says why (DisabledReason).
import { Button, Menu, MenuItem, Popover, type IconName } from '@blueprintjs/core';
import { DisabledReason } from './GuardedButton.tsx';

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
  disabled?: boolean;
  /** Why it is disabled, shown on the button. */
  disabledReason?: string | null;
}) {
  const disabled = props.disabled ?? false;
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
    <DisabledReason reason={disabled ? (props.disabledReason ?? null) : null} offline={false}>
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
