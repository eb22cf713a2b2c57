// Job History (spec 3 §2.4), second in the fixed head of the Settings menu.
import { guard, pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';
import { paths } from '../../lib/routing/paths.ts';

export const manifest = singleScreen(paths.settings.jobs(), {
  guard: guard(['settings.job_history'], 'database'),
  load: pageLoader(() => import('./pages/JobHistoryPage.tsx'), 'JobHistoryPage'),
  lists: () => import('./job-history-list.ts').then((m) => [m.jobHistoryList([])]),
  nav: { label: 'Jobs History', icon: 'history', section: 'settings-head', order: 2 },
});
