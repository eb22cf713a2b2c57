// Theme: System (follows the OS, the default), Light or Dark, kept in main's settings and applied
// at once.
import { MenuItem } from '@blueprintjs/core';
import type { ThemeSetting } from '../../lib/theme/resolve-theme.ts';
import { useSetting } from './useSetting.ts';

const CHOICES: readonly {
  value: ThemeSetting;
  text: string;
  icon: 'desktop' | 'flash' | 'moon';
}[] = [
  { value: 'system', text: 'System', icon: 'desktop' },
  { value: 'light', text: 'Light', icon: 'flash' },
  { value: 'dark', text: 'Dark', icon: 'moon' },
];

export function ThemeMenu() {
  const [theme, setTheme] = useSetting('theme', 'system');
  const current = CHOICES.find((choice) => choice.value === theme) ?? CHOICES[0];
  return (
    <MenuItem icon="contrast" text="Theme" label={current?.text}>
      {CHOICES.map((choice) => (
        <MenuItem
          key={choice.value}
          icon={choice.icon}
          text={choice.text}
          roleStructure="listoption"
          selected={choice.value === theme}
          onClick={() => setTheme(choice.value)}
        />
      ))}
    </MenuItem>
  );
}
