// View settings (spec 4-views §2.9): the view definitions, in the Settings menu as 'Views' when
// the views feature is on and the user may read views; writes need write on views.
import { guard, pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';
import { paths } from '../../lib/routing/paths.ts';

export const manifest = singleScreen(paths.settings.views(), {
  guard: guard(['views'], 'views'),
  load: pageLoader(() => import('./pages/ViewSettingsPage.tsx'), 'ViewSettingsPage'),
  list: () => import('./pages/ViewSettingsPage.tsx').then((m) => m.VIEW_DEFINITIONS_LIST),
  nav: { label: 'Views', icon: 'dashboard', section: 'settings' },
});
