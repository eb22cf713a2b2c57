// What the palette provides to the shell: the command palette (Ctrl/Cmd+K) over the org frame.
import type { ShellContribution } from '../../lib/routing/shell-slots.ts';
import { CommandPalette } from './CommandPalette.tsx';

export const shell: ShellContribution = { CommandPalette };
