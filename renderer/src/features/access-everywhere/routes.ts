// What can this person do everywhere (issue 35 item 3): one subject's permissions, scopes and
// catalog access in every organisation, side by side, under the permissions area. Guarded as the
// permissions screens are (read `rbac`, the role table's name for `permissions`).
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

const PERMISSIONS = route.guard(['settings.permissions'], 'rbac');
const page = route.pageLoader(() => import('./EverywherePage.tsx'), 'EverywherePage');

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen(
      paths.settings.permissionsEverywhere(),
      'Permissions - Everywhere',
      PERMISSIONS,
      page,
    ),
  ],
};
