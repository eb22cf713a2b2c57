// The console's routes as data, derived from the feature manifests: path (React Router syntax,
// the specs' paths verbatim), the screen's loader and the guard (feature flags that must be on,
// resource permission required). router.tsx turns this into routes; unit tests check the guards
// without rendering anything.
import { matchRoutes } from 'react-router';
import type { Feature } from '../../lib/feature-flags/feature-flags.ts';
import type { Action, Resource } from '../../lib/permissions/permissions.ts';
import type { RouteGuard, ScreenRoute } from '../../lib/routing/feature-manifest.ts';
import { MANIFESTS } from './manifests.ts';

export type { RouteGuard, ScreenRoute } from '../../lib/routing/feature-manifest.ts';

function collectRoutes(manifests: readonly { routes: readonly ScreenRoute[] }[]): ScreenRoute[] {
  const routes = manifests.flatMap((manifest) => manifest.routes);
  const seen = new Set<string>();
  for (const route of routes) {
    if (seen.has(route.path)) throw new Error(`Two manifests declare the route ${route.path}.`);
    seen.add(route.path);
  }
  return routes;
}

/** Every route of every manifest; a path declared twice is a programming error caught at start. */
export const ALL_ROUTES: readonly ScreenRoute[] = collectRoutes(MANIFESTS);

const MATCHABLE = ALL_ROUTES.map((route) => ({ path: route.path, route }));
/**
 * Paths already matched: each `matchRoutes` flattens and ranks the whole table again (~0.4 ms on
 * the CI machine), and a sidebar asks for the same few paths on every hover, press and preload.
 */
const found = new Map<string, ScreenRoute | null>();
/** Enough for every path a session visits; past it the oldest half is forgotten. */
const FOUND_MAX = 512;

/**
 * The route React Router would pick for `to`, a path with or without a query or hash (static
 * segments outrank params), or null.
 */
export function findRoute(to: string): ScreenRoute | null {
  const path = to.split(/[?#]/)[0] ?? to;
  const known = found.get(path);
  if (known !== undefined) return known;
  const route = matchRoutes(MATCHABLE, path)?.[0]?.route.route ?? null;
  if (found.size >= FOUND_MAX)
    for (const key of [...found.keys()].slice(0, FOUND_MAX / 2)) found.delete(key);
  found.set(path, route);
  return route;
}

export type RouteAccess =
  { kind: 'allowed' } | { kind: 'disabled'; feature: Feature } | { kind: 'unauthorized' };

/**
 * Decides what a guarded route shows. A disabled feature wins over a missing permission: the
 * route is hidden rather than forbidden.
 */
export function routeAccess(
  g: RouteGuard,
  isEnabled: (feature: Feature) => boolean,
  can: (action: Action, resource: Resource) => boolean,
): RouteAccess {
  const off = g.features.find((feature) => !isEnabled(feature));
  if (off) return { kind: 'disabled', feature: off };
  if (g.resource && !can(g.action, g.resource)) return { kind: 'unauthorized' };
  return { kind: 'allowed' };
}
