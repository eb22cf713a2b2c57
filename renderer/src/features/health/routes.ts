// Health (spec 1 §2): the dashboard of checks (its table is the list checks-list.tsx); the check
// modal opens through `checkId`.
import { paths } from '../../lib/routing/paths.ts';
import { pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';

export const manifest = singleScreen({
  path: paths.health(),
  title: 'Health',
  guard: { features: ['health'], resource: 'canaries', action: 'read' },
  load: pageLoader(() => import('./pages/HealthPage.tsx'), 'HealthPage'),
  lists: () => import('./checks-list.tsx').then((m) => [m.healthChecksList]),
  nav: { id: 'health', label: 'Health', icon: 'heart', section: 'main', order: 2 },
});
