// Permissions (spec 5-access §2.4, §2.5): the permissions list and the subject workbench, two tabs
// that are routes of their own, under the Settings menu's 'Permissions'. The console gates both on
// read `permissions`; this app gates on `rbac`, the role table's name for the same grants.
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

const PERMISSIONS = route.guard(['settings.permissions'], 'rbac');
const list = route.pageLoader(() => import('./pages/PermissionsPage.tsx'), 'PermissionsPage');
const subjects = route.pageLoader(() => import('./subjects/SubjectsPage.tsx'), 'SubjectsPage');

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen(paths.settings.permissions(), 'Permissions - Permissions', PERMISSIONS, list, () =>
      import('./pages/PermissionsPage.tsx').then((m) => [m.PERMISSIONS_LIST]),
    ),
    route.screen(
      paths.settings.permissionSubjects(),
      'Permissions - Subjects',
      PERMISSIONS,
      subjects,
    ),
  ],
  nav: [
    route.navTo(paths.settings.permissions(), PERMISSIONS, {
      label: 'Permissions',
      icon: 'shield',
      section: 'settings',
    }),
  ],
};
