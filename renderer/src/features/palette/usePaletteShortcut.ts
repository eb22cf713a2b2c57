// The palette's shortcuts: Ctrl/Cmd+P and Ctrl/Cmd+Shift+P (Ctrl/Cmd+K stays the organisation
// switcher, useOrgShortcuts), and main's `app:openPalette` (the Go menu's item).
import { useAppEvent } from '../../lib/events.ts';
import { IS_MAC, useModifierKeys } from '../../lib/hooks/useModifierKeys.ts';

/** "Ctrl+Shift+P" or "⇧⌘P", as menus and the palette's footer show it. */
export const PALETTE_SHORTCUT = IS_MAC ? '⇧⌘P' : 'Ctrl+Shift+P';

export function usePaletteShortcut(open: () => void): void {
  useModifierKeys((key) => {
    if (key !== 'p') return false;
    open();
    return true;
  });
  useAppEvent('app:openPalette', open);
}
