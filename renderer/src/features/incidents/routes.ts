// Incidents (spec 2 §2 Incidents): the list with the create dialog, and one incident with its
// action plan, comments, details, definition of done, responders and changelog.
import { pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';

const INCIDENTS = { features: ['incidents'], resource: 'incident', action: 'read' } as const;

const list = singleScreen({
  path: '/incidents',
  title: 'Incidents',
  guard: INCIDENTS,
  load: pageLoader(() => import('./pages/IncidentsPage.tsx'), 'IncidentsPage'),
  lists: () => import('./list/incidents-list.tsx').then((m) => [m.INCIDENTS_LIST]),
  nav: { id: 'incidents', label: 'Incidents', icon: 'issue', section: 'main', order: 3 },
});

export const manifest = {
  ...list,
  routes: [
    ...list.routes,
    {
      path: '/incidents/:id',
      title: 'Incident',
      ...INCIDENTS,
      load: pageLoader(() => import('./pages/IncidentPage.tsx'), 'IncidentPage'),
    },
  ],
};
