// Job History (spec 3 §2.4), second in the fixed head of the Settings menu.
import { paths } from '../../app/paths.ts';
import { guard, pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const JOBS = guard(['settings.job_history'], 'database');

export const manifest: FeatureManifest = {
  routes: [
    {
      path: '/settings/jobs',
      title: 'Jobs History',
      ...JOBS,
      load: pageLoader(
        () => import('./pages/JobHistoryPage.tsx'),
        (m) => m.JobHistoryPage,
      ),
    },
  ],
  nav: [
    {
      id: 'jobs',
      label: 'Jobs History',
      icon: 'history',
      to: paths.settings.jobs(),
      features: JOBS.features,
      resource: 'database',
      section: 'settings-head',
      order: 2,
    },
  ],
};
