// What scope impersonation provides to the shell (spec 5-access §2.3): the user menu's
// 'Impersonate Scope' and the top bar's mark while it is on (which also holds the dialog).
import type { ShellContribution } from '../../lib/routing/shell-slots.ts';
import { ImpersonateMenuItem } from './components/ImpersonateMenuItem.tsx';
import { ImpersonationMarker } from './components/ImpersonationMarker.tsx';

export const shell: ShellContribution = {
  UserMenuItems: ImpersonateMenuItem,
  TopBarStatus: ImpersonationMarker,
};
