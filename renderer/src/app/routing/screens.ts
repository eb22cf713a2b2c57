// Which module renders each screen, loaded on first visit. Screens whose feature has not landed
// yet share an honest placeholder; a feature's issue adds its page to SCREEN_LOADERS. The screen
// of the URL the window opens on is fetched at once (`preloadInitialScreen`), in parallel with the
// organisation list and the offline cache, instead of after the sign-in check.
//
// Not React.lazy: a lazy component suspends on its first render even when its module arrived long
// ago, so the first screen painted a skeleton, then rendered again in time slices (performance.md
// P1: ~100 ms of a cold start). A screen here reads its module with `use`, which renders at once
// when the module has settled and suspends only while it is still on its way.
import { createElement, use, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { CONSOLE_ROUTES, SCREENS, type ScreenId } from './route-table.ts';

type Module = { default: ComponentType };
type Loader = () => Promise<Module>;

/** A promise that carries its outcome in the fields React's `use` reads synchronously. */
type TrackedPromise = Promise<Module> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: Module;
  reason?: unknown;
};

/** Loads a module once and remembers its outcome (a failed load stays failed, as with lazy). */
function once(loader: Loader): () => TrackedPromise {
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

function screen(load: () => TrackedPromise): ComponentType {
  return function Screen() {
    const module: Promise<Module> = load();
    return createElement(use(module).default);
  };
}

const notAvailable: Loader = () =>
  import('../pages/NotAvailablePage.tsx').then((m) => ({ default: m.NotAvailablePage }));

const SCREEN_LOADERS: Partial<Record<ScreenId, Loader>> = {
  health: () =>
    import('../../features/health/pages/HealthPage.tsx').then((m) => ({ default: m.HealthPage })),
  agents: () =>
    import('../../features/agents/pages/AgentsPage.tsx').then((m) => ({ default: m.AgentsPage })),
  'profile-settings': () =>
    import('../../features/identity/pages/ProfileSettingsPage.tsx').then((m) => ({
      default: m.ProfileSettingsPage,
    })),
};

const loadPlaceholder = once(notAvailable);
const MODULES = Object.fromEntries(
  SCREENS.map((id) => {
    const loader = SCREEN_LOADERS[id];
    return [id, loader ? once(loader) : loadPlaceholder];
  }),
) as Record<ScreenId, () => TrackedPromise>;

export const SCREEN_COMPONENTS = Object.fromEntries(
  SCREENS.map((id) => [id, screen(MODULES[id])]),
) as Record<ScreenId, ComponentType>;

/** Starts loading the module of the screen at `pathname`, so its first render need not wait. */
export function preloadInitialScreen(pathname: string): void {
  const route = CONSOLE_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  if (route) MODULES[route.screen]().catch(() => undefined);
}
