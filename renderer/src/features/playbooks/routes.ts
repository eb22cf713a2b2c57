// Playbooks (spec 3 §2.10): the playbook cards, the runs list and a run's detail.
import { paths } from '../../lib/routing/paths.ts';
import { guard, pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const PLAYBOOKS = guard(['playbooks'], 'playbooks');
const RUNS = guard(['playbooks'], 'playbook_runs');
const cards = pageLoader(() => import('./pages/PlaybooksPage.tsx'), 'PlaybooksPage');
const runs = pageLoader(() => import('./pages/PlaybookRunsPage.tsx'), 'PlaybookRunsPage');
const run = pageLoader(() => import('./pages/PlaybookRunPage.tsx'), 'PlaybookRunPage');

export const manifest: FeatureManifest = {
  routes: [
    { path: '/playbooks', title: 'Playbooks', ...PLAYBOOKS, load: cards },
    {
      path: '/playbooks/runs',
      title: 'Playbook runs',
      ...RUNS,
      load: runs,
      lists: () => import('./list/runs-list.tsx').then((m) => [m.RUNS_LIST]),
    },
    { path: '/playbooks/runs/:id', title: 'Playbook run', ...RUNS, load: run },
  ],
  nav: [
    {
      id: 'playbooks',
      label: 'Playbooks',
      icon: 'manual',
      to: paths.playbooks(),
      features: PLAYBOOKS.features,
      resource: 'playbooks',
      section: 'main',
      order: 6,
    },
  ],
};
