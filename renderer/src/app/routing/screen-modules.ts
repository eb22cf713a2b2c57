// Each screen's module, loaded once per loader (routing/screens.ts renders them). Kept apart from
// React and Blueprint on purpose: main.tsx imports this (through routing/initial-screen.ts) before
// the rest of the app, so the module of the screen the window opens on is requested as soon as the
// start-up chunk begins to run, not once the whole chunk has been evaluated (issue 33: the route's
// chunk was requested ~700 ms after the main bundle arrived on a busy machine).
import type { ScreenLoader, ScreenModule } from '../../lib/routing/feature-manifest.ts';
import { findRoute } from './route-table.ts';

/** A promise that carries its outcome in fields a render can read synchronously. */
export type TrackedPromise = Promise<ScreenModule> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: ScreenModule;
  reason?: unknown;
};

/** Loads a module once and remembers its outcome (a failed load stays failed, as with lazy). */
export function once(loader: ScreenLoader): () => TrackedPromise {
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

const loads = new Map<ScreenLoader, () => TrackedPromise>();

/** The one load of a manifest's loader (routes sharing a page share it). */
export function loadOnce(loader: ScreenLoader): () => TrackedPromise {
  let load = loads.get(loader);
  if (!load) {
    load = once(loader);
    loads.set(loader, load);
  }
  return load;
}

/**
 * Starts loading the module of the screen at `to` (a path, with or without a query), so its first
 * render need not wait: the screen the window opens on, and a sidebar entry the pointer or the
 * focus reaches (a click's own render then no longer delays the request by 20-40 ms).
 */
export function preloadScreen(to: string): Promise<unknown> {
  const route = findRoute(to);
  return route ? loadOnce(route.load)().catch(() => undefined) : Promise.resolve();
}
