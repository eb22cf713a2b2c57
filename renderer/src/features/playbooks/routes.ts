// Playbooks (spec 3 §2.10): the playbook cards, the runs list and a run's detail.
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

const PLAYBOOKS = route.guard(['playbooks'], 'playbooks');
const RUNS = route.guard(['playbooks'], 'playbook_runs');
const cards = route.pageLoader(() => import('./pages/PlaybooksPage.tsx'), 'PlaybooksPage');
const runs = route.pageLoader(() => import('./pages/PlaybookRunsPage.tsx'), 'PlaybookRunsPage');
const run = route.pageLoader(() => import('./pages/PlaybookRunPage.tsx'), 'PlaybookRunPage');
const runsList = () => import('./list/runs-list.tsx').then((m) => [m.RUNS_LIST]);
const NAV = { label: 'Playbooks', icon: 'manual', section: 'main', order: 6 } as const;

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen('/playbooks', 'Playbooks', PLAYBOOKS, cards),
    route.screen('/playbooks/runs', 'Playbook runs', RUNS, runs, runsList),
    route.screen('/playbooks/runs/:id', 'Playbook run', RUNS, run),
  ],
  nav: [route.navTo(paths.playbooks(), PLAYBOOKS, NAV)],
};
