// What the organisations feature provides to the shell (lib/routing/shell-slots.ts): the top bar's
// switcher, the first-run chooser, the organisation dialogs, the window title and the sign-in gate.
import type { ShellContribution } from '../../lib/routing/shell-slots.ts';
import { OrgChooser } from './components/OrgChooser.tsx';
import { OrgDialogsProvider, useOrgDialogs } from './components/OrgDialogsProvider.tsx';
import { OrgGate } from './components/OrgGate.tsx';
import { OrgSwitcher } from './components/OrgSwitcher.tsx';
import { useOrgTitle } from './hooks/useOrgTitle.ts';

export const shell: ShellContribution = {
  OrgSwitcher,
  OrgChooser,
  OrgDialogs: OrgDialogsProvider,
  useOrgDialogs,
  useOrgTitle,
  OrgGate,
};
