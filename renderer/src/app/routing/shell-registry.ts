// The shell's slots, collected from every feature's `shell.ts` (found by file name, like the
// manifests): each slot must be provided by exactly one feature, except the additive ones (user
// menu entries, top bar marks) which render every feature's in file order. The shell imports
// this, never a feature.
import { createElement, Fragment, type ComponentType } from 'react';
import type { ShellContribution, ShellSlots } from '../../lib/routing/shell-slots.ts';

const found = import.meta.glob<ShellContribution>('../../features/*/shell.ts', {
  eager: true,
  import: 'shell',
});

const SLOT_NAMES: readonly (keyof ShellSlots)[] = [
  'OrgSwitcher',
  'OrgChooser',
  'OrgDialogs',
  'useOrgDialogs',
  'useOrgTitle',
  'OrgGate',
  'SignIn',
  'CommandPalette',
  'LoginRedirect',
];

/** Slots several features may fill: their components render one after another. */
const ADDITIVE: readonly (keyof ShellSlots)[] = ['UserMenuItems', 'TopBarStatus'];

function together(parts: readonly ComponentType[]): ComponentType {
  if (parts.length === 1) return parts[0]!;
  const Together = () =>
    createElement(
      Fragment,
      null,
      parts.map((Part, i) => createElement(Part, { key: i })),
    );
  return Together;
}

/** Every slot from the contributions; throws naming a slot provided twice or by nobody. */
export function collectShell(
  contributions: Readonly<Record<string, ShellContribution>>,
): ShellSlots {
  const slots: Partial<Record<keyof ShellSlots, unknown>> = {};
  const from: Partial<Record<keyof ShellSlots, string>> = {};
  const additive = new Map<keyof ShellSlots, ComponentType[]>();
  for (const [file, contribution] of Object.entries(contributions)) {
    for (const [name, value] of Object.entries(contribution) as [keyof ShellSlots, unknown][]) {
      if (ADDITIVE.includes(name)) {
        additive.set(name, [...(additive.get(name) ?? []), value as ComponentType]);
        continue;
      }
      if (from[name])
        throw new Error(`Shell slot ${name} is provided by ${from[name]} and ${file}`);
      from[name] = file;
      slots[name] = value;
    }
  }
  for (const [name, parts] of additive) slots[name] = together(parts);
  const missing = SLOT_NAMES.filter((name) => !slots[name]);
  if (missing.length > 0)
    throw new Error(`No feature provides the shell slots ${missing.join(', ')}`);
  return slots as ShellSlots;
}

export const SHELL: ShellSlots = collectShell(found);
