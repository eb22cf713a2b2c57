// Playbooks (spec 3 §2.9): the playbook cards, the runs list and a run's detail.
import { paths } from '../../app/paths.ts';
import { guard, pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const PLAYBOOKS = guard(['playbooks'], 'playbooks');
const RUNS = guard(['playbooks'], 'playbook_runs');
const load = pageLoader(
  () => import('../../app/pages/NotAvailablePage.tsx'),
  (m) => m.NotAvailablePage,
);

export const manifest: FeatureManifest = {
  routes: [
    { path: '/playbooks', title: 'Playbooks', ...PLAYBOOKS, load },
    { path: '/playbooks/runs', title: 'Playbook runs', ...RUNS, load },
    { path: '/playbooks/runs/:id', title: 'Playbook run', ...RUNS, load },
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
