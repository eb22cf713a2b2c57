// What permissions provide to other features' pages: a playbook's 'Permissions' dialog (spec
// 5-access §2.4), its module loaded on first use.
import type { ShellContribution } from '../../lib/routing/shell-slots.ts';

export const shell: ShellContribution = {
  PlaybookPermissions: () =>
    import('./playbook/PlaybookPermissionsDialog.tsx').then((m) => ({
      default: m.PlaybookPermissionsDialog,
    })),
};
