// The operating system's light/dark preference (prefers-color-scheme), Blueprint's dark class on a
// root element kept in step with the theme shown, and that theme for widgets that draw their own
// (Monaco).
import { useEffect, useState } from 'react';
import { Classes } from '@blueprintjs/core';
import { useMediaQuery } from '../media/useMediaQuery.ts';
import type { Theme } from './resolve-theme.ts';

export type { Theme } from './resolve-theme.ts';

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

/** The theme <body> shows now (its dark class), re-rendering when it changes. */
export function useAppliedTheme(): Theme {
  const read = (): Theme => (document.body.classList.contains(Classes.DARK) ? 'dark' : 'light');
  const [theme, setTheme] = useState<Theme>(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}
