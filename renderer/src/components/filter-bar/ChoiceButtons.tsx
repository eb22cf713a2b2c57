// One of a few choices as pressed toggle buttons in a group named by its label, for a screen's
// own view control beside its filters (the health dashboard's layout, a view's Table / Cards).
// A choice marked `iconOnly` shows only its icon and is named by its label.
import { Button, ButtonGroup, type IconName } from '@blueprintjs/core';

export interface ButtonChoice<V extends string> {
  value: V;
  label: string;
  icon?: IconName;
  iconOnly?: boolean;
}

export function ChoiceButtons<V extends string>(props: {
  label: string;
  value: string;
  choices: readonly ButtonChoice<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <ButtonGroup aria-label={props.label}>
      {props.choices.map(({ value, label, icon, iconOnly }) => (
        <Button
          key={value}
          icon={icon}
          {...(iconOnly ? { 'aria-label': label } : { text: label })}
          active={props.value === value}
          aria-pressed={props.value === value}
          onClick={() => props.onChange(value)}
        />
      ))}
    </ButtonGroup>
  );
}
