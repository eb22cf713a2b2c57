// Window-wide shortcuts made with the platform's modifier: ⌘ on a Mac, Ctrl elsewhere.
import { useEffectEvent, useLayoutEffect } from 'react';

export const IS_MAC =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** How the modifier and `key` read in menus and hints: `⌘2`, `Ctrl+2`. */
export const modifierLabel = (key: string): string => (IS_MAC ? `⌘${key}` : `Ctrl+${key}`);

/**
 * Calls `onKey` with the key (lower-cased) of each key pressed in the window with the modifier
 * and without Alt. It answers whether it took the key: the browser's own action is then prevented
 * (never the print dialog for Ctrl+P). The listener is added in the commit that shows the window's
 * content (a layout effect), so a key pressed as soon as the window appears is not lost.
 */
export function useModifierKeys(onKey: (key: string, event: KeyboardEvent) => boolean): void {
  const handle = useEffectEvent(onKey);
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(IS_MAC ? event.metaKey : event.ctrlKey) || event.altKey) return;
      if (handle(event.key.toLowerCase(), event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
