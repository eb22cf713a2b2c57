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

type Matchable = { path: string; route: ScreenRoute };
const MATCHABLE: Matchable[] = ALL_ROUTES.map((route) => ({ path: route.path, route }));

/** A path's first segment as React Router compares it (case-insensitively); '' for `/`. */
const firstSegment = (path: string) => (path.split('/').find(Boolean) ?? '').toLowerCase();
/** A segment that can match more than itself: a param, a splat or an optional segment. */
const matchesOthers = (segment: string) =>
  segment.startsWith(':') || segment.includes('*') || segment.endsWith('?');

/**
 * The routes a path can match, by its first segment (those whose first segment is a param, a
 * splat or optional are in every group): `matchRoutes` flattens and ranks every route it is given
 * on each call, ~0.19 ms for the whole table against ~0.03 ms for one group (Node, CI machine);
 * the start-up asks for a few dozen paths (the sidebar's entries, the opening screen).
 */
const WILD = MATCHABLE.filter((m) => matchesOthers(firstSegment(m.path)));
const BY_FIRST_SEGMENT = new Map(
  [...new Set(MATCHABLE.map((m) => firstSegment(m.path)))]
    .filter((segment) => !matchesOthers(segment))
    .map((segment) => [
      segment,
      // In the table's order, as React Router breaks ties by it.
      MATCHABLE.filter((m) => firstSegment(m.path) === segment || WILD.includes(m)),
    ]),
);

function candidates(path: string): Matchable[] {
  const segment = firstSegment(path);
  // An escaped character: React Router decodes it before matching; the whole table decides.
  if (segment.includes('%')) return MATCHABLE;
  return BY_FIRST_SEGMENT.get(segment) ?? WILD;
}

/**
 * Paths already matched: even within a group, a sidebar asks for the same few paths on every
 * hover, press and preload.
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
  const route = matchRoutes(candidates(path), path)?.[0]?.route.route ?? null;
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
