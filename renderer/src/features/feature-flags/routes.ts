// Feature flags (spec 3 §2.7), third in the fixed head of the Settings menu.
import { paths } from '../../lib/routing/paths.ts';
import { pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';

export const manifest = singleScreen({
  path: paths.settings.featureFlags(),
  title: 'Feature Flags',
  guard: { features: ['settings.feature_flags'], resource: 'feature_flags', action: 'read' },
  load: pageLoader(() => import('./pages/FeatureFlagsPage.tsx'), 'FeatureFlagsPage'),
  lists: () => import('./pages/FeatureFlagsPage.tsx').then((m) => [m.FEATURE_FLAGS_LIST]),
  nav: {
    id: 'feature-flags',
    label: 'Feature Flags',
    icon: 'flag',
    section: 'settings-head',
    order: 3,
  },
});
