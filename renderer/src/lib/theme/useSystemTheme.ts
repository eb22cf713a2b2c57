// Follows the operating system's light/dark preference (prefers-color-scheme) and keeps Blueprint's
// dark class on a root element in step with it.
import { useEffect, useSyncExternalStore } from 'react';
import { Classes } from '@blueprintjs/core';

export type Theme = 'light' | 'dark';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function snapshot(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches ? 'dark' : 'light';
}

/** The OS theme, re-rendering when it changes. */
export function useSystemTheme(): Theme {
  return useSyncExternalStore(subscribe, snapshot, () => 'light');
}

/** Applies `theme` to `element` (default: <body>, so portals such as popovers follow too). */
export function useThemeClass(theme: Theme, element?: HTMLElement | null): void {
  useEffect(() => {
    const target = element ?? document.body;
    target.classList.toggle(Classes.DARK, theme === 'dark');
  }, [theme, element]);
}
