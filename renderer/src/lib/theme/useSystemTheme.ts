// Follows the operating system's light/dark preference (prefers-color-scheme) and keeps Blueprint's
// dark class on a root element in step with it.
import { useEffect } from 'react';
import { Classes } from '@blueprintjs/core';
import { useMediaQuery } from '../media/useMediaQuery.ts';

export type Theme = 'light' | 'dark';

/** The OS theme, re-rendering when it changes. */
export function useSystemTheme(): Theme {
  return useMediaQuery('(prefers-color-scheme: dark)') ? 'dark' : 'light';
}

/** Applies `theme` to `element` (default: <body>, so portals such as popovers follow too). */
export function useThemeClass(theme: Theme, element?: HTMLElement | null): void {
  useEffect(() => {
    const target = element ?? document.body;
    target.classList.toggle(Classes.DARK, theme === 'dark');
  }, [theme, element]);
}
