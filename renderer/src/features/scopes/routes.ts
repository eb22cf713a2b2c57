// Scopes (spec 5-access §2.1, §2.2): the list and its form, under the Settings menu's 'Scopes'.
// The console gates it on read `scopes`; this app gates on `rbac`, the role table's name for the
// same grants (docs/sandbox-access.md).
import { guard, pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';
import { paths } from '../../lib/routing/paths.ts';

export const manifest = singleScreen(paths.settings.scopes(), {
  guard: guard(['settings.permissions'], 'rbac'),
  load: pageLoader(() => import('./pages/ScopesPage.tsx'), 'ScopesPage'),
  list: () => import('./pages/ScopesPage.tsx').then((m) => m.SCOPES_LIST),
  nav: { label: 'Scopes', icon: 'target', section: 'settings' },
});
