// Logs (spec 2 §2): one component's logs, searched by selector, text and time range.
import { paths } from '../../lib/routing/paths.ts';
import { pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';

export const manifest = singleScreen({
  path: paths.logs(),
  title: 'Logs',
  guard: { features: ['logs'], resource: 'database', action: 'read' },
  load: pageLoader(() => import('./pages/LogsPage.tsx'), 'LogsPage'),
  nav: { id: 'logs', label: 'Logs', icon: 'console', section: 'main', order: 5 },
});
