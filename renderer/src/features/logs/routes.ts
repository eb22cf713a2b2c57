// Logs (spec 2 §2): one component's logs, searched by selector, text and time range.
import { guard, pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';
import { paths } from '../../lib/routing/paths.ts';

export const manifest = singleScreen(paths.logs(), {
  guard: guard(['logs'], 'database'),
  load: pageLoader(() => import('./pages/LogsPage.tsx'), 'LogsPage'),
  nav: { label: 'Logs', icon: 'console', section: 'main', order: 5 },
});
