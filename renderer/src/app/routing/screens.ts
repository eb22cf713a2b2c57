// Which module renders each screen, loaded on first visit. Screens whose feature has not landed
// yet share an honest placeholder; a feature's issue adds its page to SCREEN_LOADERS. The screen
// of the URL the window opens on is fetched at once (`preloadInitialScreen`), in parallel with the
// organisation list and the offline cache, instead of after the sign-in check.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import { CONSOLE_ROUTES, SCREENS, type ScreenId } from './route-table.ts';

type Screen = LazyExoticComponent<ComponentType>;
type Loader = () => Promise<{ default: ComponentType }>;

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

const loaderOf = (id: ScreenId): Loader => SCREEN_LOADERS[id] ?? notAvailable;

const placeholder: Screen = lazy(notAvailable);

export const SCREEN_COMPONENTS = Object.fromEntries(
  SCREENS.map((id) => [id, SCREEN_LOADERS[id] ? lazy(loaderOf(id)) : placeholder]),
) as Record<ScreenId, Screen>;

/** Starts loading the module of the screen at `pathname` (the module cache shares the result). */
export function preloadInitialScreen(pathname: string): void {
  const route = CONSOLE_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  if (route) void loaderOf(route.screen)().catch(() => undefined);
}
