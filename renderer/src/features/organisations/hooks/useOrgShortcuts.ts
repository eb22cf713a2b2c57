// Keyboard shortcuts of the organisation switcher: Ctrl/Cmd+K opens it, Ctrl/Cmd+1…9 switch to the
// n-th visible organisation. Ignored while a dialog is open, so they never act behind a modal.
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { modifierLabel, useModifierKeys } from '../../../lib/hooks/useModifierKeys.ts';
import { orgForShortcut } from '../org-form.ts';

/** "Ctrl+2" / "⌘2" for the n-th org, or '' past 9. */
export const shortcutLabel = (position: number): string =>
  position < 1 || position > 9 ? '' : modifierLabel(String(position));

export function useOrgShortcuts(options: {
  orgs: readonly Org[];
  onOpen: () => void;
  onSwitch: (orgId: string) => void;
}): void {
  useModifierKeys((key, event) => {
    if (event.shiftKey || document.querySelector('.bp6-dialog')) return false;
    if (key === 'k') {
      options.onOpen();
      return true;
    }
    const target = orgForShortcut(options.orgs, Number(key));
    if (target) options.onSwitch(target.id);
    return target !== null;
  });
}
