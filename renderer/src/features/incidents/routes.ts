// Incidents (spec 2 §2 Incidents): the list with the create dialog, and one incident with its
// action plan, comments, details, definition of done, responders and changelog.
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

const INCIDENTS = route.guard(['incidents'], 'incident');
const list = route.pageLoader(() => import('./pages/IncidentsPage.tsx'), 'IncidentsPage');
const detail = route.pageLoader(() => import('./pages/IncidentPage.tsx'), 'IncidentPage');
const lists = () => import('./list/incidents-list.tsx').then((m) => [m.INCIDENTS_LIST]);
const NAV = { label: 'Incidents', icon: 'issue', section: 'main', order: 3 } as const;

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen('/incidents', 'Incidents', INCIDENTS, list, lists),
    route.screen('/incidents/:id', 'Incident', INCIDENTS, detail),
  ],
  nav: [route.navTo(paths.incidents(), INCIDENTS, NAV)],
};
