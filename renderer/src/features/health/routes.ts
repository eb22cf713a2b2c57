// Health (spec 1 §2): the dashboard of checks; the check modal opens through `checkId`.
import { paths } from '../../app/paths.ts';
import { guard, pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const HEALTH = guard(['health'], 'canaries');

export const manifest: FeatureManifest = {
  routes: [
    {
      path: '/health',
      title: 'Health',
      ...HEALTH,
      load: pageLoader(
        () => import('./pages/HealthPage.tsx'),
        (m) => m.HealthPage,
      ),
    },
  ],
  nav: [
    {
      id: 'health',
      label: 'Health',
      icon: 'heart',
      to: paths.health(),
      ...HEALTH,
      resource: 'canaries',
      section: 'main',
      order: 2,
    },
  ],
};
