// The palette's shortcuts: Ctrl/Cmd+P and Ctrl/Cmd+Shift+P (Ctrl/Cmd+K stays the organisation
// switcher, useOrgShortcuts), and main's `app:openPalette` (the Go menu's item).
import { useEffect, useEffectEvent } from 'react';
import { useAppEvent } from '../../lib/events.ts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** "Ctrl+Shift+P" or "⇧⌘P", as menus and the palette's footer show it. */
export const PALETTE_SHORTCUT = isMac ? '⇧⌘P' : 'Ctrl+Shift+P';

export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  mac: boolean = isMac,
): boolean {
  const modifier = mac ? event.metaKey : event.ctrlKey;
  return modifier && !event.altKey && event.key.toLowerCase() === 'p';
}

export function usePaletteShortcut(open: () => void): void {
  const onOpen = useEffectEvent(open);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // Never the browser's print dialog.
      event.preventDefault();
      onOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  useAppEvent('app:openPalette', open);
}
