// Identity screens shown inside the console (spec 3 §2.11). /login is handled by the sign-in gate.
import { guard, pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

export const manifest: FeatureManifest = {
  routes: [
    {
      path: '/profile-settings',
      title: 'Profile settings',
      ...guard([], null),
      load: pageLoader(
        () => import('./pages/ProfileSettingsPage.tsx'),
        (m) => m.ProfileSettingsPage,
      ),
    },
  ],
};
