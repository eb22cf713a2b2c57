// The first read of the screen the console opens on, started with the org's roles and feature
// flags instead of after them: ConsoleLayout renders no screen until whoami and properties have
// answered, and the screen's own query would then leave a round trip and a render later.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Action, Resource } from '../../lib/permissions/permissions.ts';
import { findRoute } from './route-table.ts';

type Can = (action: Action, resource: Resource) => boolean;

/** Starts the prefetch of the route at `pathname` if it has one the user may read; whether so. */
export function prefetchScreen(
  pathname: string,
  orgId: string,
  client: QueryClient,
  can: Can,
): boolean {
  const route = findRoute(pathname);
  if (!route?.prefetch || (route.resource && !can(route.action, route.resource))) return false;
  route.prefetch(orgId, client).catch(() => undefined);
  return true;
}

/**
 * Starts the prefetch the route of the current URL declares, once per org, when the roles known
 * so far (main's last sign-in check) let the user read it.
 */
export function usePrefetchScreen(orgId: string, can: Can): void {
  const client = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    prefetchScreen(pathname, orgId, client, can);
    // Once per org: later navigations render their screen at once and read from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orgId, client]);
}
