// Users (spec 3 §2.8), among the Settings resources.
import { guard, pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';
import { paths } from '../../lib/routing/paths.ts';

export const manifest = singleScreen(paths.settings.users(), {
  guard: guard(['settings.users'], 'identities'),
  load: pageLoader(() => import('./pages/UsersPage.tsx'), 'UsersPage'),
  list: () => import('./users-list.tsx').then((m) => m.USERS_LIST),
  nav: { label: 'Users', icon: 'user', section: 'settings' },
});
