// Incidents (spec 2 §2 Incidents): the list with the create dialog, and one incident with its
// action plan, comments, details, definition of done, responders and changelog.
import { paths } from '../../lib/routing/paths.ts';
import { guard, pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';

export const manifest = singleScreen(paths.incidents(), {
  guard: guard(['incidents'], 'incident'),
  load: pageLoader(() => import('./pages/IncidentsPage.tsx'), 'IncidentsPage'),
  list: () => import('./list/incidents-list.tsx').then((m) => m.INCIDENTS_LIST),
  item: {
    title: 'Incident',
    load: pageLoader(() => import('./pages/IncidentPage.tsx'), 'IncidentPage'),
  },
  nav: { label: 'Incidents', icon: 'issue', section: 'main', order: 3 },
});
