// "Open in new window": Electron opens a real window through main; browser mode (main answers
// opened: false) opens a tab on `/?org=<id>`, which the org context picks up.
import { openOrgWindow } from '../../api/services/app.ts';
import { paths } from '../../lib/routing/paths.ts';
import { showToast } from '../../components/toaster/toaster.ts';

export async function openOrgInNewWindow(orgId: string): Promise<void> {
  try {
    if (await openOrgWindow(orgId)) return;
  } catch {
    // An older main without the channel: fall through to a tab.
  }
  const tab = window.open(paths.orgWindow(orgId), '_blank');
  if (tab) tab.opener = null;
  else await showToast('The new window was blocked.', 'warning');
}
