// Feature flags (spec 3 §2.7), third in the fixed head of the Settings menu.
import { guard, pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';
import { paths } from '../../lib/routing/paths.ts';

export const manifest = singleScreen(paths.settings.featureFlags(), {
  guard: guard(['settings.feature_flags'], 'feature_flags'),
  load: pageLoader(() => import('./pages/FeatureFlagsPage.tsx'), 'FeatureFlagsPage'),
  list: () => import('./pages/FeatureFlagsPage.tsx').then((m) => m.FEATURE_FLAGS_LIST),
  nav: { label: 'Feature Flags', icon: 'flag', section: 'settings-head', order: 3 },
});
