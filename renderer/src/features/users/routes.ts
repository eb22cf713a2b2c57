// Users (spec 3 §2.8), among the Settings resources.
import { paths } from '../../lib/routing/paths.ts';
import { pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';

export const manifest = singleScreen({
  path: paths.settings.users(),
  title: 'Users',
  guard: { features: ['settings.users'], resource: 'identities', action: 'read' },
  load: pageLoader(() => import('./pages/UsersPage.tsx'), 'UsersPage'),
  lists: () => import('./users-list.tsx').then((m) => [m.USERS_LIST]),
  nav: { id: 'users', label: 'Users', icon: 'user', section: 'settings' },
});
