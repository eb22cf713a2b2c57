// The first read of a screen, started before the screen renders: for the screen the console opens
// on, with the org's roles and feature flags instead of after them (ConsoleLayout renders no screen
// until whoami and properties have answered, and the screen's own query would then leave a round
// trip and a render later); for a sidebar entry, as it is pressed (its query would otherwise leave
// once the screen's first render has committed, 60-80 ms after the click on the CI machine).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Action, Resource } from '../../lib/permissions/permissions.ts';
import type { ResourceListDefinition } from '../../components/resource-list/resource-definition.ts';
import type * as ListKitModule from '../../components/resource-list/prefetch-list.ts';
import type { ScreenPrefetch } from '../../lib/routing/feature-manifest.ts';
import { findRoute, type ScreenRoute } from './route-table.ts';

type Can = (action: Action, resource: Resource) => boolean;

/**
 * Starts the prefetch of the route at `to` (a path, with or without a query) if it has one the
 * user may read: the read, settled when it has answered or failed (it never rejects; a failure is
 * the screen's query's to show), or undefined when there is none.
 */
export function prefetchScreen(
  to: string,
  orgId: string,
  client: QueryClient,
  can: Can,
): Promise<void> | undefined {
  const route = findRoute(to);
  if (!route?.prefetch || (route.resource && !can(route.action, route.resource))) return undefined;
  const search = /\?([^#]*)/.exec(to)?.[1] ?? '';
  const read =
    route.prefetch === 'list' ? prefetchFirstList(route, orgId, client, search) : route.prefetch;
  return read(orgId, client, can).then(
    () => undefined,
    () => undefined,
  );
}

type ListKit = typeof ListKitModule;
/** The list kit's prefetch, loaded on demand (the start-up chunk does not carry it), then kept. */
let listKit: ListKit | undefined;
/** The first list definition of each `prefetch: 'list'` route whose lists were loaded. */
const firstLists = new Map<ScreenRoute, ResourceListDefinition<unknown> | null>();

/** Loads the kit's prefetch and the route's first list definition, and keeps both. */
async function loadListPrefetch(route: ScreenRoute) {
  const [defs, kit] = await Promise.all([
    route.lists?.() ?? [],
    import('../../components/resource-list/prefetch-list.ts'),
  ]);
  listKit = kit;
  const def = (defs[0] as ResourceListDefinition<unknown> | undefined) ?? null;
  firstLists.set(route, def);
  return { kit, def };
}

/**
 * Loads what the prefetch of the route at `to` will need (a sidebar entry the pointer rests on),
 * so that a press finds it loaded and the read leaves in the press's own task. (Awaiting even a
 * loaded module's import() waits for a later task, after the navigation's render has begun.)
 */
export function warmPrefetch(to: string): Promise<void> {
  const route = findRoute(to);
  if (route?.prefetch !== 'list' || firstLists.has(route)) return Promise.resolve();
  return loadListPrefetch(route).then(
    () => undefined,
    () => undefined,
  );
}

/** The read of a `prefetch: 'list'` route: its first list definition's page for `search`. */
function prefetchFirstList(
  route: ScreenRoute,
  orgId: string,
  client: QueryClient,
  search: string,
): ScreenPrefetch {
  return async () => {
    const def = firstLists.get(route);
    const loaded =
      listKit && def !== undefined ? { kit: listKit, def } : await loadListPrefetch(route);
    if (loaded.def) await loaded.kit.prefetchList(orgId, client, loaded.def, search);
  };
}

/**
 * Starts the prefetch the route of the current URL declares, once per org, when the roles known
 * so far (main's last sign-in check) let the user read it.
 */
export function usePrefetchScreen(orgId: string, can: Can): void {
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  useEffect(() => {
    void prefetchScreen(pathname + search, orgId, client, can);
    // Once per org: later navigations render their screen at once and read from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orgId, client]);
}
