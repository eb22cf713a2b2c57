// The first read of a list screen, started before the screen renders: a sidebar entry pressed, or
// the window opening on it (a route's `prefetch: 'list'`, app/routing/prefetch-screen.ts). The page
// reads the same query for the same URL (useListQuery), so it finds the answer read or on its way
// instead of asking once its first render has committed.
import type { QueryClient } from '@tanstack/react-query';
import { decode } from '../../lib/url-state/filter-codec.ts';
import { isGivenSource } from './given-source.ts';
import type { ResourceListDefinition } from './resource-definition.ts';
import { listParamsSpec } from './useResourceListParams.ts';
import { listReader, sourceRequest } from './useListQuery.ts';

/** Reads the page of `def` that the URL query `search` shows, unless it is fresh in `client`. */
export function prefetchList<T>(
  orgId: string,
  client: QueryClient,
  def: ResourceListDefinition<T>,
  search: string,
): Promise<void> {
  // The rows of a given source are the screen's own: nothing to read.
  if (isGivenSource(def.source)) return Promise.resolve();
  const { passThrough: _passThrough, ...params } = decode(
    listParamsSpec(def),
    new URLSearchParams(search),
  );
  const request = sourceRequest(def.columns, params);
  const { options } = listReader(orgId, client, def, request, undefined, undefined);
  return client.prefetchQuery(options);
}
