// The early script's stand-in for a lazy import (scripts/vite/lazy-imports.ts): links that fetch
// the import's scripts (compiled, not evaluated) and its style sheets (not applied), made as the
// app bundle's own preloading makes them (crossorigin, so the requests match), so that the
// bundle's import later finds its scripts in the browser's module map, skips their links, and
// applies each style sheet from the preload, waiting for it as it does for any.
export interface PreloadFiles {
  scripts: readonly string[];
  styles: readonly string[];
}

function addLink(href: string, attributes: { rel: string; as?: string }): void {
  const link = document.createElement('link');
  link.rel = attributes.rel;
  if (attributes.as) link.as = attributes.as;
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

export function preloadFiles({ scripts, styles }: PreloadFiles): void {
  for (const href of scripts) addLink(href, { rel: 'modulepreload' });
  for (const href of styles) addLink(href, { rel: 'preload', as: 'style' });
}
