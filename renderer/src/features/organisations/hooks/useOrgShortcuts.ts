// Keyboard shortcuts of the organisation switcher: Ctrl/Cmd+K opens it, Ctrl/Cmd+1…9 switch to the
// n-th visible organisation. Ignored while a dialog is open, so they never act behind a modal.
import { useEffect } from 'react';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { orgForShortcut } from '../org-form.ts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** "Ctrl+2" / "⌘2" for the n-th org, or '' past 9. */
export function shortcutLabel(position: number): string {
  if (position < 1 || position > 9) return '';
  return isMac ? `⌘${position}` : `Ctrl+${position}`;
}

export function useOrgShortcuts(options: {
  orgs: readonly Org[];
  onOpen: () => void;
  onSwitch: (orgId: string) => void;
}): void {
  const { orgs, onOpen, onSwitch } = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = isMac ? event.metaKey : event.ctrlKey;
      if (!modifier || event.altKey || event.shiftKey) return;
      if (document.querySelector('.bp6-dialog')) return;
      if (event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onOpen();
        return;
      }
      const digit = Number(event.key);
      const target = orgForShortcut(orgs, digit);
      if (target) {
        event.preventDefault();
        onSwitch(target.id);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [orgs, onOpen, onSwitch]);
}
