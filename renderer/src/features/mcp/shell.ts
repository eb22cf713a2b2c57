// What MCP provides to the shell (spec 5-access §2.1, §2.9): the user menu's 'Setup MCP' and, in
// the top bar's slot, the host of its dialog.
import type { ShellContribution } from '../../lib/routing/shell-slots.ts';
import { SetupMcpHost, SetupMcpMenuItem } from './components/SetupMcpMenuItem.tsx';

export const shell: ShellContribution = {
  UserMenuItems: SetupMcpMenuItem,
  TopBarStatus: SetupMcpHost,
};
