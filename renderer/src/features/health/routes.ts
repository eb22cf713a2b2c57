// Health (spec 1 §2): the dashboard of checks (its table is the list checks-list.tsx); the check
// modal opens through `checkId`.
import { guard, pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';
import { paths } from '../../lib/routing/paths.ts';

export const manifest = singleScreen(paths.health(), {
  guard: guard(['health'], 'canaries'),
  load: pageLoader(() => import('./pages/HealthPage.tsx'), 'HealthPage'),
  lists: () => import('./checks-list.tsx').then((m) => [m.healthChecksList]),
  prefetch: (orgId, client) =>
    import('../../api/services/health.ts').then((m) =>
      client.prefetchQuery(m.checksSummaryQuery(orgId)),
    ),
  nav: { label: 'Health', icon: 'heart', section: 'main', order: 2 },
});
