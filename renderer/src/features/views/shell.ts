// What views provide to the shell: the sidebar's view entries (the dashboard first, the others
// after the fixed items).
import type { ShellContribution } from '../../lib/routing/shell-slots.ts';
import { useViewNav } from './hooks/useViewNav.ts';

export const shell: ShellContribution = { useNavExtras: useViewNav };
