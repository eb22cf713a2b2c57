// The backend route of a UI path, as a router would match it: decoded, lower case, no empty
// segments, without `/api` and the query. The credential deny-list and the response-size table
// both match on it, so `/api/DB//config_detail` and `/api/db/%63onfig_detail` are the same route.
export function normalisedRoute(uiPath: string): string {
  const pathPart = uiPath.split('?')[0] ?? '';
  const segments = pathPart
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .filter((segment) => segment !== '')
    .map((segment) => segment.toLowerCase());
  if (segments[0] === 'api') segments.shift();
  return `/${segments.join('/')}`;
}

/** True when `route` is `prefix` or below it (`/snapshot` matches `/snapshot/topology/1`). */
export function routeWithin(route: string, prefix: string): boolean {
  return route === prefix || route.startsWith(`${prefix}/`);
}
