// The console's routes whose screens have not been built yet: each shows the honest "not
// available in this build yet" page behind its real guard, and keeps its sidebar entry. A
// feature's issue moves its entries into the feature's own `routes.ts` and deletes them here.
import type { Feature } from '../../lib/feature-flags/feature-flags.ts';
import type { IconName } from '@blueprintjs/icons';
import type { Resource } from '../../lib/permissions/permissions.ts';
import {
  guard,
  pageLoader,
  type FeatureManifest,
  type NavEntry,
  type RouteGuard,
  type ScreenRoute,
} from '../../lib/routing/feature-manifest.ts';
import { paths } from '../paths.ts';

const load = pageLoader(
  () => import('../pages/NotAvailablePage.tsx'),
  (m) => m.NotAvailablePage,
);

const INCIDENTS = guard(['incidents'], 'incident');

const route = (path: string, title: string, g: RouteGuard): ScreenRoute => ({
  path,
  title,
  load,
  ...g,
});

const nav = (
  section: NavEntry['section'],
  order: number,
  id: string,
  label: string,
  icon: IconName,
  to: string,
  g: { features: readonly Feature[]; resource: Resource | null },
): NavEntry => ({
  section,
  order,
  id,
  label,
  icon,
  to,
  features: g.features,
  resource: g.resource ?? 'database',
});

export const notYetBuilt: FeatureManifest = {
  routes: [
    route('/incidents', 'Incidents', INCIDENTS),
    route('/incidents/:id', 'Incident', INCIDENTS),
  ],
  nav: [nav('main', 3, 'incidents', 'Incidents', 'issue', paths.incidents(), INCIDENTS)],
};
