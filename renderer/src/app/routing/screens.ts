// The component that renders each route's screen, its module loaded on first visit (the loader
// comes from the feature's manifest). The screen of the URL the window opens on is fetched at once
// (`preloadScreen`, routing/screen-modules.ts), in parallel with the organisation list and
// the offline cache, instead of after the sign-in check.
//
// Not React.lazy, and no suspending: a lazy component suspends on its first render even when its
// module arrived long ago, and React renders the retry after a suspension in 5 ms time slices —
// for the 10,000-check dashboard ~250 ms instead of ~100 ms in one go (performance.md P1; seen in
// traces of cold starts whose screen module arrived after the console's first render). A screen
// here renders its module at once when it has settled; while it is on its way the screen shows
// the page skeleton and re-renders with an ordinary state update once it arrives.
import { createElement, useEffect, useReducer, type ComponentType } from 'react';
import type { ScreenLoader } from '../../lib/routing/feature-manifest.ts';
import { PageSkeleton } from '../../components/shell-chrome/PageSkeleton.tsx';
import { loadOnce, type TrackedPromise } from './screen-modules.ts';

/** The component of a screen whose module `load` brings (exported for its unit test). */
export function screen(load: () => TrackedPromise): ComponentType {
  return function Screen() {
    const module = load();
    const [, settled] = useReducer((count: number) => count + 1, 0);
    const pending = module.status === 'pending';
    useEffect(() => {
      // Settled runs after `once` has recorded the outcome (its callbacks were attached first).
      if (pending) void module.then(settled, settled);
    }, [module, pending]);
    if (module.status === 'rejected') throw module.reason;
    if (module.status === 'fulfilled' && module.value) return createElement(module.value.default);
    return createElement(PageSkeleton);
  };
}

const components = new Map<ScreenLoader, ComponentType>();

/**
 * The screen component of a manifest's loader (one per loader, so routes sharing a page share
 * it).
 */
export function screenFor(loader: ScreenLoader): ComponentType {
  let component = components.get(loader);
  if (!component) {
    component = screen(loadOnce(loader));
    components.set(loader, component);
  }
  return component;
}
