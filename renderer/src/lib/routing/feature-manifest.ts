// What a feature folder declares about itself: its routes (path, title, the screen's loader, the
// feature flags and permission that guard it) and its sidebar entries. The app derives the route
// table, the screen loaders and the sidebar from every `features/<f>/routes.ts`, so adding a
// screen touches its own folder only. Manifests must stay cheap to import: they load their pages
// with dynamic imports and import nothing heavier than these types.
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { IconName } from '@blueprintjs/icons';
import type { Feature } from '../feature-flags/feature-flags.ts';
import type { Action, Resource } from '../permissions/permissions.ts';

export interface RouteGuard {
  /** Every listed feature must be enabled (a parent flag is checked by isFeatureEnabled). */
  features: readonly Feature[];
  /** The resource the user needs `action` on; null for routes every signed-in user may open. */
  resource: Resource | null;
  action: Action;
}

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;
export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface ScreenRoute extends RouteGuard {
  /** React Router syntax; the specs' paths verbatim. */
  path: string;
  /** Document title and the placeholder page's screen name. */
  title: string;
  load: ScreenLoader;
  /** Console shell (default) or the bare standalone layout (embedded views). */
  layout?: 'console' | 'standalone';
  /** A guard that depends on the URL (e.g. `/settings/:table`); null renders Not Found. */
  guardFor?: (params: RouteParams) => RouteGuard | null;
  /**
   * A list screen's list definitions (components/resource-list/resource-definition.ts), every one
   * the route may show; app/routing/list-screens.test.ts checks each list screen declares them.
   */
  lists?: () => Promise<readonly unknown[]>;
  /**
   * Starts the screen's first read into the org's query client before the screen renders: as soon
   * as the org is signed in when the window opens on it (its roles and feature flags still on
   * their way), and when its sidebar entry is pressed. 'list': the page of its first list
   * definition the URL shows, for a screen whose list the URL alone decides (no narrowing of the
   * screen's own, which the read would miss).
   */
  prefetch?: ScreenPrefetch | 'list';
}

/** The read itself; `can` answers with the roles known when it starts (main's, before whoami). */
export type ScreenPrefetch = (
  orgId: string,
  client: QueryClient,
  can: (action: Action, resource: Resource) => boolean,
) => Promise<unknown>;

/** Where an entry sits in the sidebar: the main list, the Settings head (fixed order), or the
 * Settings resources (sorted by label). */
export type NavSection = 'main' | 'settings-head' | 'settings';

export interface NavEntry {
  id: string;
  label: string;
  icon: IconName;
  /** An icon of the type-icon set drawn instead of `icon` (which stays as its fallback). */
  typeIcon?: string;
  to: string;
  features: readonly Feature[];
  resource: Resource;
  section: NavSection;
  /** Position within 'main' and 'settings-head' (the specs' order); ignored for 'settings'. */
  order?: number;
}

/** The sidebar's three lists, as the shell derives them from the manifests. */
export interface NavSections {
  main: readonly NavEntry[];
  settingsHead: readonly NavEntry[];
  settingsResources: readonly NavEntry[];
}

export interface FeatureManifest {
  routes: readonly ScreenRoute[];
  nav?: readonly NavEntry[];
}

export const guard = <R extends Resource | null>(
  features: readonly Feature[],
  resource: R,
  action: Action = 'read',
): RouteGuard & { resource: R } => ({ features, resource, action });

/** A loader for the page component the module `load` brings exports as `name`. */
export function pageLoader<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ScreenLoader {
  return () => load().then((module) => ({ default: module[name] }));
}

/** A screen's route: at `path`, titled `title`, behind `g`; `lists` for a list screen. */
export function screen(
  path: string,
  title: string,
  g: RouteGuard,
  load: ScreenLoader,
  lists?: ScreenRoute['lists'],
  prefetch?: ScreenRoute['prefetch'],
): ScreenRoute {
  return {
    path,
    title,
    ...g,
    load,
    ...(lists ? { lists } : {}),
    ...(prefetch ? { prefetch } : {}),
  };
}

/** Where a sidebar entry sits and what it reads; `id` is its path's last segment unless given. */
export type NavPlace = Pick<NavEntry, 'label' | 'icon' | 'section' | 'order'> & { id?: string };

/** A sidebar entry to `to`, shown to whoever the screen's guard lets in. */
export function navTo(
  to: string,
  g: RouteGuard & { resource: Resource },
  place: NavPlace,
): NavEntry {
  const id = place.id ?? to.split('/').pop() ?? to;
  return { ...place, id, to, features: g.features, resource: g.resource };
}

/**
 * The manifest of a feature with one screen at `path` and its sidebar entry (linking to the same
 * path); the screen is titled as its entry unless `title` says otherwise. `list`, for a screen
 * that shows one list the URL alone decides, is its list definition: the screen's `lists`, and
 * its first page prefetched (`prefetch: 'list'`). `item` adds the page of one of its records at
 * `path/:id`.
 */
export function singleScreen(
  path: string,
  entry: {
    guard: RouteGuard & { resource: Resource };
    load: ScreenLoader;
    list?: () => Promise<unknown>;
    lists?: ScreenRoute['lists'];
    nav: NavPlace;
    title?: string;
    prefetch?: ScreenRoute['prefetch'];
    item?: { title: string; load: ScreenLoader };
  },
): FeatureManifest {
  const { guard: g, load, list, nav, title = nav.label, item } = entry;
  const lists = list ? () => list().then((definition) => [definition]) : entry.lists;
  const prefetch = entry.prefetch ?? (list ? 'list' : undefined);
  return {
    routes: [
      screen(path, title, g, load, lists, prefetch),
      ...(item ? [screen(`${path}/:id`, item.title, g, item.load)] : []),
    ],
    nav: [navTo(path, g, nav)],
  };
}
