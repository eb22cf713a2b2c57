// Incidents (spec 2 §2 Incidents): the list with the create dialog, and one incident with its
// action plan, comments, details, definition of done, responders and changelog.
import { paths } from '../../lib/routing/paths.ts';
import { guard, pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const INCIDENTS = guard(['incidents'], 'incident');
const list = pageLoader(() => import('./pages/IncidentsPage.tsx'), 'IncidentsPage');
const detail = pageLoader(() => import('./pages/IncidentPage.tsx'), 'IncidentPage');

export const manifest: FeatureManifest = {
  routes: [
    {
      path: '/incidents',
      title: 'Incidents',
      ...INCIDENTS,
      load: list,
      lists: () => import('./list/incidents-list.tsx').then((m) => [m.INCIDENTS_LIST]),
    },
    { path: '/incidents/:id', title: 'Incident', ...INCIDENTS, load: detail },
  ],
  nav: [
    {
      id: 'incidents',
      label: 'Incidents',
      icon: 'issue',
      to: paths.incidents(),
      features: INCIDENTS.features,
      resource: 'incident',
      section: 'main',
      order: 3,
    },
  ],
};
