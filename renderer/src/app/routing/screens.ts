// The component that renders each route's screen, its module loaded on first visit (the loader
// comes from the feature's manifest). The screen of the URL the window opens on is fetched at once
// (`preloadInitialScreen`), in parallel with the organisation list and the offline cache, instead
// of after the sign-in check.
//
// Not React.lazy, and no suspending: a lazy component suspends on its first render even when its
// module arrived long ago, and React renders the retry after a suspension in 5 ms time slices —
// for the 10,000-check dashboard ~250 ms instead of ~100 ms in one go (performance.md P1; seen in
// traces of cold starts whose screen module arrived after the console's first render). A screen
// here renders its module at once when it has settled; while it is on its way the screen shows
// the page skeleton and re-renders with an ordinary state update once it arrives.
import { createElement, useEffect, useReducer, type ComponentType } from 'react';
import type { ScreenLoader, ScreenModule } from '../../lib/routing/feature-manifest.ts';
import { PageSkeleton } from '../../components/shell-chrome/PageSkeleton.tsx';
import { findRoute } from './route-table.ts';

type Module = ScreenModule;
type Loader = ScreenLoader;

/** A promise that carries its outcome in fields a render can read synchronously. */
type TrackedPromise = Promise<Module> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: Module;
  reason?: unknown;
};

/** Loads a module once and remembers its outcome (a failed load stays failed, as with lazy). */
export function once(loader: Loader): () => TrackedPromise {
  let loading: TrackedPromise | undefined;
  return () => {
    if (loading) return loading;
    const promise: TrackedPromise = loader();
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
      },
    );
    loading = promise;
    return promise;
  };
}

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

const loads = new Map<Loader, () => TrackedPromise>();
const components = new Map<Loader, ComponentType>();

function loadOnce(loader: Loader): () => TrackedPromise {
  let load = loads.get(loader);
  if (!load) {
    load = once(loader);
    loads.set(loader, load);
  }
  return load;
}

/** The screen component of a manifest's loader (one per loader, so routes sharing a page share it). */
export function screenFor(loader: Loader): ComponentType {
  let component = components.get(loader);
  if (!component) {
    component = screen(loadOnce(loader));
    components.set(loader, component);
  }
  return component;
}

/** Starts loading the module of the screen at `pathname`, so its first render need not wait. */
export function preloadInitialScreen(pathname: string): void {
  const route = findRoute(pathname);
  if (route) loadOnce(route.load)().catch(() => undefined);
}
