// What the palette provides to the shell: the command palette (Ctrl/Cmd+P) over the org frame,
// its code loaded at its first opening (PaletteLauncher.tsx).
import type { ShellContribution } from '../../lib/routing/shell-slots.ts';
import { PaletteLauncher } from './PaletteLauncher.tsx';

export const shell: ShellContribution = { CommandPalette: PaletteLauncher };
