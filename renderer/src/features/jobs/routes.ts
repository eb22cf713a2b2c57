// Job History (spec 3 §2.4), second in the fixed head of the Settings menu.
import { paths } from '../../lib/routing/paths.ts';
import { pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';

export const manifest = singleScreen({
  path: paths.settings.jobs(),
  title: 'Jobs History',
  guard: { features: ['settings.job_history'], resource: 'database', action: 'read' },
  load: pageLoader(() => import('./pages/JobHistoryPage.tsx'), 'JobHistoryPage'),
  lists: () => import('./job-history-list.ts').then((m) => [m.jobHistoryList([])]),
  nav: { id: 'jobs', label: 'Jobs History', icon: 'history', section: 'settings-head', order: 2 },
});
