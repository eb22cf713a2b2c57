// Users (spec 3 §2.8), among the Settings resources.
import { paths } from '../../lib/routing/paths.ts';
import { pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';

export const manifest = singleScreen({
  path: paths.settings.users(),
  title: 'Users',
  guard: { features: ['settings.users'], resource: 'identities', action: 'read' },
  load: pageLoader(
    () => import('./pages/UsersPage.tsx'),
    (m) => m.UsersPage,
  ),
  nav: { id: 'users', label: 'Users', icon: 'user', section: 'settings' },
});
